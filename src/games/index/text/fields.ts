/**
 * The text fields of INDEX cards, parsed in INDEX's card language once per loaded pack: what
 * INDEX's checker rules and its engine's catalogue read (CODEX's fields.ts, with INDEX's language).
 */
import type { LoadedPack } from '../../../core/pack.js';
import type { TextAst } from '../../codex/text/ast.js';
import { parsedFields, textFields, type TextField } from '../../codex/text/fields.js';
import { INDEX_LANGUAGE } from './language.js';

export { textKindOf, type TextField } from '../../codex/text/fields.js';

/** Every text field of the pack's schema-valid cards, parsed as INDEX text. */
export function indexTextFields(pack: LoadedPack): TextField[] {
  return textFields(pack, INDEX_LANGUAGE);
}

/** The INDEX text fields that parsed. */
export function indexParsedFields(pack: LoadedPack): (TextField & { ast: TextAst })[] {
  return parsedFields(pack, INDEX_LANGUAGE);
}
