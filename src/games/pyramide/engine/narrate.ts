/** A game of the Sokar pyramid told in French, event by event, for `deckwright replay`. */
import { MUMMY, pieceName, type Catalogue } from './catalogue.js';
import type { PyramideEvent } from './types.js';

const WHY: Record<string, string> = { dynamite: 'dynamité', push: 'renversé par une poussée', mummy: 'devenu une momie', expired: 'retiré (deux tours ont passé)' };

/** The event in words, or null for what a reader need not be told. */
export function narrateEvent(cat: Catalogue, e: PyramideEvent): string | null {
  const who = (id: string) => (id === MUMMY ? 'une momie' : pieceName(cat, id));
  switch (e.e) {
    case 'turn':
      return `— Tour ${e.turn}`;
    case 'enter':
      return `${who(e.adventurer)} entre en ${e.cell}`;
    case 'move':
      return `${who(e.piece)} : ${e.from} → ${e.to}`;
    case 'card':
      return `${who(e.adventurer)} joue « ${cat.cardNames[e.card] ?? e.card} »`;
    case 'take':
      return `${who(e.adventurer)} reprend « ${cat.cardNames[e.card] ?? e.card} » de sa défausse`;
    case 'special':
      return `${who(e.adventurer)} utilise sa capacité spéciale${e.target ? ` (${who(e.target)})` : ''}`;
    case 'look':
      return `${who(e.adventurer)} regarde la main de ${who(e.at)}`;
    case 'level':
      return `${who(e.piece)} passe au niveau ${e.level}`;
    case 'wall':
      return e.blue ? `le mur bleu est posé en ${e.cell}` : `le Dieu pose un mur en ${e.cell}`;
    case 'wall-gone':
      return `le mur de ${e.cell} est ${WHY[e.why]}`;
    case 'summon':
      return `le Dieu invoque ${who(e.piece)} en ${e.cell}`;
    case 'make-way':
      return `${who(e.adventurer)} s'écarte en ${e.to}`;
    case 'combat':
      return `combat en ${e.cell} : ${who(e.adventurer)} (niveau ${e.level}) contre ${who(e.foe)}${e.foe === MUMMY ? '' : ` (niveau ${e.foeLevel})`}${e.attack ? ', carte « Attaquer un ennemi »' : ''} : ${e.dice.join('+')} = ${e.sum} contre ${e.threshold}, ${e.won ? 'gagné' : 'perdu'}`;
    case 'killed':
      return `${who(e.piece)} est éliminé${e.piece === MUMMY ? 'e' : ''}`;
    case 'push':
      return `${who(e.piece)} est repoussé ${e.from} → ${e.to}`;
    case 'stuck':
      return `${who(e.adventurer)} et ${who(e.foe)} ne peuvent reculer`;
    case 'chest':
      return `coffre ouvert en ${e.cell} : ${e.value}`;
    case 'end':
      return `fin : les aventuriers ont ${e.loot}, les coffres fermés ${e.left} : ${e.winner === 'adventurers' ? 'les aventuriers gagnent' : 'le Dieu gagne'}`;
  }
}
