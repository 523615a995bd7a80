/**
 * What both of Cardstle's decks draw alike: the suits' signs and colours, and a playing card's
 * corner index (rank over suit sign, top left, and the same turned round at bottom right), so that
 * the room deck and the donne read as the ordinary cards the book plays with.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Suit } from '../../src/games/cardstle/tables.js';
import { Icon } from '../common/Icon.js';

export const RED = '#b3262e';
export const BLACK = '#1f1f1f';

/** Each suit's sign, an icon of the set (the bundled fonts have no ♠ ♥ ♦ ♣), in its colour. */
export const SIGNS: Record<Suit, { icon: string; color: string }> = {
  Cœur: { icon: 'hearts', color: RED },
  Pique: { icon: 'spades', color: BLACK },
  Carreau: { icon: 'diamonds', color: RED },
  Trèfle: { icon: 'clubs', color: BLACK },
};

/** The rank as a corner prints it: the French faces' letters (V, D, R, A), numbers as they are. */
export function cornerRank(rank: string): string {
  return ({ As: 'A', Valet: 'V', Dame: 'D', Roi: 'R' } as Record<string, string>)[rank] ?? rank;
}

/** Width of the corner index's column, in px at 300 dpi (scaled by `unit`). */
export const CORNER_WIDTH = 104;

/**
 * A corner index: the rank over the suit's sign. The rank is set in the body face's bold, whose
 * figures read plainly (the title face draws 1 and 0 as I and O: « 10 » would read « IO »).
 */
export function CornerIndex(props: { ctx: RenderContext; rank: string; suit: Suit; turned?: boolean; style?: Record<string, unknown> }): SatoriElement {
  const { ctx } = props;
  const u = ctx.geometry.dpi / 300;
  const { icon, color } = SIGNS[props.suit];
  const text = cornerRank(props.rank);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        width: Math.round(CORNER_WIDTH * u),
        ...(props.turned ? { transform: 'rotate(180deg)' } : {}),
        ...(props.style ?? {}),
      }}
    >
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: Math.round((text.length > 1 ? 74 : 86) * u), lineHeight: 1, color, letterSpacing: text.length > 1 ? -4 * u : 0 }}>{text}</div>
      <Icon ctx={ctx} name={icon} color={color} size={Math.round(62 * u)} style={{ marginTop: Math.round(6 * u) }} />
    </div>
  );
}

/** Both corner indices, laid over the safe area (absolutely, so the card's content ignores them). */
export function CornerIndices(props: { ctx: RenderContext; rank: string; suit: Suit }): SatoriElement[] {
  const { ctx } = props;
  return [
    <CornerIndex ctx={ctx} rank={props.rank} suit={props.suit} style={{ position: 'absolute', left: 0, top: 0 }} />,
    <CornerIndex ctx={ctx} rank={props.rank} suit={props.suit} turned style={{ position: 'absolute', right: 0, bottom: 0 }} />,
  ];
}
