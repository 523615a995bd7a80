/**
 * An action card (« Carte Action »): its name in the book's hand, a big picture, what it does, and
 * whose it is (the deck is the adventurer's: its colour and its name, as on the back).
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Action } from '../../src/games/pyramide/card-types.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { Frame } from '../common/Frame.js';
import { Panel } from '../common/Panel.js';
import { TextBox } from '../common/TextBox.js';
import { Title } from '../common/Title.js';
import { TypeLine } from '../common/TypeLine.js';

export default function action(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as Action;
  const w = ctx.safe.width;
  const artH = artHeight(ctx, 440, 220);
  const textH = ctx.safe.height - 150 - artH - 44 - 70;
  return (
    <Frame ctx={ctx}>
      <Title ctx={ctx} text={c.name} path={['name']} width={w} size={64} minSize={40} />
      <TypeLine ctx={ctx} text={`Carte action · ${ctx.deck.back.label}`} width={w} />
      <div style={{ display: 'flex', marginTop: 10 }}>
        <ArtBox ctx={ctx} icon={c.art} width={w} height={artH} />
      </div>
      <Panel rimColor={ctx.look.rim} background="#fffaf0" outer={{ marginTop: 12 }} style={{ flexDirection: 'column', padding: 14 }}>
        <TextBox ctx={ctx} paragraphs={[{ text: c.text, path: ['text'] }]} width={w - 34} height={textH} sizePt={10} valign="center" align="center" />
      </Panel>
    </Frame>
  );
}
