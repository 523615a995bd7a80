/**
 * A hero of the formats test pack (test/fixtures/formats-pack/), on a card of the manifest's
 * `card:` format: its force, name, picture and text, sized from the format's geometry.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Title } from '../common/Title.js';
import { StatBadge } from '../common/StatBadge.js';
import { ArtBox } from '../common/ArtBox.js';
import { Panel } from '../common/Panel.js';
import { TextBox } from '../common/TextBox.js';

// The card's fields, derived from the pack's types.yaml when deckwright compiles.
import type { Heros } from './card-types.js';

export default function heros(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = data as unknown as Heros;
  // Sizes are written for 300 dpi and scaled to the pack's resolution.
  const u = ctx.geometry.dpi / 300;
  const width = ctx.safe.width;
  const badge = Math.round(100 * u);
  const art = Math.round(420 * u);
  const gap = Math.round(16 * u);
  const inner = Math.round(38 * u);
  return (
    <Frame ctx={ctx}>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width }}>
        <StatBadge ctx={ctx} icon="biceps" value={String(c.force)} color={ctx.deck.color} size={badge} />
        <div style={{ display: 'flex', marginLeft: gap }}>
          <Title ctx={ctx} text={c.name} path={['name']} width={width - badge - gap} size={Math.round(64 * u)} minSize={Math.round(36 * u)} />
        </div>
      </div>
      <div style={{ display: 'flex', marginTop: gap }}>
        <ArtBox ctx={ctx} icon={c.art} width={width} height={art} />
      </div>
      <Panel rimColor={ctx.look.rim} background="#ffffff" outer={{ marginTop: gap }} style={{ flexDirection: 'column', padding: gap }}>
        <TextBox ctx={ctx} paragraphs={[{ text: c.text, path: ['text'] }]} width={width - inner} height={ctx.safe.height - badge - art - 3 * gap - inner} sizePt={10} />
      </Panel>
    </Frame>
  );
}
