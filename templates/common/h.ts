/**
 * The JSX factory of our templates (tsconfig: jsxFactory "h"). It builds the plain
 * `{ type, props }` objects satori reads, calling function components at once, so no React
 * runtime is needed.
 */
import type { SatoriElement } from '../../src/render/context.js';

type Child = SatoriElement | string | number | null | undefined | false | Child[];
type Component<P> = (props: P & { children?: Child }) => SatoriElement;

export function h(type: string | Component<any>, props: Record<string, unknown> | null, ...children: Child[]): SatoriElement {
  const flat = flatten(children);
  const allProps = { ...(props ?? {}), ...(flat.length === 0 ? {} : { children: flat.length === 1 ? flat[0] : flat }) };
  if (typeof type === 'function') return type(allProps as never);
  return { type, props: allProps };
}

export function Fragment(props: { children?: Child }): SatoriElement {
  return { type: 'div', props: { style: { display: 'flex' }, children: props.children } };
}

function flatten(children: Child[]): (SatoriElement | string)[] {
  const out: (SatoriElement | string)[] = [];
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) out.push(...flatten(c));
    else out.push(typeof c === 'number' ? String(c) : c);
  }
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace h {
  namespace JSX {
    type Element = SatoriElement;
    interface IntrinsicElements {
      [name: string]: Record<string, unknown>;
    }
  }
}
