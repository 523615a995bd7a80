import { copiesOf, type LoadedCard } from '../../../core/pack.js';
import type { Rule } from '../../../core/rule.js';
import { indexExampleFiles, OBJETS, SALLES } from './example-files.js';

/**
 * The two fixed Salles' counts, as the book's setup of every étage gives them: "Un objet non
 * révélé dans la salle Sortie", and none in the Entrée, where "Les joueurs sont placés".
 */
const FIXED: Record<string, { items: number; why: string }> = {
  sortie: { items: 1, why: 'the book puts "un objet non révélé dans la salle Sortie" on every étage' },
  entree: { items: 0, why: 'the book’s setup puts the players there, and an Objet only in the Sortie' },
};

/** "6 salles non révélées entre l'Entrée et la Sortie" on the first two étages, 3 on the third. */
const SALLES_PER_ETAGE = 6;

/**
 * A Salle's item count is how many face-down Objets the Objets pile deals into it when it is
 * revealed. The Sortie holds 1 and the Entrée none (the book's setup); and the pile holds enough
 * Objets for the étage that asks most of it: the Sortie's, plus the six Salles with the most
 * Objets, since any six may be dealt. The pile is the Objets less those the Joueurs start with;
 * Objets secrets are never in it. Over a whole game, Objets left in Salles go back into the pile
 * at each étage's end; those the players keep do not, and the book does not say what a reveal
 * does when the pile runs out (docs/rules/index.md, "Objets and Objets secrets").
 */
export const indexItemCounts: Rule = {
  id: 'index/item-counts',
  description: `Salles hold the Objets the book gives them (the Sortie 1, the Entrée none), and the Objets pile (the Objets less the Joueurs' starting ones) holds enough for one étage: the Sortie's and those of the ${SALLES_PER_ETAGE} Salles with the most.`,
  severity: 'error',
  check(ctx) {
    const cards = ctx.pack.cards.filter((c) => c.valid);
    const salles = cards.filter((c) => c.type.id === 'salle');
    const items = (c: LoadedCard) => (typeof c.data.items === 'number' ? c.data.items : 0);
    const where = (c: LoadedCard) => ({ src: c.src, path: c.data.items === undefined ? c.path : [...c.path, 'items'] });
    for (const salle of salles) {
      const fixed = FIXED[String(salle.data.role)];
      if (fixed && items(salle) !== fixed.items) {
        ctx.report(where(salle), `${salle.data.name} holds ${fixed.items} Objet${fixed.items === 1 ? '' : 's'}, not ${items(salle)}: ${fixed.why}; write \`items: ${fixed.items}\``, salle.id);
      }
    }
    if (!ctx.pack.complete || !salles.length) return;
    const sortie = salles.filter((s) => s.data.role === 'sortie').reduce((n, s) => n + items(s), 0);
    const fullest = salles
      .filter((s) => !FIXED[String(s.data.role)])
      .flatMap((s) => Array.from({ length: copiesOf(s) }, () => items(s)))
      .sort((a, b) => b - a)
      .slice(0, SALLES_PER_ETAGE);
    const wanted = sortie + fullest.reduce((a, b) => a + b, 0);
    const objets = cards.filter((c) => c.type.id === 'objet');
    const starting = cards.filter((c) => c.type.id === 'joueur').map((c) => String(c.data.startingItem));
    const owned = objets.reduce((n, c) => n + copiesOf(c), 0);
    const pile = owned - starting.filter((id) => objets.some((o) => o.id === id)).length;
    if (pile >= wanted) return;
    const deckIndex = ctx.pack.manifest?.decks.findIndex((d) => objets.some((o) => o.deck.id === d.id)) ?? -1;
    const at = deckIndex >= 0 ? { src: ctx.pack.manifestSrc, path: ['decks', deckIndex, 'count'] } : where(salles.find((s) => items(s) > 0) ?? salles[0]);
    const apart = starting.length ? ` (${owned} Objets less the ${starting.length} the Joueurs start with)` : '';
    ctx.report(
      at,
      `the Objets pile holds ${pile} Objet${pile === 1 ? '' : 's'}${apart}, but one étage may deal ${wanted}: the Sortie's ${sortie} and ${fullest.join(' + ')} in ${fullest.length === 1 ? 'the Salle' : `the ${fullest.length} Salles`} with the most; add Objets or lower Salles' \`items\``,
      null,
    );
  },
  examples: {
    valid: [{ name: 'the Sortie with its Objet, the Entrée with none, a pile of 3 for an étage that deals 2', files: indexExampleFiles() }],
    invalid: [
      {
        name: 'a Sortie with two Objets',
        files: indexExampleFiles({ 'salles.yaml': SALLES.replace('role: sortie\n    items: 1', 'role: sortie\n    items: 2') }),
        errors: [{ file: 'salles.yaml', line: 12, column: 12, message: 'write `items: 1`' }],
      },
      {
        name: 'an Entrée with an Objet',
        files: indexExampleFiles({ 'salles.yaml': SALLES.replace('role: entree\n', 'role: entree\n    items: 1\n') }),
        errors: [{ file: 'salles.yaml', line: 6, column: 12, message: 'holds 0 Objets, not 1' }],
      },
      {
        name: 'a pile too small for an étage',
        files: indexExampleFiles({ 'objets.yaml': OBJETS.replace('    copies: 2\n', ''), 'salles.yaml': SALLES.replace('name: Docks\n    items: 1', 'name: Docks\n    items: 2') }),
        errors: [{ file: 'game.yaml', line: 13, column: 53, message: 'the Objets pile holds 2 Objets, but one étage may deal 3' }],
      },
    ],
  },
};
