/** A place of the art test pack (test/fixtures/art-project/): its name over its own illustration. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Title } from '../common/Title.js';
import { Picture } from '../common/Picture.js';

interface Lieu {
  id: string;
  name: string;
  illustration: string;
  cadrage: 'cover' | 'contain';
}

export default function carte(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const card = data as unknown as Lieu;
  const width = ctx.safe.width;
  const title = Math.round(ctx.safe.height * 0.08);
  return (
    <Frame ctx={ctx} contentStyle={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Title ctx={ctx} text={card.name} path={['name']} width={width} size={title} minSize={Math.round(title * 0.6)} />
      <Picture ctx={ctx} src={card.illustration} path={['illustration']} width={width} height={Math.round(ctx.safe.height * 0.6)} fit={card.cadrage} radius={12} />
      <div style={{ display: 'flex', height: Math.round(ctx.safe.height * 0.2) }} />
    </Frame>
  );
}
