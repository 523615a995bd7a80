/**
 * Runs a card template: builds its render context, calls it, and collects the problems it
 * reports (text that does not fit, missing glyphs). Used both by `check` (layout only, no
 * pixels) and by the renderer, through drawn.ts, which keeps each drawing for the other.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { cardGeometry } from '../core/manifest.js';
import { iconDataUri } from '../core/icons.js';
import { templatesBuildDir } from '../core/paths.js';
import { isWithin } from '../core/safe-path.js';
import { own } from '../core/own.js';
import { lookOf } from '../core/look.js';
import type { CardProblem, RenderContext, SatoriElement, TemplateModule } from './context.js';
import type { RenderJob } from './jobs.js';

const modules = new Map<string, Promise<TemplateModule>>();

/**
 * Imports a compiled template. Jobs only name templates that core/pack-templates resolved; this
 * second look keeps anything outside build/templates/ from ever being imported.
 */
export function loadTemplate(file: string): Promise<TemplateModule> {
  let m = modules.get(file);
  if (!m) {
    m = (async () => {
      if (!isWithin(realpathSync(templatesBuildDir), realpathSync(file))) throw new Error(`refused to load ${file}: templates live in templates/<pack>/`);
      const mod = (await import(pathToFileURL(file).href)) as Partial<TemplateModule>;
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
  const deck = job.manifest.decks.find((d) => d.id === job.deckId)!;
  const problems: CardProblem[] = [];
  const geometry = cardGeometry(job.manifest.card);
  const ctx: RenderContext = {
    manifest: job.manifest,
    geometry,
    safe: { width: geometry.width - 2 * geometry.safe, height: geometry.height - 2 * geometry.safe },
    deck,
    cardId: job.cardId,
    fonts: job.manifest.fonts,
    look: lookOf(job.manifest),
    icon,
    symbol: (name) => own(job.manifest.symbols, name),
    ref: (type, value) => own(job.related, `${type}:${String(value)}`),
    report: (p) => problems.push(p),
  };
  runs++;
  const element = template.default(job.card, ctx);
  return { element, problems };
}
