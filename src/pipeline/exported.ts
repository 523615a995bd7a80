/** What the exporters report about cards they had to leave out (cards with errors, under --force). */
import type { Diagnostic } from '../core/diagnostics.js';
import { spanAt } from '../core/yaml-source.js';
import { cardSet, type CardSet } from '../export/card-set.js';
import type { Prepared } from './prepare.js';

const sets = new WeakMap<Prepared, CardSet>();

/** The card set of a prepared game, made once however many exporters read it. */
export function preparedSet(prepared: Prepared): CardSet {
  let set = sets.get(prepared);
  if (!set) {
    set = cardSet(prepared.pack, prepared.images);
    sets.set(prepared, set);
  }
  return set;
}

export function missingCardsWarning(prepared: Prepared, set: CardSet, what = 'the print documents'): Diagnostic[] {
  return set.missing.map((key) => {
    const id = key.split('/')[1];
    const card = prepared.pack.cards.find((c) => c.id === id && c.deck.id === key.split('/')[0]);
    const where = card ? spanAt(card.src, card.path) : spanAt(prepared.pack.manifestSrc, []);
    return {
      ...where,
      severity: 'warning',
      rule: 'export/missing-card',
      message: `card '${id}' is left out of ${what}: it has errors or no rendered image (fix them and build again)`,
      card: id,
    } satisfies Diagnostic;
  });
}
