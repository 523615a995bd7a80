/**
 * A round badge with an icon above and a value below (PV, riposte, accuracy…). Values are set in
 * the body font's bold, whose lining figures read unambiguously: a title face such as Cinzel
 * draws 1 and 0 as I and O.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Icon } from './Icon.js';
import { Panel } from './Panel.js';

export function StatBadge(props: {
  ctx: RenderContext;
  icon: string;
  value: string;
  label?: string;
  color: string;
  size?: number;
  /** A second value printed beside the first (e.g. a Plante creature's garden value). */
  alt?: { value: string; color: string };
  extraIcon?: { name: string; color: string };
}): SatoriElement {
  const size = props.size ?? 120;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Panel
        height={size}
        radius={size / 2}
        rim={4}
        rimColor={props.ctx.look.rim}
        background={props.color}
        outer={{ minWidth: size }}
        style={{ flexDirection: 'row', alignItems: 'center', justifyContent: 'center', paddingLeft: 12, paddingRight: 12 }}
      >
        <Icon ctx={props.ctx} name={props.icon} color="#ffffff" size={size * 0.42} style={{ marginRight: 6 }} />
        <div style={{ display: 'flex', fontFamily: props.ctx.fonts.body, fontWeight: 700, fontSize: size * 0.5, color: '#ffffff' }}>
          {props.value}
        </div>
        {props.extraIcon ? <Icon ctx={props.ctx} name={props.extraIcon.name} color={props.extraIcon.color} size={size * 0.4} style={{ marginLeft: 6 }} /> : null}
        {props.alt ? (
          <div
            style={{
              display: 'flex',
              marginLeft: 10,
              paddingLeft: 10,
              paddingRight: 10,
              borderRadius: 12,
              backgroundColor: props.alt.color,
              fontFamily: props.ctx.fonts.body,
              fontWeight: 700,
              fontSize: size * 0.4,
              color: '#ffffff',
            }}
          >
            {props.alt.value}
          </div>
        ) : null}
      </Panel>
      {props.label ? (
        <div style={{ display: 'flex', marginTop: 4, fontFamily: props.ctx.fonts.body, fontWeight: 700, fontSize: 26, color: '#3a2c1f' }}>
          {props.label}
        </div>
      ) : null}
    </div>
  );
}
