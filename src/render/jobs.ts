/**
 * The list of images a pack renders: one front per valid card, and one back per deck (or one
 * per card, for decks whose backs are unique, such as numbered Secret cards).
 */
import type { LoadedPack } from '../core/pack.js';
import type { Manifest } from '../core/manifest.js';
import type { PathSegment } from '../core/yaml-source.js';
import { templateFiles } from '../core/pack-templates.js';
import { REF_KEYWORD, type RefTarget } from '../core/schema-kit.js';
import { annotated } from '../core/schema-walk.js';
import type { LoadedCard } from '../core/pack.js';
import { backKey, frontKey } from './outputs.js';

/** The name of the manifest's `card:` format. */
export const CARD_FORMAT = 'card';

/** The data of every card that `card` references, keyed "type:value". */
function relatedCards(card: LoadedCard, all: LoadedCard[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const ref of annotated(card.type.schema, card.data, REF_KEYWORD)) {
    const t = ref.schema[REF_KEYWORD] as RefTarget;
    const target = all.find((c) => c.type.id === t.type && c.data[t.key ?? 'id'] === ref.value);
    if (target) out[`${t.type}:${String(ref.value)}`] = target.data;
  }
  return out;
}

export interface RenderJob {
  /** Output path relative to dist/<game>/cards/, without extension, e.g. "creatures/encre". */
  key: string;
  side: 'front' | 'back';
  /** The name of the format the image is drawn in ('card': the manifest's card). */
  format: string;
  /** Compiled template module. */
  templateFile: string;
  /** Template source, hashed for the render cache. */
  templateSource: string;
  card: Record<string, unknown> | null;
  cardId: string | null;
  deckId: string;
  manifest: Manifest;
  /** Cards this card refers to (a starting item, rewards), by "type:value", for the template. */
  related: Record<string, Record<string, unknown>>;
  /**
   * Resolution of the PNG, when not the manifest's. Cards are always laid out at the manifest's
   * dpi (templates are designed in those pixels) and only rasterised at this one.
   */
  outputDpi?: number;
  /** Where the card is in its YAML file, to locate render problems. */
  source: { file: string; path: PathSegment[] } | null;
}

export function renderJobs(pack: LoadedPack): RenderJob[] {
  const manifest = pack.manifest;
  if (!manifest) return [];
  const jobs: RenderJob[] = [];
  const resolved = new Map<string, ReturnType<typeof templateFiles>>();
  const template = (name: string) => {
    if (!resolved.has(name)) resolved.set(name, templateFiles(manifest.pack, name));
    return resolved.get(name)!;
  };
  for (const deck of manifest.decks) {
    const cards = pack.cards.filter((c) => c.deck.id === deck.id && c.valid);
    // A template that does not resolve is reported by core/template: nothing is drawn with it.
    const back = template(deck.back.template);
    for (const card of cards) {
      const front = template(card.type.template);
      if (!front) continue;
      const source = { file: card.src.file, path: card.path };
      jobs.push({
        key: frontKey(deck.id, card.id),
        side: 'front',
        format: CARD_FORMAT,
        templateFile: front.compiled,
        templateSource: front.source,
        card: card.data,
        cardId: card.id,
        deckId: deck.id,
        manifest,
        related: relatedCards(card, pack.cards),
        source,
      });
      if (deck.back.unique && back) {
        jobs.push({
          key: backKey(deck.id, card.id),
          side: 'back',
          format: CARD_FORMAT,
          templateFile: back.compiled,
          templateSource: back.source,
          card: card.data,
          cardId: card.id,
          deckId: deck.id,
          manifest,
          related: {},
          source,
        });
      }
    }
    if (!deck.back.unique && back) {
      jobs.push({
        key: backKey(deck.id, null),
        side: 'back',
        format: CARD_FORMAT,
        templateFile: back.compiled,
        templateSource: back.source,
        card: null,
        cardId: null,
        deckId: deck.id,
        manifest,
        related: {},
        source: null,
      });
    }
  }
  return jobs;
}
