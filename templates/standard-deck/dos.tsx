/**
 * The back of the deck made by rule: the formats test pack's back (its colour, its emblem and its
 * label), shared rather than copied.
 */
import dos from '../formats-pack/dos.js';

export default dos;
