/** One text size per card: the layout passes set every text box at one size, the art giving up height first. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { drawJob, layoutPasses } from '../src/render/draw.js';
import { renderJobs } from '../src/render/jobs.js';
import type { CardLayout, SatoriElement } from '../src/render/context.js';
import { codexDir } from './helpers.js';

/** The font sizes of a card's text-box runs (TextBox draws its runs with `white-space: pre`). */
function textSizes(el: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(el)) for (const x of el) textSizes(x, out);
  else if (el && typeof el === 'object') {
    const e = el as SatoriElement;
    const style = e.props?.style as { whiteSpace?: string; fontSize?: number } | undefined;
    if (style?.whiteSpace === 'pre' && style.fontSize) out.add(style.fontSize);
    textSizes(e.props?.children, out);
  }
  return out;
}

let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(codexDir, 'cards/codex');
});

describe('one text size per card', () => {
  it('every CODEX card sets all its text boxes at one size', async () => {
    const jobs = renderJobs(pack).filter((j) => j.side === 'front' && j.cardId);
    expect(jobs.length).toBeGreaterThan(70);
    const mixed: string[] = [];
    for (const job of jobs) {
      const sizes = textSizes((await drawJob(job)).element);
      if (sizes.size !== 1) mixed.push(`${job.key}: ${[...sizes].join(', ')} px`);
    }
    expect(mixed).toEqual([]);
  });

  it('the Bagarreur, whose condition is long, sets its effects at the size of its conditions', async () => {
    const job = renderJobs(pack).find((j) => j.key === 'creatures/bagarreur-de-la-crique')!;
    const sizes = [...textSizes((await drawJob(job)).element)];
    expect(sizes).toHaveLength(1);
    expect(sizes[0] / (300 / 72)).toBeGreaterThanOrEqual(8);
  });
});

describe('layout passes', () => {
  // A card of 1,000 px: an art box of 300 px (at least 100), then two text boxes. Box A wants
  // 40 px and fits at it only with 760 px or more; box B wants 44 px and fits at it always.
  const card = (text: (h: number) => number) => (layout: CardLayout) => {
    const art = layout.flexHeight(300, 100);
    const room = 1000 - art;
    const a = Math.min(40, layout.textSize ?? 40, text(room));
    const b = Math.min(44, layout.textSize ?? 44);
    layout.fitted(a, 40);
    layout.fitted(b, 44);
    return { type: 'div', props: { art, a, b } } as SatoriElement;
  };

  it('the art gives up height before any text shrinks', () => {
    const el = layoutPasses((layout) => card((room) => (room >= 760 ? 40 : 30))(layout));
    expect(el.props).toEqual({ art: 240, a: 40, b: 40 });
  });

  it('when giving up height helps only so far, the art gives the least that reaches the largest size', () => {
    const el = layoutPasses((layout) => card((room) => (room >= 950 ? 40 : room >= 780 ? 35 : 30))(layout));
    expect(el.props).toEqual({ art: 220, a: 35, b: 35 });
  });

  it('when it does not help, every box shrinks to the size the tightest fits, and the art stays whole', () => {
    const el = layoutPasses((layout) => card(() => 30)(layout));
    expect(el.props).toEqual({ art: 300, a: 30, b: 30 });
  });

  it('text that fits leaves the art whole, and boxes at the smallest preferred size', () => {
    const el = layoutPasses((layout) => card(() => 40)(layout));
    expect(el.props).toEqual({ art: 300, a: 40, b: 40 });
  });

  it('reports problems from the last pass only', () => {
    let reported = 0;
    layoutPasses((layout, report) => {
      if (report) reported++;
      return card((room) => (room >= 800 ? 40 : 30))(layout);
    });
    expect(reported).toBe(1);
  });
});

describe('layout passes keep the art when giving it up does not help', () => {
  it('a box that fits at a smaller size whatever the height leaves the art whole', () => {
    const el = layoutPasses((layout) => {
      const art = layout.flexHeight(300, 100);
      layout.fitted(Math.min(30, layout.textSize ?? 30), 40);
      return { type: 'div', props: { art } } as SatoriElement;
    });
    expect(el.props).toEqual({ art: 300 });
  });
});
