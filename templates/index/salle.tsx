/**
 * An INDEX Salle: name, its « Interaction » type, the framed count of the Objets placed in it when
 * it is revealed, art, and its effects in the coloured frame at the bottom (rulebook, "Les Salles").
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Salle } from '../../src/games/index/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { TextBox } from '../common/TextBox.js';
import { Chip } from '../common/Chip.js';
import { Icon } from '../common/Icon.js';
import { Header, effectParagraph, PANEL_BG } from './parts.js';

const ROLE_LABEL: Record<NonNullable<Salle['role']>, string> = {
  etage: 'Salle',
  entree: 'Salle fixe — entrée',
  sortie: 'Salle fixe — sortie',
};

/** The colour of the « Interaction » chip. */
const INTERACTION = '#8a5a00';

/** The framed item count: the Objets' bag and the number, in a box. */
function ItemCount(props: { ctx: RenderContext; items: number; height: number }): SatoriElement {
  const { ctx } = props;
  return (
    <Panel rimColor={ctx.look.rim} height={props.height} radius={10} rim={4} background="#2d4f6e" style={{ flexDirection: 'row', alignItems: 'center', paddingLeft: 10, paddingRight: 14 }}>
      <Icon ctx={ctx} name="swap-bag" color="#cfdde9" size={props.height - 18} />
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: props.height - 14, lineHeight: 1, color: '#ffffff', marginLeft: 8 }}>
        {String(props.items)}
      </div>
    </Panel>
  );
}

export default function salle(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const s = card as unknown as Salle;
  const types = s.types ?? [];
  const effects = s.effects ?? [];
  const rowH = 72;
  const artH = artHeight(ctx, effects.length > 1 ? 380 : 470, 220);
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={s.name} type={ROLE_LABEL[s.role ?? 'etage']} />
      <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', width: ctx.safe.width, height: rowH, marginTop: 10 }}>
        <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center' }}>
          {types.map((t) => (
            <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center' }}>
              <Icon ctx={ctx} name="hand" color={INTERACTION} size={48} style={{ marginRight: 4 }} />
              <Chip ctx={ctx} text={t} color={INTERACTION} />
            </div>
          ))}
        </div>
        <ItemCount ctx={ctx} items={s.items ?? 0} height={rowH - 4} />
      </div>
      <div style={{ display: 'flex', marginTop: 10 }}>
        <ArtBox ctx={ctx} icon={s.art} width={ctx.safe.width} height={artH} />
      </div>
      {effects.length || s.flavor ? (
        <Panel rimColor={ctx.deck.color} rim={6} background={PANEL_BG} outer={{ marginTop: 14 }} style={{ flexDirection: 'column', padding: 14 }}>
          <TextBox
            ctx={ctx}
            paragraphs={[
              ...effects.map((e, i) => effectParagraph(e, ['effects', i])),
              ...(s.flavor ? [{ text: s.flavor, italic: true, path: ['flavor'] }] : []),
            ]}
            width={ctx.safe.width - 40}
            height={ctx.safe.height - 104 - rowH - 10 - artH - 10 - 14 - 40}
            sizePt={10}
            dividers
          />
        </Panel>
      ) : null}
    </Frame>
  );
}
