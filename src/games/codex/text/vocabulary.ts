/** Facts of the CODEX rulebook that the checker's rules share. */

/** Passive keywords (rulebook, "Annexe") and how many numbers each takes: *Charge 1*. */
export const KEYWORDS: Record<string, number> = { Tacle: 0, Charge: 1, Plante: 0 };

/** "2 à 4 Joueurs"; a solo player runs two characters, so never more than four. */
export const MAX_PLAYERS = 4;

/** A chapter has as many Zones as players between Début and Fin: at most 6, so 5 apart at most. */
export const MAX_DISTANCE = MAX_PLAYERS + 1;

/** The deck summoned creatures come from ("La pile de Créatures Spéciales"). */
export const SPECIAL_DECK = 'creatures-speciales';

/** Card types whose text speaks as the creature ("je"), and text paths of a Secret that do. */
export const FIRST_PERSON_TYPES = new Set(['creature', 'boss']);
export const FIRST_PERSON_SECRET_FIELD = 'aptitudes';

/** Card names compare without caring for the apostrophe's style (' or ’). */
export function sameName(a: string, b: string): boolean {
  return a.replace(/’/g, "'") === b.replace(/’/g, "'");
}
