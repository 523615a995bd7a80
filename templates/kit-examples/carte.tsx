/**
 * A creature card: its hit points, name and strength along the top, its family, its picture, its
 * traits as chips, then its effects (one paragraph each, divided by a rule) and a line of flavour
 * in italics. Sizes are written for 300 dpi and scaled to the game's.
 */
import { h, Frame, Title, TypeLine, StatBadge, ArtBox, artHeight, Chip, Panel, TextBox, type Paragraph, type RenderContext, type SatoriElement } from '../common/index.js';
// The card's fields, generated from the game's types file (cardTypes: creature).
import type { Creature } from './card-types.js';

export default function carte(card: Creature, ctx: RenderContext): SatoriElement {
  const u = ctx.geometry.dpi / 300;
  const { width, height } = ctx.safe;
  const gap = Math.round(14 * u);
  const badge = Math.round(96 * u);
  const typeLine = Math.round(40 * u);
  const chips = Math.round(46 * u);
  const padding = Math.round(18 * u);
  // The picture gives up height (down to 240 px) before the text is set smaller.
  const art = artHeight(ctx, Math.round(380 * u), Math.round(240 * u));
  const panel = height - badge - typeLine - art - chips - 4 * gap;
  const paragraphs: Paragraph[] = card.effets.map((text, i) => ({ text, path: ['effets', i] }));
  if (card.ambiance) paragraphs.push({ text: card.ambiance, path: ['ambiance'], italic: true });
  return (
    <Frame ctx={ctx}>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', width, height: badge }}>
        <StatBadge ctx={ctx} icon="hearts" value={String(card.vie)} color="#a11d2b" size={badge} />
        <Title ctx={ctx} text={card.name} path={['name']} width={width - 2 * badge - 2 * gap} size={Math.round(58 * u)} minSize={Math.round(34 * u)} />
        <StatBadge ctx={ctx} icon="biceps" value={String(card.force)} color={ctx.deck.color} size={badge} />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', height: typeLine, marginTop: gap }}>
        <TypeLine ctx={ctx} text={`Créature · ${card.famille}`} width={width} />
      </div>
      <div style={{ display: 'flex', marginTop: gap }}>
        <ArtBox ctx={ctx} icon={card.art} width={width} height={art} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'row', height: chips, marginTop: gap }}>
        {(card.traits ?? []).map((trait) => (
          <Chip ctx={ctx} text={trait} color={ctx.deck.color} />
        ))}
      </div>
      <Panel rimColor={ctx.look.rim} background="#ffffff" height={panel} outer={{ marginTop: gap }} style={{ padding }}>
        <TextBox ctx={ctx} paragraphs={paragraphs} width={width - 2 * padding - 6} height={panel - 2 * padding - 6} sizePt={10} dividers />
      </Panel>
    </Frame>
  );
}
