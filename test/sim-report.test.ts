/**
 * What the sim report and the replay say about the cards: the Objets table lists Objets only;
 * Objets that act without being used report what they did (from the engine's `effect` events);
 * every rate of a real run lies in [0, 1]; counts agree in number; the HTML report carries the
 * manifest's title; an Objet already face up is not revealed again.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { plural } from '../src/core/plural.js';
import { buildCatalogue, type Catalogue } from '../src/games/codex/engine/catalogue.js';
import { readSecret } from '../src/games/codex/engine/effects.js';
import type { Replayed } from '../src/games/codex/engine/game.js';
import { narrate } from '../src/games/codex/engine/narrate.js';
import { damagePlayer } from '../src/games/codex/engine/ops.js';
import { newGame } from '../src/games/codex/engine/setup.js';
import { legal, makeCtx, step } from '../src/games/codex/engine/step.js';
import type { CreatureState, GameEvent, GameState, ItemState } from '../src/games/codex/engine/types.js';
import { reportHtml } from '../src/games/codex/sim/html.js';
import { buildReport, type ReportCards, type SimReport } from '../src/games/codex/sim/report.js';
import { summarize } from '../src/games/codex/sim/summary.js';
import { codexDir, root } from './helpers.js';

let cat: Catalogue;
let cards: ReportCards;
beforeAll(async () => {
  cat = buildCatalogue(await loadPackFromDir(codexDir));
  cards = { title: 'CODEX', objets: Object.fromEntries([...cat.objets.values()].map((o) => [o.id, { costly: o.effects.some((e) => e.pa > 0 || e.engage) }])) };
});

const held = (card: string): ItemState => ({ uid: `${card}~t`, card, engaged: false, revealed: true, known: true });

/**
 * Two players in the Début, two Places (whose only effect is at the chapter's end) before the
 * Fin, no creature and no Objet anywhere, player 0's turn started with 3 PA.
 */
function quietGame(): GameState {
  const state = newGame(cat, { seed: 3, characters: ['obstine', 'reveur'], players: 2 }, makeCtx(cat, () => 0, false));
  const last = state.zones.length - 1;
  state.zones = state.zones.map((z, i) => (i === 0 || i === last ? { ...z, items: [] } : { card: 'place', items: [], entered: false }));
  state.creatures = [];
  state.phase = 'players';
  state.turn = { player: 0, pa: 3, reorganizing: false };
  return state;
}

function creature(state: GameState, card: string, zone: number): CreatureState {
  const c: CreatureState = { uid: `${card}#t`, card, deck: 'creatures', zone, pv: cat.creatures.get(card)!.pv, lost: [], noRiposte: false };
  state.creatures.push(c);
  return c;
}

const effects = (events: GameEvent[]) => events.filter((e) => e.e === 'effect');

describe('the engine reports what free effects do', () => {
  it('Bottes de Docker: the first move of the turn saves 1 PA', () => {
    const state = quietGame();
    state.players[0].items.push(held('bottes-de-docker'));
    creature(state, 'bagarreur-de-la-crique', 2);
    const r = step(cat, state, { type: 'move', to: 1 }, () => 0, { events: true });
    expect(r.ok && r.state.turn!.pa).toBe(3);
    expect(r.ok && effects(r.events)).toEqual([{ e: 'effect', player: 0, source: 'bottes-de-docker', effect: 0, outcome: 'pa-saved', amount: 1 }]);
    // The second move is paid: nothing saved.
    const again = r.ok ? step(cat, r.state, { type: 'move', to: 2 }, () => 0, { events: true }) : r;
    expect(again.ok && effects(again.events)).toEqual([]);
  });

  it('Bouclier de Fortune: the damage it prevents, never more than the damage', () => {
    for (const [amount, prevented] of [
      [3, 2],
      [1, 1],
    ]) {
      const state = quietGame();
      state.players[0].items.push(held('bouclier-de-fortune'));
      const ctx = makeCtx(cat, () => 0, true);
      damagePlayer(state, ctx, 0, amount, 'bagarreur-de-la-crique');
      expect(effects(ctx.events!)).toEqual([{ e: 'effect', player: 0, source: 'bouclier-de-fortune', effect: 0, outcome: 'damage-prevented', amount: prevented }]);
      expect(ctx.events!.find((e) => e.e === 'damage')).toMatchObject({ amount: amount - prevented });
    }
  });

  it('Corde à Nœuds: leaving a zone with Tacle costs nothing more, and says so', () => {
    const state = quietGame();
    state.players[0].items.push(held('corde-a-noeuds'));
    creature(state, 'trappeur-alligator', 0);
    const move = legal(cat, state).find((a) => a.type === 'move');
    expect(move).toEqual({ type: 'move', to: 1 });
    const r = step(cat, state, move!, () => 0, { events: true });
    expect(r.ok && r.state.turn!.pa).toBe(2);
    expect(r.ok && effects(r.events)).toEqual([{ e: 'effect', player: 0, source: 'corde-a-noeuds', effect: 0, outcome: 'tacle-ignored', amount: 1 }]);
  });

  it("Longue-Vue: a hit at range 2 that only its lower Seuil made; Sabre d'Abordage: a free first attack", () => {
    const state = quietGame();
    state.players[0].items = [held('arbalete-de-guet'), held('longue-vue')];
    const target = creature(state, 'bagarreur-de-la-crique', 2);
    state.forcedDice = [3];
    const r = step(cat, state, { type: 'attack', item: 'arbalete-de-guet~t', target: target.uid }, () => 0, { events: true });
    expect(r.ok && r.events.find((e) => e.e === 'roll')).toMatchObject({ die: 3, need: 3, hit: true });
    expect(r.ok && effects(r.events)).toEqual([{ e: 'effect', player: 0, source: 'longue-vue', effect: 0, outcome: 'hit-gained', amount: 1 }]);

    const sabre = quietGame();
    sabre.players[0].items = [held('sabre-d-abordage')];
    const c = creature(sabre, 'bagarreur-de-la-crique', 1);
    // Entered its zone this turn: the first attack is free.
    sabre.players[0].zone = 1;
    sabre.players[0].enteredRound = sabre.round;
    sabre.forcedDice = [6];
    const hit = step(cat, sabre, { type: 'attack', item: 'sabre-d-abordage~t', target: c.uid }, () => 0, { events: true });
    expect(hit.ok && hit.state.turn!.pa).toBe(3);
    expect(hit.ok && effects(hit.events)).toEqual([{ e: 'effect', player: 0, source: 'sabre-d-abordage', effect: 0, outcome: 'pa-saved', amount: 1 }]);
  });

  it('Hachette: put down in the target’s zone after an attack at range 1, an effect carried out', () => {
    const state = quietGame();
    state.players[0].items = [held('hachette')];
    const target = creature(state, 'bagarreur-de-la-crique', 1);
    state.forcedDice = [1];
    const r = step(cat, state, { type: 'attack', item: 'hachette~t', target: target.uid }, () => 0, { events: true });
    expect(r.ok && effects(r.events)).toEqual([{ e: 'effect', player: 0, source: 'hachette', effect: 0, outcome: 'acted', amount: 1 }]);
    expect(r.ok && r.state.zones[1].items.map((i) => i.card)).toEqual(['hachette']);
  });
});

describe('an Objet already face up', () => {
  it('is not revealed again (Secret n°5 reveals "un Objet des Docks")', () => {
    for (const revealed of [false, true]) {
      const state = quietGame();
      state.zones[1] = { card: 'docks', items: [{ ...held('harpon'), revealed, known: revealed }], entered: false };
      const ctx = makeCtx(cat, () => 0, true);
      readSecret(state, ctx, 5, 0);
      expect(state.zones[1].items[0].revealed).toBe(true);
      expect(ctx.events!.filter((e) => e.e === 'reveal')).toHaveLength(revealed ? 0 : 1);
      const told = narrate(cat, ['obstine', 'reveur'], { state, events: [{ step: 1, action: null, events: ctx.events! }] }, 'fr');
      expect(told.includes('on révèle Harpon')).toBe(!revealed);
    }
  });
});

describe('the Objets table', () => {
  it('lists cards of type objet only: not a Personnage, a Secret or a Zone that was used', () => {
    const state = { chapter: 1, actions: 3, round: 2 } as GameState;
    const events = [
      { e: 'use', player: 0, source: 'obstine', effect: 0 },
      { e: 'use', player: 0, source: 'secret-7', effect: 0 },
      { e: 'use', player: 0, source: 'canal', effect: 0 },
      { e: 'use', player: 0, source: 'bandages', effect: 0 },
      { e: 'effect', player: 0, source: 'obstine', effect: 0, outcome: 'acted', amount: 1 },
      { e: 'effect', player: 0, source: 'bottes-de-docker', effect: 0, outcome: 'pa-saved', amount: 1 },
    ] as GameEvent[];
    const report = buildReport('codex', { games: 1, players: [1], seed: 1, bot: 'random' }, [summarize(0, 1, 1, ['obstine', 'reveur'], state, 'defeat', events)], cards);
    expect(Object.keys(report.items)).toEqual(['bandages', 'bottes-de-docker']);
    expect(report.items['bottes-de-docker']).toMatchObject({ uses: null, usesPerGame: null, did: { 'pa-saved': { total: 1, perGame: 1 } } });
    expect(report.items.bandages).toMatchObject({ uses: 1, usesPerGame: 1 });
  });

  it('counts a placement picked up once however often it is taken again (the Hachette thrown)', () => {
    const state = { chapter: 2, actions: 9, round: 2 } as GameState;
    const events = [
      { e: 'item-placed', item: 'hachette', zone: 1 },
      { e: 'pick-up', player: 0, item: 'hachette' },
      { e: 'drop', player: 0, item: 'hachette' },
      { e: 'pick-up', player: 0, item: 'hachette' },
      { e: 'pick-up', player: 1, item: 'hachette' },
      { e: 'chapter-end', chapter: 1, round: 3 },
      { e: 'item-placed', item: 'hachette', zone: 2 },
    ] as GameEvent[];
    const report = buildReport('codex', { games: 1, players: [2], seed: 1, bot: 'random' }, [summarize(0, 1, 2, ['obstine', 'reveur'], state, 'defeat', events)], cards);
    expect(report.items.hachette).toMatchObject({ placed: 2, pickedUp: 1, pickUps: 3, pickUpRate: 0.5 });
  });
});

describe('a real run', () => {
  let report: SimReport;
  beforeAll(() => {
    const r = spawnSync(process.execPath, [path.join(root, 'bin', 'deckwright.js'), 'sim', 'codex', '--games', '500', '--json'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    report = JSON.parse(r.stdout) as SimReport;
  });

  it('has every rate between 0 and 1', () => {
    const rates: [string, number][] = [];
    const walk = (v: unknown, at: string, rate: boolean) => {
      if (typeof v === 'number') {
        if (rate) rates.push([at, v]);
      } else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`, rate || /rate|share|ci95/i.test(k));
      }
    };
    // The balance figures hold differences (below 0) under `ci95`: sweep.test.ts checks those figures.
    walk({ ...report, balance: undefined }, '', false);
    // Win rates and intervals overall, by player count and party; hit rates; shares of defeats; pick-up rates.
    expect(rates.length).toBeGreaterThan(80);
    for (const key of ['.winRate', '.weapons.mousquet-du-veteran.hitRate', '.items.hachette.pickUpRate', '.byPlayers.2.ci95.1']) expect(rates.map(([k]) => k)).toContain(key);
    expect(Object.keys(report.killingBlows).length).toBeGreaterThan(0);
    for (const [at, x] of rates) expect([at, x >= 0 && x <= 1]).toEqual([at, true]);
  });

  it('lists Objets only, and what the passive ones did instead of "0 uses"', () => {
    expect(Object.keys(report.items).length).toBeGreaterThan(10);
    for (const id of Object.keys(report.items)) expect(cat.objets.has(id)).toBe(true);
    expect(report.title).toBe('CODEX');
    for (const id of ['bottes-de-docker', 'sabre-d-abordage', 'corde-a-noeuds', 'hachette', 'trident-du-capitaine']) expect(report.items[id]?.uses).toBeNull();
    expect(report.items['bottes-de-docker'].did['pa-saved']!.total).toBeGreaterThan(0);
    expect(report.items['sabre-d-abordage'].did['pa-saved']!.total).toBeGreaterThan(0);
    expect(report.items['bouclier-de-fortune'].did['damage-prevented']!.total).toBeGreaterThan(0);
    expect(report.items.hachette.did.acted!.total).toBeGreaterThan(0);
    expect(report.items.bandages.did['pv-restored']!.total).toBeGreaterThan(0);
  });
});

describe('counts agree in number', () => {
  it('one helper: 0 rounds, 1 round, 2 rounds', () => {
    expect([0, 1, 2].map((n) => plural(n, 'round'))).toEqual(['0 rounds', '1 round', '2 rounds']);
    expect(plural(1, 'victory', 'victories')).toBe('1 victory');
    expect(plural(3, 'victory', 'victories')).toBe('3 victories');
  });

  it('in the replay, in the game\'s language: "après 1 manche", "after 1 round"', () => {
    const replayed = {
      state: {} as GameState,
      events: [{ step: 1, action: null, events: [{ e: 'chapter-end', chapter: 1, round: 1 }, { e: 'chapter-end', chapter: 2, round: 2 }] as GameEvent[] }],
    } satisfies Replayed;
    expect(narrate(cat, ['obstine', 'reveur'], replayed, 'fr')).toBe('    Le chapitre 1 se termine après 1 manche\n    Le chapitre 2 se termine après 2 manches\n');
    expect(narrate(cat, ['obstine', 'reveur'], replayed, 'en')).toBe('    Chapter 1 ends after 1 round\n    Chapter 2 ends after 2 rounds\n');
    // A language the catalogue lacks is told in English.
    expect(narrate(cat, ['obstine', 'reveur'], replayed, 'de')).toBe('    Chapter 1 ends after 1 round\n    Chapter 2 ends after 2 rounds\n');
  });

  it('in the replay, for what the engine tells besides moves and blows: zones looked at, a creature removed, an empty pile', () => {
    const told = (events: GameEvent[], language: string) => narrate(cat, ['obstine', 'reveur'], { state: {} as GameState, events: [{ step: 1, action: null, events }] }, language);
    const events: GameEvent[] = [
      { e: 'look-deck', zones: [] },
      { e: 'look-deck', zones: ['docks'] },
      { e: 'look-deck', zones: ['docks', 'canal'] },
      { e: 'removed', creature: 'docker-possede#1' },
      { e: 'none-left', card: 'docker-possede' },
    ];
    expect(told(events, 'fr')).toBe(
      [
        'il ne reste aucune zone dans la pile',
        'la prochaine zone est Docks',
        'les prochaines zones sont Docks, Canal',
        'on retire Docker Possédé du jeu',
        'Docker Possédé\u00a0: sa pile est vide, rien n’apparaît',
      ].map((l) => `    ${l}\n`).join(''),
    );
    expect(told(events, 'en')).toBe(
      [
        'no zone is left in the pile',
        'the next zone is Docks',
        'the next zones are Docks, Canal',
        'Docker Possédé is removed from play',
        'no Docker Possédé left in its pile: nothing appears',
      ].map((l) => `    ${l}\n`).join(''),
    );
  });

  it('in the HTML report, which carries the manifest title in its title and heading', async () => {
    const state = { chapter: 1, actions: 10, round: 1 } as GameState;
    const summary = summarize(0, 42, 1, ['obstine', 'reveur'], state, 'defeat', [{ e: 'result', result: 'defeat' }]);
    const report = buildReport('mon-jeu', { games: 1, players: [1], seed: 42, bot: 'heuristic' }, [summary], { ...cards, title: 'Mon Jeu' });
    const fr = await reportHtml(report, { shortestLoss: 'loss.log.json', longestWin: null }, (id) => id, 'fr');
    expect(fr).toContain('<html lang="fr">');
    // The bot's name in the report's language, the command's value beside it.
    expect(fr).toContain('<title>Mon Jeu — parties simulées (bot heuristique)</title>');
    expect(fr).toContain('Bot heuristique (<code>--bot heuristic</code>), graine 42');
    expect(fr).toContain('<h1>Mon Jeu\u00a0: 1 partie simulée</h1>');
    expect(fr).toContain('Taux de victoire <b>0,0\u00a0%</b>');
    expect(fr).toContain('0 victoire, 1 défaite.');
    expect(fr).toContain('graine 42, nombre de joueurs 1.');
    expect(fr).toContain('<b>Défaite la plus courte</b>\u00a0: graine 42 (partie 0), 1 joueur, obstine + reveur, 1 manche, 10 actions. Pour la rejouer\u00a0: <code>npx deckwright replay loss.log.json</code>');
    expect(fr).toContain('<b>Victoire la plus longue</b>\u00a0: aucune dans cette série.');
    expect(fr).toContain('<h2>Comment les chiffres sont comptés</h2>');
    expect(fr).not.toMatch(/\(s\)|mon-jeu|simulated|Win rate|per game/);
    // A game whose language is English gets its report in English.
    const en = await reportHtml(report, { shortestLoss: 'loss.log.json', longestWin: null }, (id) => id, 'en');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Mon Jeu — simulated playtests (heuristic bot)</title>');
    expect(en).toContain('Bot heuristic (<code>--bot heuristic</code>), seed 42');
    expect(en).toContain('<h1>Mon Jeu: 1 simulated game</h1>');
    expect(en).toContain('Win rate <b>0.0 %</b>');
    expect(en).toContain('0 victories, 1 defeat.');
    expect(en).toContain('seed 42, player count 1.');
    expect(en).toContain('1 player, obstine + reveur, 1 round, 10 actions.');
    expect(en).toContain('<h2>How the figures are counted</h2>');
    expect(en).not.toMatch(/\(s\)|mon-jeu|partie|Taux/);
  });

  it('in the HTML report: a weapon that never attacked has no hit rate, the plots write numbers as the tables and fill the page', async () => {
    const state = { chapter: 1, actions: 10, round: 1 } as GameState;
    const summary = summarize(0, 42, 1, ['obstine', 'reveur'], state, 'defeat', [{ e: 'result', result: 'defeat' }]);
    summary.weapons = { 'dague-noire': { attacks: 0, hits: 0, damage: 1, kills: 1 }, harpon: { attacks: 4, hits: 2, damage: 3, kills: 0 } };
    summary.pvLost = { 'bagarreur-de-la-crique': 2, 'docker-possede': 1 };
    const report = buildReport('mon-jeu', { games: 1, players: [1], seed: 42, bot: 'random' }, [summary], { ...cards, title: 'Mon Jeu' });
    expect(report.weapons['dague-noire'].hitRate).toBeNull();
    expect(report.weapons.harpon.hitRate).toBe(0.5);
    const fr = await reportHtml(report, { shortestLoss: null, longestWin: null }, (id) => id, 'fr');
    expect(fr).toContain('<tr><td>dague-noire</td><td>0</td><td>—</td>');
    expect(fr).toContain('<tr><td>harpon</td><td>4</td><td>50,0\u00a0%</td>');
    expect(fr).toContain('(bot aléatoire)');
    // The axes: « 0,5 » and « 1,5 » as the tables write them, never « 0.5 ».
    const labels = [...fr.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels).toContain('0,5');
    expect(labels.filter((l) => /^\d+\.\d+$/.test(l))).toEqual([]);
    // Six plots, each the page's width (1100 px, the page's max-width).
    const widths = [...fr.matchAll(/<svg[^>]*class="marks" width="(\d+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([1100, 1100, 1100, 1100, 1100, 1100]);
    expect(fr).toContain('max-width: 1100px');
  });
});
