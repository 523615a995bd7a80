/**
 * INDEX's first étage in Tabletop Simulator: laid out as CODEX's first chapter is
 * (codex/tts-setup.ts), with what INDEX does its own way: « Les joueurs et les objets sont placés
 * en dessous de la salle dans laquelle ils se trouvent », so each player's die (« sur la face 6 »,
 * their PV) stands under the Entrée; and each Joueur lays before them « une carte Aptitude et une
 * carte Objet » its card names.
 */
import type { EditionTable } from '../codex/tts-setup.js';

export const indexTable: EditionTable = {
  dice: 'under-zone',
  namedCards: (joueur) => (typeof joueur.data.aptitude === 'string' ? [joueur.data.aptitude] : []),
};
