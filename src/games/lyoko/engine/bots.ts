/**
 * Code Lyoko's bots, each deciding from its seat's view: random (the layer's), heuristic (plays
 * towards VP and the return to the past: the winning abilities first, confrontations it wins,
 * cards that score; the obstacle that beats the acting character, in the characteristic where the
 * character falls shortest; a surprise while its side does not win the confrontation as it stands),
 * and search (the layer's determinised Monte
 * Carlo, the heuristic playing the rollouts). Determinising deals each hidden card again from the
 * cards its player has not seen: the search bot knows the decks' lists, as players of ready-made
 * decks do, never their order or the others' hands.
 */
import { randomBot } from '../../../engine/bots.js';
import type { Choice } from '../../../engine/choices.js';
import type { Policy } from '../../../engine/game-def.js';
import { searchBot } from '../../../engine/search.js';
import type { Clause, EffectText, Stat } from '../text/ast.js';
import { cardOf, heroFace, permanent } from './board.js';
import { cardById, statIndex, type Catalogue, type FaceDef } from './catalogue.js';
import { oppositionValueIn } from './confront.js';
import { charStat, charStats, dangerChanges, type Confrontation } from './effects.js';
import { lyokoGame } from './game.js';
import type { CharRef, LyokoAction, LyokoChoice, LyokoState, Permanent, PlayerState } from './types.js';

export const BOTS = ['random', 'heuristic', 'search'] as const;
export type BotName = (typeof BOTS)[number];

/**
 * What texts are worth whatever the state (`fixed`), and how many returns to the past they hold,
 * whose worth depends on the tower. The heuristic weighs every legal action at every decision of
 * every rollout; the texts never change, so each is read once (kept by text).
 */
interface Worth {
  fixed: number;
  returns: number;
}
const worths = new WeakMap<EffectText, Worth>();

function clauseWorth(c: Clause): number {
  if (c.kind === 'vp') return c.who === 'you' ? c.n * 10 : c.who === 'each-player' ? c.n * 2 : -c.n * 7;
  if (c.kind === 'draw') return c.who === 'you' ? c.n * 4 : 0;
  if (c.kind === 'coups') return c.n * 6;
  if (c.kind === 'destroy') return 4;
  if (c.kind === 'discard') return c.who === 'you' ? -3 : 5;
  if (c.kind === 'tower') return c.active ? 8 : 300;
  if (c.kind === 'win') return 1000;
  return 1;
}

function worthOf(text: EffectText): Worth {
  let w = worths.get(text);
  if (!w) {
    w = { fixed: 0, returns: 0 };
    for (const { clause } of text.sentences) {
      if (clause.kind === 'return-to-past') w.returns++;
      else w.fixed += clauseWorth(clause);
    }
    worths.set(text, w);
  }
  return w;
}

/** What texts' worths add up to, for a card's effects read together. */
function sumWorths(texts: EffectText[]): Worth {
  const sum = { fixed: 0, returns: 0 };
  for (const t of texts) {
    const w = worthOf(t);
    sum.fixed += w.fixed;
    sum.returns += w.returns;
  }
  return sum;
}

/** A return to the past wins once the tower is deactivated, and is wasted before. */
const returnWorth = (s: LyokoState): number => (s.tower === 'deactivated' ? 1000 : -50);

/** A worth in the state. */
const worthNow = (s: LyokoState, w: Worth): number => w.fixed + (w.returns ? w.returns * returnWorth(s) : 0);

/** What an effect is worth to its player, roughly: VP won and taken, cards drawn, the winning clauses. */
const worth = (s: LyokoState, text: EffectText): number => worthNow(s, worthOf(text));

/**
 * What the heuristic reads of the catalogue's texts, made once a catalogue: by card number, the
 * worth of all its effects (played) and of its success effects (a danger beaten); by hero, side
 * (0 recto, 1 verso) and tower (0 active, 1 deactivated), the lowest limit of the side's winning
 * abilities (worth 300 or more then; Infinity when none).
 */
interface CardWorths {
  played: Worth[];
  success: Worth[];
  winLimit: number[][][];
}
const worthsByCatalogue = new WeakMap<Catalogue, CardWorths>();

function cardWorths(cat: Catalogue): CardWorths {
  let cw = worthsByCatalogue.get(cat);
  if (!cw) {
    const winLimit = (face: FaceDef, tower: 'active' | 'deactivated'): number => {
      const returns = tower === 'deactivated' ? 1000 : -50;
      let lowest = Infinity;
      for (const e of face.effects) {
        const w = worthOf(e.ast);
        if (w.fixed + (w.returns ? w.returns * returns : 0) >= 300 && e.limit < lowest) lowest = e.limit;
      }
      return lowest;
    };
    cw = {
      played: cat.list.map((c) => sumWorths(c.effects.map((e) => e.ast))),
      success: cat.list.map((c) => sumWorths(c.effects.filter((e) => e.timing === 'reussite').map((e) => e.ast))),
      winLimit: cat.heroes.map((h) => [h.recto, h.verso].map((face) => [winLimit(face, 'active'), winLimit(face, 'deactivated')])),
    };
    worthsByCatalogue.set(cat, cw);
  }
  return cw;
}

/**
 * What weighing a decision's actions reads of the state more than once, read once for it, when
 * first needed: the five flips ask the same of the standing heroes and of the hand.
 */
class DecisionReads {
  /** Bit 1: a standing hero is on a real side; bit 2: on a virtual side; -1 until read. */
  private standing = -1;
  /** By side mode, the hand's actions playable now: the hero each is for, null for any hero. */
  private playable: { reel: (string | null)[]; virtuel: (string | null)[] } | null = null;

  constructor(
    private readonly cat: Catalogue,
    private readonly s: LyokoState,
    private readonly me: PlayerState,
  ) {}

  /** Whether a standing hero is on a side of `mode`. */
  standingIn(mode: FaceDef['mode']): boolean {
    if (this.standing < 0) {
      this.standing = 0;
      for (let i = 0; i < this.s.heroes.length; i++) if (!this.s.heroes[i].tapped) this.standing |= heroFace(this.cat, this.s, i).mode === 'reel' ? 1 : 2;
    }
    return (this.standing & (mode === 'reel' ? 1 : 2)) !== 0;
  }

  /** Whether the hand holds an action of `mode`, playable now, that hero `hero` may do. */
  handNeeds(mode: FaceDef['mode'], hero: string): boolean {
    if (!this.playable) {
      this.playable = { reel: [], virtuel: [] };
      for (const no of this.me.hand) {
        // A hidden card (a view's) is no card of the catalogue.
        const c = this.cat.list[no];
        if (c?.type === 'action' && c.limit <= this.me.vp && (c.mode === 'reel' || c.mode === 'virtuel')) this.playable[c.mode].push(c.character || null);
      }
    }
    for (const h of this.playable[mode]) if (h === null || h === hero) return true;
    return false;
  }

  /** By character, its three characteristics (charStats): the same character confronts each danger. */
  private chars: Map<CharRef, number[]> | null = null;

  /** A character's characteristic `stat`. */
  charStat(r: CharRef, stat: Stat): number {
    this.chars ??= new Map();
    let stats = this.chars.get(r);
    if (!stats) this.chars.set(r, (stats = charStats(this.cat, this.s, r)));
    return stats[statIndex(stat)];
  }

  /** By danger uid, its value in each stat (stat index; NaN until read): a danger is confronted by each standing character. */
  private dangers: Map<number, number[]> | null = null;

  /** A danger's value in `stat`: its card's, with the permanent changes in play. */
  dangerValue(p: Permanent, stat: Stat): number {
    this.dangers ??= new Map();
    let values = this.dangers.get(p.uid);
    if (!values) this.dangers.set(p.uid, (values = [NaN, NaN, NaN]));
    const k = statIndex(stat);
    if (Number.isNaN(values[k])) values[k] = cardOf(this.cat, p).statValues[k] + dangerChanges(this.cat, this.s, p.uid, stat);
    return values[k];
  }
}

function score(cat: Catalogue, cw: CardWorths, s: LyokoState, a: LyokoAction, reads: DecisionReads): number {
  const me = s.players[s.current];
  switch (a.t) {
    case 'draw':
      return me.hand.length < 4 ? 6 : 3;
    case 'flip': {
      const h = cat.heroes[a.hero];
      const toVerso = s.heroes[a.hero].side === 'recto';
      const next = toVerso ? h.verso : h.recto;
      // Flip towards a winning ability that can soon be used.
      if (cw.winLimit[a.hero][toVerso ? 1 : 0][s.tower === 'deactivated' ? 1 : 0] <= me.vp + 2) return 80;
      // Towards a side the hand's actions need, when no standing hero has it.
      return !reads.standingIn(next.mode) && reads.handNeeds(next.mode, h.id) ? 4 : 0;
    }
    case 'play': {
      const card = cardById(cat, a.card);
      if (card.type === 'evenement' || card.type === 'action') return 5 + worthNow(s, cw.played[card.no]);
      return card.type === 'equipement' ? 14 : card.type === 'danger' ? 8 : 12;
    }
    case 'ability': {
      const effect = 'card' in a.source ? cardOf(cat, permanent(s, a.source.card)!).effects[a.effect] : 'hero' in a.source ? heroFace(cat, s, a.source.hero).effects[a.effect] : cardOf(cat, permanent(s, a.source.extra)!).effects[a.effect];
      return 1 + worth(s, effect.ast);
    }
    case 'confront': {
      const p = permanent(s, a.danger)!;
      const danger = cardOf(cat, p);
      const margin = reads.charStat(a.using, a.stat) - reads.dangerValue(p, a.stat);
      return margin > 0 ? 20 + worthNow(s, cw.success[danger.no]) : margin === 0 ? -1 : -20;
    }
  }
}

/** How far an obstacle beats a character of characteristics `stats` (charStats') in its best characteristic (negative when the character beats it in all). */
function obstacleMargin(cat: Catalogue, id: string, stats: number[]): number {
  const card = cardById(cat, id);
  return Math.max(...card.opposable.map((stat) => card.statValues[statIndex(stat)] - stats[statIndex(stat)]));
}

/** VII.1: the obstacle that beats the acting character by the most, or none (0) when none beats it. */
function obstacleToPlay(cat: Catalogue, s: LyokoState, c: LyokoChoice): number {
  if (!c.obstacles) return c.options.length > 1 ? 1 : 0;
  const stats = charStats(cat, s, c.obstacles.against);
  let best = 0;
  let bestMargin = 0;
  c.obstacles.cards.forEach((id, i) => {
    const margin = obstacleMargin(cat, id, stats);
    if (margin > bestMargin) [best, bestMargin] = [i + 1, margin];
  });
  return best;
}

/** The characteristic an obstacle's player chooses: where the character falls shortest of the obstacle. */
function weakestStat(cat: Catalogue, s: LyokoState, c: LyokoChoice): number {
  const conf = c.confrontation;
  if (!conf || conf.opposition.kind !== 'obstacle') return 0;
  const card = cardById(cat, conf.opposition.card);
  const stats = charStats(cat, s, conf.char);
  let best = 0;
  card.opposable.forEach((stat, i) => {
    const margin = card.statValues[statIndex(stat)] - stats[statIndex(stat)];
    const bestStat = card.opposable[best];
    if (margin > card.statValues[statIndex(bestStat)] - stats[statIndex(bestStat)]) best = i;
  });
  return best;
}

/** The character's value less the opposition's in the confrontation, were it in `stat`. */
function margin(cat: Catalogue, s: LyokoState, conf: Confrontation, stat: Stat): number {
  return charStat(cat, s, conf.char, stat) + conf.charMod[stat] - oppositionValueIn(cat, s, conf, stat);
}

/**
 * What a surprise's texts would do for the side of the player asked, in points of the
 * confrontation's margin: a change in the characteristic the confrontation is in (and only in it:
 * « +2 en Force » does nothing in Agilité), a change of characteristic, a cancellation (worth a
 * point: it is only played by a side that is losing). Conditions are not weighed.
 */
function surpriseGain(cat: Catalogue, s: LyokoState, conf: Confrontation, acting: boolean, texts: EffectText[]): number {
  let gain = 0;
  for (const text of texts) {
    for (const sentence of text.sentences) {
      const c = sentence.clause;
      if (c.kind === 'modify' && c.stat === conf.stat) {
        const onOpposition = c.target.kind === 'opposition' || (c.target.kind === 'dangers' && conf.opposition.kind === 'danger');
        const delta = c.target.kind === 'characters' ? c.n : onOpposition ? -c.n : 0;
        gain += acting ? delta : -delta;
      } else if (c.kind === 'confront-in' && c.stat !== conf.stat) {
        const change = margin(cat, s, conf, c.stat) - margin(cat, s, conf, conf.stat);
        gain += acting ? change : -change;
      } else if (c.kind === 'cancel') gain += 1;
    }
  }
  return gain;
}

/**
 * VII.3: a surprise is worth playing while one's side does not win the confrontation as it
 * stands; then the one that helps that side most (none when none helps: passed).
 */
function surpriseToPlay(cat: Catalogue, s: LyokoState, c: LyokoChoice): number {
  const conf = c.confrontation;
  if (!conf) return c.options.length > 1 ? 1 : 0;
  const acting = c.player === conf.seat;
  const now = margin(cat, s, conf, conf.stat);
  if (acting ? now > 0 : now < 0) return 0;
  if (!c.surprises) return 1;
  let best = 0;
  let bestGain = 0;
  c.surprises.forEach((texts, i) => {
    const gain = surpriseGain(cat, s, conf, acting, texts);
    if (gain > bestGain) [best, bestGain] = [i + 1, gain];
  });
  return best;
}

export function heuristicBot(cat: Catalogue): Policy<LyokoState, LyokoAction> {
  const cw = cardWorths(cat);
  return {
    name: 'heuristic',
    chooseAction(s, legal) {
      let best = 0;
      let bestScore = -Infinity;
      const reads = new DecisionReads(cat, s, s.players[s.current]);
      for (let i = 0; i < legal.length; i++) {
        const v = score(cat, cw, s, legal[i], reads);
        if (v > bestScore) {
          best = i;
          bestScore = v;
        }
      }
      return legal[best];
    },
    choose(s, c: Choice) {
      switch (c.kind) {
        case 'mulligan': {
          // Keep a hand with two cards it can play soon.
          const me = s.players[c.player ?? s.current];
          return me.hand.filter((no) => (cat.list[no]?.limit ?? 99) <= 3).length >= 2 ? 0 : 1;
        }
        case 'obstacle':
          return obstacleToPlay(cat, s, c as LyokoChoice);
        case 'stat':
          return weakestStat(cat, s, c as LyokoChoice);
        case 'surprise':
          return surpriseToPlay(cat, s, c as LyokoChoice);
        case 'opponent': {
          // The leader.
          let best = 0;
          c.options.forEach((o, i) => {
            const seat = Number(o.replace(/\D/g, '')) - 1;
            const bestSeat = Number(c.options[best].replace(/\D/g, '')) - 1;
            if (s.players[seat]?.vp > s.players[bestSeat]?.vp) best = i;
          });
          return best;
        }
        default:
          return 0;
      }
    },
  };
}

export function makeBot(name: string, cat: Catalogue, seed: number, iterations = 24): Policy<LyokoState, LyokoAction> {
  if (name === 'random') return randomBot(seed);
  if (name === 'heuristic') return heuristicBot(cat);
  if (name === 'search') {
    return searchBot(
      { def: lyokoGame, cat, horizon: (s, root) => s.turn >= root.turn + 4, rollout: heuristicBot(cat), maxRolloutActions: 40 },
      seed,
      iterations,
    );
  }
  throw new Error(`no bot named ${name}`);
}
