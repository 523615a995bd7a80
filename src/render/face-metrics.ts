/**
 * What the text layout asks of a face (does it have a character? how wide is a run of text?),
 * kept between commands in deckwright's build cache, one file per face, by the hash of the face's
 * bytes and of deckwright's build. A card edited and checked again asks mostly what earlier
 * commands asked already: answered from here, its check neither loads fontkit nor parses a face
 * (about a tenth of a one-card rebuild). A face is parsed on its first unanswered question.
 *
 * Answers are what fontkit gave, as JSON gives them back exactly (a double's shortest form), so a
 * layout from the memo is the layout fontkit would make. A file that cannot be read is empty; one
 * that cannot be written (a read-only installation) only makes the next command ask fontkit again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import { writeFileAtomicSync } from '../core/atomic-write.js';
import { buildStamp } from '../core/build-stamp.js';
import { buildRoot } from '../core/paths.js';

/** Past this many answers a face's file starts again empty: it holds a project's words, not a dictionary. */
const MAX_ENTRIES = 200_000;

interface MetricsFile {
  /** Run of text → advance width at 1 px (advance / units per em). */
  advances: Record<string, number>;
  /** Code point → 1 when the face has a glyph for it, 0 when not. */
  glyphs: Record<string, 0 | 1>;
}

export class FaceMetrics {
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly known: MetricsFile,
    private readonly parse: () => Fontkit.Font,
  ) {}

  /**
   * The metrics of the face with sfnt bytes `data`; `parse` makes the face when a question is new.
   * `dir`: where the files are (the build cache; the tests give another).
   */
  static open(data: Buffer, parse: () => Fontkit.Font, dir = path.join(buildRoot, '.cache', 'metrics')): FaceMetrics {
    const key = createHash('sha256').update(`${buildStamp()}\u0000`).update(data).digest('hex').slice(0, 32);
    const file = path.join(dir, `${key}.json`);
    const metrics = new FaceMetrics(file, readMetrics(file), parse);
    opened.add(metrics);
    return metrics;
  }

  hasGlyph(cp: number): boolean {
    const k = String(cp);
    let has = this.known.glyphs[k];
    if (has === undefined) {
      has = this.parse().hasGlyphForCodePoint(cp) ? 1 : 0;
      this.known.glyphs[k] = has;
      this.changed = true;
    }
    return has === 1;
  }

  /** Advance width of `run` at 1 px, every character of it drawn by this face. */
  unitAdvance(run: string): number {
    let unit = this.known.advances[run];
    if (unit === undefined) {
      const face = this.parse();
      unit = face.layout(run).advanceWidth / face.unitsPerEm;
      this.known.advances[run] = unit;
      this.changed = true;
    }
    return unit;
  }

  /** Writes what this process learnt, when it learnt anything. */
  save(): void {
    if (!this.changed) return;
    const size = Object.keys(this.known.advances).length + Object.keys(this.known.glyphs).length;
    const kept: MetricsFile = size > MAX_ENTRIES ? { advances: {}, glyphs: {} } : this.known;
    try {
      writeFileAtomicSync(this.file, `${JSON.stringify({ version: VERSION, ...kept })}\n`);
      this.changed = false;
    } catch {
      // Not kept: the next command asks fontkit again.
    }
  }
}

const VERSION = 1;
const opened = new Set<FaceMetrics>();

function readMetrics(file: string): MetricsFile {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<MetricsFile> & { version?: unknown };
    const sound =
      data.version === VERSION &&
      isRecord(data.advances) &&
      isRecord(data.glyphs) &&
      Object.values(data.advances).every((v) => typeof v === 'number' && Number.isFinite(v)) &&
      Object.values(data.glyphs).every((v) => v === 0 || v === 1);
    if (sound) {
      // Null-prototype copies: a run of text such as "constructor" or "__proto__" is a key like any other.
      return { advances: Object.assign(Object.create(null), data.advances), glyphs: Object.assign(Object.create(null), data.glyphs) };
    }
  } catch {
    // Not written yet, or damaged: asked again.
  }
  return { advances: Object.create(null), glyphs: Object.create(null) };
}

const isRecord = (v: unknown): v is Record<string, never> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Writes the metrics every face of this process learnt (check and build call it once their layout is done). */
export function saveFaceMetrics(): void {
  for (const m of opened) m.save();
}
