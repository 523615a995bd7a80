import type { Rule } from '../../../core/rule.js';
import { AIDE, pyramideExampleFiles } from './example-files.js';

/**
 * « il doit égaler ou dépasser un certain nombre selon son niveau et son adversaire »: the book
 * gives no numbers, ours are on the reference card. Every line gives a threshold for the same
 * adventurer levels (an error otherwise: a level would have no threshold against some foe); a
 * higher level should never make a combat harder, and a stronger demigod never easier (warnings).
 */
export const pyramideThresholds: Rule = {
  id: 'pyramide/thresholds',
  description: 'The thresholds give every adventurer level against every foe, fall as the adventurer rises and rise with the demigod (warnings).',
  severity: 'error',
  check(ctx) {
    for (const card of ctx.pack.cards.filter((c) => c.valid && c.type.id === 'aide')) {
      const mummy = card.data.mummy as number[];
      const demigod = card.data.demigod as number[][];
      const at = (...p: (string | number)[]) => ({ src: card.src, path: [...card.path, ...p] });
      const levels = mummy.length;
      demigod.forEach((line, i) => {
        if (line.length !== levels) ctx.report(at('demigod', i), `demigod level ${i + 1} gives ${line.length} threshold(s) and mummy ${levels}: give one for each adventurer level, 1 to ${levels}`, card.id);
      });
      const lines: [string, number[], (string | number)[]][] = [['mummy', mummy, ['mummy']], ...demigod.map((l, i): [string, number[], (string | number)[]] => [`demigod level ${i + 1}`, l, ['demigod', i]])];
      for (const [name, line, path] of lines) {
        line.forEach((t, i) => {
          if (i > 0 && t > line[i - 1]) ctx.report(at(...path, i), `against a ${name}, level ${i + 1} needs ${t} where level ${i} needs ${line[i - 1]}: a level should not make a combat harder`, card.id, 'warning');
        });
      }
      demigod.forEach((line, d) => {
        if (d === 0) return;
        line.forEach((t, i) => {
          const below = demigod[d - 1][i];
          if (below !== undefined && t < below) ctx.report(at('demigod', d, i), `demigod level ${d + 1} needs ${t} at adventurer level ${i + 1}, less than level ${d}'s ${below}: a stronger demigod should not be easier`, card.id, 'warning');
        });
      });
    }
  },
  examples: {
    valid: [{ name: 'thresholds for two levels', files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'a line short of a level',
        files: pyramideExampleFiles({ 'aide.yaml': AIDE.replace('- [21, 19]', '- [21]') }),
        errors: [{ file: 'aide.yaml', line: 10, column: 10, message: 'demigod level 2 gives 1 threshold(s) and mummy 2' }],
      },
      {
        name: 'a level that makes the combat harder (a warning)',
        files: pyramideExampleFiles({ 'aide.yaml': AIDE.replace('mummy: [16, 15]', 'mummy: [16, 17]') }),
        errors: [{ file: 'aide.yaml', line: 7, column: 17, message: 'level 2 needs 17 where level 1 needs 16' }],
      },
    ],
  },
};
