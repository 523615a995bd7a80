/**
 * A sheet to fill in by hand, one a page: a title, the coins a player starts with, and a row for
 * each round of the game (both from the game's options). A page has no bleed: the safe margin
 * keeps everything off the printer's edge.
 */
import { h, Title, Panel, type DrawnComponent, type RenderContext, type SatoriElement } from '../common/index.js';
import type { Options } from './card-types.js';

export default function fiche(sheet: DrawnComponent, ctx: RenderContext<Options>): SatoriElement {
  const g = ctx.geometry;
  const { width, height } = ctx.safe;
  const { manches, depart } = ctx.manifest.options;
  const title = Math.round(height * 0.05);
  const text = Math.round(title * 0.55);
  const row = Math.floor((height - title * 1.2 - text * 3) / (manches + 1));
  // A cell of a row: its text set off from the cell's left edge by a margin inside its width.
  const cell = (content: string, share: number, bold = false) => (
    <div style={{ display: 'flex', width: Math.floor((width - 4) * share) }}>
      <div style={{ display: 'flex', marginLeft: text / 2, fontFamily: ctx.fonts.body, fontWeight: bold ? 700 : 400, fontSize: text, color: ctx.look.ink }}>{content}</div>
    </div>
  );
  return (
    <div style={{ display: 'flex', width: g.fullWidth, height: g.fullHeight, backgroundColor: ctx.look.paper }}>
      <div style={{ display: 'flex', flexDirection: 'column', position: 'absolute', left: g.bleed + g.safe, top: g.bleed + g.safe, width, height }}>
        <Title ctx={ctx} text={sheet.name} path={['name']} width={width} size={title} minSize={Math.round(title / 2)} />
        <div style={{ display: 'flex', height: text * 3, alignItems: 'center' }}>{cell(`Or de départ : ${depart} pièces`, width)}</div>
        {Array.from({ length: manches + 1 }, (_, i) => (
          <Panel rimColor={ctx.look.rim} width={width} height={row} rim={2} radius={8} background={i === 0 ? ctx.look.paper : '#ffffff'} style={{ alignItems: 'center' }}>
            {cell(i === 0 ? 'Manche' : String(i), 0.2, i === 0)}
            {cell(i === 0 ? 'Créatures jouées' : '', 0.6, i === 0)}
            {cell(i === 0 ? 'Points' : '', 0.2, i === 0)}
          </Panel>
        ))}
      </div>
    </div>
  );
}
