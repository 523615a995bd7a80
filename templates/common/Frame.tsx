/**
 * The card's outer frame: the deck colour fills the bleed, a parchment face sits inside the
 * trim line with a gold rule, and `children` are laid out inside the safe area.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { PARCHMENT } from './theme.js';
import { Panel } from './Panel.js';

export function Frame(props: { ctx: RenderContext; children?: unknown; face?: string }): SatoriElement {
  const g = props.ctx.geometry;
  const deck = props.ctx.deck;
  // The parchment face starts a little inside the trim so a slightly off cut keeps a coloured border.
  const border = g.bleed + Math.round(g.safe * 0.45);
  return (
    <div
      style={{
        display: 'flex',
        width: g.fullWidth,
        height: g.fullHeight,
        backgroundColor: deck.color,
        position: 'relative',
      }}
    >
      <Panel
        width={g.fullWidth - 2 * border}
        height={g.fullHeight - 2 * border}
        radius={18}
        rim={4}
        background={props.face ?? PARCHMENT}
        outer={{ position: 'absolute', left: border, top: border }}
      />
      <div
        style={{
          position: 'absolute',
          left: g.bleed + g.safe,
          top: g.bleed + g.safe,
          width: g.width - 2 * g.safe,
          height: g.height - 2 * g.safe,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {props.children as never}
      </div>
    </div>
  );
}
