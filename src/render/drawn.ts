/**
 * What the templates drew in this process, kept by the hash of the drawing's inputs: `check`'s
 * layout pass draws each changed card to see that its text fits, and the renderer then lays out
 * that same drawing (at any resolution) instead of running the template again. Under `build`, a
 * template runs once per changed card.
 */
import { layoutHash } from './cache.js';
import { drawJob, type Drawn } from './draw.js';
import type { RenderJob } from './jobs.js';
import { withFontSet } from './font-set.js';
import { fontSetOf } from './own-fonts.js';

const drawings = new Map<string, Promise<Drawn>>();

/**
 * The drawing of `job`: the one made earlier in this process from the same inputs with the same
 * compiled template, or a new one. A template that failed fails the same way again, without running.
 */
export function drawnOnce(job: RenderJob): Promise<Drawn> {
  const key = `${job.templateFile}\u0000${layoutHash(job)}`;
  let drawn = drawings.get(key);
  if (!drawn) {
    // The template measures and checks its text in the game's own font set.
    drawn = fontSetOf(job.fonts).then((set) => withFontSet(set, () => drawJob(job)));
    drawings.set(key, drawn);
  }
  return drawn;
}
