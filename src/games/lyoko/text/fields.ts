/**
 * The effect texts of a Code Lyoko pack's cards, each with the effect's kind (`timing`) and the
 * face of a hero it is on, parsed once per loaded pack and shared by the rules and the engine.
 */
import type { LoadedCard, LoadedPack } from '../../../core/pack.js';
import type { Location } from '../../../core/rule.js';
import type { GrammarResult } from '../../../core/text-parse.js';
import type { PathSegment } from '../../../core/yaml-source.js';
import type { Effect } from '../card-types.js';
import type { EffectText } from './ast.js';
import { parseLyokoText } from './parse.js';

export type Timing = Effect['timing'];

export interface LyokoTextField {
  card: LoadedCard;
  /** Path from the card to the text, e.g. ['effects', 0, 'text'] or ['verso', 'effects', 0, 'text']. */
  path: PathSegment[];
  /** The card type's id (`heros` for both faces of a hero). */
  type: string;
  face: 'recto' | 'verso' | null;
  effect: Effect;
  text: string;
  result: GrammarResult<EffectText>;
  /** The AST when the text parsed, null otherwise. */
  ast: EffectText | null;
}

const cache = new WeakMap<LoadedPack, LyokoTextField[]>();

/** The effects a card holds, with where they are: a hero's two faces, or the card's own list. */
export function effectsOf(card: LoadedCard): { face: 'recto' | 'verso' | null; index: number; effect: Effect }[] {
  const data = card.data as { effects?: Effect[]; recto?: { effects?: Effect[] }; verso?: { effects?: Effect[] } };
  if (card.type.id === 'heros') {
    return (['recto', 'verso'] as const).flatMap((face) => (data[face]?.effects ?? []).map((effect, index) => ({ face, index, effect })));
  }
  return (data.effects ?? []).map((effect, index) => ({ face: null, index, effect }));
}

/** Every effect text of the pack's schema-valid cards, parsed. */
export function lyokoTexts(pack: LoadedPack): LyokoTextField[] {
  let fields = cache.get(pack);
  if (!fields) {
    fields = [];
    for (const card of pack.cards.filter((c) => c.valid)) {
      for (const { face, index, effect } of effectsOf(card)) {
        if (typeof effect?.text !== 'string') continue;
        const result = parseLyokoText(effect.text);
        const path: PathSegment[] = face ? [face, 'effects', index, 'text'] : ['effects', index, 'text'];
        fields.push({ card, path, type: card.type.id, face, effect, text: effect.text, result, ast: result.ok ? result.ast : null });
      }
    }
    cache.set(pack, fields);
  }
  return fields;
}

/** Where a rule reports a problem in a text: offsets [start, end) in it, or the whole scalar. */
export function textLocation(f: LyokoTextField, at?: readonly [number, number] | null): Location {
  const path = [...f.card.path, ...f.path];
  return at ? { src: f.card.src, path, start: at[0], end: at[1] } : { src: f.card.src, path };
}

/** Where a rule reports a problem with an effect's kind: its `timing` field. */
export function timingLocation(f: LyokoTextField): Location {
  return { src: f.card.src, path: [...f.card.path, ...f.path.slice(0, -1), 'timing'] };
}
