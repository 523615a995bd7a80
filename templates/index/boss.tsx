/**
 * An INDEX Boss: an Ennemi's face (its actives on its own card, unlike CODEX's Boss, whose
 * aptitudes are on a Secret), under a crowned type line.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Boss } from '../../src/games/index/card-types.js';
import { EnnemiFace } from './ennemi.js';

export default function boss(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <EnnemiFace ctx={ctx} c={card as unknown as Boss} type={`${ctx.deck.back.label} — troisième étage`} />;
}
