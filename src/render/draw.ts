/**
 * Runs a card template: builds its render context, calls it, and collects the problems it
 * reports (text that does not fit, missing glyphs). Used both by `check` (layout only, no
 * pixels) and by the renderer.
 */
import { pathToFileURL } from 'node:url';
import { cardGeometry } from '../core/manifest.js';
import { iconDataUri } from '../core/icons.js';
import type { CardProblem, RenderContext, SatoriElement, TemplateModule } from './context.js';
import type { RenderJob } from './jobs.js';

const modules = new Map<string, Promise<TemplateModule>>();

export function loadTemplate(file: string): Promise<TemplateModule> {
  let m = modules.get(file);
  if (!m) {
    m = import(pathToFileURL(file).href) as Promise<TemplateModule>;
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
    icon,
    symbol: (name) => job.manifest.symbols[name],
    ref: (type, value) => job.related[`${type}:${String(value)}`],
    report: (p) => problems.push(p),
  };
  const element = template.default(job.card, ctx);
  return { element, problems };
}
