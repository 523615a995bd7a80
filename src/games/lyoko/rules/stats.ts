import type { Rule } from '../../../core/rule.js';
import { lyokoExampleFiles, OBSTACLE } from './example-files.js';

/**
 * VII.2: « Le joueur qui joue l'obstacle ou qui confronte le danger choisit la caractéristique
 * (parmi celles de l'obstacle ou du danger) »: an obstacle or a danger without a characteristic
 * could never be confronted.
 */
export const lyokoStats: Rule = {
  id: 'lyoko/stats',
  description: 'An obstacle or a danger has at least one of the characteristics Force, Agilité, Ruse, the ones it can be confronted in (VII.2).',
  severity: 'error',
  check(ctx) {
    for (const card of ctx.pack.cards.filter((c) => c.valid && (c.type.id === 'obstacle' || c.type.id === 'danger'))) {
      const stats = (card.data.stats ?? {}) as Record<string, unknown>;
      if (Object.values(stats).some((v) => typeof v === 'number')) continue;
      ctx.report({ src: card.src, path: [...card.path, 'stats'] }, `${card.type.id === 'obstacle' ? 'an obstacle' : 'a danger'} is confronted in one of its characteristics (VII.2): give it at least one of force, agilite, ruse`, card.id);
    }
  },
  examples: {
    valid: [{ name: 'an obstacle with two characteristics', files: lyokoExampleFiles() }],
    invalid: [
      {
        name: 'an obstacle without characteristics',
        files: lyokoExampleFiles({ 'obstacles.yaml': OBSTACLE.replace('stats: { force: 4, agilite: 2 }', 'stats: {}') }),
        errors: [{ file: 'obstacles.yaml', line: 8, column: 12, message: 'give it at least one of force, agilite, ruse' }],
      },
    ],
  },
};
