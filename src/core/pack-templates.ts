/**
 * The templates a pack draws with: the modules of its templates/<pack>/ folder, compiled when the
 * pack is loaded (template-build.ts). A template named by the data (a deck's back, a card type) is
 * only ever a name looked up among them, never a path joined and imported: a pack cannot make
 * deckwright run code of its own choosing.
 */
import type { LoadedPack } from './pack.js';
import type { TemplateFiles } from './template-build.js';

export type { TemplateFiles } from './template-build.js';

/**
 * The names a pack's decks and card types may use: its templates that export a template (shared
 * pieces such as parts.tsx do not), or the names its code lists (a pack that is never drawn, such
 * as the rules' example pack).
 */
export function templateNames(pack: Pick<LoadedPack, 'def' | 'templates'>): string[] {
  return [...(pack.def?.templates ?? pack.templates?.files.keys() ?? [])].sort();
}

/** The files of template `name` of the pack, or null when it has none of that name. */
export function templateFiles(pack: Pick<LoadedPack, 'templates'>, name: string): TemplateFiles | null {
  return pack.templates?.files.get(name) ?? null;
}
