/** The back of both decks: the room deck's and the donne's, told apart by colour, emblem and label. */
import dos from '../formats-pack/dos.js';

export default dos;
