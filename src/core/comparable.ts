/**
 * The figures of a simulation run that `deckwright sim <game> <game>…` sets side by side: the few
 * any game's engine can count (who won, how long it took, what ended it), as plain counts, so
 * that the comparison computes every rate, interval and difference itself and knows nothing of
 * the game. A pack's engine returns them beside its own report (SimOutcome.comparable).
 */
export interface ComparableFigures {
  /** The manifest's title, for the comparison's headings. */
  title: string;
  /** The manifest's `language:`: the comparison is written in it when every run shares it. */
  language: string;
  /** Games played. */
  games: number;
  /** Games won (in a cooperative game, by the players). */
  wins: number;
  /** The same two counts for each player count ("2"), as the games were dealt. */
  byPlayers: Record<string, { games: number; wins: number }>;
  /**
   * How long the games lasted: the unit the game counts in, and how many games lasted each length
   * ("12" → 31 games lasted 12 rounds). Every game is counted once.
   */
  length: { unit: 'rounds' | 'turns'; games: Record<string, number> };
  /**
   * What killed players: for each cause (a card, by its name in the game's language), the games
   * it ended by dealing the last blow of a defeat.
   */
  killers: Record<string, number>;
}
