/**
 * The cards as the engine reads them: each card's fields and its effects with their parsed text
 * (the checker's parse: the engine plays exactly what the checker read), and the five heroes'
 * two sides. Built once per loaded pack.
 */
import type { LoadedPack } from '../../../core/pack.js';
import type { Effect, HeroFace } from '../card-types.js';
import type { Characters, Condition, EffectText, Mode, Stat, StatTarget } from '../text/ast.js';
import { effectsOf } from '../text/fields.js';
import { parseLyokoText } from '../text/parse.js';
import type { CardNo } from './types.js';

export type Stats = Partial<Record<Stat, number>>;

export interface CardEffect {
  timing: Effect['timing'];
  limit: number;
  poursuite: boolean;
  name: string | null;
  ast: EffectText;
}

/**
 * A permanent change of characteristic (« … gagne +1 en Force » in a permanent ability): its
 * condition, what it applies to, by how much. Read whenever a characteristic is needed (at every
 * confrontation and every weighing of one by a bot), so the catalogue lists them by stat and by
 * what they apply to once, and a card in play with none for that stat is passed over.
 */
export interface CharChange {
  /** The stat changed, by statIndex. */
  stat: number;
  condition: Condition | null;
  who: Characters;
  n: number;
}
export interface DangerChange {
  condition: Condition | null;
  target: Extract<StatTarget, { kind: 'dangers' }>;
  n: number;
}
/** A characteristic's number (the book's order): the catalogue's lists by characteristic are arrays read by it. */
export function statIndex(stat: Stat): number {
  return stat === 'force' ? 0 : stat === 'agilite' ? 1 : 2;
}

/**
 * A card's or a side's permanent changes of characteristic: to characters (in the text's order,
 * a bot reading a character's three stats at once), to dangers by stat index. `mask` says in
 * which stats it has some: bit k for characters in stat k, bit 3 + k for dangers[k].
 */
export interface PermanentChanges {
  chars: CharChange[];
  dangers: DangerChange[][];
  mask: number;
}

/** The bit of PermanentChanges.mask for the changes to characters in `stat`. */
export const charChangeBit = (stat: Stat): number => 1 << statIndex(stat);
/** The bit of PermanentChanges.mask for the changes to dangers in `stat`. */
export const dangerChangeBit = (stat: Stat): number => 8 << statIndex(stat);

export interface CardDef {
  id: string;
  /** Its number: its place in the catalogue's list, how the state names it. */
  no: CardNo;
  type: string;
  name: string;
  limit: number;
  mode: Mode;
  stats: Stats;
  /** Its characteristics by stat index (statIndex), a missing one 0: read at every characteristic, by number rather than by name. */
  statValues: number[];
  unique: boolean;
  /** The hero who alone may use it (III.5), by id. */
  character: string | null;
  effects: CardEffect[];
  /** Its triggered abilities, apart: the engine looks for them at every event. */
  triggered: CardEffect[];
  /** The indexes of its surprise abilities (VII.3). */
  surpriseEffects: number[];
  /** The indexes of its abilities used as a coup (« action » and « évènement »): what the legal coups look at. */
  coupEffects: number[];
  /** VII.1: the characteristics an obstacle or a danger can be confronted in (those it has), in the book's order. */
  opposable: Stat[];
  /** Its permanent abilities' changes of characteristic. */
  changes: PermanentChanges;
}

export interface FaceDef {
  title: string;
  mode: 'reel' | 'virtuel';
  stats: Stats;
  /** Its characteristics by stat index, a missing one 0 (as CardDef's). */
  statValues: number[];
  effects: CardEffect[];
  /** The indexes of its surprise abilities (VII.3). */
  surpriseEffects: number[];
  /** Its permanent abilities' changes of characteristic. */
  changes: PermanentChanges;
}

export interface HeroDef {
  id: string;
  name: string;
  recto: FaceDef;
  verso: FaceDef;
}

export interface Catalogue {
  /**
   * The cards by id (what actions, events and packs name), and by number (what the state holds).
   * A map, not an object: an id read from a file (« constructor », « __proto__ ») must find no
   * card rather than what every object inherits. Read it through findCard and cardById.
   */
  cards: ReadonlyMap<string, CardDef>;
  list: CardDef[];
  heroes: HeroDef[];
  /**
   * What the legal coups read of every card of a hand and of the table at each decision, by card
   * number, in arrays: the VP a card needs to be played as a coup (NEVER for a surprise or an
   * obstacle, which never are), and what a card in play is to them and to the triggers (ROLE_*
   * bits). A hand's cards that cannot be a coup are passed over without reading their definitions.
   */
  coupLimit: Int32Array;
  role: Uint8Array;
  /**
   * Which permanent changes of characteristic each card has (PermanentChanges.mask), by card number:
   * a characteristic is read a million times in a search bot's game, each time passing over every
   * card in play, most of which change nothing.
   */
  changeMask: Uint8Array;
}

export const NEVER = 2 ** 30;
export const ROLE_EXTRA = 1;
export const ROLE_DANGER = 2;
export const ROLE_COUP_ABILITY = 4;
/** A card with triggered abilities: what fire looks for at every event. */
export const ROLE_TRIGGERED = 8;

const STAT_ORDER: Stat[] = ['force', 'agilite', 'ruse'];

const indexesOf = (effects: CardEffect[], ...timings: Effect['timing'][]): number[] => effects.flatMap((e, i) => (timings.includes(e.timing) ? [i] : []));

function effect(e: Effect): CardEffect {
  const parsed = parseLyokoText(e.text);
  if (!parsed.ok) throw new Error(`the card text "${e.text}" is not in the card language: check the pack first`);
  return { timing: e.timing, limit: e.limit ?? 0, poursuite: e.poursuite ?? false, name: e.name ?? null, ast: parsed.ast };
}

/**
 * The changes of characteristic of permanent abilities, sentence by sentence. A change of « the
 * opposition » (« l'obstacle gagne … ») means something in a confrontation only: a permanent one
 * applies to nothing, and is not listed.
 */
function permanentChanges(effects: CardEffect[]): PermanentChanges {
  const out: PermanentChanges = { chars: [], dangers: [[], [], []], mask: 0 };
  for (const e of effects) {
    if (e.timing !== 'permanent') continue;
    for (const sentence of e.ast.sentences) {
      const c = sentence.clause;
      if (c.kind !== 'modify') continue;
      if (c.target.kind === 'characters') {
        out.chars.push({ stat: statIndex(c.stat), condition: sentence.condition, who: c.target.who, n: c.n });
        out.mask |= charChangeBit(c.stat);
      } else if (c.target.kind === 'dangers') {
        out.dangers[statIndex(c.stat)].push({ condition: sentence.condition, target: c.target, n: c.n });
        out.mask |= dangerChangeBit(c.stat);
      }
    }
  }
  return out;
}

function statValues(stats: Stats | undefined): number[] {
  return STAT_ORDER.map((k) => stats?.[k] ?? 0);
}

function face(f: HeroFace): FaceDef {
  const effects = (f.effects ?? []).map(effect);
  return { title: f.title, mode: f.mode, stats: { ...f.stats }, statValues: statValues(f.stats), effects, surpriseEffects: indexesOf(effects, 'surprise'), changes: permanentChanges(effects) };
}

export function buildCatalogue(pack: LoadedPack): Catalogue {
  const cards = new Map<string, CardDef>();
  const list: CardDef[] = [];
  const heroes: HeroDef[] = [];
  for (const card of pack.cards.filter((c) => c.valid)) {
    const d = card.data as Record<string, unknown>;
    if (card.type.id === 'heros') {
      heroes.push({ id: card.id, name: d.name as string, recto: face(d.recto as HeroFace), verso: face(d.verso as HeroFace) });
      continue;
    }
    const effects = effectsOf(card).map((x) => effect(x.effect));
    const def: CardDef = {
      id: card.id,
      no: list.length,
      type: card.type.id,
      name: d.name as string,
      limit: (d.limit as number) ?? 0,
      mode: d.mode as Mode,
      stats: { ...((d.stats as Stats | undefined) ?? {}) },
      statValues: statValues(d.stats as Stats | undefined),
      unique: d.unique === true,
      character: (d.character as string | undefined) ?? null,
      effects,
      triggered: effects.filter((e) => e.timing === 'declenche'),
      surpriseEffects: indexesOf(effects, 'surprise'),
      coupEffects: indexesOf(effects, 'action', 'evenement'),
      opposable: STAT_ORDER.filter((k) => typeof (d.stats as Stats | undefined)?.[k] === 'number'),
      changes: permanentChanges(effects),
    };
    cards.set(card.id, def);
    list.push(def);
  }
  const coupLimit = Int32Array.from(list, (c) => (c.type === 'surprise' || c.type === 'obstacle' ? NEVER : c.limit));
  const role = Uint8Array.from(list, (c) => (c.type === 'extra' ? ROLE_EXTRA : 0) | (c.type === 'danger' ? ROLE_DANGER : 0) | (c.coupEffects.length ? ROLE_COUP_ABILITY : 0) | (c.triggered.length ? ROLE_TRIGGERED : 0));
  const changeMask = Uint8Array.from(list, (c) => c.changes.mask);
  return { cards, list, heroes, coupLimit, role, changeMask };
}

/** The card with this id, or undefined when no card of the pack has it (an id read from a file). */
export function findCard(cat: Catalogue, id: string): CardDef | undefined {
  return cat.cards.get(id);
}

/** The card with this id, which the engine itself put in play or in a hand: one missing is the engine's error. */
export function cardById(cat: Catalogue, id: string): CardDef {
  const card = cat.cards.get(id);
  if (!card) throw new Error(`no card of this pack has the id "${id}"`);
  return card;
}

/** The first id of a list (a deck) that no card of the pack has, with its place; null when all are cards. */
export function unknownCard(cat: Catalogue, ids: readonly string[]): { id: string; at: number } | null {
  const at = ids.findIndex((id) => !cat.cards.has(id));
  return at < 0 ? null : { id: ids[at], at };
}

/** The numbers of cards named by id (a deck list); an id no card has is an error of the caller (lists are checked first). */
export function cardNumbers(cat: Catalogue, ids: readonly string[]): CardNo[] {
  return ids.map((id) => cardById(cat, id).no);
}
