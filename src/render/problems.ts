/** Turns what a template reported into diagnostics located in the card's YAML. */
import type { Diagnostic } from '../core/diagnostics.js';
import type { LoadedPack } from '../core/pack.js';
import { spanInScalar, spanAt } from '../core/yaml-source.js';
import type { CardProblem } from './context.js';
import type { RenderJob } from './jobs.js';

export function problemToDiagnostic(pack: LoadedPack, job: RenderJob, p: CardProblem): Diagnostic {
  // A component's problems are in its manifest entry.
  const src = job.source ? (job.source.file === pack.manifestSrc.file ? pack.manifestSrc : pack.files.find((f) => f.file === job.source!.file)) : undefined;
  if (!src || !job.source) {
    // A deck back: the problem is in the manifest's deck entry.
    const i = pack.manifest?.decks.findIndex((d) => d.id === job.deckId) ?? -1;
    const span = spanAt(pack.manifestSrc, i >= 0 ? ['decks', i, 'back'] : []);
    return { ...span, severity: 'error', rule: p.rule, message: p.message, card: null };
  }
  const path = [...job.source.path, ...p.path];
  const span = p.needle ? spanInScalar(src, path, p.needle) : spanAt(src, path);
  return { ...span, severity: 'error', rule: p.rule, message: p.message, card: job.cardId };
}
