/**
 * Pieces shared by every Code Lyoko face: what III.1 lists on a card, in one layout. The limit in
 * VP top left, the name, the mode's symbol top right (real, virtual, or a mixed card's half and
 * half: III.3), the type and subtype with « Unique » and the required character, the art, the
 * characteristics Force, Agilité, Ruse where the type has them (an obstacle or a danger may lack
 * some: a dash), and each effect with its kind (IV) and *Poursuite* (IV.7).
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Paragraph } from '../../src/render/text-layout.js';
import type { Effect } from '../../src/games/lyoko/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { Icon } from '../common/Icon.js';
import { StatBadge } from '../common/StatBadge.js';
import { TextBox } from '../common/TextBox.js';
import { Title } from '../common/Title.js';
import { TypeLine } from '../common/TypeLine.js';

/** The real world's warm red and Lyoko's blue: the two halves of a mixed card's symbol. */
export const REAL = { color: '#b5482a', icon: 'house', word: 'Réel' };
export const VIRTUAL = { color: '#2a7ab5', icon: 'cube', word: 'Virtuel' };

/** IV: how each kind of effect is introduced on the card; confrontation effects lead with their symbol (IV.6). */
const KIND: Record<Effect['timing'], string> = {
  immediat: 'Effet',
  permanent: 'Permanent',
  declenche: 'Déclenché',
  action: 'Action',
  evenement: 'Évènement',
  surprise: 'Surprise',
  reussite: '{reussite} Réussite',
  echec: '{echec} Échec',
};

/** The paragraph of one effect: « Kind — Name (N PV) : text », then *Poursuite* when it has it. */
export function effectParagraph(e: Effect, path: (string | number)[]): Paragraph {
  const head = [KIND[e.timing], e.name ? `— ${e.name}` : '', e.limit ? `({PV}\u00a0${e.limit})` : ''].filter(Boolean).join(' ');
  return { text: `*${head}\u00a0:* ${e.text}${e.poursuite ? ' *Poursuite.*' : ''}`, path: [...path, 'text'] };
}

/** The mode's symbol: a disc of the mode's colour, or for a mixed card a disc half real, half virtual. */
export function ModeSymbol(props: { ctx: RenderContext; mode: string; size: number }): SatoriElement {
  const { ctx, size } = props;
  const icon = size * 0.56;
  if (props.mode !== 'mixte') {
    const m = props.mode === 'reel' ? REAL : VIRTUAL;
    return (
      <Panel rimColor="#ffffff" rim={4} width={size} height={size} radius={size / 2} background={m.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name={m.icon} color="#ffffff" size={icon} />
      </Panel>
    );
  }
  const half = (m: typeof REAL, left: boolean): SatoriElement => (
    <div
      style={{
        display: 'flex',
        width: (size - 8) / 2,
        height: size - 8,
        backgroundColor: m.color,
        alignItems: 'center',
        justifyContent: left ? 'flex-end' : 'flex-start',
        borderTopLeftRadius: left ? size : 0,
        borderBottomLeftRadius: left ? size : 0,
        borderTopRightRadius: left ? 0 : size,
        borderBottomRightRadius: left ? 0 : size,
      }}
    >
      <Icon ctx={ctx} name={m.icon} color="#ffffff" size={icon * 0.62} style={{ margin: 4 }} />
    </div>
  );
  return (
    <Panel rimColor="#ffffff" rim={4} width={size} height={size} radius={size / 2} background="#ffffff" style={{ flexDirection: 'row' }}>
      {half(REAL, true)}
      {half(VIRTUAL, false)}
    </Panel>
  );
}

/** The limit in VP (III.4), in a gold disc; a card without a limit (0) shows 0, as the book's do. */
export function LimitBadge(props: { ctx: RenderContext; limit: number; size: number }): SatoriElement {
  const { ctx, size } = props;
  return (
    <Panel rimColor="#ffffff" rim={4} width={size} height={size} radius={size / 2} background="#b58a2a" style={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: size * 0.46, color: '#ffffff', lineHeight: 1 }}>{String(props.limit)}</div>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: size * 0.2, color: '#fff3d0', lineHeight: 1 }}>PV</div>
    </Panel>
  );
}

export interface FaceFields {
  /** The name printed at the top (a hero's side has its own title). */
  title: string;
  titlePath: (string | number)[];
  /** The type line: type, subtype, « Unique ». */
  typeLine: string;
  /** « Ulrich seulement » (III.5), or null. */
  character: string | null;
  limit: number | null;
  mode: string;
  stats: { force?: number; agilite?: number; ruse?: number } | null;
  effects: Effect[];
  /** Path of the effects list in the card's data. */
  effectsPath: (string | number)[];
  art: string;
  flavor?: string;
  flavorPath?: (string | number)[];
}

const STATS = [
  { key: 'force', icon: 'biceps', label: 'Force', color: '#a8323e' },
  { key: 'agilite', icon: 'sprint', label: 'Agilité', color: '#2a7a52' },
  { key: 'ruse', icon: 'fox-head', label: 'Ruse', color: '#6b3fa0' },
] as const;

/** The name's size (px) on every face; a name too long for it is set smaller in the same band. */
const TITLE_SIZE = 56;

/** One Code Lyoko face: header, art, characteristics, effects. */
export function LyokoFace(props: { ctx: RenderContext; f: FaceFields; tint?: string }): SatoriElement {
  const { ctx, f } = props;
  const w = ctx.safe.width;
  const badge = 112;
  const statsH = f.stats ? 132 : 0;
  const artH = artHeight(ctx, f.stats ? 330 : 420, 200);
  const headerH = badge + 70;
  const textH = ctx.safe.height - headerH - artH - statsH - 24 - 34 - 16;
  const paragraphs: Paragraph[] = [
    ...f.effects.map((e, i) => effectParagraph(e, [...f.effectsPath, i])),
    ...(f.flavor ? [{ text: f.flavor, italic: true, path: f.flavorPath ?? ['flavor'] }] : []),
  ];
  const mode = f.mode === 'reel' ? REAL : f.mode === 'virtuel' ? VIRTUAL : null;
  return (
    <Frame ctx={ctx} face={props.tint}>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width: w, height: badge }}>
        {f.limit === null ? <div style={{ display: 'flex', width: badge }} /> : <LimitBadge ctx={ctx} limit={f.limit} size={badge} />}
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, alignItems: 'center', justifyContent: 'center' }}>
          <TypeLine ctx={ctx} text={`${f.typeLine} · ${mode ? mode.word : 'Mixte'}`} width={w - 2 * badge - 16} />
          {f.character ? (
            <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: 30, color: ctx.deck.color }}>{f.character}</div>
          ) : null}
        </div>
        <ModeSymbol ctx={ctx} mode={f.mode} size={badge} />
      </div>
      {/* The title's band keeps its height when a long name is set smaller, so the art and all under it sit where every other card has them. */}
      <div style={{ display: 'flex', height: Math.ceil(TITLE_SIZE * 1.1), alignItems: 'center' }}>
        <Title ctx={ctx} text={f.title} path={f.titlePath} width={w} size={TITLE_SIZE} minSize={34} />
      </div>
      <div style={{ display: 'flex', marginTop: 8 }}>
        <ArtBox ctx={ctx} icon={f.art} width={w} height={artH} color={mode ? mode.color : ctx.deck.color} />
      </div>
      {f.stats ? (
        <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-around', width: w, height: statsH, marginTop: 8 }}>
          {STATS.map((s) => (
            <StatBadge ctx={ctx} icon={s.icon} value={typeof f.stats?.[s.key] === 'number' ? String(f.stats[s.key]) : '—'} label={s.label} color={s.color} size={88} />
          ))}
        </div>
      ) : null}
      <Panel rimColor={ctx.look.rim} background="#fbfcfd" outer={{ marginTop: 8 }} style={{ flexDirection: 'column', padding: 14 }}>
        <TextBox ctx={ctx} paragraphs={paragraphs} width={w - 34} height={textH} sizePt={9} dividers />
      </Panel>
    </Frame>
  );
}

/** The fields every card of a player's deck has (every type but the heroes). */
export interface DeckCard {
  name: string;
  limit: number;
  character?: string;
  subtype?: string;
  unique?: boolean;
  mode: string;
  stats?: { force?: number; agilite?: number; ruse?: number };
  effects?: Effect[];
  art: string;
  flavor?: string;
}

/** A card of a player's deck drawn as a face; `withStats` for the types that have characteristics (III.7). */
export function deckCardFace(card: Record<string, unknown> | null, ctx: RenderContext, withStats: boolean): SatoriElement {
  const c = card as unknown as DeckCard;
  const type = [ctx.deck.name.replace(/s$/, '').replace(/x$/, ''), c.subtype].filter(Boolean).join(' — ');
  return (
    <LyokoFace
      ctx={ctx}
      f={{
        title: c.name,
        titlePath: ['name'],
        typeLine: c.unique ? `${type} · Unique` : type,
        character: c.character ? `${heroName(ctx, c.character)} seulement` : null,
        limit: c.limit,
        mode: c.mode,
        stats: withStats ? (c.stats ?? {}) : null,
        effects: c.effects ?? [],
        effectsPath: ['effects'],
        art: c.art,
        flavor: c.flavor,
      }}
    />
  );
}

/** A hero's name from its id (the card's `character`), as its card prints it. */
function heroName(ctx: RenderContext, id: string): string {
  const name = ctx.ref('heros', id)?.name;
  return typeof name === 'string' ? name : id;
}
