/** A spell of the formats test pack, on a smaller card (its deck's `format: mini`): name, picture, text. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Title } from '../common/Title.js';
import { ArtBox } from '../common/ArtBox.js';
import { Panel } from '../common/Panel.js';
import { TextBox } from '../common/TextBox.js';

// The card's fields, derived from the pack's types.yaml when deckwright compiles.
import type { Sort } from './card-types.js';

export default function sort(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = data as unknown as Sort;
  const u = ctx.geometry.dpi / 300;
  const width = ctx.safe.width;
  const gap = Math.round(12 * u);
  const title = Math.round(56 * u);
  const art = Math.round(ctx.safe.height * 0.45);
  const inner = Math.round(30 * u);
  return (
    <Frame ctx={ctx}>
      <Title ctx={ctx} text={c.name} path={['name']} width={width} size={title} minSize={Math.round(30 * u)} />
      <div style={{ display: 'flex', marginTop: gap }}>
        <ArtBox ctx={ctx} icon={c.art} width={width} height={art} />
      </div>
      <Panel rimColor={ctx.look.rim} background="#ffffff" outer={{ marginTop: gap }} style={{ flexDirection: 'column', padding: Math.round(gap / 2) }}>
        <TextBox ctx={ctx} paragraphs={[{ text: c.text, path: ['text'] }]} width={width - inner} height={ctx.safe.height - title - art - 3 * gap - inner} sizePt={9} />
      </Panel>
    </Frame>
  );
}
