/**
 * What the engine knows of the cards: the pack's typed cards with each text field's parsed AST,
 * indexed the way the rules look them up. Built from a checked pack, so editing a card's YAML
 * changes the games the engine plays; no card's behaviour is written in code.
 */
import { copiesOf, type LoadedCard, type LoadedPack } from '../../../core/pack.js';
import type { Condition, EffectText, PassiveText, Sentence, TextAst } from '../text/ast.js';
import { textFields, type TextField } from '../text/fields.js';
import { SPECIAL_DECK } from '../text/vocabulary.js';
import type { Boss, Effect as CodexEffect, Creature, Objet, Personnage, Secret, Zone } from '../card-types.js';

export interface EffectDef {
  condition: Condition | null;
  pa: number;
  engage: boolean;
  text: EffectText;
}

export interface ActiveDef {
  condition: Condition;
  effect: EffectText;
}

export interface CreatureDef {
  id: string;
  name: string;
  deck: 'creatures' | 'special' | 'boss';
  pv: number;
  riposte: number;
  /** 'zone': ripostes against attacks from its own zone; 'distance': from another zone. */
  riposteDistance: 'zone' | 'distance';
  garden: { pv: number; riposte: number } | null;
  /** Passive keywords and their argument (Charge X), e.g. { Tacle: 0, Charge: 1 }. */
  keywords: Record<string, number>;
  neverMoves: boolean;
  /** Passive sentences, such as the Peintre's "Quand une Encre meurt, je perds 1 PV." */
  passives: Sentence[];
  actives: ActiveDef[];
  rewards: string[];
}

export interface WeaponDef {
  accuracy: number;
  damage: number;
  min: number;
  max: number;
}

export interface ObjetDef {
  id: string;
  name: string;
  weapon: WeaponDef | null;
  effects: EffectDef[];
}

export interface PersonnageDef {
  id: string;
  name: string;
  pv: number;
  startingItem: string;
  effect: EffectDef;
  /** The effect as a list, like an Objet's. */
  effects: EffectDef[];
}

export interface ZoneDef {
  id: string;
  name: string;
  role: 'chapitre' | 'debut' | 'fin' | 'fin-boss';
  types: string[];
  items: number;
  effect: EffectDef | null;
  /** The effect as a list (empty without one), like an Objet's. */
  effects: EffectDef[];
}

export interface SecretDef {
  number: number;
  id: string;
  name: string;
  text: EffectText | null;
}

/** An edition's words, as catalogue keys choose them: CODEX's chapters, creatures and zones; INDEX's étages, ennemis and salles. */
export interface EditionWords {
  chapter: 'chapter' | 'floor';
  creature: 'creature' | 'enemy';
  zone: 'zone' | 'room';
}

export const CODEX_WORDS: EditionWords = { chapter: 'chapter', creature: 'creature', zone: 'zone' };

export interface Catalogue {
  /** The edition whose rules play these cards ('codex', 'index'; see edition.ts). */
  edition: string;
  /** INDEX's Objets secrets by number: kept apart, put in play by the Salle that names them. Empty in CODEX. */
  secretObjets: Map<number, string>;
  /** What the edition calls its chapters, creatures and zones in what players read (narration, odds). */
  words: EditionWords;
  creatures: Map<string, CreatureDef>;
  objets: Map<string, ObjetDef>;
  personnages: Map<string, PersonnageDef>;
  zones: Map<string, ZoneDef>;
  secrets: Map<number, SecretDef>;
  rations: string[];
  /** Pile contents before shuffling, copies expanded. */
  piles: { zones: string[]; creatures: string[]; special: string[]; objets: string[]; boss: string[] };
  /** Creature card id by name, for summons ("J'invoque un Rat Famélique"). */
  creatureByName: Map<string, string>;
  debut: string;
  fin: string;
  finBoss: string;
}

export class CatalogueError extends Error {}

/** A catalogue with no card yet, for an edition and its words. */
export function emptyCatalogue(edition: string, words: EditionWords): Catalogue {
  return {
    edition,
    secretObjets: new Map(),
    words,
    creatures: new Map(),
    objets: new Map(),
    personnages: new Map(),
    zones: new Map(),
    secrets: new Map(),
    rations: [],
    piles: { zones: [], creatures: [], special: [], objets: [], boss: [] },
    creatureByName: new Map(),
    debut: '',
    fin: '',
    finBoss: '',
  };
}

/** How an edition's catalogue finds the parsed text of a card's field. */
export type AstOf = <T extends TextAst>(card: LoadedCard, path: string) => T;

/**
 * The parsed texts of a pack's fields, by card and path. Throws CatalogueError naming the texts
 * that do not parse: the engine does not guess what an unreadable card does.
 */
export function parsedTexts(fields: TextField[]): AstOf {
  const asts = new Map<string, Map<string, TextAst>>();
  const unreadable: string[] = [];
  for (const f of fields) {
    if (!f.ast) {
      unreadable.push(`${f.card.id} (${f.path.join('.')})`);
      continue;
    }
    let m = asts.get(f.card.id);
    if (!m) asts.set(f.card.id, (m = new Map()));
    m.set(f.path.join('.'), f.ast);
  }
  if (unreadable.length) throw new CatalogueError(`card texts that do not parse: ${unreadable.join(', ')}; run \`deckwright check\` for their locations`);
  return <T extends TextAst>(card: LoadedCard, path: string): T => {
    const a = asts.get(card.id)?.get(path);
    if (!a) throw new CatalogueError(`card ${card.id}: no parsed text at ${path}`);
    return a as T;
  };
}

/** An effect as printed (`condition`, `cost`, `text`), read through its parsed fields. */
export function effectReader(ast: AstOf): (card: LoadedCard, path: string, e: CodexEffect) => EffectDef {
  return (card, path, e) => ({
    condition: e.condition !== undefined ? ast<Condition>(card, `${path}.condition`) : null,
    pa: e.cost?.pa ?? 0,
    engage: e.cost?.engage ?? false,
    text: ast<EffectText>(card, `${path}.text`),
  });
}

/** A creature's passive line as the rules read it: its keywords (Charge X's number), whether it never moves, its sentences. */
export function passiveParts(passive: PassiveText | null): { keywords: Record<string, number>; neverMoves: boolean; passives: Sentence[] } {
  const keywords: Record<string, number> = {};
  const passives: Sentence[] = [];
  let neverMoves = false;
  for (const item of passive?.items ?? []) {
    if (item.kind === 'keyword') keywords[item.name] = item.args[0] ?? 0;
    else if (item.kind === 'never-moves') neverMoves = true;
    else passives.push(item);
  }
  return { keywords, neverMoves, passives };
}

/** A weapon's values as printed: Précision "3+", damage, a range 0 or "1–2". */
export function weaponDef(w: { accuracy: string; damage: number; range: number | string } | undefined): WeaponDef | null {
  if (!w) return null;
  const [min, max] = typeof w.range === 'number' ? [w.range, w.range] : w.range.split(/\s*[-–]\s*/).map(Number);
  return { accuracy: Number(w.accuracy[0]), damage: w.damage, min, max };
}

/**
 * Builds the catalogue. Throws CatalogueError naming the cards whose texts do not parse: the
 * engine does not guess what an unreadable card does (run `deckwright check` to see where).
 */
export function buildCatalogue(pack: LoadedPack): Catalogue {
  const ast = parsedTexts(textFields(pack));
  const effect = effectReader(ast);

  const cat = emptyCatalogue('codex', CODEX_WORDS);
  const valid = pack.cards.filter((c) => c.valid);
  const repeat = (card: LoadedCard) => Array.from({ length: copiesOf(card) }, () => card.id);

  for (const card of valid.filter((c) => c.type.id === 'secret')) {
    const s = card.data as unknown as Secret;
    cat.secrets.set(s.number, { number: s.number, id: s.id, name: s.name, text: s.text !== undefined ? ast<EffectText>(card, 'text') : null });
  }
  for (const card of valid) {
    const type = card.type.id;
    if (type === 'creature' || type === 'boss') {
      const c = card.data as unknown as Creature & Boss;
      const deck = type === 'boss' ? 'boss' : card.deck.id === SPECIAL_DECK ? 'special' : 'creatures';
      const { keywords, neverMoves, passives } = passiveParts(c.passive !== undefined ? ast<PassiveText>(card, 'passive') : null);
      let actives: ActiveDef[];
      if (type === 'boss') {
        const secretCard = valid.find((s) => s.type.id === 'secret' && (s.data as unknown as Secret).number === Number(c.secret));
        const apts = (secretCard?.data as unknown as Secret | undefined)?.aptitudes ?? [];
        if (!secretCard || !apts.length) throw new CatalogueError(`boss ${c.id}: its Secret n°${c.secret} holds no aptitudes`);
        actives = apts.map((_, i) => ({ condition: ast<Condition>(secretCard, `aptitudes.${i}.condition`), effect: ast<EffectText>(secretCard, `aptitudes.${i}.effect`) }));
      } else {
        actives = c.actives.map((_, i) => ({ condition: ast<Condition>(card, `actives.${i}.condition`), effect: ast<EffectText>(card, `actives.${i}.effect`) }));
      }
      const riposte = (r: string) => Number(r[0]);
      cat.creatures.set(c.id, {
        id: c.id,
        name: c.name,
        deck,
        pv: c.pv,
        riposte: riposte(c.riposte),
        riposteDistance: c.riposteDistance,
        garden: c.garden ? { pv: c.garden.pv ?? c.pv, riposte: riposte(c.garden.riposte ?? c.riposte) } : null,
        keywords,
        neverMoves,
        passives,
        actives,
        rewards: type === 'boss' ? c.rewards : [],
      });
      cat.creatureByName.set(c.name, c.id);
      (deck === 'boss' ? cat.piles.boss : deck === 'special' ? cat.piles.special : cat.piles.creatures).push(...repeat(card));
    } else if (type === 'objet') {
      const o = card.data as unknown as Objet;
      cat.objets.set(o.id, { id: o.id, name: o.name, weapon: weaponDef(o.weapon), effects: o.effects.map((e, i) => effect(card, `effects.${i}`, e)) });
    } else if (type === 'personnage') {
      const p = card.data as unknown as Personnage;
      const e = effect(card, 'effect', p.effect);
      cat.personnages.set(p.id, { id: p.id, name: p.name, pv: p.pv, startingItem: p.startingItem, effect: e, effects: [e] });
    } else if (type === 'zone') {
      const z = card.data as unknown as Zone;
      const role = z.role ?? 'chapitre';
      const e = z.effect ? effect(card, 'effect', z.effect) : null;
      cat.zones.set(z.id, { id: z.id, name: z.name, role, types: z.types ?? [], items: z.items ?? 0, effect: e, effects: e ? [e] : [] });
      if (role === 'chapitre') cat.piles.zones.push(...repeat(card));
      else if (role === 'debut') cat.debut = z.id;
      else if (role === 'fin') cat.fin = z.id;
      else cat.finBoss = z.id;
    } else if (type === 'ration') {
      cat.rations.push(...repeat(card));
    }
  }
  // Starting items go to their characters and rewards wait for their boss: neither is shuffled
  // into the Objets pile (docs/rules/codex.md, "Objets").
  const setAside = new Set([...[...cat.personnages.values()].map((p) => p.startingItem), ...[...cat.creatures.values()].flatMap((c) => c.rewards)]);
  for (const card of valid.filter((c) => c.type.id === 'objet')) if (!setAside.has(card.id)) cat.piles.objets.push(...repeat(card));
  for (const [role, id] of [['debut', cat.debut], ['fin', cat.fin], ['fin-boss', cat.finBoss]] as const) {
    if (!id) throw new CatalogueError(`no Zone with role "${role}": a chapter needs its Début, Fin and Fin de Boss zones`);
  }
  if (!cat.personnages.size) throw new CatalogueError('no Personnage card: the party needs characters');
  return cat;
}
