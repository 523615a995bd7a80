/**
 * A board: its name along the top, then a grid of squares filling the safe area, in the board's
 * colours. Drawn at its format's size (a board larger than the paper too).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Title } from '../common/Title.js';

export default function plateau(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const name = String((data as { name?: unknown } | null)?.name ?? '');
  const { width, height } = ctx.safe;
  const title = Math.round(height * 0.09);
  const cell = Math.floor(Math.min(width / 8, (height - title * 1.5) / 6));
  const cols = Math.max(1, Math.floor(width / cell));
  const rows = Math.max(1, Math.floor((height - title * 1.5) / cell));
  const squares = Array.from({ length: rows }, (_, r) => (
    <div style={{ display: 'flex', flexDirection: 'row' }}>
      {Array.from({ length: cols }, (_, c) => (
        <div style={{ display: 'flex', width: cell, height: cell, backgroundColor: (r + c) % 2 ? ctx.deck.color : ctx.deck.accent ?? '#ffffff' }} />
      ))}
    </div>
  ));
  return (
    <Frame ctx={ctx} contentStyle={{ alignItems: 'center' }}>
      <Title ctx={ctx} text={name} path={['name']} width={width} size={title} minSize={Math.round(title / 2)} />
      <div style={{ display: 'flex', flexDirection: 'column', marginTop: Math.round(title / 2) }}>{squares}</div>
    </Frame>
  );
}
