/**
 * A card of the donne, drawn for tests: a clean playing card, its value as pips in the usual
 * places (the lower half turned round, as printed cards do), its rank in the corners; the As,
 * a single large sign, says that it is worth 1 (« As = 1 »).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Rank, Suit } from '../../src/games/cardstle/tables.js';
import { rankValue } from '../../src/games/cardstle/tables.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';
import { CORNER_WIDTH, CornerIndices, SIGNS } from './parts.js';

/**
 * Where each value's pips go, as (column, row): columns 0 (left), 0.5, 1 (right); rows 0 (top)
 * to 1 (bottom). The usual layouts of French and English cards.
 */
const SIDES: [number, number][] = [[0, 0], [1, 0], [0, 1], [1, 1]];
const PIPS: Record<number, [number, number][]> = {
  2: [[0.5, 0], [0.5, 1]],
  3: [[0.5, 0], [0.5, 0.5], [0.5, 1]],
  4: SIDES,
  5: [...SIDES, [0.5, 0.5]],
  6: [...SIDES, [0, 0.5], [1, 0.5]],
  7: [...SIDES, [0, 0.5], [1, 0.5], [0.5, 0.25]],
  8: [...SIDES, [0, 0.5], [1, 0.5], [0.5, 0.25], [0.5, 0.75]],
  9: [...SIDES, [0, 1 / 3], [1, 1 / 3], [0, 2 / 3], [1, 2 / 3], [0.5, 0.5]],
  10: [...SIDES, [0, 1 / 3], [1, 1 / 3], [0, 2 / 3], [1, 2 / 3], [0.5, 1 / 6], [0.5, 5 / 6]],
};

export default function donne(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as { rank: Rank; suit: Suit };
  const u = ctx.geometry.dpi / 300;
  const W = ctx.safe.width;
  const H = ctx.safe.height;
  const { icon, color } = SIGNS[c.suit];
  const value = rankValue(c.rank);
  if (value === 1) {
    const size = Math.round(330 * u);
    return (
      <Frame ctx={ctx} contentStyle={{ alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name={icon} color={color} size={size} />
        <div style={{ display: 'flex', marginTop: Math.round(40 * u), fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: Math.round(60 * u), color: ctx.look.ink }}>As = 1</div>
        {CornerIndices({ ctx, rank: c.rank, suit: c.suit })}
      </Frame>
    );
  }
  // The pips' field: between the corner columns, clear of the indices' height at top and bottom.
  const pip = Math.round(132 * u);
  const left = Math.round((CORNER_WIDTH + 18) * u);
  const top = Math.round(60 * u);
  const fieldW = W - 2 * left - pip;
  const fieldH = H - 2 * top - pip;
  return (
    <Frame ctx={ctx}>
      {(PIPS[value] ?? []).map(([x, y]) => (
        <Icon
          ctx={ctx}
          name={icon}
          color={color}
          size={pip}
          style={{ position: 'absolute', left: left + Math.round(x * fieldW), top: top + Math.round(y * fieldH), ...(y > 0.5 ? { transform: 'rotate(180deg)' } : {}) }}
        />
      ))}
      {CornerIndices({ ctx, rank: c.rank, suit: c.suit })}
    </Frame>
  );
}
