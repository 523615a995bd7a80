/** A playing card: its rank in the corners and its suit's sign in the middle. */
import carte from '../standard-deck/carte.js';

export default carte;
