import type { Rule } from '../../../core/rule.js';
import { checkActivesEndWithDefault, DEFAULT_CONDITION } from '../../codex/rules/creature-actives.js';
import { BOSS, ENNEMI, indexExampleFiles } from './example-files.js';

/**
 * An Ennemi's (and a Boss's) one to three actives are checked from the top, and the last is
 * always « Défaut » (rulebook, "Les Ennemis"); CODEX's check, with INDEX's card types. Until
 * INDEX has a card language of its own, « Défaut » is read as written (any case).
 */
export const ennemiActives: Rule = {
  id: 'index/ennemi-actives',
  description: 'An Ennemi or Boss has one to three actives (its card type says so); only the last has the condition "Défaut".',
  severity: 'error',
  check(ctx) {
    const isDefault = (condition: string) => condition.trim().toLowerCase() === DEFAULT_CONDITION.toLowerCase();
    for (const card of ctx.pack.cards.filter((c) => c.valid && (c.type.id === 'ennemi' || c.type.id === 'boss'))) {
      checkActivesEndWithDefault(ctx, card.data.actives as { condition: string }[], card, 'actives', isDefault);
    }
  },
  examples: {
    valid: [{ name: 'two actives ending with Défaut; a Boss with Défaut alone', files: indexExampleFiles() }],
    invalid: [
      {
        name: 'a last active that is not Défaut',
        files: indexExampleFiles({ 'ennemis.yaml': ENNEMI.replace('condition: Défaut', 'condition: Un joueur est blessé') }),
        errors: [{ file: 'ennemis.yaml', line: 11, column: 20, message: 'must be "Défaut"' }],
      },
      {
        name: 'Défaut before the last active',
        files: indexExampleFiles({ 'boss.yaml': BOSS.replace('    actives:\n', '    actives:\n      - condition: défaut\n        effect: Je récupère 1 PV.\n') }),
        errors: [{ file: 'boss.yaml', line: 9, column: 20, message: 'only the last active' }],
      },
    ],
  },
};
