/**
 * The table of a hot-seat game as plain data: what a page draws without knowing the game. A pack
 * turns its state into this (its `table` function, given the seat looking), and the page draws
 * zones of cards, a board of cells, players with their figures and the viewer's hand. Everything
 * is JSON; names are the cards' own (in the game's language), images are render keys.
 *
 * Types only, importing nothing: the preview page (client/) reads the same declarations, so the
 * server's table and the page's cannot drift apart.
 */

/** A figure shown beside a card, a player or the table: PV, PA, a round, cards left in a pile. */
export interface TableCounter {
  /** Stable within its holder ('pv', 'round'): the page may style by it. */
  id: string;
  label: string;
  value: number | string;
  /** The most it can be (PV 4 of 6), when it has one. */
  max?: number;
}

export interface TableCard {
  /** Unique on the table (a card in play's uid, or the card id with its place). */
  id: string;
  /** The card's name, or what a face-down card is ("Objet") when the viewer does not know it. */
  name: string;
  /**
   * The key of its image under dist/<game>/cards/ without extension ("creatures/encre", or the
   * deck's back "objets/_back" for a face-down card): the render's keys (src/render/outputs.ts).
   * Absent for what has no card image (a playing card of a standard deck, a marker).
   */
  image?: string;
  faceDown: boolean;
  /** Turned sideways (tapped, engaged, exhausted). */
  tapped?: boolean;
  counters: TableCounter[];
  /** Short words about its state ("known", "boss", "recto"). */
  tags?: string[];
}

/** Something standing somewhere that is not a card: a player's figure, a token. */
export interface TablePiece {
  id: string;
  /** What it is, in the game's language ("Momie", "Mur bleu", "Coffre ouvert (3)"). */
  label: string;
  /** The seat it belongs to, when it is a player's. */
  seat?: number;
  /**
   * The key of its image under dist/<game>/cards/ (a token's or a pawn's render key, as for a
   * card), when the pack draws it; the page draws the label otherwise.
   */
  image?: string;
  /** What sort of piece it is ('pawn', 'token', 'wall', 'chest'): the page may size and layer by it. */
  kind?: string;
}

/** A rectangle in fractions (0 to 1) of an image's width and height, from its top left corner. */
export interface TableBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A place on the table holding cards: a zone of the chapter, a pile, the cards in play, a discard. */
export interface TableZone {
  id: string;
  title: string;
  /** The seat it belongs to (cards in front of a player), when it is one's. */
  seat?: number;
  cards: TableCard[];
  pieces?: TablePiece[];
  /** A pile drawn from: how many cards it holds and the image of its back; its cards are not listed. */
  pile?: { count: number; back?: string };
  /** Where the action is (the zone of the player to act): the page may highlight it. */
  current?: boolean;
  counters?: TableCounter[];
}

/** A grid board: rows × cols cells, each with its label and what stands on it. */
export interface TableBoard {
  rows: number;
  cols: number;
  /**
   * The board's own image (a render key under dist/<game>/cards/), when the pack draws one: the
   * page shows it and puts each cell's pieces and cards on it, at the cell's `box`.
   */
  image?: string;
  cells: {
    row: number;
    col: number;
    /** Its name as the board prints it ("B3"). */
    label: string;
    /** What the cell is ('floor', 'wall', 'hatched'…): an id, for styling; `kindLabel` says it in words. */
    kind?: string;
    /** The cell's kind in the game's language, for a page without the board's image (and for a tooltip). */
    kindLabel?: string;
    /** Where the cell lies on the board's image. */
    box?: TableBox;
    pieces: TablePiece[];
    cards?: TableCard[];
  }[];
}

export interface TablePlayer {
  seat: number;
  name: string;
  image?: string;
  /** Whether this seat acts now. */
  active: boolean;
  stats: TableCounter[];
  /** The cards in their hand, for the viewer only; null for everyone else's (see handCount). */
  hand: TableCard[] | null;
  handCount: number;
  /** What lies face up in front of them (items held, rations, permanents). */
  front: TableZone[];
}

export interface TableView {
  /** The seat the table is drawn for (whose hand shows); null for a table drawn for nobody's hand. */
  viewer: number | null;
  zones: TableZone[];
  board?: TableBoard;
  players: TablePlayer[];
  /** Figures of the whole game (round, chapter, phase...). */
  counters: TableCounter[];
}

/** A die as it fell, for the page to show: its faces, the face up, and what it was for. */
export interface TableDie {
  sides: number;
  value: number;
  /** What it was rolled for, in words ("Attack: 4+ needed, hit"). */
  label: string;
}

/** An option of a new game, for the page's start form: the seed, the player count, the characters... */
export interface SessionOption {
  name: string;
  label: string;
  /** 'number': an integer (min to max); 'choice': one of `values`; 'choices': a list of `values` (in seat order). */
  kind: 'number' | 'choice' | 'choices';
  values?: { value: string; label: string }[];
  min?: number;
  max?: number;
  default: number | string | string[];
}
