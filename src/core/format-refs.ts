/**
 * The manifest's formats and what names them: every deck and component names a format the
 * manifest has, of the kind it needs, and a round format is a disc. Reported by core/schema, at
 * the name that is wrong, with the closest one.
 */
import { closest } from 'fastest-levenshtein';
import { COMPONENT_FORMAT_KIND, CARD_FORMAT, formatsOf, isDrawn, type FormatKind } from './formats.js';
import type { Manifest } from './manifest.js';
import type { PathSegment } from './yaml-source.js';

export interface FormatProblem {
  at: PathSegment[];
  message: string;
}

const KIND_WORDS: Record<FormatKind, string> = { card: 'a card format', token: 'a token format', board: 'a board format', page: 'a page format' };

export function formatProblems(manifest: Manifest): FormatProblem[] {
  const problems: FormatProblem[] = [];
  const formats = formatsOf(manifest);
  if (manifest.formats && Object.hasOwn(manifest.formats, CARD_FORMAT)) {
    problems.push({ at: ['formats', CARD_FORMAT], message: `'${CARD_FORMAT}' is the name of the manifest's card: format; give this one another name` });
  }
  for (const [name, f] of Object.entries(manifest.formats ?? {})) {
    if (f.shape !== 'round') continue;
    if (f.kind !== 'token') problems.push({ at: ['formats', name, 'shape'], message: `format '${name}': only tokens are round; leave shape out of a ${f.kind} format` });
    else if (f.width !== f.height) {
      problems.push({ at: ['formats', name, 'shape'], message: `format '${name}' is round, a disc: its width and height must be equal (it says ${f.width}×${f.height} mm)` });
    }
  }
  /** The problem with `name` as the format of something that needs a format of kind `kind`. */
  const check = (at: PathSegment[], what: string, name: string, kind: FormatKind) => {
    const fitting = formats.filter((f) => f.kind === kind).map((f) => f.name);
    const list = fitting.length ? ` The ${kind} formats: ${fitting.join(', ')}` : ` Declare one under formats: with kind: ${kind}`;
    const found = formats.find((f) => f.name === name);
    if (!found) {
      const near = fitting.length ? closest(name, fitting) : formats.length > 1 ? closest(name, formats.map((f) => f.name)) : undefined;
      problems.push({ at, message: `${what}: there is no format '${name}'${near ? `; did you mean '${near}'?` : '.'}${list}` });
    } else if (found.kind !== kind) {
      problems.push({ at, message: `${what}: format '${name}' is ${KIND_WORDS[found.kind]}, not ${KIND_WORDS[kind]}.${list}` });
    }
  };
  manifest.decks.forEach((deck, i) => {
    if (deck.format !== undefined) check(['decks', i, 'format'], `deck '${deck.id}'`, deck.format, 'card');
  });
  (manifest.components ?? []).forEach((c, i) => {
    if (isDrawn(c)) check(['components', i, 'format'], `${c.kind} '${c.id}'`, c.format, COMPONENT_FORMAT_KIND[c.kind]);
  });
  return problems;
}
