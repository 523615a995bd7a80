/**
 * An INDEX Aptitude: it works like an Objet that is not a weapon but is not one (rulebook, "Les
 * Objets", note), and looks apart: the art in a round medallion between two rules, the effects
 * in a panel edged with the deck's colour, and a line saying it cannot change hands.
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Aptitude } from '../../src/games/index/card-types.js';
import { Frame } from '../common/Frame.js';
import { artHeight } from '../common/ArtBox.js';
import { TextBox } from '../common/TextBox.js';
import { Icon } from '../common/Icon.js';
import { Header, effectParagraph, PANEL_BG } from './parts.js';

export default function aptitude(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const a = card as unknown as Aptitude;
  const artH = artHeight(ctx, 380, 240);
  const rule = <div style={{ display: 'flex', flexGrow: 1, height: 4, backgroundColor: ctx.look.rim }} />;
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={a.name} type={ctx.deck.back.label} />
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width: ctx.safe.width, height: artH, marginTop: 16 }}>
        {rule}
        <Panel
          rimColor={ctx.look.rim}
          width={artH}
          height={artH}
          radius={artH / 2}
          rim={8}
          background={ctx.deck.accent ?? '#eeeeee'}
          outer={{ marginLeft: 12, marginRight: 12 }}
          style={{ alignItems: 'center', justifyContent: 'center' }}
        >
          <Icon ctx={ctx} name={a.art} color={ctx.deck.color} size={Math.round(artH * 0.66)} />
        </Panel>
        {rule}
      </div>
      <Panel rimColor={ctx.deck.color} rim={6} background={PANEL_BG} outer={{ marginTop: 16 }} style={{ flexDirection: 'column', padding: 16 }}>
        <TextBox
          ctx={ctx}
          paragraphs={[
            ...a.effects.map((e, i) => effectParagraph(e, ['effects', i])),
            ...(a.flavor ? [{ text: a.flavor, italic: true, path: ['flavor'] }] : []),
            { text: 'Une Aptitude n’est pas un Objet\u00a0: elle ne peut être ni ramassée, ni posée, ni donnée.', italic: true, path: [] },
          ]}
          width={ctx.safe.width - 44}
          height={ctx.safe.height - 104 - 16 - artH - 16 - 44}
          sizePt={10.5}
          dividers
        />
      </Panel>
    </Frame>
  );
}
