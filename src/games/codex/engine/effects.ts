/**
 * The interpreter of the card-text AST: a text's sentences are carried out clause by clause
 * (clauses.ts), under their conditions (conditions.ts), against the state. Modifiers that other
 * rules read (costs, attack bonuses, ignoring Tacle) do nothing when carried out: attack.ts and
 * moves.ts look for them.
 */
import type { Action as Clause, EffectText, Sentence } from '../text/ast.js';
import { emit, type Ctx } from './context.js';
import { scope as makeScope, type Scope } from './scope.js';
import type { CreatureState, GameState } from './types.js';
import { holds } from './conditions.js';
import { speakerSeat } from './targeting.js';
import { CLAUSES, type ClauseTable, type Handler, type Speaker } from './clauses.js';

export function executeEffect(state: GameState, ctx: Ctx, text: EffectText, sc: Scope): number {
  let reduced = 0;
  for (const s of text.sentences) reduced += executeSentence(state, ctx, s, sc);
  return reduced;
}

/** Returns the damage it reduces (Bouclier de Fortune), 0 for every other sentence. */
export function executeSentence(state: GameState, ctx: Ctx, s: Sentence, sc: Scope): number {
  if (s.prefix?.kind === 'if') {
    sc.lastIf = holds(state, ctx, s.prefix.condition, sc);
    if (!sc.lastIf) return 0;
  } else if (s.prefix?.kind === 'else') {
    if (sc.lastIf !== false) return 0;
  }
  let reduced = 0;
  for (const clause of s.clauses) reduced += executeClause(state, ctx, clause, sc);
  return reduced;
}

/** A creature's passive sentence ("Quand une Encre meurt, je perds 1 PV"), spoken by the creature. */
export function executeSentenceFor(state: GameState, ctx: Ctx, c: CreatureState, s: Sentence): void {
  executeSentence(state, ctx, { ...s, prefix: null }, makeScope({ kind: 'creature', c }, c.card));
}

/** Reads a Secret: its text is carried out by the player who triggered it. */
export function readSecret(state: GameState, ctx: Ctx, number: number, seat: number | null): void {
  const secret = ctx.cat.secrets.get(number);
  if (!secret?.text) return;
  if (!state.secretsRead.includes(number)) state.secretsRead.push(number);
  emit(ctx, { e: 'secret', number, player: seat });
  const speaker = seat !== null ? ({ kind: 'player', seat } as const) : ({ kind: 'table' } as const);
  executeEffect(state, ctx, secret.text, makeScope(speaker, secret.id, { secret: number }));
}

/** Reading a Secret runs a text: its clause is the interpreter's own, beside the table's others. */
const readSecretClause: Handler<'read-secret'> = (state, ctx, clause, _sc, { seat }) => {
  readSecret(state, ctx, clause.number.value, seat);
  return 0;
};

/** CODEX's clauses, every kind of its card language: an edition starts from these and overrides or extends them (edition.ts). */
export const CODEX_CLAUSES: ClauseTable = { ...CLAUSES, 'read-secret': readSecretClause };

export function executeClause(state: GameState, ctx: Ctx, clause: Clause, sc: Scope): number {
  const who: Speaker = { seat: speakerSeat(sc), me: sc.speaker.kind === 'creature' ? sc.speaker.c : null };
  const handler = ctx.edition.clauses[clause.kind] as Handler<Clause['kind']> | undefined;
  // Only a text of another edition's language could bring a clause this edition has no rule for.
  if (!handler) throw new Error(`the ${ctx.edition.id} rules have no clause "${clause.kind}"`);
  return handler(state, ctx, clause, sc, who);
}
