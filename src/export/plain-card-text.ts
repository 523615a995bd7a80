/** Card text as Tabletop Simulator shows it, in BBCode: for tooltips and card lists. */
import { lexCardText } from '../core/card-text.js';

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
