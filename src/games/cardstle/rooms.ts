/**
 * Cardstle's rooms and their deck as the checker's rules and the engine read them: the valid room
 * files (data type `salle`), and the room deck of the manifest (the deck of card type `salle`):
 * how many copies of it the game uses (`sets:`) and the names of its cards.
 */
import type { DeckDef } from '../../core/manifest.js';
import type { LoadedPack } from '../../core/pack.js';
import type { YamlSource } from '../../core/yaml-source.js';

/** The data type of room files, and the card type of the room deck's cards. */
export const ROOM_TYPE = 'salle';

export interface RoomFile {
  name: string;
  src: YamlSource;
  data: { name: string; grid: string; goal?: string; talk?: string[] };
}

export function roomFilesOf(pack: Pick<LoadedPack, 'data'>): RoomFile[] {
  return pack.data.filter((d) => d.type === ROOM_TYPE && d.valid).map((d) => ({ name: d.name, src: d.src, data: d.data as RoomFile['data'] }));
}

export interface RoomDeck {
  deck: DeckDef;
  /** The copies of the deck the game uses (the manifest's `sets:`, 1 by default). */
  sets: number;
  /** Its cards' names ("Dame de Pique"), as parties and rooms name them. */
  names: Set<string>;
}

/** The room deck, or null when the manifest has none. */
export function roomDeckOf(pack: Pick<LoadedPack, 'manifest' | 'cards'>): RoomDeck | null {
  const deck = pack.manifest?.decks.find((d) => d.type === ROOM_TYPE);
  if (!deck) return null;
  return { deck, sets: deck.sets ?? 1, names: new Set(pack.cards.filter((c) => c.deck === deck).map((c) => String(c.data.name))) };
}
