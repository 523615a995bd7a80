/**
 * The front of a round token: a disc as large as the trim (the bleed around it in the token's
 * colour, so a cut a little outside the circle shows no white), with an icon in its middle.
 * The token's manifest entry is the data; its colours are ctx.deck's (the component as a deck).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Panel } from '../common/Panel.js';
import { Icon } from '../common/Icon.js';

export function Disc(props: { ctx: RenderContext; icon: string; face: string; ink: string }): SatoriElement {
  const g = props.ctx.geometry;
  const d = Math.min(g.width, g.height);
  return (
    <div style={{ display: 'flex', width: g.fullWidth, height: g.fullHeight, backgroundColor: props.ctx.deck.color, alignItems: 'center', justifyContent: 'center' }}>
      <Panel rimColor={props.ctx.look.rim} width={d} height={d} radius={d / 2} rim={Math.max(2, Math.round(d / 30))} background={props.face} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={props.ctx} name={props.icon} color={props.ink} size={Math.round(d * 0.6)} />
      </Panel>
    </div>
  );
}

export default function jeton(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <Disc ctx={ctx} icon="stone-wall" face={ctx.deck.accent ?? ctx.look.paper} ink={ctx.deck.color} />;
}
