/**
 * The page's picture of one pack after a rebuild: its cards grouped by deck with their images
 * and diagnostics, and the problems that are no card's. Built from what prepareCards returned
 * and from the previous picture: a card whose image cannot be made now (it has errors, or its
 * file does not parse) keeps its last good image, marked stale, so the designer still sees it.
 */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { copiesOf, type LoadedPack } from '../core/pack.js';
import { findImage, type RenderedImage } from '../render/image-set.js';
import type { Prepared } from '../pipeline/prepare.js';
import type { EditorLink } from './editor-link.js';
import { drawnComponents } from '../core/formats.js';
import type { PackState, PageCard, PageDeck, PageDiagnostic, PagePiece } from '../../client/page-types.js';
import { quoteLines, readOwnText } from './quote.js';

export interface StateInput {
  game: string;
  /** The pack's folder: the only files, with its templates', a diagnostic's quote is read from. */
  packDir: string;
  cwd: string;
  generation: number;
  buildMs: number;
  editor: EditorLink;
  /** The rebuild's result, or null when it failed before checking (the failure is in `crash`). */
  prepared: Prepared | null;
  crash?: Diagnostic;
  /** Problems that are not the pack's data's (deckwright's code that no longer compiles). */
  more?: Diagnostic[];
  previous: PackState | null;
  engine: PackState['engine'];
  /**
   * The sheets the pack draws itself, each page's URL in order (pack-session.ts); null when they
   * cannot be drawn now, so that the last good ones stay, marked stale.
   */
  sheets?: { id: string; name: string; pages: string[] }[] | null;
  reports: PackState['reports'];
  jobs: PackState['jobs'];
}

/** Where the page fetches an image: by key, with the content hash as version so a new image has a new URL. */
export const imageUrl = (game: string, image: RenderedImage) => `/img/${encodeURIComponent(game)}/${image.key.split('/').map(encodeURIComponent).join('/')}.png?v=${image.sha256.slice(0, 12)}`;

export function packState(input: StateInput): PackState {
  const { prepared, previous } = input;
  const pack = prepared?.pack ?? null;
  const diagnostics = [...(input.more ?? []), ...(prepared?.diagnostics ?? []), ...(input.crash ? [input.crash] : [])];
  const texts = sourceTexts(pack);
  // A file the pack did not keep is quoted only when it is the pack's own (or its templates'):
  // never one the loader refused because it leads elsewhere.
  const roots = [input.packDir, ...(pack?.templates?.dir ? [pack.templates.dir] : [])];
  const page = (d: Diagnostic) => pageDiagnostic(d, input.cwd, input.editor, texts, roots);
  const before = new Map((previous?.cards ?? []).map((c) => [`${c.deck}/${c.id}`, c]));
  const cardIds = new Set(pack?.cards.map((c) => c.id) ?? []);

  const cards: PageCard[] = (pack?.cards ?? []).map((card) => {
    const front = prepared && findImage(prepared.images, 'front', card.deck.id, card.id);
    const back = prepared && (findImage(prepared.images, 'back', card.deck.id, card.id) ?? findImage(prepared.images, 'back', card.deck.id, null));
    const old = before.get(`${card.deck.id}/${card.id}`);
    const frontUrl = front ? imageUrl(input.game, front) : (old?.front ?? null);
    return {
      id: card.id,
      deck: card.deck.id,
      type: card.type.id,
      name: cardName(card.data, card.id),
      text: textsOf(card.data).join(' '),
      copies: copiesOf(card),
      front: frontUrl,
      back: back ? imageUrl(input.game, back) : (old?.back ?? null),
      stale: !front && frontUrl !== null,
      diagnostics: diagnostics.filter((d) => d.card === card.id).map(page),
    };
  });
  // A file that does not parse (or a pack that cannot be read) loses its cards: the page keeps
  // showing them as they were, stale, beside the error that says where the file broke.
  if (!pack || !pack.complete || !pack.manifest) {
    for (const old of previous?.cards ?? []) if (!cardIds.has(old.id)) cards.push({ ...old, stale: true, diagnostics: [] });
  }
  const decks: PageDeck[] = (pack?.manifest?.decks ?? previous?.decks ?? []).map((d) => {
    const own = cards.filter((c) => c.deck === d.id);
    return { id: d.id, name: d.name ?? d.id, type: d.type ?? '', cards: own.length, copies: own.reduce((n, c) => n + c.copies, 0) };
  });
  for (const deck of new Set(cards.map((c) => c.deck))) {
    if (!decks.some((d) => d.id === deck)) decks.push({ id: deck, name: deck, type: '', cards: cards.filter((c) => c.deck === deck).length, copies: 0 });
  }
  const oldPieces = new Map((previous?.pieces ?? []).map((p) => [p.id, p]));
  const pieces: PagePiece[] = pack?.manifest
    ? drawnComponents(pack.manifest).map((c) => {
        const front = prepared && findImage(prepared.images, 'front', c.id, c.id);
        const back = prepared && findImage(prepared.images, 'back', c.id, c.id);
        const old = oldPieces.get(c.id);
        const frontUrl = front ? imageUrl(input.game, front) : (old?.front ?? null);
        return {
          id: c.id,
          kind: c.kind,
          name: c.name,
          count: c.count ?? 1,
          front: frontUrl,
          back: back ? imageUrl(input.game, back) : (old?.back ?? null),
          stale: !front && frontUrl !== null,
          diagnostics: diagnostics.filter((d) => d.card === c.id).map(page),
        };
      })
    : (previous?.pieces ?? []).filter((p) => p.kind !== 'sheet').map((p) => ({ ...p, stale: true, diagnostics: [] }));
  pieces.push(...sheetPieces(input.sheets, previous));
  const onCards = new Set([...cards.map((c) => c.id), ...pieces.map((p) => p.id)]);
  return {
    game: input.game,
    title: pack?.manifest?.title ?? previous?.title ?? input.game,
    generation: input.generation,
    building: false,
    builtAt: new Date().toISOString(),
    buildMs: input.buildMs,
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    packDiagnostics: diagnostics.filter((d) => !d.card || !onCards.has(d.card)).map(page),
    decks,
    cards,
    pieces,
    types: [...new Set(cards.map((c) => c.type))].sort(),
    engine: input.engine,
    jobs: input.jobs,
    reports: input.reports,
  };
}

/** The pack's own sheets as gallery pieces: their first two pages as faces, every page for the lightbox. */
function sheetPieces(sheets: StateInput['sheets'], previous: PackState | null): PagePiece[] {
  if (sheets === null) return (previous?.pieces ?? []).filter((p) => p.kind === 'sheet').map((p) => ({ ...p, stale: true }));
  return (sheets ?? []).map((s) => ({ id: s.id, kind: 'sheet', name: s.name, count: 1, front: s.pages[0] ?? null, back: s.pages[1] ?? null, pages: s.pages, stale: false, diagnostics: [] }));
}

function pageDiagnostic(d: Diagnostic, cwd: string, editor: EditorLink, texts: Map<string, string>, roots: readonly string[]): PageDiagnostic {
  const abs = path.resolve(cwd, d.file);
  const text = texts.get(d.file) ?? readOwnText(roots, abs);
  return {
    severity: d.severity,
    rule: d.rule,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    link: editor(abs, d.line, d.column),
    quote: quoteLines(text, d.line),
    at: d.line,
  };
}

/** The texts of the pack's YAML files as it read them, by the name diagnostics give them. */
function sourceTexts(pack: LoadedPack | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!pack) return out;
  for (const src of [pack.manifestSrc, ...pack.files, ...(pack.typeFiles ?? [])]) if (src) out.set(src.file, src.text);
  return out;
}

function cardName(data: Record<string, unknown>, id: string): string {
  for (const key of ['name', 'title', 'nom', 'titre']) if (typeof data[key] === 'string' && data[key]) return data[key] as string;
  return id;
}

/** Every string and number in a card's data, for the search box. */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) textsOf(v, out);
  return out;
}
