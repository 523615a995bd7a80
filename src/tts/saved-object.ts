/**
 * Tabletop Simulator's save format, as TTS writes it for a "Saved Object": a save file whose
 * ObjectStates hold the objects. Cards and decks reference their images through CustomDeck
 * entries keyed by a number; a card's CardID is key × 100 + its index in the sheet.
 */
import { createHash } from 'node:crypto';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Transform {
  posX: number;
  posY: number;
  posZ: number;
  rotX: number;
  rotY: number;
  rotZ: number;
  scaleX: number;
  scaleY: number;
  scaleZ: number;
}

export interface CustomDeckEntry {
  FaceURL: string;
  BackURL: string;
  NumWidth: number;
  NumHeight: number;
  BackIsHidden: boolean;
  UniqueBack: boolean;
  /** 0: rectangle (rounded), the usual card shape. */
  Type: number;
}

/** The images of a tile or board (Custom_Tile, Custom_Board): its top, its bottom ('' for none). */
export interface CustomImage {
  ImageURL: string;
  ImageSecondaryURL: string;
  ImageScalar: number;
  WidthScale: number;
  /** A tile's shape (Type: 0 box, 1 hex, 2 circle, 3 rounded box), thickness and behaviour. */
  CustomTile?: { Type: number; Thickness: number; Stackable: boolean; Stretch: boolean };
}

export interface TtsObject {
  GUID: string;
  Name: string;
  Transform: Transform;
  Nickname: string;
  Description: string;
  GMNotes: string;
  /** `a`: a hand zone's tint is written fully transparent. */
  ColorDiffuse: { r: number; g: number; b: number; a?: number };
  Locked: boolean;
  Grid: boolean;
  Snap: boolean;
  IgnoreFoW: boolean;
  Autoraise: boolean;
  Sticky: boolean;
  Tooltip: boolean;
  GridProjection: boolean;
  HideWhenFaceDown: boolean;
  Hands: boolean;
  LuaScript: string;
  LuaScriptState: string;
  XmlUI: string;
  CardID?: number;
  SidewaysCard?: boolean;
  DeckIDs?: number[];
  CustomDeck?: Record<string, CustomDeckEntry>;
  ContainedObjects?: TtsObject[];
  MaterialIndex?: number;
  CustomImage?: CustomImage;
  /** A hand zone's (HandTrigger's) player colour. */
  FogColor?: string;
  /** A die's faces and the turn that shows each on top. */
  RotationValues?: { Value: string; Rotation: Vec3 }[];
}

export interface TtsSave {
  SaveName: string;
  GameMode: string;
  Date: string;
  VersionNumber: string;
  Gravity: number;
  PlayArea: number;
  Table: string;
  Sky: string;
  Note: string;
  Rules: string;
  XmlUI: string;
  LuaScript: string;
  LuaScriptState: string;
  TabStates: Record<string, never>;
  ObjectStates: TtsObject[];
}

/** The grey TTS gives cards so that their images show their own colours. */
const CARD_TINT = { r: 0.713235259, g: 0.713235259, b: 0.713235259 };

/** `scale`: across and along the table (the height stays 1). */
export function transform(pos: Vec3 = { x: 0, y: 1, z: 0 }, faceDown = false, scale: { x: number; z: number } = { x: 1, z: 1 }): Transform {
  return { posX: pos.x, posY: pos.y, posZ: pos.z, rotX: 0, rotY: 180, rotZ: faceDown ? 180 : 0, scaleX: scale.x, scaleY: 1, scaleZ: scale.z };
}

/**
 * Deterministic GUIDs: six hex digits from a name that is unique in the game, moved on when
 * two names collide, so every object of the game has its own.
 */
export class GuidRegistry {
  private used = new Set<string>();

  guid(name: string): string {
    for (let salt = 0; ; salt++) {
      const g = createHash('sha256').update(`${name}#${salt}`).digest('hex').slice(0, 6);
      if (!this.used.has(g)) {
        this.used.add(g);
        return g;
      }
    }
  }
}

/** The fields every object has, as TTS writes them. */
export function base(guid: string, name: string, nickname: string, at: Transform): TtsObject {
  return {
    GUID: guid,
    Name: name,
    Transform: at,
    Nickname: nickname,
    Description: '',
    GMNotes: '',
    ColorDiffuse: CARD_TINT,
    Locked: false,
    Grid: true,
    Snap: true,
    IgnoreFoW: false,
    Autoraise: true,
    Sticky: true,
    Tooltip: true,
    GridProjection: false,
    HideWhenFaceDown: true,
    Hands: false,
    LuaScript: '',
    LuaScriptState: '',
    XmlUI: '',
  };
}

export interface CardSpec {
  /** Unique in the game, e.g. "objets/dague-noire": seeds the GUID, kept in GMNotes. */
  ref: string;
  name: string;
  description: string;
  key: number;
  index: number;
  deck: CustomDeckEntry;
}

export function cardId(key: number, index: number): number {
  return key * 100 + index;
}

export function cardObject(spec: CardSpec, guids: GuidRegistry, at: Transform): TtsObject {
  return {
    ...base(guids.guid(spec.ref), 'Card', spec.name, at),
    Description: spec.description,
    GMNotes: spec.ref,
    Hands: true,
    CardID: cardId(spec.key, spec.index),
    SidewaysCard: false,
    CustomDeck: { [spec.key]: spec.deck },
  };
}

/**
 * A deck of cards; a deck of one card is written as that card, since TTS has no one-card deck.
 */
export function deckObject(ref: string, name: string, description: string, cards: CardSpec[], guids: GuidRegistry, at: Transform): TtsObject {
  if (cards.length === 1) return cardObject(cards[0], guids, at);
  const contained = cards.map((c) => cardObject(c, guids, at));
  const customDeck: Record<string, CustomDeckEntry> = {};
  for (const c of cards) customDeck[c.key] = c.deck;
  return {
    ...base(guids.guid(ref), 'Deck', name, at),
    Description: description,
    GMNotes: ref,
    SidewaysCard: false,
    DeckIDs: contained.map((c) => c.CardID!),
    CustomDeck: customDeck,
    ContainedObjects: contained,
  };
}

/** TTS's own polyhedral dice; other side counts have no built-in object. */
export const TTS_DICE = [4, 6, 8, 10, 12, 20];

/**
 * The turn (rotX, rotY, rotZ) that shows each face of TTS's own dice on top, as TTS writes it in a
 * die's RotationValues: only the d6's here (opposite faces, summing to 7, are opposite turns). A
 * die set on a face carries its table, so that TTS reads the face as it reads a rolled one.
 */
export const DIE_FACES: Readonly<Record<number, Readonly<Record<number, Vec3>>>> = {
  6: {
    1: { x: -90, y: 0, z: 0 },
    2: { x: 0, y: 0, z: 0 },
    3: { x: 0, y: 0, z: -90 },
    4: { x: 0, y: 0, z: 90 },
    5: { x: 0, y: 0, z: -180 },
    6: { x: 90, y: 0, z: 0 },
  },
};

/** A die; on `face`, turned to show it on top, with its table of faces. */
export function dieObject(ref: string, name: string, sides: number, color: string, guids: GuidRegistry, at: Transform, face: number | null = null): TtsObject {
  const die = { ...base(guids.guid(ref), `Die_${sides}`, name, at), GMNotes: ref, ColorDiffuse: hexToRgb(color), MaterialIndex: 0, Hands: true };
  const faces = DIE_FACES[sides];
  if (face === null || !faces?.[face]) return die;
  const turn = faces[face];
  return {
    ...die,
    Transform: { ...at, rotX: turn.x, rotZ: turn.z },
    RotationValues: Object.entries(faces).map(([value, rotation]) => ({ Value: value, Rotation: rotation })),
  };
}

/** TTS's own player pawn, in a player's colour: a game's figure where its pack has none. */
export function pawnObject(ref: string, name: string, colour: { r: number; g: number; b: number }, guids: GuidRegistry, at: Transform): TtsObject {
  return { ...base(guids.guid(ref), 'PlayerPawn', name, { ...at, rotZ: 0 }), GMNotes: ref, ColorDiffuse: colour, Hands: false };
}

export function bagObject(ref: string, name: string, contents: TtsObject[], guids: GuidRegistry, at: Transform): TtsObject {
  return { ...base(guids.guid(ref), 'Bag', name, at), GMNotes: ref, ColorDiffuse: { r: 0.3, g: 0.22, b: 0.14 }, ContainedObjects: contents };
}

export function hexToRgb(hex: string): { r: number; g: number; b: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = (v: number) => Math.round((v / 255) * 1000) / 1000;
  return { r: c((n >> 16) & 255), g: c((n >> 8) & 255), b: c(n & 255) };
}

export function saveFile(name: string, objects: TtsObject[]): TtsSave {
  return {
    SaveName: name,
    GameMode: '',
    Date: '',
    VersionNumber: '',
    Gravity: 0.5,
    PlayArea: 0.5,
    Table: '',
    Sky: '',
    Note: '',
    Rules: '',
    XmlUI: '',
    LuaScript: '',
    LuaScriptState: '',
    TabStates: {},
    ObjectStates: objects,
  };
}
