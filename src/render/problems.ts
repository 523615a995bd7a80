/** Turns what a template reported into diagnostics located in the card's YAML. */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import type { ThrownAt } from '../core/template-build.js';
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
    return { ...span, severity: p.severity ?? 'error', rule: p.rule, message: p.message, card: null };
  }
  const path = [...job.source.path, ...p.path];
  const span = p.needle ? spanInScalar(src, path, p.needle) : spanAt(src, path);
  // The cards of a generated deck all come from one line of game.yaml: the message says which card.
  const generated = job.cardId !== null && !job.component && src === pack.manifestSrc && !p.message.includes(`'${job.cardId}'`);
  const message = generated ? `card '${job.cardId}' of deck '${job.deckId}': ${p.message}` : p.message;
  return { ...span, severity: p.severity ?? 'error', rule: p.rule, message, card: job.cardId };
}

/**
 * A template that threw on a card: reported at the line of the .tsx where it threw (its source
 * map says which), naming the card, its deck and where the card is; at the card when the stack
 * names no line of the project's templates.
 */
export function templateFailure(pack: LoadedPack, job: RenderJob, why: string, at: ThrownAt | null): Diagnostic {
  const template = path.basename(job.templateSource, '.tsx');
  const what = job.cardId ? `card '${job.cardId}' of deck '${job.deckId}'` : `the back of deck '${job.deckId}'`;
  const atCard = problemToDiagnostic(pack, job, { rule: 'render/template', path: [], message: '' });
  if (!at) return { ...atCard, message: `the template '${template}' (${shown(job.templateSource)}) failed on ${what}: ${why}` };
  return {
    file: shown(at.file),
    line: at.line,
    column: at.column,
    endLine: at.line,
    endColumn: at.column,
    severity: 'error',
    rule: 'render/template',
    message: `the template '${template}' threw on ${what} (${atCard.file}:${atCard.line}:${atCard.column}): ${why}`,
    card: job.cardId,
  };
}

const shown = (file: string) => (path.relative(process.cwd(), file) || file).split(path.sep).join('/');
