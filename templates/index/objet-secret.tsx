/** An Objet secret: an Objet whose header carries the number a Salle names it by. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { ObjetSecret } from '../../src/games/index/card-types.js';
import { Title } from '../common/Title.js';
import { TypeLine } from '../common/TypeLine.js';
import { ObjetFace } from './objet.js';

export default function objetSecret(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const s = card as unknown as ObjetSecret;
  const kind = s.weapon ? ' — Arme' : '';
  const header = (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width: ctx.safe.width, height: 104 }}>
      <Panel rimColor={ctx.look.rim} width={100} height={100} radius={50} rim={4} background={ctx.deck.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: 62, color: '#ffffff' }}>{String(s.number)}</div>
      </Panel>
      <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 14 }}>
        <Title ctx={ctx} text={s.name} path={['name']} width={ctx.safe.width - 114} size={50} minSize={34} />
        <TypeLine ctx={ctx} text={`${ctx.deck.back.label} n°\u00a0${s.number}${kind}`} width={ctx.safe.width - 114} />
      </div>
    </div>
  );
  return <ObjetFace ctx={ctx} o={s} header={header} />;
}
