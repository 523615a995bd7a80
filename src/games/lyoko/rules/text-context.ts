import type { Rule } from '../../../core/rule.js';
import { nodesOf } from '../../codex/text/fields.js';
import { lyokoTexts, textLocation, type LyokoTextField } from '../text/fields.js';
import { EQUIPEMENT, lyokoExampleFiles, OBSTACLE } from './example-files.js';

/**
 * Words that point at something only some cards have: « le porteur » (an équipement's bearer,
 * III.γ), « ce personnage » (the extra or hero whose card it is), « ce héros », « cette carte »
 * (a card in play), and the confrontation's « le personnage », « l'obstacle », « le danger » and
 * « la confrontation », which exist only while a confrontation is played (VII.2): in a surprise,
 * an obstacle's or a danger's effects, or a surprise ability.
 */
function inConfrontation(f: LyokoTextField): boolean {
  const t = f.effect.timing;
  return t === 'surprise' || t === 'reussite' || t === 'echec' || (t === 'immediat' && (f.type === 'surprise' || f.type === 'obstacle'));
}

const IN_PLAY = new Set(['danger', 'extra', 'lieu', 'equipement']);

/** What a node refers to, when it refers to something that not every card has. */
function refersTo(node: { kind: string } & Record<string, unknown>, parent: string | null): 'bearer' | 'self' | 'hero-self' | 'this' | 'confrontation' | null {
  if (parent === 'flip' && node.kind === 'self') return 'hero-self';
  if (node.kind === 'bearer') return 'bearer';
  if (node.kind === 'self') return 'self';
  if (node.kind === 'this') return 'this';
  if (node.kind === 'involved' || node.kind === 'opposition' || node.kind === 'confront-in' || node.kind === 'cancel') return 'confrontation';
  return null;
}

const PROBLEM: Record<string, (f: LyokoTextField) => string | null> = {
  bearer: (f) => (f.type === 'equipement' ? null : '« le porteur » is the character an équipement is on: only an équipement\'s effects can name it'),
  self: (f) => (f.type === 'extra' || f.type === 'heros' ? null : '« ce personnage » is the character whose card it is: only an extra\'s or a hero\'s effects can name it'),
  'hero-self': (f) => (f.type === 'heros' ? null : '« ce héros » is the hero whose card it is: only a hero\'s effects can name it'),
  this: (f) => (IN_PLAY.has(f.type) ? null : '« cette carte » is a card in play: only a danger, an extra, a lieu or an équipement can name itself'),
  confrontation: (f) => (inConfrontation(f) ? null : 'this names the confrontation (« le personnage », « l\'obstacle », « le danger », « la confrontation »), which exists only in a surprise and in an obstacle\'s or a danger\'s effects'),
};

export const lyokoTextContext: Rule = {
  id: 'lyoko/text-context',
  description: 'An effect names only what its card has: « le porteur » on an équipement, « ce personnage » on an extra or a hero, « cette carte » on a card in play, and the confrontation only where one is played.',
  severity: 'error',
  check(ctx) {
    for (const f of lyokoTexts(ctx.pack)) {
      if (!f.ast) continue;
      for (const s of f.ast.sentences) {
        const seen = new Set<string>();
        for (const { node } of nodesOf(s.clause)) {
          const what = refersTo(node, s.clause.kind);
          if (!what || seen.has(what)) continue;
          seen.add(what);
          const problem = PROBLEM[what](f);
          if (problem) ctx.report(textLocation(f, s.clause.at), problem, f.card.id);
        }
      }
    }
  },
  examples: {
    valid: [{ name: 'each word on a card that has it', files: lyokoExampleFiles() }],
    invalid: [
      {
        name: '« le porteur » on an obstacle',
        files: lyokoExampleFiles({ 'obstacles.yaml': OBSTACLE.replace('Perds 2 PV.', 'Couche le porteur.') }),
        errors: [{ file: 'obstacles.yaml', line: 13, column: 15, message: 'only an équipement' }],
      },
      {
        name: 'the confrontation named by a permanent ability',
        files: lyokoExampleFiles({ 'equipements.yaml': EQUIPEMENT.replace('Le porteur gagne', 'Le personnage gagne') }),
        errors: [{ file: 'equipements.yaml', line: 10, column: 15, message: 'exists only in a surprise' }],
      },
    ],
  },
};
