/**
 * CODEX (and INDEX, played by its rules) set up for the first chapter in Tabletop Simulator
 * (`deckwright tts codex --setup`), from the engine's own setup (engine/setup.ts, chapter.ts) of
 * `sim`'s first game with that seed and player count:
 *
 * - the chapter's zones in a line at the centre, Début at the left and Fin at the right (« en ligne
 *   au centre de la table »), each creature above its zone (« au-dessus de chaque carte Zone »),
 *   the Objets dealt under it face down (« dealt under a Zone », cards/codex/zones.yaml), face up
 *   when revealed; a zone not yet revealed (INDEX's Salles) lies face down;
 * - each player's die on their zone showing their PV (« Chaque joueur place son dé sur la carte
 *   Zone « Début du Chapitre » … sur la face 6 »), or under the zone for an edition whose players
 *   stand below their room (INDEX: « Les joueurs et les objets sont placés en dessous de la salle »);
 * - each seat with its character, the Objets it holds and its Rations face up before it; a solo
 *   player's seat holds both characters. Nothing is in a hand: CODEX hides nothing;
 * - the piles face down beside, in the order the engine draws them, the first card on top.
 */
import type { LoadedCard, LoadedPack } from '../../core/pack.js';
import type { GridPlace, TableItem, TableLayout, TableSeat } from '../../core/pack-types.js';
import { cardOf, deckOfCards, playerCount, SEAT_COLOURS, seatSides, setUpGame, SETUP_BOT, type FirstTurn, type FirstTurnOptions } from '../../engine/first-turn.js';
import { makeBot } from './engine/bots/index.js';
import type { Catalogue } from './engine/catalogue.js';
import { codexGame } from './engine/step.js';
import type { GameState, Piles } from './engine/types.js';
import { DEFAULT_PLAYERS, gameSetup } from './sim/run.js';

/** What an edition lays out its own way. */
export interface EditionTable {
  /** Where a player's die stands: on their zone's card (CODEX), or under the zone (INDEX). */
  dice: 'on-zone' | 'under-zone';
  /** Cards a character's card names that its player lays before them besides what the state holds (INDEX's Aptitude). */
  namedCards?: (character: LoadedCard) => string[];
}

/** CODEX's characters take « le dé de la couleur de son Personnage », the seat of that colour. */
const COLOURS: Record<string, { seat: string; die: string }> = {
  rouge: { seat: 'Red', die: 'de-rouge' },
  jaune: { seat: 'Yellow', die: 'de-jaune' },
  vert: { seat: 'Green', die: 'de-vert' },
  bleu: { seat: 'Blue', die: 'de-bleu' },
};

export function codexFirstTurn(pack: LoadedPack, cat: Catalogue, options: FirstTurnOptions, edition: EditionTable = { dice: 'on-zone' }): FirstTurn {
  const { state, players } = codexFirstState(pack, cat, options);
  return { layout: codexSetupLayout(pack, state, players, edition), players: state.players.map((p) => cat.personnages.get(p.character)?.name ?? p.character) };
}

/** The game the engine sets up: `sim --seed N --players K`'s first game (its characters), its bot answering the chapter's setup. */
export function codexFirstState(pack: LoadedPack, cat: Catalogue, options: FirstTurnOptions): { state: GameState; players: number } {
  const most = Math.min(4, cat.personnages.size);
  const players = playerCount(options, { min: 1, max: most, default: DEFAULT_PLAYERS[0] }, pack.manifest?.title ?? pack.name);
  const opts = { games: 1, seed: options.seed, bot: SETUP_BOT as 'heuristic', players: [players] };
  const setup = gameSetup(cat, opts, 0);
  return { state: setUpGame(codexGame, cat, setup, makeBot(opts.bot, cat, setup.seed, {})), players };
}

/** Where the state puts each thing, named as game.yaml names it. */
export function codexSetupLayout(pack: LoadedPack, state: GameState, players: number, edition: EditionTable): TableLayout {
  const deckOf = deckOfCards(pack);
  const card = (id: string, faceDown = false) => cardOf(deckOf, id, faceDown);
  const characterCard = (id: string) => pack.cards.find((c) => c.id === id);
  const dice = (pack.manifest!.components ?? []).flatMap((c) => (c.kind === 'die' ? [{ id: c.id, sides: c.sides }] : []));
  const colourOf = (id: string) => COLOURS[String(characterCard(id)?.data.color ?? '')];
  // The die of the character's colour; a pack without one (INDEX's plain dice) gives its last die, its copies taken in turn.
  // A pack without dice, or whose die cannot show the character's PV, lays none.
  const dieOf = (p: { character: string; pv: number }): TableItem[] => {
    const own = colourOf(p.character)?.die;
    const die = dice.find((d) => d.id === own) ?? dice[dice.length - 1];
    return die && p.pv >= 1 && p.pv <= die.sides ? [{ die: die.id, face: p.pv }] : [];
  };

  // The line of zones: creatures above (a row for each creature a zone holds), then the zones, then under them the dice and Objets.
  const zones = state.zones;
  const creatureRows = Math.max(0, ...zones.map((_, z) => state.creatures.filter((c) => c.zone === z).length));
  const under = zones.map((z, i): TableItem[][] => {
    const standing = state.players.filter((p) => p.zone === i).flatMap(dieOf);
    const items = z.items.map((it) => [card(it.card, !it.revealed)]);
    return edition.dice === 'under-zone' && standing.length ? [standing, ...items] : items;
  });
  const underRows = Math.max(0, ...under.map((u) => u.length));
  const places: GridPlace[] = [];
  zones.forEach((z, col) => {
    state.creatures.filter((c) => c.zone === col).forEach((c, k) => places.push({ row: creatureRows - 1 - k, col, items: [card(c.card)] }));
    const onZone = edition.dice === 'on-zone' ? state.players.filter((p) => p.zone === col).flatMap(dieOf) : [];
    places.push({ row: creatureRows, col, items: [card(z.card, z.hidden === true), ...onZone] });
    under[col].forEach((items, k) => places.push({ row: creatureRows + 1 + k, col, items }));
  });

  // One seat a player; a solo player runs two characters from one seat.
  const groups = players === 1 ? [state.players] : state.players.map((p) => [p]);
  const sides = seatSides(groups.length);
  const taken = new Set<string>();
  const seats: TableSeat[] = groups.map((group, i) => {
    const first = group[0].character;
    const own = colourOf(first)?.seat;
    const colour = own && !taken.has(own) ? own : SEAT_COLOURS.find((c) => !taken.has(c))!;
    taken.add(colour);
    const front = group.flatMap((p): TableItem[] => [
      card(p.character),
      ...(edition.namedCards && characterCard(p.character) ? edition.namedCards(characterCard(p.character)!) : []).map((id) => card(id)),
      ...p.items.map((it) => card(it.card)),
      ...p.rations.map((r) => card(r.card)),
    ]);
    const name = group.map((p) => String(characterCard(p.character)?.data.name ?? p.character)).join(' · ');
    return { colour, name, side: sides[i], hand: [], front };
  });

  return { grid: { rows: creatureRows + 1 + underRows, cols: zones.length, places }, seats, pieces: [], aside: piles(state.piles, deckOf) };
}

/** The piles face down, each in the order the engine draws it (its first card on top); a pile of cards of several decks, one pile a deck. */
function piles(p: Piles, deckOf: (card: string) => string): TableItem[] {
  return (['zones', 'creatures', 'special', 'objets', 'boss'] as const).flatMap((key) => {
    const byDeck = new Map<string, string[]>();
    for (const c of p[key]) byDeck.set(deckOf(c), [...(byDeck.get(deckOf(c)) ?? []), c]);
    return [...byDeck].map(([deck, cards]) => ({ deck, cards, faceDown: true }));
  });
}
