/**
 * Pieces shared by INDEX card faces. The header is CODEX's (templates/codex/parts.tsx); what
 * differs is how INDEX prints an effect and an enemy:
 * - an effect reads "[condition] {PA}{engager} : text": everything before the « : » is what it
 *   takes to use it (rulebook, "Les Objets"), so the « : » follows a condition even without a cost
 *   (CODEX prints the colon only after a cost);
 * - an enemy's one to three actives are stacked and checked from the top, each "[condition] : effet"
 *   (rulebook, "Les Ennemis"), where CODEX sets its two side by side, checked from the left;
 * - an enemy's riposte mark is "salle" or "distance", named under CODEX's riposte badge.
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Paragraph } from '../../src/render/text-layout.js';
import { CreatureStats } from '../codex/creature.js';
import { TextBox } from '../common/TextBox.js';
import type { Active, Effect, Ennemi } from '../../src/games/index/card-types.js';

export { Header } from '../codex/parts.js';

/** The background of every text panel (CODEX's light parchment, a shade greyer). */
export const PANEL_BG = '#f8f5ee';

/** The paragraph of an effect: bracketed condition in bold, cost symbols, « : », then the text. */
export function effectParagraph(effect: Effect, path: (string | number)[]): Paragraph {
  const cost = [...Array(effect.cost?.pa ?? 0).fill('{PA}'), ...(effect.cost?.engage ? ['{engager}'] : [])].join('');
  const before = [effect.condition ? `*[${effect.condition}]*` : '', cost].filter(Boolean).join(' ');
  return { text: before ? `${before}\u00a0: ${effect.text}` : effect.text, path: [...path, 'text'] };
}

/** The paragraph of an active: "[condition] : effet", the condition in bold. */
export function activeParagraph(active: Active, path: (string | number)[]): Paragraph {
  return { text: `*[${active.condition}]*\u00a0: ${active.effect}`, path: [...path, 'effect'] };
}

/** The height the stats row takes with its margin: the badges (96) and the riposte mark's word (28). */
export const STATS_HEIGHT = 8 + 96 + 28;

/** PV and riposte badges, as CODEX's, the riposte badge's mark named « Salle » or « Distance ». */
export function EnnemiStats(props: { ctx: RenderContext; c: Pick<Ennemi, 'pv' | 'riposte' | 'riposteDistance'> }): SatoriElement {
  return <CreatureStats ctx={props.ctx} c={props.c} markLabel={(mark: string) => (mark === 'salle' ? 'Salle' : 'Distance')} />;
}

/** The actives, stacked in the order they are checked, divided by a rule, in one panel. */
export function ActivesList(props: { ctx: RenderContext; actives: Active[]; field: string; width: number; height: number; sizePt?: number }): SatoriElement {
  const { ctx } = props;
  return (
    <Panel rimColor={ctx.look.rim} width={props.width} height={props.height} background={PANEL_BG} style={{ flexDirection: 'column', padding: 14 }}>
      <TextBox
        ctx={ctx}
        paragraphs={props.actives.map((a, i) => activeParagraph(a, [props.field, i]))}
        width={props.width - 34}
        height={props.height - 34}
        sizePt={props.sizePt ?? 9.5}
        valign={props.actives.length === 1 ? 'center' : 'start'}
        color={ctx.look.ink}
        dividers
      />
    </Panel>
  );
}

/** The passive line: CODEX's PassiveRow, shared as it is. */
export { PassiveRow } from '../codex/parts.js';
