/**
 * An INDEX Joueur: name and PV, art, and the two cards the player starts with, an Aptitude and an
 * Objet (rulebook, "Mise en place", 2). INDEX's Joueur has no effect of its own: it is on the Aptitude.
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Joueur } from '../../src/games/index/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { StatBadge } from '../common/StatBadge.js';
import { TextBox } from '../common/TextBox.js';
import { Icon } from '../common/Icon.js';
import { Header, PANEL_BG } from './parts.js';

/** One "starts with" line: the deck's icon in its colour, then "label : *name*". */
function StartingCard(props: { ctx: RenderContext; deckType: string; label: string; name: string; field: string }): SatoriElement {
  const { ctx } = props;
  const deck = ctx.manifest.decks.find((d) => d.type === props.deckType);
  return (
    <Panel
      rimColor={ctx.look.rim}
      width={ctx.safe.width}
      height={80}
      rim={2}
      background={deck?.accent ?? '#eeeeee'}
      outer={{ marginTop: 12 }}
      style={{ flexDirection: 'row', alignItems: 'center', paddingLeft: 14 }}
    >
      <Icon ctx={ctx} name={deck?.back.icon ?? 'swap-bag'} color={deck?.color ?? ctx.look.ink} size={50} style={{ marginRight: 12 }} />
      <TextBox
        ctx={ctx}
        paragraphs={[{ text: `${props.label}\u00a0: *${props.name}*`, path: [props.field] }]}
        width={ctx.safe.width - 96}
        height={70}
        sizePt={10}
        valign="center"
      />
    </Panel>
  );
}

export default function joueur(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const p = card as unknown as Joueur;
  const aptitude = String(ctx.ref('aptitude', p.aptitude)?.name ?? p.aptitude);
  const item = String(ctx.ref('objet', p.startingItem)?.name ?? p.startingItem);
  const artH = artHeight(ctx, 420, 260);
  return (
    <Frame ctx={ctx}>
      <Header ctx={ctx} name={p.name} type={ctx.deck.back.label} />
      <div style={{ display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', width: ctx.safe.width, marginTop: 8 }}>
        <StatBadge ctx={ctx} icon="hearts" value={String(p.pv)} color="#a8323e" size={96} />
      </div>
      <div style={{ display: 'flex', marginTop: 12 }}>
        <ArtBox ctx={ctx} icon={p.art} width={ctx.safe.width} height={artH} />
      </div>
      <StartingCard ctx={ctx} deckType="aptitude" label="Aptitude" name={aptitude} field="aptitude" />
      <StartingCard ctx={ctx} deckType="objet" label="Objet" name={item} field="startingItem" />
      {p.flavor ? (
        <Panel rimColor={ctx.look.rim} background={PANEL_BG} outer={{ marginTop: 12 }} style={{ flexDirection: 'column', padding: 14 }}>
          <TextBox
            ctx={ctx}
            paragraphs={[{ text: p.flavor, italic: true, path: ['flavor'] }]}
            width={ctx.safe.width - 34}
            height={ctx.safe.height - 104 - 104 - 12 - artH - 2 * 92 - 12 - 34}
            sizePt={9.5}
            color={ctx.look.ink}
          />
        </Panel>
      ) : null}
    </Frame>
  );
}
