/**
 * The list of images a pack renders: one front per valid card, and one back per deck (or one
 * per card, for decks whose backs are unique, such as numbered Secret cards), each in its deck's
 * format; then each token's faces, each board and each sheet, in its own format. A job carries
 * its format: the renderer and the templates draw at its size.
 */
import { boardData, type LoadedPack } from '../core/pack.js';
import type { Manifest } from '../core/manifest.js';
import type { PathSegment } from '../core/yaml-source.js';
import { templateFiles } from '../core/pack-templates.js';
import { REF_KEYWORD, type RefTarget } from '../core/schema-kit.js';
import { annotated } from '../core/schema-walk.js';
import type { LoadedCard } from '../core/pack.js';
import { COMPONENT_FORMAT_KIND, componentTemplates, deckFormat, drawnComponents, formatNamed, type DrawnComponent, type Format } from '../core/formats.js';
import { backKey, frontKey } from './outputs.js';
import { projectOfPack } from '../core/project.js';
import type { FontSource } from './own-fonts.js';
import { cardPictures } from './pictures.js';

/** The data of every card that `card` references, keyed "type:value". */
function relatedCards(card: LoadedCard, all: LoadedCard[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const ref of annotated(card.type.schema, card.data, REF_KEYWORD)) {
    const t = ref.schema[REF_KEYWORD] as RefTarget;
    // A card that failed its schema is drawn by no template, not even as another card's reference.
    const target = all.find((c) => c.valid && c.type.id === t.type && c.data[t.key ?? 'id'] === ref.value);
    if (target) out[`${t.type}:${String(ref.value)}`] = target.data;
  }
  return out;
}

export interface RenderJob {
  /** Output path relative to dist/<game>/cards/, without extension, e.g. "creatures/encre". */
  key: string;
  side: 'front' | 'back';
  /** The format the image is drawn in: its name, kind, size in mm and the resolution it is laid out at. */
  format: Format;
  /** Compiled template module. */
  templateFile: string;
  /** Template source, hashed for the render cache. */
  templateSource: string;
  /** What the template draws: the card, a component's manifest entry, or null for a deck's back. */
  card: Record<string, unknown> | null;
  /** The card's id, the component's, or null for a deck's back. */
  cardId: string | null;
  /** The deck's id, or the component's (they share one set of ids). */
  deckId: string;
  /** The component drawn, or null for a deck's card or back. */
  component: DrawnComponent | null;
  manifest: Manifest;
  /** The content of the data file the deck draws (its `data:`), for the template as ctx.data. */
  data?: unknown;
  /** Cards this card refers to (a starting item, rewards), by "type:value", for the template. */
  related: Record<string, Record<string, unknown>>;
  /**
   * Resolution of the PNG, when not the manifest's. Cards are always laid out at the manifest's
   * dpi (templates are designed in those pixels) and only rasterised at this one.
   */
  outputDpi?: number;
  /** Where the card (or the component's manifest entry) is in its YAML file, to locate render problems. */
  source: { file: string; path: PathSegment[] } | null;
  /** The game's own font files (game.yaml's `fonts: files:`), when it has some: the card is drawn with them. */
  fonts?: FontSource;
}

export function renderJobs(pack: LoadedPack): RenderJob[] {
  const manifest = pack.manifest;
  if (!manifest) return [];
  const jobs: RenderJob[] = [];
  const resolved = new Map<string, ReturnType<typeof templateFiles>>();
  const template = (name: string) => {
    if (!resolved.has(name)) resolved.set(name, templateFiles(pack, name));
    return resolved.get(name)!;
  };
  const own = manifest.fonts.files ?? [];
  const common = { manifest, component: null, related: {}, ...(own.length ? { fonts: { project: projectOfPack(pack.dir), files: own } } : {}) };
  // A data file that failed its schema is given to no template: the deck or the board that draws
  // it is left out whole, its back too (the schema error says why).
  const failed = (name: string | undefined) => name !== undefined && pack.data.some((d) => d.name === name && !d.valid);
  for (const deck of manifest.decks) {
    if (failed(deck.data)) continue;
    // A format that does not resolve is reported by core/schema: nothing of the deck is drawn.
    const format = deckFormat(manifest, deck);
    if (!format || format.kind !== 'card') continue;
    const cards = pack.cards.filter((c) => c.deck.id === deck.id && c.valid);
    // A template that does not resolve is reported by core/template: nothing is drawn with it.
    const back = template(deck.back.template);
    // A deck drawn from a data file (a table of what each card means) gets its content as ctx.data.
    const data = boardData(pack, deck);
    for (const card of cards) {
      const front = template(card.type.template);
      if (!front) continue;
      const source = { file: card.src.file, path: card.path };
      // The card's own images go with the cards it refers to: the template finds both through ctx.ref.
      const pictures = cardPictures(card, pack.images);
      const of = { ...common, format, card: card.data, cardId: card.id, deckId: deck.id, source, data };
      jobs.push({ ...of, key: frontKey(deck.id, card.id), side: 'front', templateFile: front.compiled, templateSource: front.source, related: { ...relatedCards(card, pack.cards), ...pictures } });
      if (deck.back.unique && back) jobs.push({ ...of, key: backKey(deck.id, card.id), side: 'back', templateFile: back.compiled, templateSource: back.source, related: pictures });
    }
    if (!deck.back.unique && back) {
      jobs.push({ ...common, format, card: null, cardId: null, deckId: deck.id, source: null, data, key: backKey(deck.id, null), side: 'back', templateFile: back.compiled, templateSource: back.source });
    }
  }
  drawnComponents(manifest).forEach((component) => {
    const format = formatNamed(manifest, component.format);
    if (!format || format.kind !== COMPONENT_FORMAT_KIND[component.kind]) return;
    if (component.kind === 'board' && failed(component.data)) return;
    const index = (manifest.components ?? []).indexOf(component);
    const names = componentTemplates(component);
    // A board drawn from a data file (a map) gets its content as `data`: a change to it redraws the board.
    const card = component.kind === 'board' && component.data ? { ...component, data: boardData(pack, component) } : (component as Record<string, unknown>);
    const of = { ...common, component, format, card, cardId: component.id, deckId: component.id, source: { file: pack.manifestSrc.file, path: ['components', index] } };
    const front = template(names.front);
    const back = names.back === null ? null : template(names.back);
    if (front) jobs.push({ ...of, key: frontKey(component.id, component.id), side: 'front', templateFile: front.compiled, templateSource: front.source });
    if (back) jobs.push({ ...of, key: backKey(component.id, component.id), side: 'back', templateFile: back.compiled, templateSource: back.source });
  });
  return jobs;
}
