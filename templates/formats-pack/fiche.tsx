/**
 * A character sheet, one a page: a title, and boxes to fill in by hand. The page has no bleed:
 * it is printed as it is, the safe margin keeping everything off the printer's edge.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Title } from '../common/Title.js';
import { Panel } from '../common/Panel.js';

const FIELDS = ['Nom', 'Héros', 'Force', 'Sorts appris', 'Notes'];

export default function fiche(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const name = String((data as { name?: unknown } | null)?.name ?? '');
  const g = ctx.geometry;
  const { width, height } = ctx.safe;
  const title = Math.round(height * 0.05);
  const label = Math.round(title * 0.5);
  const box = Math.floor((height - title * 2) / FIELDS.length) - label * 2;
  return (
    <div style={{ display: 'flex', width: g.fullWidth, height: g.fullHeight, backgroundColor: ctx.look.paper }}>
      <div style={{ display: 'flex', flexDirection: 'column', position: 'absolute', left: g.bleed + g.safe, top: g.bleed + g.safe, width, height }}>
        <Title ctx={ctx} text={name} path={['name']} width={width} size={title} minSize={Math.round(title / 2)} />
        {FIELDS.map((f) => (
          <div style={{ display: 'flex', flexDirection: 'column', marginTop: label }}>
            <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: label, color: ctx.look.ink }}>{f}</div>
            <Panel rimColor={ctx.look.rim} width={width} height={box} background="#ffffff" />
          </div>
        ))}
      </div>
    </div>
  );
}
