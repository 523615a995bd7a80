/**
 * The compiler's errors in a pack's own templates, as scripts/compile.js recorded them in
 * build/template-errors.json. A template that does not compile (a type error, an import of a
 * file that is not there) stops that pack only: the core/template rule reports each error at its
 * line of the template, and nothing of the pack is drawn; the other packs build as usual.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRoot } from './paths.js';

export interface TemplateCompileError {
  /** From the project root, e.g. "templates/mon-jeu/card.tsx". */
  file: string;
  line: number;
  column: number;
  /** The compiler's code, e.g. "TS2307". */
  code: string;
  message: string;
}

let recorded: Record<string, TemplateCompileError[]> | undefined;

/** The errors of templates/<packId>/ at the last compile (none when it compiled, or before any record). */
export function templateCompileErrors(packId: string): TemplateCompileError[] {
  if (recorded === undefined) {
    const file = path.join(buildRoot, 'template-errors.json');
    try {
      recorded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, TemplateCompileError[]>) : {};
    } catch {
      // compile.js writes it whole (temporary file, then rename): this is a build from before it.
      recorded = {};
    }
  }
  return Object.hasOwn(recorded, packId) ? recorded[packId] : [];
}
