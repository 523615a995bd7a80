/**
 * A round token: a disc as large as the trim, with an icon and the token's name. The bleed around
 * the disc is in the token's colour, so that a cut a little outside the circle shows no white.
 */
import { h, Panel, Icon, type DrawnComponent, type RenderContext, type SatoriElement } from '../common/index.js';

// A token's data is its entry of the manifest's `components:` (also in ctx.component); its
// colours are ctx.deck's, the component seen as a deck of its own.
export default function jeton(token: DrawnComponent, ctx: RenderContext): SatoriElement {
  const g = ctx.geometry;
  const disc = Math.min(g.width, g.height);
  const ink = ctx.deck.color;
  return (
    <div style={{ display: 'flex', width: g.fullWidth, height: g.fullHeight, alignItems: 'center', justifyContent: 'center', backgroundColor: ink }}>
      <Panel rimColor={ctx.look.rim} width={disc} height={disc} radius={disc / 2} rim={Math.round(disc / 30)} background={ctx.deck.accent ?? ctx.look.paper} style={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name="two-coins" color={ink} size={Math.round(disc * 0.5)} />
        <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: Math.round(disc * 0.13), color: ink }}>{token.name}</div>
      </Panel>
    </div>
  );
}
