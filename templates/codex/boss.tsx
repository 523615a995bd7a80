/**
 * A CODEX Boss: like a Créature, but its three aptitudes are on a Secret card, named at the
 * bottom left (rulebook, "Les Boss"), and it lists the Objets it gives as rewards.
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Boss } from '../../src/games/codex/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { TextBox } from '../common/TextBox.js';
import { Icon } from '../common/Icon.js';
import { CreatureStats, STATS_HEIGHT } from './creature.js';
import { Header, PassiveRow} from './parts.js';

export default function boss(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const b = card as unknown as Boss;
  const rewards = b.rewards.map((id) => String(ctx.ref('objet', id)?.name ?? id));
  const passiveH = b.passive ? 110 : 0;
  const artPreferred = ctx.safe.height - STATS_HEIGHT - 112 - passiveH - 250 - 12 * 3 - (b.passive ? 12 : 0);
  const artH = artHeight(ctx, artPreferred, artPreferred - 140);
  // the rewards panel gets what the art gives up
  const bottomH = 250 + artPreferred - artH;
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={b.name} type={ctx.deck.back.label} />
      <CreatureStats ctx={ctx} c={b} />
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ArtBox ctx={ctx} icon={b.art} width={ctx.safe.width} height={artH} />
      </div>
      {b.passive ? (
        <div style={{ display: 'flex', marginTop: 12 }}>
          <PassiveRow ctx={ctx} text={b.passive} width={ctx.safe.width} height={passiveH} />
        </div>
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'row', marginTop: 12, height: bottomH, width: ctx.safe.width }}>
        <Panel rimColor={ctx.look.rim} width={220} background="#3d2a5c" style={{ flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
          <Icon ctx={ctx} name="locked-chest" color="#ddd2ec" size={80} />
          <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontSize: 30, color: '#ddd2ec', marginTop: 6 }}>Aptitudes</div>
          <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: 56, color: '#ffffff' }}>
            {`n°\u00a0${b.secret}`}
          </div>
        </Panel>
        <Panel rimColor={ctx.look.rim} width={ctx.safe.width - 232} background="#fbf6ea" outer={{ marginLeft: 12 }} style={{ flexDirection: 'column', padding: 11 }}>
          <TextBox
            ctx={ctx}
            paragraphs={[
              { text: `*Récompenses* (un Objet par joueur)\u00a0: ${rewards.join(', ')}.`, path: ['rewards'] },
              ...(b.flavor ? [{ text: b.flavor, italic: true, path: ['flavor'] }] : []),
            ]}
            width={ctx.safe.width - 232 - 34}
            height={bottomH - 34}
            sizePt={9}
            color={ctx.look.ink}
          />
        </Panel>
      </div>
    </Frame>
  );
}
