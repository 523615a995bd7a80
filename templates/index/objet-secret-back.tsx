/** An Objet secret's back: its number, so that a Salle's « Posez l’Objet secret n° 2 ici » finds it face down; CODEX's numbered back. */
import secretBack from '../codex/secret-back.js';

export default secretBack;
