/**
 * The clauses only INDEX's card language has, added to CODEX's table: the étage's end
 * (the Sortie), an Objet secret put in play by its Salle, and a look at the next face-down Salles.
 */
import { emit } from '../../codex/engine/context.js';
import { newItem } from '../../codex/engine/chapter.js';
import type { Handler } from '../../codex/engine/clauses.js';
import { ChapterEnds } from '../../codex/engine/edition.js';
import { zonesOf } from '../../codex/engine/targeting.js';
import { hiddenRooms } from './reveal.js';

/** "L'étage se termine, sauf si un Boss est en jeu." */
export const endFloorClause: Handler<'end-floor'> = (state, _ctx, clause) => {
  if (clause.unlessBoss && state.creatures.some((c) => c.deck === 'boss')) return 0;
  throw new ChapterEnds();
};

/**
 * "Posez l'Objet secret n° N ici.": face down in the Salle, unless it is already in play (held,
 * or lying in a Salle); it then gives nothing (docs/rules/index.md, "Objets secrets").
 */
export const putSecretItemClause: Handler<'put-secret-item'> = (state, ctx, clause, sc) => {
  const card = ctx.cat.secretObjets.get(clause.number.value);
  if (!card) return 0;
  const inPlay = state.zones.some((z) => z.items.some((i) => i.card === card)) || state.players.some((p) => p.items.some((i) => i.card === card));
  const [zone] = zonesOf(state, ctx, clause.place, sc);
  if (inPlay || zone === undefined) return 0;
  state.zones[zone].items.push(newItem(state, card));
  emit(ctx, { e: 'item-placed', item: card, zone });
  return 0;
};

/** "Regardez les trois prochaines salles non révélées.": the players learn them; nothing moves. */
export const lookUnrevealedClause: Handler<'look-unrevealed'> = (state, ctx, clause) => {
  emit(ctx, { e: 'look-rooms', zones: hiddenRooms(state).slice(0, clause.count.value).map((z) => state.zones[z].card) });
  return 0;
};
