import type { Rule } from '../../../core/rule.js';
import { AVENTURIERS, pyramideExampleFiles } from './example-files.js';

/** What each effect of an ability is and needs: the engine plays `effect` with `value`. */
export const ABILITY_EFFECTS: Record<string, { kind: 'passif' | 'speciale'; value: boolean; what: string }> = {
  deplacement: { kind: 'passif', value: true, what: 'the cells of its base move' },
  'cout-niveau': { kind: 'passif', value: true, what: 'the XP a level costs' },
  seuil: { kind: 'passif', value: true, what: 'what is added to its thresholds' },
  'attaque-en-ligne': { kind: 'passif', value: false, what: '' },
  saut: { kind: 'speciale', value: false, what: '' },
  regard: { kind: 'speciale', value: false, what: '' },
  'dynamite-a-distance': { kind: 'speciale', value: false, what: '' },
  'mur-bleu': { kind: 'speciale', value: true, what: 'the cells within which the wall is placed' },
};

/**
 * « Les aventuriers »: a passive is always on; a special ability is an action with a recharge bar
 * (« Ils ne peuvent l'utiliser qu'un certain nombre de tour »). An ability's effect is one or the
 * other, and the number it needs is there.
 */
export const pyramideAbility: Rule = {
  id: 'pyramide/ability',
  description: "An adventurer's ability is a passive without a recharge or a special with one, its effect is of that kind, and it has a value exactly when its effect needs one.",
  severity: 'error',
  check(ctx) {
    for (const card of ctx.pack.cards.filter((c) => c.valid && c.type.id === 'aventurier')) {
      const a = card.data.ability as { kind: string; effect: string; value?: number; recharge?: number };
      const at = (key: string) => ({ src: card.src, path: [...card.path, 'ability', key] });
      const info = ABILITY_EFFECTS[a.effect];
      if (info.kind !== a.kind) ctx.report(at('effect'), `${a.effect} is a ${info.kind === 'passif' ? 'passive' : 'special ability'}'s effect, and this ability is ${a.kind}: change one of them`, card.id);
      if (a.kind === 'speciale' && a.recharge === undefined) ctx.report(at('kind'), 'a special ability has a recharge bar: give it `recharge:` (turns)', card.id);
      if (a.kind === 'passif' && a.recharge !== undefined) ctx.report(at('recharge'), 'a passive is always on and has no recharge: remove `recharge:`', card.id);
      if (info.value && a.value === undefined) ctx.report(at('effect'), `${a.effect} needs \`value:\` (${info.what})`, card.id);
      if (!info.value && a.value !== undefined) ctx.report(at('value'), `${a.effect} takes no value: remove \`value:\``, card.id);
    }
  },
  examples: {
    valid: [{ name: 'a special ability with its recharge', files: pyramideExampleFiles() }],
    invalid: [
      {
        name: 'a special ability without a recharge',
        files: pyramideExampleFiles({ 'aventuriers.yaml': AVENTURIERS.replace('      recharge: 6\n', '') }),
        errors: [{ file: 'aventuriers.yaml', line: 7, column: 13, message: 'give it `recharge:`' }],
      },
      {
        name: 'a passive with the effect of a special, and a value it does not take',
        files: pyramideExampleFiles({ 'aventuriers.yaml': AVENTURIERS.replace('kind: speciale', 'kind: passif').replace('      recharge: 6\n', '      value: 2\n') }),
        errors: [
          { file: 'aventuriers.yaml', line: 10, column: 15, message: "saut is a special ability's effect" },
          { file: 'aventuriers.yaml', line: 11, column: 14, message: 'saut takes no value' },
        ],
      },
    ],
  },
};
