/**
 * A card's declared fields as tooltip lines, for the packs whose code does not say how their cards
 * read: every field that has a value, in the order the types file declares them, named by its
 * `label:` (in the game's language) or else by its field name made readable. What a value is
 * comes from the card type's compiled schema (types/compile-field.ts): card text keeps its
 * emphasis, a reference reads as the referenced card's name, a flag as yes or no in the game's
 * language; a kind this file does not know reads as its plain value, never as an error.
 */
import type { LoadedCard, LoadedPack } from '../core/pack.js';
import { REF_KEYWORD, TEXT_KEYWORD, type RefTarget } from '../core/schema-kit.js';
import { printedLanguage, translator, type Translate } from '../i18n/translate.js';
import { plainCardText } from './plain-card-text.js';

/** The fields a player already sees elsewhere: the card's name is its title in Tabletop Simulator, copies are cards of the deck, the id is for files. */
const SHOWN_ELSEWHERE = new Set(['id', 'name', 'copies']);

/** "attackBonus" → "Attack bonus", "stat2" → "Stat 2": a field name as words, for a field without a label. */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Schema = Record<string, unknown>;

/** A value as text: one line (`inline`), or lines of their own under the field's label (`block`). */
type Shown = { inline: string } | { block: string[] };

interface Context {
  pack: LoadedPack;
  t: Translate;
  numbers: Intl.NumberFormat;
}

/** The tooltip lines of a card's declared fields (its id, name and copies left out). */
export function describeFields(pack: LoadedPack, card: LoadedCard): string[] {
  const language = pack.manifest?.language ?? 'en';
  const ctx: Context = {
    pack,
    t: translator(language),
    numbers: new Intl.NumberFormat(printedLanguage(language), { maximumFractionDigits: 20, useGrouping: false }),
  };
  return fieldLines(card.type.schema as Schema, card.data, ctx, SHOWN_ELSEWHERE);
}

function fieldLines(schema: Schema, data: unknown, ctx: Context, skip: ReadonlySet<string> = new Set()): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const lines: string[] = [];
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    if (skip.has(name) || !Object.hasOwn(data, name)) continue;
    const shown = show(sub, (data as Record<string, unknown>)[name], ctx);
    if (!shown) continue;
    const label = typeof sub.title === 'string' ? sub.title : labelFromName(name);
    if ('inline' in shown) lines.push(ctx.t('tts.field', { label, value: shown.inline }));
    else lines.push(ctx.t('tts.heading', { label }), ...shown.block.map((l) => `  ${l}`));
  }
  return lines;
}

/** A value by its schema; null when there is nothing to show (no value, an empty list or group). */
function show(schema: Schema, value: unknown, ctx: Context): Shown | null {
  if (value === undefined || value === null) return null;
  const branch = eitherBranch(schema, value);
  if (branch) return show(branch, value, ctx);
  // A reference by id, or by a field of the target (a number, say): the target's name either way.
  if (schema[REF_KEYWORD] && (typeof value === 'string' || typeof value === 'number')) return { inline: referencedName(ctx.pack, schema[REF_KEYWORD] as RefTarget, value) };
  if (typeof value === 'boolean') return { inline: ctx.t('tts.flag', { value: value ? 'yes' : 'no' }) };
  if (typeof value === 'number') return { inline: ctx.numbers.format(value) };
  if (typeof value === 'string') return { inline: schema[TEXT_KEYWORD] ? plainCardText(value) : value };
  if (Array.isArray(value)) return showList(schema, value, ctx);
  if (typeof value === 'object') {
    const lines = fieldLines(schema, value, ctx);
    return lines.length ? { block: lines } : null;
  }
  return { inline: String(value) };
}

/** Plain items on one line, "a, b, c"; groups (and lists in a list) one under the other, each after a dash. */
function showList(schema: Schema, items: unknown[], ctx: Context): Shown | null {
  const itemSchema = (Array.isArray(schema.items) ? {} : (schema.items ?? {})) as Schema;
  const shown = items.map((item) => ({ item, shown: show(itemSchema, item, ctx) })).filter((s): s is { item: unknown; shown: Shown } => s.shown !== null);
  if (!shown.length) return null;
  if (shown.every((s) => 'inline' in s.shown && !Array.isArray(s.item))) return { inline: shown.map((s) => (s.shown as { inline: string }).inline).join(', ') };
  return {
    block: shown.flatMap(({ shown: s }) => {
      const lines = 'inline' in s ? [s.inline] : s.block;
      return lines.map((l, i) => (i === 0 ? `– ${l}` : `  ${l}`));
    }),
  };
}

/**
 * The branch of an `either` the value is: the first whose JSON type takes it (a reference, card
 * text, a group). Null for a schema that is not an either: a choice's branches are its constants.
 */
function eitherBranch(schema: Schema, value: unknown): Schema | null {
  const branches = schema.anyOf as Schema[] | undefined;
  if (!Array.isArray(branches) || branches.every((b) => b.const !== undefined)) return null;
  const type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'object' ? 'object' : typeof value;
  return (
    branches.find((b) => b.type === type || (type === 'number' && b.type === 'integer' && Number.isInteger(value)) || (b.const !== undefined && b.const === value)) ??
    branches.find((b) => b.type === undefined && b.const === undefined) ??
    null
  );
}

/** The printed name of the card a reference names (by its id, or by the field the reference matches); the value itself when there is none. */
function referencedName(pack: LoadedPack, target: RefTarget, value: string | number): string {
  const key = target.key ?? 'id';
  const card = pack.cards.find((c) => c.type.id === target.type && (key === 'id' ? c.id : c.data[key]) === value);
  return typeof card?.data.name === 'string' && card.data.name ? card.data.name : String(value);
}
