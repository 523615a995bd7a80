/**
 * `check --types`: a pack's templates type-checked against the card types its types files
 * declare, for those who want it. Templates are only transpiled when drawn (a type error never
 * stops a build); this runs TypeScript's compiler on them, from the project (or deckwright's
 * own, in its checkout), and reports each error at its line of the .tsx.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { LoadedPack } from '../core/pack.js';
import { installRoot } from '../core/paths.js';
import { projectOfPack } from '../core/project.js';
import { isWithin } from '../core/safe-path.js';
import { publicModules } from '../core/template-build.js';
import { UsageError } from './games.js';
import { typesModule } from './new-game.js';

/** TypeScript's command-line compiler, the project's own or deckwright's (in its checkout). */
function findTsc(project: string): string {
  for (const from of [project, installRoot]) {
    try {
      // Its package exports no bin/ path: found beside its package.json.
      return path.join(path.dirname(createRequire(path.join(from, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');
    } catch {
      // Not there: the next place.
    }
  }
  throw new UsageError('check --types needs TypeScript, which this project does not have: npm install --save-dev typescript');
}

/** tsc's plain output (`--pretty false`): `file(line,col): error TS2322: message`, continued by indented lines. */
export function tscErrors(output: string, cwd: string): { file: string; line: number; column: number; code: string; message: string }[] {
  const out: { file: string; line: number; column: number; code: string; message: string }[] = [];
  for (const line of output.split(/\r?\n/)) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line);
    if (m) out.push({ file: path.resolve(cwd, m[1]), line: Number(m[2]), column: Number(m[3]), code: m[4], message: m[5] });
    else if (/^\s+\S/.test(line) && out.length) out[out.length - 1].message += ` ${line.trim()}`;
  }
  return out;
}

export async function checkTemplateTypes(pack: LoadedPack): Promise<Diagnostic[]> {
  const dir = pack.templates?.dir;
  if (!dir || !pack.manifest) return [];
  const project = projectOfPack(path.resolve(pack.dir || '.'));
  // The card types' TypeScript, derived again from the game's types file (the project's templates only).
  const typesFile = pack.manifest.types && pack.typeFiles?.find((f) => path.basename(f.file) === path.basename(pack.manifest!.types!));
  if (typesFile && isWithin(project, dir)) {
    const text = await typesModule(typesFile.text, path.relative(project, path.resolve(typesFile.file)).split(path.sep).join('/'));
    const target = path.join(dir, 'card-types.d.ts');
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) await writeFileAtomic(target, text);
  }
  const declarations = (file: string) => file.replace(/\.js$/, '.d.ts');
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
      noEmit: true,
      jsx: 'react',
      jsxFactory: 'h',
      jsxFragmentFactory: 'Fragment',
      // Templates written for deckwright's own games import ../common/ and ../../src/: in a
      // project without them, those are deckwright's, as when they are drawn.
      rootDirs: [project, installRoot],
      paths: Object.fromEntries(Object.entries(publicModules()).map(([name, file]) => [name, [declarations(file)]])),
      types: [],
    },
    include: [path.join(dir, '**', '*.tsx'), path.join(dir, '**', '*.ts')],
  };
  const configFile = path.join(project, 'dist', '.cache', 'types', pack.manifest.pack, 'tsconfig.json');
  await writeFileAtomic(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const tsc = spawnSync(process.execPath, [findTsc(project), '-p', configFile, '--pretty', 'false'], { cwd: project, encoding: 'utf8' });
  if (tsc.error) throw tsc.error;
  // The project's templates' errors: deckwright's own files are type-checked where they are built.
  const mine = (file: string) => isWithin(path.dirname(dir), file) && !isWithin(path.join(installRoot, 'src'), file);
  return tscErrors(`${tsc.stdout}${tsc.stderr}`, project).filter((e) => mine(e.file)).map((e) => ({
    file: (path.relative(process.cwd(), e.file) || e.file).split(path.sep).join('/'),
    line: e.line,
    column: e.column,
    endLine: e.line,
    endColumn: e.column,
    severity: 'error' as const,
    rule: 'core/template',
    message: `type error in a template of the ${pack.manifest!.pack} pack (${e.code}): ${e.message}; it is drawn all the same (templates are transpiled, not type-checked, when drawn)`,
    card: null,
  }));
}
