/** A Ration: its name, a large picture and the rest rule it serves. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Ration } from '../../src/games/codex/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { TextBox } from '../common/TextBox.js';
import { Header} from './parts.js';

/** The rule printed on every Ration (rulebook, "Se reposer"). */
export const REST_RULE = 'Se reposer ({PA}{PA})\u00a0: {engager} cette Ration. Récupérez jusqu’à 2\u00a0PV et dégagez un de vos Objets.';

export default function ration(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const r = card as unknown as Ration;
  const artH = artHeight(ctx, 500, 300);
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={r.name} type={ctx.deck.back.label} />
      <div style={{ display: 'flex', marginTop: 16 }}>
        <ArtBox ctx={ctx} icon={r.art} width={ctx.safe.width} height={artH} />
      </div>
      <Panel rimColor={ctx.look.rim} background="#fbf6ea" outer={{ marginTop: 16 }} style={{ flexDirection: 'column', padding: 16 }}>
        <TextBox
          ctx={ctx}
          paragraphs={[
            { text: REST_RULE, path: [] },
            { text: 'Une Ration n’est pas un Objet\u00a0: elle ne peut être ni donnée ni posée.', italic: true, path: [] },
            ...(r.flavor ? [{ text: r.flavor, italic: true, path: ['flavor'] }] : []),
          ]}
          width={ctx.safe.width - 38}
          height={ctx.safe.height - 104 - artH - 32 - 38}
          sizePt={9.5}
        />
      </Panel>
    </Frame>
  );
}
