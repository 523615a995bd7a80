/**
 * A pack's templates that do not compile stop that pack only: compile.js tells their errors from
 * the others' (scripts/tsc-errors.js) and records them, and the core/template rule reports them
 * at their lines. The end-to-end road (a broken template beside working packs) is in
 * new-game.test.ts, in a copy of the project.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateCompileErrors } from '../src/core/template-compile-errors.js';
import { root } from './helpers.js';
// @ts-expect-error: a plain JavaScript build script, without types of its own.
import { splitTscErrors } from '../../scripts/tsc-errors.js';

describe("the compiler's errors", () => {
  it("in a pack's own templates are that pack's, each located, continued lines joined", () => {
    const out = [
      "templates/mon-jeu/card.tsx(16,28): error TS2307: Cannot find module './card-types.js' or its corresponding type declarations.",
      "templates/mon-jeu/sub/parts.tsx(3,5): error TS2322: Type 'number' is not assignable to type 'string'.",
      "  Type 'number' is not assignable here.",
      "templates/autre/back.tsx(1,1): error TS1005: ';' expected.",
      '',
    ].join('\n');
    expect(splitTscErrors(out)).toEqual({
      byPack: {
        'mon-jeu': [
          { file: 'templates/mon-jeu/card.tsx', line: 16, column: 28, code: 'TS2307', message: "Cannot find module './card-types.js' or its corresponding type declarations." },
          { file: 'templates/mon-jeu/sub/parts.tsx', line: 3, column: 5, code: 'TS2322', message: "Type 'number' is not assignable to type 'string'. Type 'number' is not assignable here." },
        ],
        autre: [{ file: 'templates/autre/back.tsx', line: 1, column: 1, code: 'TS1005', message: "';' expected." }],
      },
      fatal: '',
    });
  });

  it('anywhere else (the shared components, the sources, the configuration) stop the build, printed as they were', () => {
    const out = [
      "templates/common/Frame.tsx(2,2): error TS2304: Cannot find name 'x'.",
      "src/core/pack.ts(10,1): error TS2304: Cannot find name 'y'.",
      '  more about y',
      "templates/mon-jeu/card.tsx(1,1): error TS2304: Cannot find name 'z'.",
      "error TS5083: Cannot read file 'tsconfig.json'.",
    ].join('\n');
    const { byPack, fatal } = splitTscErrors(out);
    expect(Object.keys(byPack)).toEqual(['mon-jeu']);
    expect(fatal).toBe(
      ["templates/common/Frame.tsx(2,2): error TS2304: Cannot find name 'x'.", "src/core/pack.ts(10,1): error TS2304: Cannot find name 'y'.", '  more about y', "error TS5083: Cannot read file 'tsconfig.json'."].join('\n'),
    );
  });

  it('none are recorded for the templates of this installation, the shipped packs among them', () => {
    // compile.js no longer stops on them: this is where a template broken by a change is caught.
    const packs = readdirSync(path.join(root, 'templates')).filter((n) => n !== 'common');
    expect(packs).toEqual(expect.arrayContaining(['codex', 'cardstle', 'formats-pack']));
    for (const pack of packs) expect(templateCompileErrors(pack), pack).toEqual([]);
  });
});
