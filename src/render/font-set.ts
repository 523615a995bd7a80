/**
 * The faces a game's cards are drawn with: its own font files (game.yaml's `fonts: files:`), the
 * bundled families (a family of its own replaces a bundled one of that name), then the fallback
 * faces (Noto: Latin Extended, Greek, Cyrillic, symbols, emoji) for any character none of those
 * has. The set being drawn with is held for the async work of one card (AsyncLocalStorage), so
 * templates, which name families only, measure and check their text in their own game's fonts.
 *
 * A character a face lacks is looked for as satori looks for it: in the other families, in the
 * order satori got them, then in the fallbacks. Widths measured here are then those satori draws.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FontStyle } from '../core/font-catalog.js';
import { fallbackFonts, loadFonts, type LoadedFont } from './fonts.js';
import type { SatoriElement } from './context.js';

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  style: FontStyle;
}

/**
 * Characters that draw nothing themselves (variation selectors, joiners): never missing, since
 * a face that lacks them draws the character they follow all the same.
 */
const FORMAT_CHARS = /^[\uFE00-\uFE0F\u200B-\u200D\u2060]$/u;

export function isFormatChar(ch: string): boolean {
  return FORMAT_CHARS.test(ch);
}

/** The face of `faces` for a weight and style: the exact one, else the nearest weight of that style, else of any. */
function nearest(faces: LoadedFont[], weight: number, style: FontStyle): LoadedFont | undefined {
  const same = faces.filter((f) => f.style === style);
  const pool = same.length ? same : faces;
  return [...pool].sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
}

/** Faces grouped by the name satori knows them by, in the order first met. */
function byName(faces: LoadedFont[]): Map<string, LoadedFont[]> {
  const groups = new Map<string, LoadedFont[]>();
  for (const f of faces) {
    const key = f.name.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return groups;
}

const toSatori = (f: LoadedFont): SatoriFont => ({ name: f.name, data: f.data, weight: f.weight as SatoriFont['weight'], style: f.style });

export class FontSet {
  private readonly families: Map<string, LoadedFont[]>;
  private fallbackGroups: Map<string, LoadedFont[]> | null = null;
  private satori: { plain: SatoriFont[]; withFallbacks: SatoriFont[] | null };
  /** Which face draws a character, per face asked for: null when none has it. */
  private readonly drawnBy = new Map<LoadedFont, Map<number, LoadedFont | null>>();
  /** Advance widths at 1 px, per face and text: text is laid out many times while fitting, and shaping is the slow part. */
  private readonly advances = new Map<LoadedFont, Map<string, number>>();

  /**
   * `primaries`: the faces cards may name, in the order satori gets them. `digest`: what tells
   * this set from another (empty for the bundled one), part of each image's render hash.
   */
  constructor(
    readonly primaries: LoadedFont[],
    readonly digest: string,
  ) {
    this.families = byName(primaries);
    this.satori = { plain: primaries.map(toSatori), withFallbacks: null };
  }

  /** The face for a family, weight and style; the nearest weight of that family and style if not exact. */
  find(family: string, weight: number, style: FontStyle): LoadedFont | undefined {
    const faces = this.families.get(family.toLowerCase());
    return faces && nearest(faces, weight, style);
  }

  private fallbacks(): Map<string, LoadedFont[]> {
    this.fallbackGroups ??= byName(fallbackFonts());
    return this.fallbackGroups;
  }

  /** The face satori draws character `cp` with when the text is set in `font`, or null when no face has it. */
  drawnWith(font: LoadedFont, cp: number): LoadedFont | null {
    if (font.metrics.hasGlyph(cp)) return font;
    let known = this.drawnBy.get(font);
    if (!known) this.drawnBy.set(font, (known = new Map()));
    let face = known.get(cp);
    if (face === undefined) {
      face = null;
      const candidates = (groups: Map<string, LoadedFont[]>) => [...groups].filter(([name]) => name !== font.name.toLowerCase()).map(([, faces]) => nearest(faces, font.weight, font.style)!);
      for (const f of [...candidates(this.families), ...candidates(this.fallbacks())]) {
        if (f.metrics.hasGlyph(cp)) {
          face = f;
          break;
        }
      }
      known.set(cp, face);
    }
    return face;
  }

  /** True when some face of the set, its fallbacks included, has character `ch` (or it draws nothing). */
  covers(font: LoadedFont, ch: string): boolean {
    return isFormatChar(ch) || this.drawnWith(font, ch.codePointAt(0)!) !== null;
  }

  /** Advance width of `text` set in `font`, at 1 px: each run of characters in the face that draws it. */
  advance(font: LoadedFont, text: string): number {
    let perFace = this.advances.get(font);
    if (!perFace) this.advances.set(font, (perFace = new Map()));
    let unit = perFace.get(text);
    if (unit === undefined) {
      unit = 0;
      let run = '';
      let runFace = font;
      const close = () => {
        if (run) unit! += runFace.metrics.unitAdvance(run);
      };
      for (const ch of text) {
        // A character no face has is measured in the card's face (satori draws its .notdef there).
        const face = this.drawnWith(font, ch.codePointAt(0)!) ?? font;
        if (face !== runFace) {
          close();
          run = '';
          runFace = face;
        }
        run += ch;
      }
      close();
      perFace.set(text, unit);
    }
    return unit;
  }

  /**
   * The fonts satori gets for `element`: the set's faces, and the fallbacks after them only when
   * its text has a character none of them has. An element that needs no fallback is drawn with
   * exactly the faces it always was (same layout, same bytes).
   */
  satoriFonts(element: SatoriElement): SatoriFont[] {
    if (!this.needsFallbacks(element)) return this.satori.plain;
    this.satori.withFallbacks ??= [...this.satori.plain, ...fallbackFonts().map(toSatori)];
    return this.satori.withFallbacks;
  }

  private readonly primaryHas = new Map<number, boolean>();

  private needsFallbacks(element: unknown): boolean {
    if (typeof element === 'string' || typeof element === 'number') {
      for (const ch of String(element)) {
        const cp = ch.codePointAt(0)!;
        if (cp < 0x20 || isFormatChar(ch)) continue;
        let has = this.primaryHas.get(cp);
        if (has === undefined) this.primaryHas.set(cp, (has = this.primaries.some((f) => f.metrics.hasGlyph(cp))));
        if (!has) return true;
      }
      return false;
    }
    if (Array.isArray(element)) return element.some((e) => this.needsFallbacks(e));
    if (element && typeof element === 'object' && 'props' in element) {
      return this.needsFallbacks((element as SatoriElement).props.children);
    }
    return false;
  }
}

let bundled: FontSet | null = null;

/** The bundled families and the fallbacks: the set of a game with no font files of its own. */
export function bundledFontSet(): FontSet {
  bundled ??= new FontSet(loadFonts(), '');
  return bundled;
}

const scope = new AsyncLocalStorage<FontSet>();

/** Runs `fn` (and the async work it starts) with `set` as the faces cards are measured and drawn with. */
export function withFontSet<T>(set: FontSet, fn: () => T): T {
  return scope.run(set, fn);
}

/** The set of the card being drawn; the bundled one outside any. */
export function activeFontSet(): FontSet {
  return scope.getStore() ?? bundledFontSet();
}
