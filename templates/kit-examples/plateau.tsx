/**
 * A board: its name, an arena in the middle, and a track of as many squares as the game has
 * rounds (the option `manches` of the types file, typed by RenderContext<Options>).
 */
import { h, Frame, Title, Panel, Icon, type DrawnComponent, type RenderContext, type SatoriElement } from '../common/index.js';
import type { Options } from './card-types.js';

export default function plateau(board: DrawnComponent, ctx: RenderContext<Options>): SatoriElement {
  const { width, height } = ctx.safe;
  const rounds = ctx.manifest.options.manches;
  const title = Math.round(height * 0.09);
  const gap = Math.round(title / 2);
  const square = Math.floor(Math.min((width - (rounds - 1) * gap) / rounds, height * 0.16));
  const arena = height - title * 1.1 - square - 2 * gap;
  const light = ctx.deck.accent ?? ctx.look.paper;
  return (
    <Frame ctx={ctx} face={light} contentStyle={{ alignItems: 'center' }}>
      <Title ctx={ctx} text={board.name} path={['name']} width={width} size={title} minSize={Math.round(title / 2)} color={ctx.deck.color} />
      <div style={{ display: 'flex', flexDirection: 'row', marginTop: gap }}>
        {Array.from({ length: rounds }, (_, i) => (
          <Panel rimColor={ctx.look.rim} width={square} height={square} radius={square / 6} background={ctx.deck.color} outer={{ marginLeft: i === 0 ? 0 : gap }} style={{ alignItems: 'center', justifyContent: 'center' }}>
            <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: Math.round(square * 0.5), color: light }}>{String(i + 1)}</div>
          </Panel>
        ))}
      </div>
      <Panel rimColor={ctx.look.rim} width={arena * 1.6} height={arena} radius={arena / 2} rim={Math.round(arena / 60)} background="#ffffff" outer={{ marginTop: gap }} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name="crossed-swords" color={ctx.deck.color} size={Math.round(arena * 0.7)} />
      </Panel>
    </Frame>
  );
}
