/** A CODEX Zone: name, types, how many Objets it holds, art and its effect. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Zone } from '../../src/games/codex/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { TextBox } from '../common/TextBox.js';
import { Chip } from '../common/Chip.js';
import { Icon } from '../common/Icon.js';
import { Header, effectParagraph, PLANT_GREEN } from './parts.js';

const ROLE_LABEL: Record<NonNullable<Zone['role']>, string> = {
  chapitre: 'Zone',
  debut: 'Zone fixe — début',
  fin: 'Zone fixe — fin',
  'fin-boss': 'Zone fixe — Boss',
};

const TYPE_COLOR: Record<string, string> = {
  Jardin: PLANT_GREEN,
  Urbain: '#6b5b4b',
  Portuaire: '#2d4f6e',
  Sacré: '#7a5c1f',
  Souterrain: '#3a3a3a',
};

export default function zone(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const z = card as unknown as Zone;
  const items = z.items ?? 0;
  const types = z.types ?? [];
  const rowH = 64;
  const artH = artHeight(ctx, 420, 250);
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={z.name} type={ROLE_LABEL[z.role ?? 'chapitre']} />
      <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', width: ctx.safe.width, height: rowH, marginTop: 10 }}>
        <div style={{ display: 'flex', flexDirection: 'row' }}>
          {types.map((t) => (
            <Chip ctx={ctx} text={t} color={TYPE_COLOR[t] ?? '#555555'} />
          ))}
        </div>
        <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center' }}>
          {Array.from({ length: items }, () => (
            <Icon ctx={ctx} name="swap-bag" color="#2d4f6e" size={54} style={{ marginLeft: 6 }} />
          ))}
        </div>
      </div>
      <div style={{ display: 'flex', marginTop: 10 }}>
        <ArtBox ctx={ctx} icon={z.art} width={ctx.safe.width} height={artH} />
      </div>
      {z.effect ? (
        <Panel rimColor={ctx.look.rim} background="#fbf6ea" outer={{ marginTop: 14 }} style={{ flexDirection: 'column', padding: 16 }}>
          <TextBox
            ctx={ctx}
            paragraphs={[
              effectParagraph(z.effect, ['effect']),
              ...(z.flavor ? [{ text: z.flavor, italic: true, path: ['flavor'] }] : []),
            ]}
            width={ctx.safe.width - 38}
            height={ctx.safe.height - 104 - rowH - 10 - artH - 10 - 14 - 38}
            sizePt={10}
          />
        </Panel>
      ) : null}
    </Frame>
  );
}
