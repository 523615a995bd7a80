/** A CODEX Créature (standard or special): name, PV and riposte, art, passive, two actives. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Creature } from '../../src/games/codex/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { StatBadge } from '../common/StatBadge.js';
import { ActivesPanel, Header, PassiveRow, PLANT_GREEN } from './parts.js';

/**
 * The height the stats row takes with its margin: the badges (96) and, under the riposte badge,
 * the word naming its zone/distance mark (28).
 */
export const STATS_HEIGHT = 8 + 96 + 28;

/** What the stats row shows: CODEX's Créature, or another edition's creature with the same fields. */
export interface StatsFields {
  pv: number;
  riposte: string;
  riposteDistance: string;
  garden?: Creature['garden'];
}

/**
 * PV and riposte badges; the riposte badge carries the zone/distance mark, named under it by
 * `markLabel` (CODEX's « Zone » or « Distance »; another edition names its own marks).
 */
export function CreatureStats(props: { ctx: RenderContext; c: StatsFields; markLabel?: (mark: string) => string }): SatoriElement {
  const { ctx, c } = props;
  const markLabel = props.markLabel ?? ((mark: string) => (mark === 'zone' ? 'Zone' : 'Distance'));
  const distance = ctx.symbol(c.riposteDistance);
  return (
    <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', width: ctx.safe.width, marginTop: 8 }}>
      <StatBadge
        ctx={ctx}
        icon="hearts"
        value={String(c.pv)}
        color="#a8323e"
        size={96}
        alt={c.garden?.pv !== undefined ? { value: String(c.garden.pv), color: PLANT_GREEN } : undefined}
      />
      <StatBadge
        ctx={ctx}
        icon="shield-reflect"
        value={c.riposte}
        color="#4a3b2c"
        size={96}
        extraIcon={distance ? { name: distance.icon, color: '#ffffff', background: distance.color, label: markLabel(c.riposteDistance) } : undefined}
        alt={c.garden?.riposte !== undefined ? { value: c.garden.riposte, color: PLANT_GREEN } : undefined}
      />
    </div>
  );
}

export default function creature(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as Creature;
  const passiveH = c.passive ? 92 : 0;
  // the art gives the stats row's label its height (STATS_HEIGHT - 104), the text keeps all of its own
  const labelH = STATS_HEIGHT - 104;
  const artPreferred = (c.passive ? 236 : 300) - labelH;
  const artH = artHeight(ctx, artPreferred, (c.passive ? 140 : 170) - labelH);
  // the condition bands get half of what the art gives up, the effects the rest
  const conditionH = 96 + Math.round((artPreferred - artH) / 2);
  const activesH = ctx.safe.height - STATS_HEIGHT - 112 - artH - passiveH - (c.passive ? 48 : 36);
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={c.name} type={ctx.deck.back.label} />
      <CreatureStats ctx={ctx} c={c} />
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ArtBox ctx={ctx} icon={c.art} width={ctx.safe.width} height={artH} />
      </div>
      {c.passive ? (
        <div style={{ display: 'flex', marginTop: 12 }}>
          <PassiveRow ctx={ctx} text={c.passive} width={ctx.safe.width} height={passiveH} />
        </div>
      ) : null}
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ActivesPanel ctx={ctx} actives={c.actives} field="actives" width={ctx.safe.width} height={activesH} conditionHeight={conditionH} />
      </div>
    </Frame>
  );
}
