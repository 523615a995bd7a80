/**
 * The variants of a sweep: the product of its axes (and of its deck matchups), each a pack of its
 * own — the card files or the manifest edited as the designer would edit them, loaded and checked
 * again, so that a value a card cannot take (a PV of -1) is refused as `check` refuses it — and the
 * plan its engine plays it by.
 */
import path from 'node:path';
import { parseDocument } from 'yaml';
import { hasErrors, type Diagnostic } from '../../core/diagnostics.js';
import { MANIFEST_FILE, packFileName, packWithFiles, type LoadedCard, type LoadedPack } from '../../core/pack.js';
import type { PackEngine, RecordRequest } from '../../core/pack-types.js';
import { spanAt } from '../../core/yaml-source.js';
import type { RecordSetup } from '../../engine/balance/plan.js';
import { checkLoadedPack } from '../check.js';
import { UsageError } from '../games.js';
import { keySpan, type Axis, type SweepSpec } from './spec.js';

export interface Setting {
  axis: string;
  value: unknown;
}

export interface Variant {
  /** Its place in the grid, from 0: the name its figures are stored under. */
  index: number;
  /** `pv=2 · players=3`, or `A vs B` for a matchup. */
  label: string;
  settings: Setting[];
  /** The matchup's deck lists (side 0 first), for a round robin. */
  decks: { name: string; cards: string[] }[] | null;
}

export interface PreparedVariant extends Variant {
  setup: RecordSetup;
}

/** Every combination of the axes' values, the first axis slowest; matchups last. */
export function grid(axes: readonly Axis[], matchups: { name: string; cards: string[] }[][] | null): Variant[] {
  let combos: Setting[][] = [[]];
  for (const a of axes) combos = combos.flatMap((c) => a.values.map((value) => [...c, { axis: a.name, value }]));
  const decks = matchups ?? [null];
  const out: Variant[] = [];
  for (const settings of combos)
    for (const m of decks) {
      const parts = settings.map((s) => `${shortAxis(s.axis)}=${String(s.value)}`);
      if (m) parts.push(m.map((d) => d.name).join(' vs '));
      out.push({ index: out.length, label: parts.join(' · ') || 'as the pack is', settings, decks: m });
    }
  return out;
}

/** `creatures.meute-de-rats.pv` read as `meute-de-rats.pv` in a label: the deck adds nothing. */
function shortAxis(name: string): string {
  const parts = name.split('.');
  return parts.length >= 3 ? parts.slice(1).join('.') : name;
}

/** Each pair of lists once (a round robin): the first list of the pair is side 0. */
export function roundRobin<T>(lists: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < lists.length; i++) for (let j = i + 1; j < lists.length; j++) out.push([lists[i], lists[j]]);
  return out;
}

/** A problem of an axis: located in the sweep file when it came from one, else a usage error. */
function axisProblem(spec: SweepSpec, axis: Axis, message: string, valueIndex?: number): Diagnostic {
  if (!spec.src || !axis.at) throw new UsageError(`--vary ${axis.name}: ${message}`);
  const span = valueIndex === undefined ? keySpan(spec.src, axis.at) : spanAt(spec.src, [...axis.at, valueIndex]);
  return { ...span, severity: 'error', rule: 'sweep/axis', message: `${axis.name}: ${message}`, card: null };
}

/** The card an axis names: by its deck's id, its type's id or its file's name, and its id. */
function cardOf(pack: LoadedPack, deck: string, id: string): LoadedCard | undefined {
  return pack.cards.find((c) => c.id === id && (c.deck.id === deck || c.type.id === deck || path.basename(c.src.file).replace(/\.ya?ml$/, '') === deck));
}

/** What the axes name, checked against the pack before anything is played. */
export function checkAxes(spec: SweepSpec, pack: LoadedPack, engine: PackEngine): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const axis of spec.axes) {
    if (axis.kind === 'card') {
      const card = cardOf(pack, axis.deck, axis.card);
      if (!card) {
        const decks = [...new Set(pack.cards.map((c) => c.deck.id))].join(', ');
        const inDeck = pack.cards.filter((c) => c.deck.id === axis.deck || c.type.id === axis.deck).map((c) => c.id);
        problems.push(axisProblem(spec, axis, inDeck.length ? `no card '${axis.card}' in ${axis.deck}; its cards: ${inDeck.slice(0, 12).join(', ')}${inDeck.length > 12 ? '…' : ''}` : `no deck or card type '${axis.deck}' in ${pack.name}; its decks: ${decks}`));
        continue;
      }
      const props = (card.type.schema as { properties?: Record<string, unknown> }).properties ?? {};
      if (!Object.hasOwn(props, axis.field[0])) problems.push(axisProblem(spec, axis, `a ${card.type.id} card has no field '${axis.field[0]}'; its fields: ${Object.keys(props).join(', ')}`));
      else if (axis.field[0] === 'id') problems.push(axisProblem(spec, axis, "a card's id names it and cannot vary: vary one of its other fields"));
      else if (axis.field.length > 1) {
        // A deeper field: each step but the last must be a group of fields the card has.
        let at: unknown = card.data;
        for (const [i, f] of axis.field.slice(0, -1).entries()) {
          at = at && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, unknown>)[f] : undefined;
          if (!at || typeof at !== 'object' || Array.isArray(at)) {
            problems.push(axisProblem(spec, axis, `'${axis.field.slice(0, i + 1).join('.')}' of ${axis.card} is not a group of fields: vary ${axis.deck}.${axis.card}.${axis.field.slice(0, i + 1).join('.')} itself`));
            break;
          }
        }
      }
    } else if (axis.kind === 'option') {
      if (!Object.hasOwn(pack.manifest?.options ?? {}, axis.option) && !declaredOptions(pack).includes(axis.option)) {
        const known = declaredOptions(pack);
        problems.push(axisProblem(spec, axis, known.length ? `the ${pack.name} pack has no option '${axis.option}'; its options: ${known.join(', ')}` : `the ${pack.name} pack declares no options (a types file's \`options:\`)`));
      }
    } else if (axis.kind === 'bot') {
      axis.values.forEach((v, i) => {
        if (!engine.bots.includes(String(v))) problems.push(axisProblem(spec, axis, `no bot '${String(v)}'; this game's bots: ${engine.bots.join(', ')}`, i));
      });
    }
  }
  return problems;
}

/** The options a pack's types files declare. */
function declaredOptions(pack: LoadedPack): string[] {
  const out = new Set<string>();
  for (const src of pack.typeFiles ?? []) {
    const o = (src.data as { options?: unknown } | null)?.options;
    if (o && typeof o === 'object') for (const k of Object.keys(o)) out.add(k);
  }
  return [...out].sort();
}

/** The pack with a variant's card and option values written into its files, loaded again. */
export async function variantPack(pack: LoadedPack, spec: SweepSpec, v: Variant): Promise<LoadedPack> {
  const edits = v.settings.filter((s) => {
    const a = spec.axes.find((x) => x.name === s.axis)!;
    return a.kind === 'card' || a.kind === 'option';
  });
  if (!edits.length) return pack;
  const docs = new Map<string, ReturnType<typeof parseDocument>>();
  const doc = (name: string, text: string) => {
    let d = docs.get(name);
    if (!d) docs.set(name, (d = parseDocument(text)));
    return d;
  };
  for (const s of edits) {
    const a = spec.axes.find((x) => x.name === s.axis)!;
    if (a.kind === 'card') {
      const card = cardOf(pack, a.deck, a.card)!;
      doc(packFileName(pack, card.src.file), card.src.text).setIn([...card.path, ...a.field], s.value);
    } else if (a.kind === 'option') doc(MANIFEST_FILE, pack.manifestSrc.text).setIn(['options', a.option], s.value);
  }
  return packWithFiles(pack, new Map([...docs].map(([name, d]) => [name, String(d)])));
}

/** What the engine is asked for a variant: the spec's settings with the variant's players, bot and decks. */
export function recordRequest(spec: SweepSpec, v: Variant): RecordRequest {
  const players = v.settings.find((s) => s.axis === 'players');
  const bot = v.settings.find((s) => s.axis === 'bot');
  return {
    seed: spec.seed,
    bot: bot ? String(bot.value) : spec.bot,
    players: players ? [players.value as number] : spec.players,
    ...(spec.iterations ? { iterations: spec.iterations } : {}),
    ...(v.decks ? { decks: v.decks } : {}),
  };
}

/**
 * Each variant made and checked: its pack's problems (errors stop the sweep before any game, as
 * `sim` stops), else its plan.
 */
export async function prepareVariants(pack: LoadedPack, engine: PackEngine, spec: SweepSpec, variants: Variant[]): Promise<{ ok: true; variants: PreparedVariant[] } | { ok: false; diagnostics: Diagnostic[]; variant: Variant }> {
  const out: PreparedVariant[] = [];
  for (const v of variants) {
    const p = await variantPack(pack, spec, v);
    if (p !== pack) {
      const diagnostics = await checkLoadedPack(p, { layout: false });
      if (hasErrors(diagnostics)) return { ok: false, diagnostics: diagnostics.filter((d) => d.severity === 'error'), variant: v };
    }
    let setup: RecordSetup;
    try {
      setup = engine.records!(p, recordRequest(spec, v));
    } catch (e) {
      throw new UsageError(`variant ${v.label}: ${(e as Error).message}`);
    }
    out.push({ ...v, setup });
  }
  return { ok: true, variants: out };
}

/**
 * The variant the others are compared with: the one whose card and option values are the pack's
 * own (the game as it is), with the first player count, bot and matchup; else the first.
 */
export function baseVariant(pack: LoadedPack, spec: SweepSpec, variants: readonly Variant[]): number {
  const current = (a: Axis): unknown => {
    if (a.kind === 'card') {
      let v: unknown = cardOf(pack, a.deck, a.card)?.data;
      for (const f of a.field) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[f] : undefined;
      return v;
    }
    if (a.kind === 'option') return (pack.manifest?.options as Record<string, unknown> | undefined)?.[a.option] ?? optionDefault(pack, a.option);
    return a.values[0];
  };
  const wanted = new Map(spec.axes.map((a) => [a.name, JSON.stringify(current(a))]));
  const found = variants.find((v) => v.settings.every((s) => wanted.get(s.axis) === JSON.stringify(s.value)));
  return found ? found.index : 0;
}

function optionDefault(pack: LoadedPack, name: string): unknown {
  for (const src of pack.typeFiles ?? []) {
    const o = (src.data as { options?: Record<string, { default?: unknown }> } | null)?.options?.[name];
    if (o && typeof o === 'object' && 'default' in o) return o.default;
  }
  return undefined;
}
