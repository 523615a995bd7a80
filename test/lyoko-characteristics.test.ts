/**
 * Code Lyoko's characteristics as the rules read them (the catalogue's permanent changes listed by
 * stat, a character's three stats in one pass, an équipement's activity read only when one of its
 * changes is for the character) against a plain reading of every sentence of every permanent
 * ability in play, on every position of whole games; and a state's copy (cloneState): the same
 * JSON, its fields in setup's order, nothing the rules change shared with its source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDeckList } from '../src/core/deck/deck-list.js';
import { resolveDeck } from '../src/core/deck/resolve.js';
import { loadPackFromDir } from '../src/core/pack.js';
import { randomBot } from '../src/engine/bots.js';
import { step } from '../src/engine/play.js';
import type { Characters, Stat, StatTarget } from '../src/games/lyoko/text/ast.js';
import { baseStat, cardOf, characters, equipmentActive, heroFace, isHero, modeOf, permanent, sameChar, STATS } from '../src/games/lyoko/engine/board.js';
import { buildCatalogue, type Catalogue } from '../src/games/lyoko/engine/catalogue.js';
import { charStat, charStats, dangerChanges, holds, type Speaker } from '../src/games/lyoko/engine/effects.js';
import { cloneState, lyokoGame } from '../src/games/lyoko/engine/game.js';
import type { CharRef, LyokoAction, LyokoState } from '../src/games/lyoko/engine/types.js';
import { root } from './helpers.js';

let cat: Catalogue;
let decks: string[][];
beforeAll(async () => {
  const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
  cat = buildCatalogue(pack);
  const list = (name: string) => {
    const { deck } = resolveDeck(pack, parseDeckList(name, readFileSync(path.join(root, 'cards', 'lyoko', 'decks', `${name}.txt`), 'utf8')));
    return [...deck.copies].flatMap(([card, n]) => Array<string>(n).fill(card.id));
  };
  decks = [list('guerriers-de-lyoko'), list('college-kadic')];
});

/** Every position of a game of random bots, the setup's first. */
function positions(seed: number): LyokoState[] {
  const bot = randomBot<LyokoState, LyokoAction>(seed);
  const decide = (s: LyokoState, c: Parameters<typeof bot.choose>[1]) => bot.choose(s, c);
  let s = lyokoGame.setup(cat, { seed, decks }, lyokoGame.context(cat, decide, false, false));
  const out = [s];
  while (!lyokoGame.over(s) && s.actions < 800) {
    const r = step(lyokoGame, cat, s, bot.chooseAction(s, lyokoGame.legal(cat, s)), decide, { trusted: true });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    out.push(s);
  }
  return out;
}

// ───── the plain reading: every sentence of every permanent ability of every card in play ─────

function appliesTo(s: LyokoState, t: StatTarget, who: Speaker, target: { char: CharRef } | { danger: number }): boolean {
  if (t.kind === 'opposition') return false;
  if (t.kind === 'dangers') {
    if (!('danger' in target)) return false;
    const p = permanent(s, target.danger);
    return !!p && (!t.own || p.controller === who.seat) && (!t.mode || cardOf(cat, p).mode === t.mode || cardOf(cat, p).mode === 'mixte');
  }
  if (!('char' in target)) return false;
  const r = target.char;
  const w: Characters = t.who;
  if (w.kind === 'hero') return isHero(r) && cat.heroes[r.hero].name === w.name;
  if (w.kind === 'all') return (!w.mode || modeOf(cat, s, r) === w.mode || modeOf(cat, s, r) === 'mixte') && (!w.own || (!isHero(r) && permanent(s, r.extra)!.controller === who.seat));
  if (w.kind === 'self') return sameChar(who.self, r);
  if (w.kind === 'bearer') return sameChar(who.bearer, r);
  return false;
}

function plainChanges(s: LyokoState, target: { char: CharRef } | { danger: number }, stat: Stat): number {
  let total = 0;
  for (const p of s.inPlay) {
    const card = cardOf(cat, p);
    if (card.type === 'equipement' && !equipmentActive(cat, s, p)) continue;
    const who: Speaker = { seat: p.controller, self: card.type === 'extra' ? { extra: p.uid } : null, bearer: p.on, card: p.uid, conf: null };
    for (const e of card.effects) {
      if (e.timing !== 'permanent') continue;
      for (const sentence of e.ast.sentences) {
        const c = sentence.clause;
        if (c.kind !== 'modify' || c.stat !== stat) continue;
        if (sentence.condition && !holds(cat, s, sentence.condition, who)) continue;
        if (appliesTo(s, c.target, who, target)) total += c.n;
      }
    }
  }
  for (let i = 0; i < s.heroes.length; i++) {
    for (const e of heroFace(cat, s, i).effects) {
      if (e.timing !== 'permanent') continue;
      for (const { clause: c } of e.ast.sentences) {
        if (c.kind === 'modify' && c.stat === stat && appliesTo(s, c.target, { seat: -1, self: { hero: i }, bearer: null, card: null, conf: null }, target)) total += c.n;
      }
    }
  }
  return total;
}

describe('Code Lyoko characteristics', () => {
  it('are, for every character and danger of every position of whole games, what a plain reading of the permanent abilities in play gives', () => {
    let read = 0;
    let changed = 0;
    for (const seed of [1, 2, 3, 4]) {
      for (const s of positions(seed)) {
        for (const r of characters(cat, s)) {
          const three = charStats(cat, s, r);
          STATS.forEach((stat, k) => {
            const plain = Math.max(0, baseStat(cat, s, r, stat) + plainChanges(s, { char: r }, stat));
            expect(charStat(cat, s, r, stat), `seed ${seed}, step ${s.actions}, ${JSON.stringify(r)} in ${stat}`).toBe(plain);
            expect(three[k]).toBe(plain);
            read++;
            if (plain !== baseStat(cat, s, r, stat)) changed++;
          });
        }
        for (const p of s.inPlay) {
          if (cardOf(cat, p).type !== 'danger') continue;
          for (const stat of STATS) expect(dangerChanges(cat, s, p.uid, stat), `seed ${seed}, step ${s.actions}, danger ${p.uid} in ${stat}`).toBe(plainChanges(s, { danger: p.uid }, stat));
        }
      }
    }
    // The games met permanent changes, or the comparison proves nothing.
    expect(read).toBeGreaterThan(1000);
    expect(changed).toBeGreaterThan(50);
  });

  it('copies a state whole: the same JSON, fields in the order setup makes them, no array or record shared with its source', () => {
    for (const s of positions(5).filter((_, i) => i % 25 === 0)) {
      const copy = cloneState(s);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
      expect(Object.keys(copy)).toEqual(Object.keys(s));
      for (const k of ['rng', 'forcedDice', 'players', 'heroes', 'inPlay'] as const) expect(copy[k]).not.toBe(s[k]);
      copy.players.forEach((p, i) => {
        expect(p).not.toBe(s.players[i]);
        for (const pile of ['deck', 'hand', 'discard'] as const) expect(p[pile]).not.toBe(s.players[i][pile]);
      });
      copy.heroes.forEach((h, i) => expect(h).not.toBe(s.heroes[i]));
      copy.inPlay.forEach((p, i) => expect(p).not.toBe(s.inPlay[i]));
    }
    // A scenario's forced orders keep their place, after the dice, and are copied too.
    const forced = lyokoGame.setup(cat, { seed: 1, decks, forcedOrders: { 'deck-0': [[decks[0][0]]] } }, lyokoGame.context(cat, () => 0, false, false));
    const copy = cloneState(forced);
    expect(Object.keys(copy)).toEqual(Object.keys(forced));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(forced));
    expect(copy.forcedOrders).not.toBe(forced.forcedOrders);
  });

  it("gives a seat's view and a view played on the same fields as a state's", () => {
    const s = positions(6)[40];
    const view = lyokoGame.view!(s, 0);
    expect(Object.keys(view)).toEqual(Object.keys(s));
    expect(Object.keys(view.players[0])).toEqual(['deck', 'hand', 'discard', 'vp']);
    expect(Object.keys(view.players[1])).toEqual(['deck', 'hand', 'discard', 'vp', 'unseen']);
    const dealt = cloneState(view);
    lyokoGame.determinise!(dealt, [1, 2, 3, 4]);
    expect(dealt.players.map((p) => Object.keys(p))).toEqual([
      ['deck', 'hand', 'discard', 'vp'],
      ['deck', 'hand', 'discard', 'vp'],
    ]);
    expect(dealt.players[1].hand).toHaveLength(s.players[1].hand.length);
    expect([...dealt.players[1].hand, ...dealt.players[1].deck].sort((a, b) => a - b)).toEqual(view.players[1].unseen);
  });
});
