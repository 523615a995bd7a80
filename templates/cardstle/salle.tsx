/**
 * A card of the room deck (« Jeu de la pièce »): a playing card (corner indices, red or black)
 * that also says what it is when turned over in a room, read from the tables (ctx.data, the
 * deck's `data: tables.yaml`, through meaningOf): an enemy with its four statistics, the suit's
 * speciality point and the As's extra point marked; a trap and its attack; a chest, its size and
 * its treasures. The band at the bottom says what the card does as a treasure. Change a number in
 * tables.yaml and the card follows.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { meaningOf, STAT_SHORT, STATS, type CardMeaning, type Rank, type Stat, type Suit, type Tables } from '../../src/games/cardstle/tables.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';
import { Panel } from '../common/Panel.js';
import { TextBox } from '../common/TextBox.js';
import { CORNER_WIDTH, CornerIndices, SIGNS } from './parts.js';

/** Each statistic's icon on an enemy. */
const STAT_ICONS: Record<Stat, string> = { vie: 'health-normal', att: 'broadsword', def: 'checked-shield', mov: 'running-shoe' };
/** The As's extra point is marked with a star, in gold. */
const AS_MARK = { icon: 'round-star', color: '#b8860b' };

export default function salle(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as { rank: Rank; suit: Suit };
  const tables = ctx.data as Tables | undefined;
  const u = ctx.geometry.dpi / 300;
  const W = ctx.safe.width;
  const H = ctx.safe.height;
  if (!tables?.suits) {
    ctx.report({ rule: 'render/template', path: [], message: `card '${ctx.cardId}': the room deck is drawn from the tables; give its deck \`data: tables.yaml\`` });
    return <Frame ctx={ctx}>{CornerIndices({ ctx, rank: c.rank, suit: c.suit })}</Frame>;
  }
  const m = meaningOf(tables, c.rank, c.suit);
  const headH = Math.round(172 * u);
  const bandH = Math.round(252 * u);
  const bodyH = H - headH - bandH - Math.round(20 * u);
  const head = heading(m);
  return (
    <Frame ctx={ctx}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', height: headH, paddingLeft: CORNER_WIDTH * u, paddingRight: CORNER_WIDTH * u }}>
        <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 900, fontSize: Math.round(64 * u), lineHeight: 1.05, color: ctx.deck.color }}>{head.title}</div>
        <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontStyle: 'italic', fontSize: Math.round(42 * u), lineHeight: 1.1, color: ctx.look.ink }}>{head.detail}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', width: W, height: bodyH }}>
        {body(ctx, tables, m, W, bodyH)}
      </div>
      <TreasureBand ctx={ctx} m={m} width={W - Math.round((CORNER_WIDTH + 14) * u)} height={bandH} />
      {CornerIndices({ ctx, rank: c.rank, suit: c.suit })}
    </Frame>
  );
}

function heading(m: CardMeaning): { title: string; detail: string } {
  switch (m.room.role) {
    case 'ennemi':
      return { title: 'Ennemi', detail: m.room.strength };
    case 'piege':
      return { title: 'Piège', detail: `attaque ${m.room.att}` };
    case 'coffre':
      return { title: 'Coffre', detail: m.room.size };
    default:
      return { title: 'Pièce', detail: 'rien ici' };
  }
}

function body(ctx: RenderContext, tables: Tables, m: CardMeaning, width: number, height: number): SatoriElement | null {
  const u = ctx.geometry.dpi / 300;
  const sign = SIGNS[m.suit];
  const text = (s: string, extra: Record<string, unknown> = {}) => (
    <div style={{ display: 'flex', alignItems: 'center', fontFamily: ctx.fonts.body, fontSize: Math.round(38 * u), lineHeight: 1.2, color: ctx.look.ink, ...extra }}>{s}</div>
  );
  const medallion = (icon: string) => (
    <Panel rimColor={ctx.look.rim} rim={Math.round(5 * u)} width={Math.round(230 * u)} height={Math.round(230 * u)} radius={Math.round(115 * u)} background={ctx.deck.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
      <Icon ctx={ctx} name={icon} color={ctx.deck.accent ?? '#ffffff'} size={Math.round(150 * u)} />
    </Panel>
  );
  const big = (value: string, label: string) => (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'baseline', marginTop: Math.round(10 * u) }}>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: Math.round(96 * u), lineHeight: 1, color: ctx.deck.color }}>{value}</div>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: Math.round(44 * u), marginLeft: Math.round(14 * u), color: ctx.deck.color }}>{label}</div>
    </div>
  );
  const room = m.room;
  switch (room.role) {
    case 'ennemi':
      return <EnemyStats ctx={ctx} tables={tables} m={m} width={width} height={height} />;
    case 'piege':
      return (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          {medallion('wolf-trap')}
          {big(String(room.att), room.att > 1 ? 'cartes ou dés' : 'carte ou dé')}
          {text('contre la Défense du personnage', { marginTop: Math.round(4 * u) })}
          {text('Réussi : désamorcé, il se ramasse.', { fontStyle: 'italic' })}
          {text('Raté : il perd 1 Vie.', { fontStyle: 'italic' })}
        </div>
      );
    case 'coffre':
      return (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          {medallion('locked-chest')}
          {big(String(room.treasures), room.treasures > 1 ? 'trésors' : 'trésor')}
          <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', marginTop: Math.round(4 * u) }}>
            {text('Clé : un trésor de')}
            <Icon ctx={ctx} name={sign.icon} color={sign.color} size={Math.round(38 * u)} style={{ marginLeft: Math.round(10 * u), marginRight: Math.round(6 * u) }} />
            {text(m.suit, { fontWeight: 700, color: sign.color })}
          </div>
          {text('Ouvert, le coffre se garde.', { fontStyle: 'italic' })}
        </div>
      );
    default:
      return null;
  }
}

/**
 * The four statistics, two by two: each its icon, name and value, and under it one mark a point:
 * the rank's points plain, the suit's speciality points as the suit's sign, the As's extra point
 * as a crown; a legend says which is which.
 */
function EnemyStats(props: { ctx: RenderContext; tables: Tables; m: CardMeaning; width: number; height: number }): SatoriElement {
  const { ctx, tables, m } = props;
  if (m.room.role !== 'ennemi') throw new Error('not an enemy');
  const room = m.room;
  const u = ctx.geometry.dpi / 300;
  const sign = SIGNS[m.suit];
  const gap = Math.round(14 * u);
  const legendH = Math.round(50 * u);
  const tileW = Math.floor((props.width - gap) / 2);
  const tileH = Math.floor((props.height - gap - legendH - Math.round(10 * u)) / 2);
  const tile = (stat: Stat) => {
    const value = room.stats[stat];
    const spec = stat === room.speciality ? tables.speciality : 0;
    const extra = stat === room.extra ? 1 : 0;
    const plain = Math.max(0, value - spec - extra);
    const marks = [
      ...Array.from({ length: plain }, () => ({ icon: 'circle', color: ctx.look.ink })),
      ...Array.from({ length: spec }, () => sign),
      ...Array.from({ length: extra }, () => AS_MARK),
    ];
    const mark = Math.min(Math.round(44 * u), Math.floor((tileW - 30 * u) / Math.max(1, marks.length)) - Math.round(6 * u));
    const marked = spec + extra > 0;
    return (
      <Panel
        rimColor={spec ? sign.color : extra ? AS_MARK.color : ctx.look.rim}
        rim={Math.round((marked ? 6 : 3) * u)}
        width={tileW}
        height={tileH}
        radius={Math.round(22 * u)}
        background="#ffffff"
        style={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'space-around', paddingTop: Math.round(4 * u), paddingBottom: Math.round(8 * u) }}
      >
        <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'center' }}>
          <Icon ctx={ctx} name={STAT_ICONS[stat]} color={ctx.deck.color} size={Math.round(58 * u)} />
          <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: Math.round(50 * u), color: ctx.look.ink, marginLeft: Math.round(10 * u) }}>{STAT_SHORT[stat]}</div>
          <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: Math.round(84 * u), lineHeight: 1, color: ctx.deck.color, marginLeft: Math.round(22 * u) }}>{String(value)}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'center', height: Math.round(48 * u) }}>
          {marks.map((k) => (
            <Mark ctx={ctx} icon={k.icon} color={k.color} size={mark} />
          ))}
        </div>
      </Panel>
    );
  };
  const legend = (icon: string, color: string, words: string) => (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', marginLeft: Math.round(12 * u), marginRight: Math.round(12 * u) }}>
      <Icon ctx={ctx} name={icon} color={color} size={Math.round(36 * u)} />
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontSize: Math.round(34 * u), color: ctx.look.ink, marginLeft: Math.round(6 * u) }}>{words}</div>
    </div>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      {[STATS.slice(0, 2), STATS.slice(2)].map((row, i) => (
        <div style={{ display: 'flex', flexDirection: 'row', marginTop: i ? gap : 0 }}>
          {row.map((s, j) => (
            <div style={{ display: 'flex', marginLeft: j ? gap : 0 }}>{tile(s)}</div>
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', height: legendH, marginTop: Math.round(10 * u) }}>
        {tables.speciality > 0 ? legend(sign.icon, sign.color, `+${tables.speciality} famille`) : null}
        {room.extra ? legend(AS_MARK.icon, AS_MARK.color, '+1 de l’As') : null}
      </div>
    </div>
  );
}

/** One point of a statistic: a plain disc, or a sign (the suit's, the As's crown). */
function Mark(props: { ctx: RenderContext; icon: string; color: string; size: number }): SatoriElement {
  const m = Math.round(props.size * 0.12);
  if (props.icon === 'circle') {
    const d = Math.round(props.size * 0.7);
    return <div style={{ display: 'flex', width: d, height: d, borderRadius: d / 2, backgroundColor: props.color, marginLeft: m + (props.size - d) / 2, marginRight: m + (props.size - d) / 2 }} />;
  }
  return <Icon ctx={props.ctx} name={props.icon} color={props.color} size={props.size} style={{ marginLeft: m, marginRight: m }} />;
}

/** What the card does as a treasure: its suit's bonus, and the chests of its suit it opens. */
function TreasureBand(props: { ctx: RenderContext; m: CardMeaning; width: number; height: number }): SatoriElement {
  const { ctx, m } = props;
  const u = ctx.geometry.dpi / 300;
  const sign = SIGNS[m.suit];
  const pad = Math.round(16 * u);
  const headH = Math.round(52 * u);
  return (
    <Panel
      rimColor={ctx.look.rim}
      rim={Math.round(4 * u)}
      width={props.width}
      height={props.height}
      radius={Math.round(20 * u)}
      background={ctx.deck.accent ?? '#f3ecdc'}
      outer={{ marginTop: Math.round(20 * u) }}
      style={{ flexDirection: 'column', paddingLeft: pad, paddingRight: pad, paddingTop: Math.round(8 * u) }}
    >
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', height: headH }}>
        <Icon ctx={ctx} name="two-coins" color={ctx.deck.color} size={Math.round(42 * u)} />
        <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 900, fontSize: Math.round(40 * u), color: ctx.deck.color, marginLeft: Math.round(10 * u) }}>Trésor</div>
        <Icon ctx={ctx} name={sign.icon} color={sign.color} size={Math.round(36 * u)} style={{ marginLeft: Math.round(12 * u) }} />
      </div>
      <TextBox
        ctx={ctx}
        paragraphs={[
          { text: m.suitInfo.treasureText, path: ['suit'] },
          { text: `Ouvre un coffre de *${m.suit}*.`, path: ['suit'] },
        ]}
        width={props.width - 2 * pad - Math.round(8 * u)}
        height={props.height - headH - Math.round(28 * u)}
        sizePt={9}
        minSizePt={7}
      />
    </Panel>
  );
}
