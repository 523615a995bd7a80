/**
 * The donne's back: a lattice of the four suits' signs, faint on the deck's colour, and the deck's
 * emblem and label in an oval; nothing like the room deck's castle (dos), so a donne card found in
 * a room is seen at once. It reads the same either way up, as a card drawn face down should.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { SUITS } from '../../src/games/cardstle/tables.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';
import { Panel } from '../common/Panel.js';
import { SIGNS } from './parts.js';

export default function dosDonne(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const deck = ctx.deck;
  const accent = deck.accent ?? '#ffffff';
  const u = ctx.geometry.dpi / 300;
  const W = ctx.safe.width;
  const H = ctx.safe.height;
  const line = Math.max(2, Math.round(5 * u));
  // The lattice: rows of signs, every other row shifted by half a step, in the four suits' order.
  const step = Math.round(96 * u);
  const sign = Math.round(46 * u);
  const cols = Math.floor(W / step);
  const rows = Math.floor(H / step);
  const x0 = (W - (cols - 1) * step) / 2;
  const y0 = (H - (rows - 1) * step) / 2;
  const lattice: SatoriElement[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols - (r % 2); c++) {
      const x = x0 + c * step + (r % 2 ? step / 2 : 0);
      const y = y0 + r * step;
      lattice.push(<Icon ctx={ctx} name={SIGNS[SUITS[(r + c) % 4]].icon} color={`${accent}`} size={sign} style={{ position: 'absolute', left: Math.round(x - sign / 2), top: Math.round(y - sign / 2), opacity: 0.28 }} />);
    }
  }
  const ovalW = Math.round(430 * u);
  const ovalH = Math.round(560 * u);
  return (
    <Frame ctx={ctx} face={deck.color} contentStyle={{ alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ position: 'absolute', left: 0, top: 0, width: W - 2 * line, height: H - 2 * line, border: `${line}px solid ${accent}`, borderRadius: Math.round(22 * u) }} />
      {lattice}
      <Panel rimColor={accent} rim={Math.round(8 * u)} width={ovalW} height={ovalH} radius={ovalW / 2} background={deck.color} style={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
        <Icon ctx={ctx} name={deck.back.icon} color={accent} size={Math.round(220 * u)} />
        <div style={{ display: 'flex', marginTop: Math.round(20 * u), fontFamily: ctx.fonts.title, fontWeight: 900, fontSize: Math.round(70 * u), color: accent }}>{deck.back.label}</div>
      </Panel>
    </Frame>
  );
}
