/** A CODEX Personnage: name, die colour and PV, art, starting Objet, own effect. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Personnage } from '../../src/games/codex/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { StatBadge } from '../common/StatBadge.js';
import { TextBox } from '../common/TextBox.js';
import { Icon } from '../common/Icon.js';
import { Header, effectParagraph } from './parts.js';

export default function personnage(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const p = card as unknown as Personnage;
  const die = (ctx.manifest.components ?? []).find((c) => c.id === `de-${p.color}`);
  const dieColor = die?.color ?? '#777777';
  const start = ctx.ref('objet', p.startingItem);
  const artH = artHeight(ctx, 330, 200);
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={p.name} type={ctx.deck.back.label} />
      <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', width: ctx.safe.width, marginTop: 8 }}>
        <StatBadge ctx={ctx} icon="hearts" value={String(p.pv)} color="#a8323e" size={96} />
        <StatBadge ctx={ctx} icon="perspective-dice-six-faces-random" value={die?.name.replace(/^Dé /, '') ?? p.color} color={dieColor} size={96} />
      </div>
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ArtBox ctx={ctx} icon={p.art} width={ctx.safe.width} height={artH} />
      </div>
      <Panel rimColor={ctx.look.rim}
        width={ctx.safe.width}
        height={70}
        rim={2}
        background={ctx.deck.accent ?? '#eeeeee'}
        outer={{ marginTop: 12 }}
        style={{ flexDirection: 'row', alignItems: 'center', paddingLeft: 14 }}
      >
        <Icon ctx={ctx} name="swap-bag" color={ctx.deck.color} size={44} style={{ marginRight: 12 }} />
        <TextBox
          ctx={ctx}
          paragraphs={[{ text: `Objet de départ\u00a0: *${String(start?.name ?? p.startingItem)}*`, path: ['startingItem'] }]}
          width={ctx.safe.width - 90}
          height={60}
          sizePt={9.5}
          valign="center"
        />
      </Panel>
      <Panel rimColor={ctx.look.rim} background="#fbf6ea" outer={{ marginTop: 12 }} style={{ flexDirection: 'column', padding: 14 }}>
        <TextBox
          ctx={ctx}
          paragraphs={[
            effectParagraph(p.effect, ['effect']),
            ...(p.flavor ? [{ text: p.flavor, italic: true, path: ['flavor'] }] : []),
          ]}
          width={ctx.safe.width - 34}
          height={ctx.safe.height - 104 - 112 - artH - 70 - 36 - 12 - 34}
          sizePt={9.5}
          color={ctx.look.ink}
        />
      </Panel>
    </Frame>
  );
}
