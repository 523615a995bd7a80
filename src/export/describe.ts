/**
 * A card as plain text, for Tabletop Simulator tooltips (which read BBCode: [b]…[/b]) and card
 * lists. A pack may say how its cards read (`describe` in its PackDef); otherwise every declared
 * field with a value is listed, labelled, in the order its types file declares them
 * (describe-fields.ts).
 */
import type { LoadedCard, LoadedPack } from '../core/pack.js';
import { describeFields } from './describe-fields.js';

export { plainCardText } from './plain-card-text.js';

export function describeCard(pack: LoadedPack, card: LoadedCard): string {
  if (pack.def?.describe) return pack.def.describe(card, pack);
  return describeFields(pack, card).join('\n');
}
