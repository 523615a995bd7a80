import type { Rule } from '../../../core/rule.js';
import { lyokoTexts, textLocation, timingLocation, type Timing } from '../text/fields.js';
import { EQUIPEMENT, HEROS, lyokoExampleFiles, OBSTACLE, SURPRISE } from './example-files.js';

/**
 * IV: which kinds of effect each type of card has. One-shot cards (actions, events, obstacles,
 * surprises) have immediate effects (IV.1); cards that stay in play have abilities (IV.2–IV.5);
 * obstacles and dangers have confrontation effects (IV.6). An ability used « as an action » needs
 * a character to use (VI.1): a hero, an extra, or an équipement through its bearer.
 */
const ALLOWED: Record<string, readonly Timing[]> = {
  evenement: ['immediat'],
  action: ['immediat'],
  surprise: ['immediat'],
  obstacle: ['immediat', 'reussite', 'echec'],
  danger: ['permanent', 'declenche', 'evenement', 'surprise', 'reussite', 'echec'],
  extra: ['permanent', 'declenche', 'action', 'evenement', 'surprise'],
  lieu: ['permanent', 'declenche', 'evenement'],
  equipement: ['permanent', 'declenche', 'action', 'evenement', 'surprise'],
  heros: ['permanent', 'declenche', 'action', 'evenement', 'surprise'],
};

const TYPE_WORDS: Record<string, string> = {
  evenement: 'an évènement', action: 'an action', surprise: 'a surprise', obstacle: 'an obstacle', danger: 'a danger',
  extra: 'an extra', lieu: 'a lieu', equipement: 'an équipement', heros: 'a hero',
};

export const lyokoEffectKinds: Rule = {
  id: 'lyoko/effect-kinds',
  description: 'Each effect has a kind its card type can have (IV), a triggered effect starts with its trigger « Quand … » and only a triggered effect has one, and an obstacle or a danger says what its confrontation does (IV.6).',
  severity: 'error',
  check(ctx) {
    const texts = lyokoTexts(ctx.pack);
    for (const f of texts) {
      const allowed = ALLOWED[f.type];
      if (allowed && !allowed.includes(f.effect.timing)) {
        ctx.report(timingLocation(f), `${TYPE_WORDS[f.type]} has no "${f.effect.timing}" effect (IV); its effects can be: ${allowed.join(', ')}`, f.card.id);
      }
      if (!f.ast) continue;
      const [first, ...rest] = f.ast.sentences;
      if (f.effect.timing === 'declenche' && !first.trigger) {
        ctx.report(textLocation(f, [first.at[0], first.at[0] + 1]), 'a triggered ("declenche") effect starts with its trigger, e.g. « Quand un héros est retourné, … »', f.card.id);
      }
      if (f.effect.timing !== 'declenche' && first.trigger) {
        ctx.report(textLocation(f, first.trigger.at), `only a triggered effect has a trigger « Quand … »: make its timing "declenche", or remove the trigger`, f.card.id);
      }
      for (const s of rest) {
        if (s.trigger) ctx.report(textLocation(f, s.trigger.at), 'a trigger « Quand … » opens the effect: make this sentence an effect of its own', f.card.id);
      }
    }
    for (const card of ctx.pack.cards.filter((c) => c.valid && (c.type.id === 'obstacle' || c.type.id === 'danger'))) {
      const timings = new Set(texts.filter((f) => f.card === card).map((f) => f.effect.timing));
      if (!timings.has('reussite') && !timings.has('echec')) {
        ctx.report({ src: card.src, path: [...card.path, 'effects'] }, `${TYPE_WORDS[card.type.id]} is confronted (VII.2): give it a "reussite" or an "echec" effect, or both`, card.id);
      }
    }
  },
  examples: {
    valid: [{ name: 'effects of kinds their cards can have', files: lyokoExampleFiles() }],
    invalid: [
      {
        name: 'a confrontation effect on a surprise',
        files: lyokoExampleFiles({ 'surprises.yaml': SURPRISE.replace('timing: immediat', 'timing: reussite') }),
        errors: [{ file: 'surprises.yaml', line: 8, column: 17, message: 'a surprise has no "reussite" effect' }],
      },
      {
        name: 'a triggered effect without its trigger',
        files: lyokoExampleFiles({ 'equipements.yaml': EQUIPEMENT.replace('timing: permanent', 'timing: declenche') }),
        errors: [{ file: 'equipements.yaml', line: 10, column: 15, message: 'starts with its trigger' }],
      },
      {
        name: 'a trigger on an ability that is not triggered',
        files: lyokoExampleFiles({ 'heros.yaml': HEROS.replace('text: Ce personnage gagne', 'text: Quand un héros est retourné, ce personnage gagne') }),
        errors: [{ file: 'heros.yaml', line: 11, column: 23, message: 'only a triggered effect has a trigger' }],
      },
      {
        name: 'an obstacle without confrontation effects',
        files: lyokoExampleFiles({ 'obstacles.yaml': OBSTACLE.replace('timing: reussite', 'timing: immediat').replace('timing: echec', 'timing: immediat') }),
        errors: [{ file: 'obstacles.yaml', line: 10, column: 9, message: 'give it a "reussite" or an "echec" effect' }],
      },
    ],
  },
};
