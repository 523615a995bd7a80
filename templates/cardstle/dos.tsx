/**
 * The room deck's back (« Pièce »): the game's castle in a medallion ringed by the four suits'
 * signs, the title above and the deck's label below, on the deck's colour. The donne has a back of
 * its own (dos-donne), so the two decks never mix unseen.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { SUITS } from '../../src/games/cardstle/tables.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';
import { Panel } from '../common/Panel.js';
import { SIGNS } from './parts.js';

export default function dos(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const deck = ctx.deck;
  const accent = deck.accent ?? '#ffffff';
  const u = ctx.geometry.dpi / 300;
  const W = ctx.safe.width;
  const H = ctx.safe.height;
  const disc = Math.round(440 * u);
  const inset = Math.round(14 * u);
  const line = Math.max(2, Math.round(5 * u));
  const sign = Math.round(64 * u);
  // The four signs sit on the medallion's rim, at the four points of the compass.
  const ring = Math.round(disc / 2 + sign * 0.15);
  const centre = { x: W / 2, y: H / 2 };
  const at = [
    { x: 0, y: -1 },
    { x: 1, y: 0 },
    { x: 0, y: 1 },
    { x: -1, y: 0 },
  ];
  return (
    <Frame ctx={ctx} face={deck.color} contentStyle={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <div style={{ position: 'absolute', left: inset, top: inset, width: W - 2 * inset - 2 * line, height: H - 2 * inset - 2 * line, border: `${line}px solid ${accent}`, borderRadius: Math.round(26 * u) }} />
      <div style={{ position: 'absolute', left: 2 * inset + line, top: 2 * inset + line, width: W - 4 * inset - 4 * line, height: H - 4 * inset - 4 * line, border: `${Math.max(1, Math.round(line / 2))}px solid ${accent}99`, borderRadius: Math.round(18 * u) }} />
      <div style={{ display: 'flex', marginTop: Math.round(70 * u), fontFamily: ctx.fonts.title, fontWeight: 900, fontSize: Math.round(84 * u), letterSpacing: Math.round(4 * u), color: accent }}>{ctx.manifest.title}</div>
      <Panel
        rimColor={accent}
        rim={Math.round(8 * u)}
        width={disc}
        height={disc}
        radius={disc / 2}
        background={deck.color}
        outer={{ position: 'absolute', left: Math.round(centre.x - disc / 2), top: Math.round(centre.y - disc / 2) }}
        style={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Icon ctx={ctx} name={deck.back.icon} color={accent} size={Math.round(disc * 0.62)} />
      </Panel>
      {SUITS.map((s, i) => (
        <Panel
          rimColor={accent}
          rim={Math.round(4 * u)}
          width={sign + Math.round(26 * u)}
          height={sign + Math.round(26 * u)}
          radius={(sign + Math.round(26 * u)) / 2}
          background={accent}
          outer={{ position: 'absolute', left: Math.round(centre.x + at[i].x * ring - (sign + 26 * u) / 2), top: Math.round(centre.y + at[i].y * ring - (sign + 26 * u) / 2) }}
          style={{ alignItems: 'center', justifyContent: 'center' }}
        >
          <Icon ctx={ctx} name={SIGNS[s].icon} color={SIGNS[s].color} size={sign} />
        </Panel>
      ))}
      <div style={{ display: 'flex', marginBottom: Math.round(70 * u), fontFamily: ctx.fonts.title, fontWeight: 700, fontSize: Math.round(64 * u), color: accent }}>{deck.back.label}</div>
    </Frame>
  );
}
