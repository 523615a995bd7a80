/**
 * A round badge with an icon above and a value below (PV, riposte, accuracy…). Values are set in
 * the body font's bold, whose lining figures read unambiguously: a title face such as Cinzel
 * draws 1 and 0 as I and O.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Icon } from './Icon.js';
import { Panel } from './Panel.js';

export interface StatBadgeProps {
  /** The render context the template received. */
  ctx: RenderContext;
  /** The icon before the value, drawn in white: an icon name of game-icons.net. */
  icon: string;
  /** The value, in the body font's bold (half the badge's height). */
  value: string;
  /** A word printed under the badge (26 px, dark). @default extraIcon?.label */
  label?: string;
  /** The badge's colour. */
  color: string;
  /** The badge's height in px (its width is at least as much). @default 120 */
  size?: number;
  /** A second value printed beside the first (e.g. a Plante creature's garden value). */
  alt?: { value: string; color: string };
  /**
   * A mark printed after the value, large and filled so that it reads at arm's length: a disc in
   * `background` (with a ring of the look's rim) holding the icon in `color`. Its `label`, if any,
   * is printed under the badge in `background`, unless the badge has its own label.
   */
  extraIcon?: { name: string; color: string; background: string; label?: string };
}

export function StatBadge(props: StatBadgeProps): SatoriElement {
  const size = props.size ?? 120;
  const disc = Math.round(size * 0.78);
  const label = props.label ?? props.extraIcon?.label;
  const labelColor = props.label ? '#3a2c1f' : (props.extraIcon?.background ?? '#3a2c1f');
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
        {props.extraIcon ? (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: disc,
              height: disc,
              marginLeft: 8,
              marginRight: -4,
              borderRadius: disc / 2,
              border: `3px solid ${props.ctx.look.rim}`,
              backgroundColor: props.extraIcon.background,
            }}
          >
            <Icon ctx={props.ctx} name={props.extraIcon.name} color={props.extraIcon.color} size={Math.round(disc * 0.68)} />
          </div>
        ) : null}
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
      {label ? (
        <div style={{ display: 'flex', marginTop: props.label ? 4 : 2, fontFamily: props.ctx.fonts.body, fontWeight: 700, fontSize: 26, lineHeight: props.label ? undefined : 1, color: labelColor }}>
          {label}
        </div>
      ) : null}
    </div>
  );
}
