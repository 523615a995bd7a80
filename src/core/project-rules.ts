/**
 * A game's rules code in its project: rules/<pack>/index.ts, exporting `pack` (a PackDef: rules
 * for the checker, an engine for `sim`, `scenario`, `replay`, `odds` and hot-seat play), written
 * against deckwright's public engine entry, `deckwright/engine`. It is the designer's own code,
 * run only from their project (docs/security.md), transpiled when used as templates are.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PackDef } from './pack-types.js';
import { projectHas, RULES_FOLDER } from './project.js';
import { isWithin } from './safe-path.js';
import { compileFolder, thrownAt, type TemplateCompileError } from './template-build.js';
import { withSourceMaps } from './source-maps.js';

/** The file a project's rules code starts from. */
export const RULES_ENTRY = 'index.ts';

export interface ProjectRules {
  def: PackDef | null;
  /** Why the code could not be used: compile errors, or a module that does not export `pack`. */
  errors: TemplateCompileError[];
}

/**
 * Whether a pack folder may run the code of `project` (its templates and rules): only when the
 * project is a folder above it. A pack folder that is its own project (one named by its path
 * outside any project: a download) is data alone, whatever folders it holds (docs/security.md).
 */
export function runsProjectCode(project: string, packDir: string): boolean {
  const pack = path.resolve(packDir);
  return pack !== path.resolve(project) && isWithin(project, pack);
}

/** The rules code of pack `id` in `project`, or null when the project has none for it (or may not run it for `packDir`). */
export async function loadProjectRules(id: string, project: string, packDir: string): Promise<ProjectRules | null> {
  if (!runsProjectCode(project, packDir)) return null;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) || !projectHas(project, RULES_FOLDER, id)) return null;
  const dir = path.join(project, RULES_FOLDER, id);
  const entry = path.join(dir, RULES_ENTRY);
  if (!existsSync(entry)) return { def: null, errors: [{ file: dir, line: 1, column: 1, message: `rules/${id}/ has no ${RULES_ENTRY}: the rules code starts there, exporting \`pack\`` }] };
  const compiled = await compileFolder(dir, new Map([['index', entry]]), 'rules');
  if (compiled.errors.length) return { def: null, errors: compiled.errors };
  const module = compiled.files.get('index')!.compiled;
  // The module's inline source map makes an exception's stack name the .ts and its line.
  try {
    const url = pathToFileURL(module).href;
    const mod = (await withSourceMaps(() => import(url))) as { pack?: PackDef };
    const def = mod.pack;
    if (!def || typeof def !== 'object' || !Array.isArray(def.rules)) {
      return { def: null, errors: [{ file: entry, line: 1, column: 1, message: 'it does not export `pack`: write `export const pack: PackDef = { id, rules: [], engine }` (see the starter of `deckwright new`)' }] };
    }
    return { def: { ...def, id, module: url }, errors: [] };
  } catch (e) {
    const at = thrownAt(e) ?? { file: entry, line: 1, column: 1 };
    return { def: null, errors: [{ ...at, message: `it threw while loading: ${e instanceof Error ? e.message : String(e)}` }] };
  }
}
