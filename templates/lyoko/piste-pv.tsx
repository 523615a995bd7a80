/**
 * A player's victory-point track (II.1: « Tu peux les compter en bougeant ton pion de jeu sur la
 * ligne de marquage des points de ton tapis de jeu »): the cells 0 to 31 in two rows, with the two
 * marks that matter: 10 VP, when Aelita may deactivate the tower, and 20 VP, when Jérémie may
 * return to the past (the heroes' limits).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';

const MARKS: Record<number, { icon: string; color: string }> = {
  10: { icon: 'cube', color: '#2a7ab5' },
  20: { icon: 'backward-time', color: '#b58a2a' },
};

export default function pistePv(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const name = String((data as { name?: unknown } | null)?.name ?? '');
  const { width, height } = ctx.safe;
  const perRow = 16;
  const cell = Math.floor(Math.min(width / perRow, (height * 0.78) / 2));
  const row = (from: number) => (
    <div style={{ display: 'flex', flexDirection: 'row' }}>
      {Array.from({ length: perRow }, (_, i) => {
        const n = from + i;
        const mark = MARKS[n];
        return (
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              width: cell - 4,
              height: cell - 4,
              margin: 2,
              borderRadius: 10,
              alignItems: 'center',
              justifyContent: 'center',
              backgroundColor: mark ? mark.color : n % 5 === 0 ? ctx.deck.accent ?? '#ffffff' : '#ffffff',
              color: mark ? '#ffffff' : ctx.look.ink,
              fontFamily: ctx.fonts.body,
              fontWeight: 700,
              fontSize: Math.round(cell * 0.36),
            }}
          >
            {mark ? <Icon ctx={ctx} name={mark.icon} color="#ffffff" size={Math.round(cell * 0.36)} /> : null}
            {String(n)}
          </div>
        );
      })}
    </div>
  );
  return (
    <Frame ctx={ctx} contentStyle={{ alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: Math.round(height * 0.12), color: ctx.deck.color, marginBottom: 6 }}>{name}</div>
      {row(0)}
      {row(perRow)}
    </Frame>
  );
}
