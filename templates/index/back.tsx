/** A deck back (face-down Salles and Objets included): CODEX's back, with INDEX's title and colours. */
import back from '../codex/back.js';

export default back;
