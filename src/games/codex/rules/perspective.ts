import type { Rule } from '../../../core/rule.js';
import type { At } from '../text/ast.js';
import { fieldLocation, parsedFields, type TextField } from '../text/fields.js';
import { FIRST_PERSON_SECRET_FIELD, FIRST_PERSON_TYPES } from '../text/vocabulary.js';
import { codexExampleFiles, CREATURE, OBJET, ZONES } from './example-files.js';

/** What marks a text as spoken by the creature, or as addressed to the players. */
const FIRST_PERSON = new Set(['actor:me', 'place:my-zone']);
const SECOND_PERSON = new Set([
  'actor:you',
  'actor:vous',
  'place:your-zone',
  'cond:you-attack',
  'cond:you-hit',
  'cond:you-take-damage',
  'cond:your-pv-at-most',
  'cond:you-entered-this-turn',
  'cond:your-attack-kills',
]);

const CONDITION_KINDS = new Set([...SECOND_PERSON].filter((m) => m.startsWith('cond:')).map((m) => m.slice(5)));

/** "Les Créatures … J'inflige …" against "Les Objets … Infligez …": a card speaks in its own voice. */
export const perspective: Rule = {
  id: 'codex/perspective',
  description: 'A creature or boss speaks in the first person ("J\'inflige…", "ma zone"); an item, a character, a zone or a Secret addresses the players ("Infligez…", "votre zone").',
  severity: 'error',
  check(ctx) {
    for (const f of parsedFields(ctx.pack)) {
      const firstPerson = speaksAsCreature(f);
      const wrong = firstPerson ? SECOND_PERSON : FIRST_PERSON;
      const found = findMark(f.ast, wrong, null);
      if (!found) continue;
      const who = firstPerson ? `a ${f.card.type.id === 'secret' ? "boss's aptitude" : f.card.type.id} speaks in the first person ("J'inflige…", "ma zone")` : `${article(f.card.type.id)} addresses the players ("Infligez…", "votre zone")`;
      const what = found.mark.startsWith('place:') ? `"${found.mark === 'place:my-zone' ? 'ma zone' : 'votre zone'}"` : firstPerson ? 'words to the players' : 'the creature\'s "je"';
      ctx.report(fieldLocation(f, found.at), `${who}, but this text uses ${what}`, f.card.id);
    }
  },
  examples: {
    valid: [{ name: 'creatures say "je", items and zones give orders', files: codexExampleFiles() }],
    invalid: [
      {
        name: 'a creature that gives orders',
        files: codexExampleFiles({ 'creatures.yaml': CREATURE.replace("J'inflige 1 dégât à un joueur dans ma zone.", 'Infligez 1 dégât à un joueur.') }),
        errors: [{ file: 'creatures.yaml', line: 10, column: 17, message: 'speaks in the first person' }],
      },
      {
        name: 'an item that speaks as a creature',
        files: codexExampleFiles({ 'objets.yaml': OBJET.replace("Relancez votre dé d'attaque.", 'Je récupère 1 PV.') }),
        errors: [{ file: 'objets.yaml', line: 6, column: 15, message: 'addresses the players' }],
      },
      {
        name: 'a zone that says "ma zone"',
        files: codexExampleFiles({ 'zones.yaml': ZONES.replace('Invoquez une "Larve" ici.', 'Invoquez une "Larve" dans ma zone.') }),
        errors: [{ file: 'zones.yaml', line: 14, column: 13, message: '"ma zone"' }],
      },
    ],
  },
};

function speaksAsCreature(f: TextField): boolean {
  return FIRST_PERSON_TYPES.has(f.card.type.id) || (f.card.type.id === 'secret' && f.path[0] === FIRST_PERSON_SECRET_FIELD);
}

function article(type: string): string {
  return { objet: 'an item', personnage: 'a character', zone: 'a zone', secret: 'a Secret' }[type] ?? `a ${type}`;
}

/** The first node marked with one of `marks`, and the offsets of the clause or condition around it. */
function findMark(node: unknown, marks: Set<string>, at: At | null): { mark: string; at: At | null } | null {
  if (Array.isArray(node)) {
    for (const x of node) {
      const r = findMark(x, marks, at);
      if (r) return r;
    }
    return null;
  }
  if (!node || typeof node !== 'object') return null;
  const n = node as Record<string, unknown>;
  const here = (n.at as At | undefined) ?? at;
  const actor = n.actor as { kind?: string } | undefined;
  const candidates = [
    actor?.kind ? `actor:${actor.kind}` : null,
    typeof n.kind === 'string' && CONDITION_KINDS.has(n.kind) ? `cond:${n.kind}` : null,
    n.kind === 'my-zone' || n.kind === 'your-zone' ? `place:${n.kind}` : null,
  ];
  for (const c of candidates) if (c && marks.has(c)) return { mark: c, at: here };
  for (const [k, v] of Object.entries(n)) {
    if (k === 'at') continue;
    const r = findMark(v, marks, here);
    if (r) return r;
  }
  return null;
}
