/**
 * Runs a card template: builds its render context, calls it, and collects the problems it
 * reports (text that does not fit, missing glyphs). Used both by `check` (layout only, no
 * pixels) and by the renderer, through drawn.ts, which keeps each drawing for the other.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { cardGeometry, type DeckDef } from '../core/manifest.js';
import { componentTemplates, type DrawnComponent } from '../core/formats.js';
import { iconDataUri } from '../core/icons.js';
import { isCompiledTemplate } from '../core/template-build.js';
import { own } from '../core/own.js';
import { withSourceMaps } from '../core/source-maps.js';
import { lookOf, type Look } from '../core/look.js';
import type { CardLayout, CardProblem, RenderContext, SatoriElement, TemplateModule } from './context.js';
import type { RenderJob } from './jobs.js';

const modules = new Map<string, Promise<TemplateModule>>();

/**
 * Imports a compiled template. Jobs only name templates that core/pack-templates resolved; this
 * second look keeps anything but a module of the templates compiler from ever being imported.
 */
export function loadTemplate(file: string): Promise<TemplateModule> {
  let m = modules.get(file);
  if (!m) {
    m = (async () => {
      if (!isCompiledTemplate(realpathSync(file))) throw new Error(`refused to load ${file}: templates live in templates/<pack>/`);
      // The module's inline source map makes an exception's stack name the .tsx and its line.
      const mod = (await withSourceMaps(() => import(pathToFileURL(file).href))) as Partial<TemplateModule>;
      if (typeof mod.default !== 'function') throw new Error('the template module has no default export (a function of the card and its context)');
      return mod as TemplateModule;
    })();
    modules.set(file, m);
  }
  return m;
}

const iconCache = new Map<string, string>();
function icon(name: string, color: string): string {
  const key = `${name}\u0000${color}`;
  let uri = iconCache.get(key);
  if (!uri) {
    uri = iconDataUri(name, color);
    iconCache.set(key, uri);
  }
  return uri;
}

/**
 * A component drawn as a deck of its own, so that the shared components (Frame, ArtBox) draw it
 * as they draw cards: its id, name and count, its colours (the look's rim when it has none).
 */
function componentDeck(c: DrawnComponent, look: Look): DeckDef {
  const { front, back } = componentTemplates(c);
  return {
    id: c.id,
    name: c.name,
    type: c.kind,
    count: c.count,
    color: c.color ?? look.rim,
    ...(c.accent ? { accent: c.accent } : {}),
    back: { template: back ?? front, icon: '', label: c.name },
  };
}

export interface Drawn {
  element: SatoriElement;
  problems: CardProblem[];
}

let runs = 0;

/** How many times this process ran a template: the tests check that each runs once per changed card. */
export function templateRuns(): number {
  return runs;
}

export async function drawJob(job: RenderJob): Promise<Drawn> {
  const template = await loadTemplate(job.templateFile);
  const deck = job.component ? componentDeck(job.component, lookOf(job.manifest)) : job.manifest.decks.find((d) => d.id === job.deckId)!;
  const problems: CardProblem[] = [];
  const geometry = cardGeometry(job.format);
  const ctx: RenderContext = {
    manifest: job.manifest,
    geometry,
    safe: { width: geometry.width - 2 * geometry.safe, height: geometry.height - 2 * geometry.safe },
    format: { name: job.format.name, kind: job.format.kind, shape: job.format.shape },
    deck,
    component: job.component,
    side: job.side,
    cardId: job.cardId,
    fonts: job.manifest.fonts,
    look: lookOf(job.manifest),
    icon,
    symbol: (name) => own(job.manifest.symbols, name),
    ref: (type, value) => own(job.related, `${type}:${String(value)}`),
    report: (p) => problems.push(p),
    data: job.data,
  };
  runs++;
  const element = layoutPasses((layout, report) => template.default(job.card, { ...ctx, layout, report: report ? ctx.report : () => {} }));
  return { element, problems };
}

/** How much height a flexible box gives up at each step of the layout passes (px). */
const FLEX_STEP = 20;

/**
 * Runs a template until its card has one text size: measuring passes (problems not reported) find
 * the size each text box fits at; while the smallest is below the smallest preferred size and a
 * flexible box (the art) can still give up height, the next pass gives up FLEX_STEP more. The last
 * pass keeps the least the art gave for the largest size reached (art given up for nothing is
 * kept), sets every text box at that one size, and reports its problems.
 */
export function layoutPasses(run: (layout: CardLayout, report: boolean) => SatoriElement): SatoriElement {
  let best = { fitted: -1, give: 0 };
  for (let give = 0, pass = 0; pass < 64; give += FLEX_STEP, pass++) {
    let fitted = Infinity;
    let preferred = Infinity;
    let canGive = false;
    run(
      {
        textSize: null,
        fitted: (size, pref) => {
          fitted = Math.min(fitted, size);
          preferred = Math.min(preferred, pref);
        },
        flexHeight: (pref, min) => {
          if (pref - give - FLEX_STEP >= min) canGive = true;
          return Math.max(min, pref - give);
        },
      },
      false,
    );
    if (fitted > best.fitted + 1e-9) best = { fitted, give };
    if (fitted >= preferred - 1e-9 || !canGive) break;
  }
  const textSize = best.fitted === Infinity ? null : best.fitted;
  return run({ textSize, fitted: () => {}, flexHeight: (pref, min) => Math.max(min, pref - best.give) }, true);
}
