/**
 * The templates a pack draws with: the modules of templates/<pack>/, compiled into
 * build/templates/<pack>/. A template named by the data (a deck's back, a card type) is only ever
 * an id looked up here, never a path joined and imported: a pack cannot make deckwright run code
 * of its own choosing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PackDef } from './pack-types.js';
import { templatesBuildDir, templatesSourceDir } from './paths.js';
import { resolveInside } from './safe-path.js';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface TemplateFiles {
  /** The compiled module, what is imported. */
  compiled: string;
  /** The TSX source, what the render cache hashes. */
  source: string;
}

/**
 * The names a pack's decks and card types may use: its template sources (without `.tsx`) that
 * stay inside the folder and export a template (shared pieces such as parts.tsx do not).
 */
export function templateNames(def: PackDef): string[] {
  if (def.templates) return [...def.templates].sort();
  const dir = path.join(templatesSourceDir, def.id);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.tsx'))
    .map((n) => n.slice(0, -'.tsx'.length))
    .filter((n) => {
      // A name is offered only when it resolves as rendering will resolve it.
      const files = templateFiles(def.id, n);
      return files !== null && /^export default /m.test(readFileSync(files.source, 'utf8'));
    })
    .sort();
}

/**
 * The files of template `name` of pack `packId`, or null when the name is not an id or either
 * file is missing or (through a link) outside the pack's template folders.
 */
export function templateFiles(packId: string, name: string): TemplateFiles | null {
  if (!ID.test(packId) || !ID.test(name)) return null;
  const source = resolveInside(path.join(templatesSourceDir, packId), `${name}.tsx`);
  const compiled = resolveInside(path.join(templatesBuildDir, packId), `${name}.js`);
  if (!source || !compiled || !existsSync(source) || !existsSync(compiled)) return null;
  return { compiled, source };
}
