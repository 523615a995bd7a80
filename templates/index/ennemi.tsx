/**
 * An INDEX Ennemi (standard or special): name, PV and riposte, art, passive, then one to three
 * actives stacked "[condition] : effet", checked from the top (rulebook, "Les Ennemis").
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Ennemi } from '../../src/games/index/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { ActivesList, EnnemiStats, Header, PassiveRow, STATS_HEIGHT } from './parts.js';

/** The art's preferred height by number of actives: fewer actives, a larger picture. */
const ART_BY_ACTIVES = [0, 400, 320, 240];

/** The face of an Ennemi or a Boss; `frame` draws what a Boss adds around the same layout. */
export function EnnemiFace(props: { ctx: RenderContext; c: Pick<Ennemi, 'name' | 'pv' | 'riposte' | 'riposteDistance' | 'passive' | 'actives' | 'art'>; type: string }): SatoriElement {
  const { ctx, c } = props;
  const passiveH = c.passive ? 80 : 0;
  const preferred = ART_BY_ACTIVES[c.actives.length] - (c.passive ? 60 : 0);
  const artH = artHeight(ctx, preferred, 130);
  const activesH = ctx.safe.height - 104 - STATS_HEIGHT - 12 - artH - (c.passive ? 12 + passiveH : 0) - 12 - 6;
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={c.name} type={props.type} />
      <EnnemiStats ctx={ctx} c={c} />
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ArtBox ctx={ctx} icon={c.art} width={ctx.safe.width} height={artH} />
      </div>
      {c.passive ? (
        <div style={{ display: 'flex', marginTop: 12 }}>
          <PassiveRow ctx={ctx} text={c.passive} width={ctx.safe.width} height={passiveH} />
        </div>
      ) : null}
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ActivesList ctx={ctx} actives={c.actives} field="actives" width={ctx.safe.width} height={activesH} />
      </div>
    </Frame>
  );
}

export default function ennemi(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <EnnemiFace ctx={ctx} c={card as unknown as Ennemi} type={ctx.deck.back.label} />;
}
