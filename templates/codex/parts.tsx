/**
 * Pieces shared by CODEX card faces: an effect as one paragraph ("[condition] {PA}{engager} : text"),
 * the actives panel of creatures and bosses, and the header (name + type line).
 */
import { h } from '../common/h.js';
import { Panel } from '../common/Panel.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Paragraph } from '../../src/render/text-layout.js';
import { TextBox } from '../common/TextBox.js';
import { Title } from '../common/Title.js';
import { TypeLine } from '../common/TypeLine.js';
import type { Active as CodexActive, Effect as CodexEffect } from '../../src/games/codex/card-types.js';

/** The green of a *Plante*'s values and of the Jardin zone type: CODEX's own colour. */
export const PLANT_GREEN = '#2f7d32';

/** The paragraph of an effect: bracketed condition in bold, cost symbols, then the text. */
export function effectParagraph(effect: CodexEffect, path: (string | number)[]): Paragraph {
  const cost = [...Array(effect.cost?.pa ?? 0).fill('{PA}'), ...(effect.cost?.engage ? ['{engager}'] : [])].join('');
  const parts = [effect.condition ? `*[${effect.condition}]*` : '', cost ? `${cost}\u00a0:` : '', effect.text].filter(Boolean);
  return { text: parts.join(' '), path: [...path, 'text'] };
}

export function Header(props: { ctx: RenderContext; name: string; type: string; width?: number }): SatoriElement {
  const width = props.width ?? props.ctx.safe.width;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width }}>
      <Title ctx={props.ctx} text={props.name} path={['name']} width={width} size={58} minSize={40} />
      <TypeLine ctx={props.ctx} text={props.type} width={width} />
    </div>
  );
}

/**
 * Actives side by side, left to right as they are checked: a tinted condition band above each
 * effect, as in the rulebook's creature layout.
 */
export function ActivesPanel(props: {
  ctx: RenderContext;
  actives: CodexActive[];
  field: string;
  width: number;
  height: number;
  conditionHeight: number;
}): SatoriElement {
  const n = props.actives.length;
  const gap = 10;
  const colW = Math.floor((props.width - gap * (n - 1)) / n);
  const pad = 12;
  return (
    <div style={{ display: 'flex', flexDirection: 'row', width: props.width, height: props.height }}>
      {props.actives.map((a, i) => (
        <Panel rimColor={props.ctx.look.rim} width={colW} height={props.height} background="#fbf6ea" outer={{ marginLeft: i === 0 ? 0 : gap }} style={{ flexDirection: 'column' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              height: props.conditionHeight,
              paddingLeft: pad,
              paddingRight: pad,
              backgroundColor: props.ctx.deck.color,
              borderTopLeftRadius: 9,
              borderTopRightRadius: 9,
            }}
          >
            <TextBox
              ctx={props.ctx}
              paragraphs={[{ text: a.condition, path: [props.field, i, 'condition'] }]}
              width={colW - 2 * pad - 6}
              height={props.conditionHeight - 8}
              sizePt={9}
              align="center"
              valign="center"
              color="#ffffff"
            />
          </div>
          <div style={{ display: 'flex', padding: pad }}>
            <TextBox
              ctx={props.ctx}
              paragraphs={[{ text: a.effect, path: [props.field, i, 'effect'] }]}
              width={colW - 2 * pad - 6}
              height={props.height - props.conditionHeight - 2 * pad - 6}
              sizePt={9}
              align="left"
              color={props.ctx.look.ink}
            />
          </div>
        </Panel>
      ))}
    </div>
  );
}

/** The passive line: the passive symbol, then the text. */
export function PassiveRow(props: { ctx: RenderContext; text: string; width: number; height: number }): SatoriElement {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'row',
        alignItems: 'center',
        width: props.width - 28,
        height: props.height,
        paddingLeft: 14,
        paddingRight: 14,
        borderRadius: 12,
        backgroundColor: props.ctx.deck.accent ?? '#eee',
      }}
    >
      <TextBox
        ctx={props.ctx}
        paragraphs={[{ text: `{passif} ${props.text}`, path: ['passive'] }]}
        width={props.width - 28}
        height={props.height - 8}
        sizePt={9}
        valign="center"
      />
    </div>
  );
}
