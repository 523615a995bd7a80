/**
 * A Cardstle card as Tabletop Simulator tooltip text: what a room card is when turned over and
 * what it does as a treasure, read from the tables as the printed card reads them (meaningOf), so
 * that the tooltip and the card never disagree; a donne card, its value.
 */
import type { LoadedCard, LoadedPack } from '../../core/pack.js';
import { meaningOf, rankValue, STAT_SHORT, STATS, tablesOf, type CardMeaning, type Rank, type Suit } from './tables.js';

/** The room part: « ennemi moyen : Vie 2, Att 3 (+1 famille), Déf 2, Mvt 2 », « piège : attaque 3 », … */
export function roomText(m: CardMeaning, speciality: number): string {
  const room = m.room;
  switch (room.role) {
    case 'ennemi': {
      const stats = STATS.map((s) => {
        const marks = [s === room.speciality && speciality ? `+${speciality}\u00a0famille` : '', s === room.extra ? '+1 de l’As' : ''].filter(Boolean);
        return `${STAT_SHORT[s]} ${room.stats[s]}${marks.length ? ` (${marks.join(', ')})` : ''}`;
      });
      return `ennemi ${room.strength} : ${stats.join(', ')}`;
    }
    case 'piege':
      return `piège : attaque ${room.att} (contre la Défense ; réussi, il se ramasse ; raté, 1\u00a0Vie de moins)`;
    case 'coffre':
      return `coffre ${room.size} : ${room.treasures}\u00a0trésor${room.treasures > 1 ? 's' : ''}, s’ouvre avec un trésor de ${m.suit}`;
    default:
      return 'rien dans la pièce';
  }
}

export function describeCardstleCard(card: LoadedCard, pack: LoadedPack): string {
  const { rank, suit, name } = card.data as { rank: Rank; suit: Suit; name?: string };
  const title = `[b]${name ?? `${rank} de ${suit}`}[/b]`;
  if (card.type.id === 'donne') return `${title} — donne : vaut ${rankValue(rank)}`;
  const tables = tablesOf(pack)?.tables;
  if (!tables) return title;
  const m = meaningOf(tables, rank, suit);
  return `${title} — ${roomText(m, tables.speciality)}\nTrésor : ${m.suitInfo.treasureText} Ouvre un coffre de ${suit}.`;
}
