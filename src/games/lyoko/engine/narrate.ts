/** A Code Lyoko game told in French, event by event, for `deckwright replay`. */
import { findCard, type Catalogue } from './catalogue.js';
import type { LyokoEvent } from './types.js';

const STAT: Record<string, string> = { force: 'Force', agilite: 'Agilité', ruse: 'Ruse' };
const OUTCOME: Record<string, string> = { reussite: 'réussite', echec: 'échec', egalite: 'égalité : rien ne se passe' };

/** The event in words, or null for what a reader need not be told. */
export function narrateEvent(cat: Catalogue, e: LyokoEvent): string | null {
  const card = (id: string) => findCard(cat, id)?.name ?? id;
  const hero = (id: string) => cat.heroes.find((h) => h.id === id)?.name ?? id;
  switch (e.e) {
    case 'turn':
      return `— Tour ${e.turn} : joueur ${e.seat + 1}`;
    case 'draw':
      return e.card ? `joueur ${e.seat + 1} pioche` : `joueur ${e.seat + 1} ne pioche rien`;
    case 'play':
      return `joueur ${e.seat + 1} joue ${card(e.card)}`;
    case 'coup':
    case 'effect':
      return null;
    case 'ability':
      return `joueur ${e.seat + 1} utilise ${e.name ? `« ${e.name} » de ` : 'la capacité de '}${e.source}`;
    case 'flip':
      return `on retourne ${hero(e.hero)} (${e.side === 'recto' ? 'recto' : 'verso'})`;
    case 'vp':
      return `joueur ${e.seat + 1} : ${e.vp} PV`;
    case 'confront':
      return `${e.char} confronte ${card(e.against)} en ${STAT[e.stat]} : ${e.mine} contre ${e.theirs}, ${OUTCOME[e.outcome]}`;
    case 'destroy':
      return `${card(e.card)} est mise dans la défausse de son propriétaire`;
    case 'stand-up':
      return 'les cinq héros sont couchés : on redresse toutes les cartes en jeu';
    case 'tower':
      return e.state === 'deactivated' ? 'la tour est désactivée' : 'la tour est activée';
    case 'win':
      return `joueur ${e.seat + 1} gagne la partie`;
  }
}
