import type { Rule } from '../../../core/rule.js';
import { codexExampleFiles, CREATURE } from './example-files.js';

/**
 * "Plante : si je suis dans un Jardin, j'utilise les valeurs en vert": a creature with the
 * keyword needs green values, and green values mean nothing without the keyword.
 */
export const gardenValues: Rule = {
  id: 'codex/garden-values',
  description: 'A creature with *Plante* has green `garden` values, and only such a creature has them.',
  severity: 'error',
  check(ctx) {
    for (const card of ctx.pack.cards.filter((c) => c.valid && (c.type.id === 'creature' || c.type.id === 'boss'))) {
      const plante = /\bPlante\b/.test(String(card.data.passive ?? ''));
      const garden = card.data.garden as Record<string, unknown> | undefined;
      const hasGarden = !!garden && Object.keys(garden).length > 0;
      if (plante && !hasGarden) {
        ctx.report({ src: card.src, path: [...card.path, 'passive'], needle: 'Plante' }, `'${card.id}' has *Plante* but no \`garden\` values (pv and/or riposte) to use in a Jardin`, card.id);
      } else if (!plante && hasGarden) {
        ctx.report({ src: card.src, path: [...card.path, 'garden'] }, `'${card.id}' has \`garden\` values but no *Plante* passive, so they never apply`, card.id);
      }
    }
  },
  examples: {
    valid: [
      {
        name: 'Plante with green values',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('    actives:', '    passive: "*Plante*."\n    garden: { pv: 4 }\n    actives:') }),
      },
    ],
    invalid: [
      {
        name: 'Plante without green values',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('    actives:', '    passive: "*Plante*."\n    actives:') }),
        errors: [{ file: 'creatures.yaml', line: 8, column: 16, message: 'no `garden` values' }],
      },
    ],
  },
};
