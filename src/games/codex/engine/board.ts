/**
 * Questions about the table that the rules ask again and again: distances, who is where, a
 * creature's current values (a Plante in a Jardin uses its green ones), Tacle in a zone.
 */
import { sameName } from '../text/vocabulary.js';
import type { Catalogue, CreatureDef } from './catalogue.js';
import type { CreatureState, GameState, PlayerState } from './types.js';

/** The card id of a uid: items are "<card>~<n>", creatures "<card>#<n>". */
export function cardOf(uid: string): string {
  return uid.split(/[~#]/)[0];
}

export function distance(a: number, b: number): number {
  return Math.abs(a - b);
}

export function playersIn(state: GameState, zone: number): PlayerState[] {
  return state.players.filter((p) => p.zone === zone);
}

export function creaturesIn(state: GameState, zone: number): CreatureState[] {
  return state.creatures.filter((c) => c.zone === zone);
}

export function creatureDef(cat: Catalogue, c: CreatureState): CreatureDef {
  return cat.creatures.get(c.card)!;
}

export function zoneHasType(state: GameState, cat: Catalogue, zone: number, type: string): boolean {
  return cat.zones.get(state.zones[zone].card)!.types.includes(type);
}

export function hasKeyword(state: GameState, cat: Catalogue, c: CreatureState, keyword: string): boolean {
  return keyword in creatureDef(cat, c).keywords && !c.lost.includes(keyword);
}

/** A Plante in a Jardin uses its green values. */
function inGarden(state: GameState, cat: Catalogue, c: CreatureState): boolean {
  const def = creatureDef(cat, c);
  return def.garden !== null && hasKeyword(state, cat, c, 'Plante') && zoneHasType(state, cat, c.zone, 'Jardin');
}

export function maxPvAt(state: GameState, cat: Catalogue, c: CreatureState): number {
  const def = creatureDef(cat, c);
  return inGarden(state, cat, c) ? def.garden!.pv : def.pv;
}

export function riposteOf(state: GameState, cat: Catalogue, c: CreatureState): number {
  const def = creatureDef(cat, c);
  return inGarden(state, cat, c) ? def.garden!.riposte : def.riposte;
}

/** Tacle is not cumulative: one creature with it is enough, several count once. */
export function tacleIn(state: GameState, cat: Catalogue, zone: number): boolean {
  return state.creatures.some((c) => c.zone === zone && hasKeyword(state, cat, c, 'Tacle'));
}

/**
 * The last zone anyone can stand in: the line's end, or the zone before the first face-down one
 * (INDEX's unrevealed Salles are no place yet: "aller vers une salle adjacente révélée").
 */
export function lastZone(state: GameState): number {
  for (let i = 0; i < state.zones.length; i++) if (state.zones[i].hidden) return i - 1;
  return state.zones.length - 1;
}

/** A zone of the chapter by its card name (accents and case as printed), or -1. */
export function zoneByName(state: GameState, cat: Catalogue, name: string): number {
  // The card language reads ’ as ': « l’Entrée de l’étage » names the Salle « Entrée de l’étage ».
  const i = state.zones.findIndex((z) => sameName(cat.zones.get(z.card)!.name, name));
  if (i >= 0) return i;
  // "la Fin de Chapitre" names the line's last zone, which is "Fin de Chapitre de Boss" in a boss chapter.
  if (sameName(name, cat.zones.get(cat.fin)?.name ?? '')) return state.zones.length - 1;
  return -1;
}

export function playerLabel(state: GameState, seat: number): string {
  return state.players[seat].character;
}
