/**
 * A card as plain text, for Tabletop Simulator tooltips (which read BBCode: [b]…[/b]) and card
 * lists. A pack may say how its cards read (`describe` in its PackDef); otherwise every card
 * text field is listed in schema order.
 */
import { lexCardText } from '../core/card-text.js';
import type { LoadedCard, LoadedPack } from '../core/pack.js';
import { TEXT_KEYWORD } from '../core/schema-kit.js';
import { annotated } from '../core/schema-walk.js';

/** Card text markup to TTS text: *bold* → [b]bold[/b], {PA} → [PA] (the symbol's short name). */
export function plainCardText(text: string): string {
  let out = '';
  let bold = false;
  for (const run of lexCardText(text).runs) {
    if (run.bold !== bold) {
      out += run.bold ? '[b]' : '[/b]';
      bold = run.bold;
    }
    out += run.kind === 'text' ? run.text : `[${run.name}]`;
  }
  return bold ? `${out}[/b]` : out;
}

export function describeCard(pack: LoadedPack, card: LoadedCard): string {
  if (pack.def?.describe) return pack.def.describe(card, pack);
  return annotated(card.type.schema, card.data, TEXT_KEYWORD)
    .filter((v) => typeof v.value === 'string')
    .map((v) => plainCardText(v.value as string))
    .join('\n');
}
