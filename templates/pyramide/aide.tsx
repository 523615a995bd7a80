/**
 * The reference card of combat odds (the book sends players to anydice): for each foe and each
 * adventurer level, the threshold the dice must reach and the chance to reach it with 5 dice and
 * with the 7 of « Attaquer un ennemi », worked out exactly from the card's own thresholds by the
 * engine's odds, so a changed threshold changes its chance on the card. Yasim's −1 and what a
 * combat gives are said under the table.
 *
 * The table takes every pixel the title and the notes leave (its rows grow to share them), and
 * every figure is in the body face (Alegreya, whose 1 reads as a 1; the book's hand reads it as
 * « ! ») at 7 pt or more: a card read across the table.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Aide } from '../../src/games/pyramide/card-types.js';
import { Frame } from '../common/Frame.js';
import { Title } from '../common/Title.js';
import { sumAtLeast } from '../../src/engine/odds/dice.js';
import { toNumber } from '../../src/engine/odds/fraction.js';
import { pt as points } from '../common/theme.js';

const percent = (dice: number, t: number): string => `${Math.round(100 * toNumber(sumAtLeast(dice, 6, t)))}\u00a0%`;

/** Sizes in points (7 pt is the least a figure gets): the threshold, the 5 dice' chance, the 7 dice', the labels and notes. */
const SIZE = { threshold: 11, chance: 8, attack: 7.5, label: 7.5, note: 7.2, head: 8 };

export default function aide(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as Aide;
  const w = ctx.safe.width;
  const levels = c.mummy.length;
  const rows: [string, number[]][] = [['Momie', c.mummy], ...c.demigod.map((line, i): [string, number[]] => [`Demi-dieu ${i + 1}`, line])];
  const pt = (size: number) => Math.round(points(size, ctx.geometry.dpi));
  const labelW = Math.round(w * 0.25);
  const cellW = Math.floor((w - labelW) / levels);
  const body = { display: 'flex', fontFamily: ctx.fonts.body, color: ctx.look.ink } as const;
  return (
    <Frame ctx={ctx}>
      <Title ctx={ctx} text={c.name} path={['name']} width={w} size={62} minSize={40} />
      <div style={{ ...body, fontSize: pt(SIZE.label), fontStyle: 'italic', marginBottom: pt(2), justifyContent: 'center' }}>
        {`Égaler ou dépasser le seuil, avec ${c.dice}\u00a0dés (${c.attackDice} en attaque)`}
      </div>
      <div style={{ display: 'flex', flexDirection: 'row', width: w, height: pt(SIZE.head * 1.9), alignItems: 'center', backgroundColor: ctx.deck.color }}>
        <div style={{ ...body, width: labelW, paddingLeft: 10, fontSize: pt(SIZE.label), fontWeight: 700, color: '#ffffff' }}>Niveau</div>
        {Array.from({ length: levels }, (_, i) => (
          <div style={{ ...body, width: cellW, justifyContent: 'center', fontSize: pt(SIZE.head), fontWeight: 700, color: '#ffffff' }}>{String(i + 1)}</div>
        ))}
      </div>
      {/* The rows share what the title and the notes leave: the card has no empty band. */}
      <div style={{ display: 'flex', flexDirection: 'column', width: w, flexGrow: 1 }}>
        {rows.map(([name, line], r) => (
          <div style={{ display: 'flex', flexDirection: 'row', width: w, flexGrow: 1, alignItems: 'center', backgroundColor: r % 2 ? '#efe3c6' : '#fffaf0', borderBottom: `2px solid #d8c49a` }}>
            <div style={{ ...body, width: labelW, paddingLeft: 10, fontSize: pt(SIZE.label), fontWeight: 700 }}>{name}</div>
            {line.map((t) => (
              <div style={{ display: 'flex', flexDirection: 'column', width: cellW, alignItems: 'center', justifyContent: 'center' }}>
                <div style={{ ...body, fontWeight: 700, fontSize: pt(SIZE.threshold), lineHeight: 1 }}>{String(t)}</div>
                <div style={{ ...body, fontSize: pt(SIZE.chance), lineHeight: 1.1 }}>{percent(c.dice, t)}</div>
                <div style={{ ...body, fontSize: pt(SIZE.attack), fontStyle: 'italic', lineHeight: 1.1, color: '#8a5a1c' }}>{percent(c.attackDice, t)}</div>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div style={{ ...body, flexDirection: 'column', width: w, marginTop: pt(2.5), fontSize: pt(SIZE.note), lineHeight: 1.2 }}>
        <div style={{ display: 'flex' }}>{`Sous chaque seuil, la chance de l’atteindre\u00a0: avec ${c.dice}\u00a0dés, puis en italique avec ${c.attackDice}.`}</div>
        <div style={{ display: 'flex' }}>{'Gagné\u00a0: l’ennemi est tué. Perdu\u00a0: tous deux reculent (pas en attaque).'}</div>
        <div style={{ display: 'flex' }}>{'Gagnant 2\u00a0XP, perdant 1. Yasim\u00a0: seuil − 1 hors attaque.'}</div>
      </div>
    </Frame>
  );
}
