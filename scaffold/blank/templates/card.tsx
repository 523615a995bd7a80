/**
 * A card of {{title}}: its name and cost, a picture, its text and flavour. Built from the shared
 * components of the template kit, deckwright/kit (Frame, Title, StatBadge, ArtBox, Panel, TextBox), which take
 * their colours from the manifest's `look:`. Sizes are pixels at the manifest's dpi (300 dpi:
 * 745×1040 px inside the bleed); ctx.safe is the area where everything that matters goes.
 */
import { h, Frame, Title, StatBadge, ArtBox, Panel, TextBox, type RenderContext, type SatoriElement } from 'deckwright/kit';
// The card's fields, derived from cards/{{name}}/types.yaml by `deckwright new` and `deckwright check --types`.
import type { {{Type}} } from './card-types.js';

export default function card(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = data as unknown as {{Type}};
  const width = ctx.safe.width;
  const badge = 100;
  const artHeight = 470;
  const textHeight = ctx.safe.height - badge - artHeight - 48;
  return (
    <Frame ctx={ctx}>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width }}>
        <StatBadge ctx={ctx} icon="two-coins" value={String(c.cost)} color={ctx.deck.color} size={badge} />
        <div style={{ display: 'flex', marginLeft: 16 }}>
          <Title ctx={ctx} text={c.name} path={['name']} width={width - badge - 16} size={64} minSize={40} />
        </div>
      </div>
      <div style={{ display: 'flex', marginTop: 16 }}>
        <ArtBox ctx={ctx} icon={c.art} width={width} height={artHeight} />
      </div>
      <Panel rimColor={ctx.look.rim} background="#ffffff" outer={{ marginTop: 16 }} style={{ flexDirection: 'column', padding: 16 }}>
        <TextBox
          ctx={ctx}
          paragraphs={[{ text: c.text, path: ['text'] }, ...(c.flavor ? [{ text: c.flavor, italic: true, path: ['flavor'] }] : [])]}
          width={width - 38}
          height={textHeight - 38}
          sizePt={12}
        />
      </Panel>
    </Frame>
  );
}
