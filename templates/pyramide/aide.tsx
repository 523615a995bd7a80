/**
 * The reference card of combat odds (the book sends players to anydice): for each foe and each
 * adventurer level, the threshold the dice must reach and the chance to reach it with 5 dice and
 * with the 7 of « Attaquer un ennemi », worked out exactly from the card's own thresholds by the
 * engine's odds, so a changed threshold changes its chance on the card. Yasim's −1 and what a
 * combat gives are said under the table.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Aide } from '../../src/games/pyramide/card-types.js';
import { Frame } from '../common/Frame.js';
import { Title } from '../common/Title.js';
import { sumAtLeast } from '../../src/engine/odds/dice.js';
import { toNumber } from '../../src/engine/odds/fraction.js';

const percent = (dice: number, t: number): string => `${Math.round(100 * toNumber(sumAtLeast(dice, 6, t)))} %`;

export default function aide(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as Aide;
  const w = ctx.safe.width;
  const levels = c.mummy.length;
  const rows: [string, number[]][] = [['Momie', c.mummy], ...c.demigod.map((line, i): [string, number[]] => [`Demi-dieu ${i + 1}`, line])];
  const labelW = 170;
  const cellW = Math.floor((w - labelW) / levels);
  const rowH = Math.min(150, Math.floor((ctx.safe.height - 420) / rows.length));
  const body = { display: 'flex', fontFamily: ctx.fonts.body, color: ctx.look.ink } as const;
  return (
    <Frame ctx={ctx}>
      <Title ctx={ctx} text={c.name} path={['name']} width={w} size={62} minSize={40} />
      <div style={{ ...body, fontSize: 26, fontStyle: 'italic', marginBottom: 8 }}>{`Égaler ou dépasser, avec ${c.dice} dés (${c.attackDice} en attaque)`}</div>
      <div style={{ display: 'flex', flexDirection: 'row', width: w, height: 56, alignItems: 'center', backgroundColor: ctx.deck.color }}>
        <div style={{ ...body, width: labelW, paddingLeft: 10, fontSize: 26, fontWeight: 700, color: '#ffffff' }}>Niveau</div>
        {Array.from({ length: levels }, (_, i) => (
          <div style={{ ...body, width: cellW, justifyContent: 'center', fontSize: 30, fontWeight: 700, color: '#ffffff' }}>{String(i + 1)}</div>
        ))}
      </div>
      {rows.map(([name, line], r) => (
        <div style={{ display: 'flex', flexDirection: 'row', width: w, height: rowH, alignItems: 'center', backgroundColor: r % 2 ? '#efe3c6' : '#fffaf0' }}>
          <div style={{ ...body, width: labelW, paddingLeft: 10, fontSize: 26, fontWeight: 700 }}>{name}</div>
          {line.map((t) => (
            <div style={{ display: 'flex', flexDirection: 'column', width: cellW, alignItems: 'center' }}>
              <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontSize: 46, color: ctx.deck.color, lineHeight: 1 }}>{String(t)}</div>
              <div style={{ ...body, fontSize: 27 }}>{`${percent(c.dice, t)}`}</div>
              <div style={{ ...body, fontSize: 24, color: '#8a5a1c' }}>{`${percent(c.attackDice, t)}`}</div>
            </div>
          ))}
        </div>
      ))}
      <div style={{ ...body, flexDirection: 'column', width: w, marginTop: 14, fontSize: 28, lineHeight: 1.2 }}>
        <div style={{ display: 'flex' }}>{`Sous le seuil\u00a0: la chance avec ${c.dice}\u00a0dés, puis avec ${c.attackDice} (attaque).`}</div>
        <div style={{ display: 'flex' }}>{'Gagné\u00a0: l’ennemi est tué. Perdu\u00a0: tous deux reculent (pas en attaque).'}</div>
        <div style={{ display: 'flex' }}>{'Gagnant 2\u00a0XP, perdant 1. Yasim\u00a0: seuil − 1 hors attaque.'}</div>
      </div>
    </Frame>
  );
}
