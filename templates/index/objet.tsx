/** An INDEX Objet: CODEX's Objet face, with INDEX's way of printing an effect (« [condition] : » even without a cost) and its panel colour. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Objet } from '../../src/games/index/card-types.js';
import { ObjetFace as CodexObjetFace } from '../codex/objet.js';
import { effectParagraph, PANEL_BG } from './parts.js';

/** The face of an INDEX Objet; `header` replaces the name and type line (an Objet secret's numbered header, 104 high). */
export function ObjetFace(props: { ctx: RenderContext; o: Pick<Objet, 'name' | 'weapon' | 'effects' | 'art' | 'flavor'>; header?: SatoriElement }): SatoriElement {
  return <CodexObjetFace ctx={props.ctx} o={props.o} paragraph={effectParagraph} header={props.header} background={PANEL_BG} />;
}

export default function objet(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <ObjetFace ctx={ctx} o={card as unknown as Objet} />;
}
