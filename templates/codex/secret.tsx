/** A Secret card: its number and name, then a boss's three aptitudes or the text it reveals. */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Secret } from '../../src/games/codex/card-types.js';
import { Frame } from '../common/Frame.js';
import { ArtBox, artHeight } from '../common/ArtBox.js';
import { TextBox } from '../common/TextBox.js';
import { Title } from '../common/Title.js';
import { TypeLine } from '../common/TypeLine.js';
import {} from './parts.js';

function AptitudeRow(props: { ctx: RenderContext; condition: string; effect: string; index: number; height: number }): SatoriElement {
  const { ctx } = props;
  const condW = 220;
  return (
    <Panel rimColor={ctx.look.rim} width={ctx.safe.width} height={props.height} background="#fbf6ea" outer={{ marginTop: props.index === 0 ? 0 : 10 }} style={{ flexDirection: 'row' }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: condW - 20,
          padding: 10,
          backgroundColor: ctx.deck.color,
          borderTopLeftRadius: 9,
          borderBottomLeftRadius: 9,
        }}
      >
        <TextBox
          ctx={ctx}
          paragraphs={[{ text: props.condition, path: ['aptitudes', props.index, 'condition'] }]}
          width={condW - 26}
          height={props.height - 26}
          sizePt={9}
          align="center"
          valign="center"
          color="#ffffff"
        />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', padding: 12 }}>
        <TextBox
          ctx={ctx}
          paragraphs={[{ text: props.effect, path: ['aptitudes', props.index, 'effect'] }]}
          width={ctx.safe.width - condW - 32}
          height={props.height - 30}
          sizePt={9}
          valign="center"
          color={ctx.look.ink}
        />
      </div>
    </Panel>
  );
}

export default function secret(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const s = card as unknown as Secret;
  const numberBox = (
    <Panel rimColor={ctx.look.rim} width={100} height={100} radius={50} rim={4} background={ctx.deck.color} style={{ alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ display: 'flex', fontFamily: ctx.fonts.body, fontWeight: 700, fontSize: 62, color: '#ffffff' }}>{String(s.number)}</div>
    </Panel>
  );
  const header = (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width: ctx.safe.width }}>
      {numberBox}
      <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 14 }}>
        <Title ctx={ctx} text={s.name} path={['name']} width={ctx.safe.width - 114} size={50} minSize={34} />
        <TypeLine ctx={ctx} text={`Secret n°\u00a0${s.number}`} width={ctx.safe.width - 114} />
      </div>
    </div>
  );
  if (s.aptitudes) {
    const artH = artHeight(ctx, 110, 60);
    const rowH = Math.floor((ctx.safe.height - 110 - 16 - artH - 16 - 20) / 3);
    return (
      <Frame ctx={ctx}>
        {header}
        <div style={{ display: 'flex', marginTop: 16 }}>
          <ArtBox ctx={ctx} icon={s.art} width={ctx.safe.width} height={artH} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 16 }}>
          {s.aptitudes.map((a, i) => (
            <AptitudeRow ctx={ctx} condition={a.condition} effect={a.effect} index={i} height={rowH} />
          ))}
        </div>
      </Frame>
    );
  }
  const artH = artHeight(ctx, 420, 250);
  return (
    <Frame ctx={ctx}>
      {header}
      <div style={{ display: 'flex', marginTop: 16 }}>
        <ArtBox ctx={ctx} icon={s.art} width={ctx.safe.width} height={artH} />
      </div>
      <Panel rimColor={ctx.look.rim} background="#fbf6ea" outer={{ marginTop: 16 }} style={{ flexDirection: 'column', padding: 16 }}>
        <TextBox
          ctx={ctx}
          paragraphs={[
            { text: s.text ?? '', path: ['text'] },
            ...(s.flavor ? [{ text: s.flavor, italic: true, path: ['flavor'] }] : []),
          ]}
          width={ctx.safe.width - 38}
          height={ctx.safe.height - 110 - 16 - artH - 16 - 38}
          sizePt={10}
        />
      </Panel>
    </Frame>
  );
}
