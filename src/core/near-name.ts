/**
 * The name a mistyped one most likely meant (a game, a font family, a starter): the closest by
 * edit distance, case aside, when it is close enough to be a slip (a third of its letters at
 * most), so that a name like nothing offered gets no suggestion.
 */
import { closest, distance } from 'fastest-levenshtein';

export function nearName(name: string, names: string[]): string | undefined {
  if (!names.length || name.length > 200) return undefined;
  const lower = names.map((n) => n.toLowerCase());
  const near = closest(name.toLowerCase(), lower);
  return distance(name.toLowerCase(), near) <= Math.max(1, Math.floor(near.length / 3)) ? names[lower.indexOf(near)] : undefined;
}
