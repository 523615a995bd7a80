/**
 * A seat's hand zone in Tabletop Simulator: a `HandTrigger` object, a box whose `FogColor` names
 * the player it belongs to. Cards lying in the box when the save loads go into that player's hand,
 * hidden from the others. The box is the object's Transform: its centre, its size (the scale, a
 * unit cube scaled) and its turn about the vertical axis.
 */
import { base, type GuidRegistry, type Transform, type TtsObject } from './saved-object.js';

/**
 * The player colours that can hold a hand, with the tint TTS gives each (as it writes them in its
 * saves). Grey is for spectators, who have no hand; Black is the game master's.
 */
export const HAND_COLOURS: Readonly<Record<string, { r: number; g: number; b: number }>> = {
  White: { r: 1, g: 1, b: 1 },
  Brown: { r: 0.443, g: 0.231, b: 0.09 },
  Red: { r: 0.856, g: 0.1, b: 0.094 },
  Orange: { r: 0.956, g: 0.392, b: 0.113 },
  Yellow: { r: 0.905, g: 0.898, b: 0.172 },
  Green: { r: 0.192, g: 0.701, b: 0.168 },
  Teal: { r: 0.129, g: 0.694, b: 0.607 },
  Blue: { r: 0.118, g: 0.53, b: 1 },
  Purple: { r: 0.627, g: 0.125, b: 0.941 },
  Pink: { r: 0.96, g: 0.439, b: 0.807 },
  Black: { r: 0.25, g: 0.25, b: 0.25 },
};

export function isHandColour(colour: unknown): colour is string {
  return typeof colour === 'string' && Object.hasOwn(HAND_COLOURS, colour);
}

export function handZoneObject(colour: string, name: string, guids: GuidRegistry, at: Transform): TtsObject {
  return {
    ...base(guids.guid(`hand/${colour}`), 'HandTrigger', name, at),
    // TTS writes a zone's tint fully transparent: the fog of the colour is what players see.
    ColorDiffuse: { ...HAND_COLOURS[colour], a: 0 },
    // A zone is part of the table, not a piece: players do not move it by accident.
    Locked: true,
    Grid: false,
    HideWhenFaceDown: false,
    FogColor: colour,
  };
}

/**
 * Whether a point lies inside a zone's box. The box turns by rotY degrees about the vertical axis
 * (clockwise seen from above, as Unity turns): the point is turned back into the box's own axes.
 */
export function insideBox(box: Transform, point: { x: number; y: number; z: number }): boolean {
  const a = (box.rotY * Math.PI) / 180;
  const dx = point.x - box.posX;
  const dz = point.z - box.posZ;
  const across = dx * Math.cos(a) - dz * Math.sin(a);
  const along = dx * Math.sin(a) + dz * Math.cos(a);
  // A hair of tolerance: positions are rounded when written.
  const within = (v: number, size: number) => Math.abs(v) <= size / 2 + 1e-6;
  return within(across, box.scaleX) && within(point.y - box.posY, box.scaleY) && within(along, box.scaleZ);
}
