import type { LoadedCard } from '../../../core/pack.js';
import type { Rule, RuleContext } from '../../../core/rule.js';
import type { Boss, Active as CodexActive, Secret } from '../card-types.js';
import { parseCardText } from '../text/parse.js';
import { codexExampleFiles, CREATURE, SECRET } from './example-files.js';

export const DEFAULT_CONDITION = 'Défaut';

/** A card's list of actives, checked in order: only and always the last one is « Défaut ». */
export function checkActivesEndWithDefault(
  ctx: RuleContext,
  actives: { condition: string }[],
  card: LoadedCard,
  field: string,
  isDefault: (condition: string) => boolean,
): void {
  actives.forEach((a, i) => {
    const last = i === actives.length - 1;
    const defaultHere = isDefault(a.condition);
    if (last && !defaultHere) {
      ctx.report({ src: card.src, path: [...card.path, field, i, 'condition'] }, `the last active's condition must be "${DEFAULT_CONDITION}" (it always holds), got "${a.condition}"`, card.id);
    } else if (!last && defaultHere) {
      ctx.report({ src: card.src, path: [...card.path, field, i, 'condition'] }, `only the last active may be "${DEFAULT_CONDITION}": the actives after it could never apply`, card.id);
    }
  });
}

/**
 * Creatures check their actives left to right and the rightmost is always "Défaut"
 * (rulebook, "Les Créatures"); a boss has three, on the Secret card its `secret` names.
 */
export const creatureActives: Rule = {
  id: 'codex/creature-actives',
  description: 'A creature has two actives and a boss three (on its Secret card); only the last has the condition "Défaut".',
  severity: 'error',
  check(ctx) {
    // Read as the grammar reads it ("défaut" is Défaut in the wrong case: canonical-text's to say).
    const isDefault = (condition: string) => {
      const parsed = parseCardText(condition, 'Condition');
      return parsed.ok ? parsed.ast.kind === 'default' : condition.trim() === DEFAULT_CONDITION;
    };
    const checkList = (actives: CodexActive[], card: LoadedCard, field: string) => checkActivesEndWithDefault(ctx, actives, card, field, isDefault);
    for (const card of ctx.pack.cards.filter((c) => c.valid)) {
      if (card.type.id === 'creature') checkList(card.data.actives as CodexActive[], card, 'actives');
      if (card.type.id === 'secret' && card.data.aptitudes) checkList(card.data.aptitudes as CodexActive[], card, 'aptitudes');
      if (card.type.id === 'boss') {
        const boss = card.data as unknown as Boss;
        const secret = ctx.pack.cards.find((c) => c.type.id === 'secret' && c.data.number === boss.secret);
        if (secret && !(secret.data as unknown as Secret).aptitudes) {
          ctx.report(
            { src: card.src, path: [...card.path, 'secret'] },
            `Secret n°${boss.secret} ('${secret.id}') holds no aptitudes; a boss's Secret card lists its three aptitudes`,
            card.id,
          );
        }
      }
    }
  },
  examples: {
    valid: [{ name: 'two actives ending with Défaut; a boss whose Secret has three', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'a last active that is not Défaut',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('condition: Défaut', 'condition: Un joueur est blessé') }),
        errors: [{ file: 'creatures.yaml', line: 11, column: 20, message: 'must be "Défaut"' }],
      },
      {
        name: 'Défaut before the last aptitude',
        files: codexExampleFiles({ 'secrets.yaml': SECRET.replace('condition: Un joueur est dans ma zone', 'condition: Défaut') }),
        errors: [
          { file: 'secrets.yaml', line: 7, column: 20, message: 'only the last active' },
        ],
      },
    ],
  },
};
