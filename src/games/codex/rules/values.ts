import type { Rule } from '../../../core/rule.js';
import type { At, Num } from '../text/ast.js';
import { fieldLocation, nodesOf, parsedFields } from '../text/fields.js';
import { MAX_DISTANCE } from '../text/vocabulary.js';
import { CODEX_LANGUAGE, type CardLanguage } from '../text/language.js';
import { codexExampleFiles, CREATURE, OBJET } from './example-files.js';

/** Which numbers of the text are bounded, and how: [min, max, what it counts]. */
const BOUNDS: Record<string, [number, number, string]> = {
  damage: [1, 6, 'damage'],
  suffer: [1, 6, 'damage'],
  'attack-bonus': [1, 6, 'extra damage'],
  heal: [1, 6, 'PV'],
  'lose-pv': [1, 6, 'PV'],
  'reduce-damage': [1, 6, 'damage prevented'],
  'accuracy-bonus': [1, 4, 'accuracy steps'],
  cost: [0, 3, 'PA'],
};

/** What a game's values rule is made of: its language, the card types with weapons, its longest distance. */
export interface ValuesOptions {
  id: string;
  language: CardLanguage;
  weaponTypes: string[];
  /** The farthest two places can be (a chapter's, an étage's length less one). */
  maxDistance: number;
  /** "zones", "salles": what a distance counts, in messages. */
  places: string;
  examples: Rule['examples'];
}

/**
 * Values in range. The schema bounds the stats (PV, riposte 0- to 6-, accuracy 2+ to 6+, damage);
 * this rule adds what it cannot say: a weapon's range "X–Y" with X ≤ Y, and the numbers of the
 * text (damage and PV 1 to 6 on a d6 game, distances within a chapter, Charge X).
 */
export function valuesRule(o: ValuesOptions): Rule {
  return {
    id: o.id,
    description: `Values are in range: a weapon's range X–Y has X ≤ Y; damage and PV in text are 1 to 6; distances and *Charge X* are 1 to ${o.maxDistance}.`,
    severity: 'error',
    check(ctx) {
      for (const card of ctx.pack.cards.filter((c) => c.valid && o.weaponTypes.includes(c.type.id))) {
        const range = (card.data.weapon as { range?: unknown } | undefined)?.range;
        const m = typeof range === 'string' ? /^(\d) ?[-–] ?(\d)$/.exec(range) : null;
        if (m && Number(m[1]) > Number(m[2])) {
          ctx.report({ src: card.src, path: [...card.path, 'weapon', 'range'] }, `range "${range}" runs backwards: write the nearer distance first, "${m[2]}–${m[1]}"`, card.id);
        }
      }
      for (const f of parsedFields(ctx.pack, o.language)) {
        const check = (n: number, [lo, hi, what]: [number, number, string], at: At | null) => {
          if (n < lo || n > hi) ctx.report(fieldLocation(f, at), `${n} is out of range for ${what}: ${lo} to ${hi}`, f.card.id);
        };
        for (const { node, at } of nodesOf(f.ast)) {
          const bound = BOUNDS[node.kind];
          if (bound && node.amount && typeof node.amount === 'object') check((node.amount as Num).value, bound, at);
          if (node.distance && typeof node.distance === 'object') check((node.distance as Num).value, [1, o.maxDistance, `a distance in ${o.places}`], at);
          if (node.kind === 'keyword' && node.name === 'Charge' && Array.isArray(node.args) && node.args.length) {
            check(node.args[0] as number, [1, o.maxDistance, '*Charge X*'], at);
          }
        }
      }
    },
    examples: o.examples,
  };
}

export const values: Rule = valuesRule({
  id: 'codex/values',
  language: CODEX_LANGUAGE,
  weaponTypes: ['objet'],
  maxDistance: MAX_DISTANCE,
  places: 'zones',
  examples: {
    valid: [{ name: 'a weapon with range 1–2, damage 1 in text', files: codexExampleFiles({ 'objets.yaml': OBJET.replace('    effects:', "    weapon: { accuracy: 3+, damage: 1, range: '1–2' }\n    effects:") }) }],
    invalid: [
      {
        name: 'a range that runs backwards',
        files: codexExampleFiles({ 'objets.yaml': OBJET.replace('    effects:', "    weapon: { accuracy: 3+, damage: 1, range: '2–1' }\n    effects:") }),
        errors: [{ file: 'objets.yaml', line: 5, column: 47, message: 'write the nearer distance first, "1–2"' }],
      },
      {
        name: 'seven damage on a d6 game',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("J'inflige 1 dégât", "J'inflige 7 dégâts") }),
        errors: [{ file: 'creatures.yaml', line: 10, column: 17, message: '7 is out of range for damage' }],
      },
      {
        name: 'Charge beyond any chapter',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace('    actives:', "    passive: '*Charge 9*.'\n    actives:") }),
        errors: [{ file: 'creatures.yaml', line: 8, column: 15, message: 'out of range for *Charge X*' }],
      },
    ],
  },
});
