/**
 * Compiled schema validators kept between runs. Compiling the pack's schemas with ajv is the
 * largest single cost of loading a pack (about 140 ms of a 1 s rebuild): ajv's standalone code
 * for each schema is saved once, as a module named by the schema's hash, and later processes
 * load that module instead of compiling again.
 *
 * The modules live in deckwright's own build folder (build/.cache/validators/), never in a
 * pack's or output folder: they are code, and a pack someone hands you must not be able to
 * bring code of its own. build/ is wiped at every compile, so a new deckwright starts afresh;
 * a folder that cannot be written (a read-only install) just means compiling every time.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv, ValidateFunction } from 'ajv';
import type standalone from 'ajv/dist/standalone/index.js';

// ajv's standalone module is CommonJS: its function is the default export's own default. Loaded
// only to save a validator just compiled (with ajv itself, see validate.ts).
const standaloneModule = lazyRequire<typeof standalone>('ajv/dist/standalone/index.js');
const standaloneCode: typeof standalone.default = (...args) => standaloneModule().default(...args);
import { writeFileAtomicSync } from './atomic-write.js';
import { lazyRequire } from './lazy-require.js';
import { buildRoot } from './paths.js';

const require = createRequire(import.meta.url);
const dir = path.join(buildRoot, '.cache', 'validators');
// ajv's version is part of the key: its generated code calls its own runtime helpers.
const AJV_VERSION: string = require('ajv/package.json').version;

/** What a validator of `schema` compiled with `options` is named by: its schema, the options and ajv's version. */
export function validatorKey(schema: object, options: string): string {
  return createHash('sha256').update(`${AJV_VERSION}\n${options}\n${JSON.stringify(schema)}`).digest('hex').slice(0, 32);
}

/** The validator of `schema` (named `key` by validatorKey): loaded from the cache, or compiled by `ajv` and saved for next time. */
export function cachedValidator(ajv: () => Ajv, schema: object, key: string): ValidateFunction {
  const file = path.join(dir, `${key}.cjs`);
  if (existsSync(file)) {
    try {
      return require(file) as ValidateFunction;
    } catch {
      // A damaged file (a disk that filled up): compile, and write it again below.
    }
  }
  const fn = ajv().compile(schema);
  try {
    writeFileAtomicSync(file, standaloneCode(ajv(), fn));
  } catch {
    // Not kept: the next command compiles it again.
  }
  return fn;
}
