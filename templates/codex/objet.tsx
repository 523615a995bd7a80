/** A CODEX Objet: name, weapon values (accuracy, damage, range) when it is a weapon, art, effects. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Objet } from '../../src/games/codex/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { StatBadge } from '../common/StatBadge.js';
import { TextBox } from '../common/TextBox.js';
import type { Paragraph } from '../../src/render/text-layout.js';
import { Header, effectParagraph } from './parts.js';

/** "1-2" and "1 – 2" print as "1–2". */
export const formatRange = (r: number | string) => String(r).replace(/\s*[-–]\s*/, '–');

/** What an Objet face shows: CODEX's Objet, or another edition's with the same fields. */
export interface ObjetFields<E> {
  name: string;
  weapon?: { accuracy: string; damage: number; range: number | string } | null;
  effects: E[];
  art: string;
  flavor?: string;
}

/**
 * The face of an Objet: header, weapon values when it is a weapon, art, effects. Another edition
 * (INDEX) passes its own way of printing an effect, its panel colour and, for a numbered Objet,
 * its own header, which must be 104 high as CODEX's name and type line is.
 */
export function ObjetFace<E>(props: {
  ctx: RenderContext;
  o: ObjetFields<E>;
  paragraph: (effect: E, path: (string | number)[]) => Paragraph;
  header?: SatoriElement;
  background?: string;
}): SatoriElement {
  const { ctx, o } = props;
  const w = o.weapon;
  const artH = w ? artHeight(ctx, 300, 170) : artHeight(ctx, 400, 240);
  const statsH = w ? 140 : 0;
  const textH = ctx.safe.height - 104 - statsH - artH - 24 - 34 - (w ? 12 : 0);
  return (
    <Frame ctx={ctx}>
      {props.header ?? <Header ctx={ctx} name={o.name} type={w ? `${ctx.deck.back.label} — Arme` : ctx.deck.back.label} />}
      {w ? (
        <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', width: ctx.safe.width, marginTop: 8, height: statsH }}>
          <StatBadge ctx={ctx} icon="on-target" value={w.accuracy} label="Précision" color="#2d4f6e" size={92} />
          <StatBadge ctx={ctx} icon="sword-wound" value={String(w.damage)} label="Dégâts" color="#a8323e" size={92} />
          <StatBadge ctx={ctx} icon="arrow-scope" value={formatRange(w.range)} label="Portée" color="#4a3b2c" size={92} />
        </div>
      ) : null}
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ArtBox ctx={ctx} icon={o.art} width={ctx.safe.width} height={artH} />
      </div>
      <Panel rimColor={ctx.look.rim} background={props.background ?? '#fbf6ea'} outer={{ marginTop: 12 }} style={{ flexDirection: 'column', padding: 14 }}>
        <TextBox
          ctx={ctx}
          paragraphs={[
            ...o.effects.map((e, i) => props.paragraph(e, ['effects', i])),
            ...(o.flavor ? [{ text: o.flavor, italic: true, path: ['flavor'] }] : []),
          ]}
          width={ctx.safe.width - 34}
          height={textH}
          sizePt={9.5}
          dividers
        />
      </Panel>
    </Frame>
  );
}

export default function objet(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return <ObjetFace ctx={ctx} o={card as unknown as Objet} paragraph={effectParagraph} />;
}
