/**
 * The parts of docs/templates.md that the template kit's own sources make, so that they stay
 * true: the props tables of the shared components and the tables of what a template receives
 * (read from the exported interfaces of their sources, with their JSDoc comments), and the
 * example templates (shown as the files of templates/kit-examples/ are). The page marks each
 * generated part with a comment; `scripts/kit-docs.ts` writes them again, and the tests fail when
 * the page differs from what the sources make.
 *
 * The interfaces are read by a small scanner rather than by the TypeScript compiler: the
 * compiler in node_modules has no JavaScript API. It knows what the kit's sources write: exported
 * interfaces whose members are `name?: type;` or `name(params): type;`, each after its comment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface KitMember {
  name: string;
  optional: boolean;
  /** The member's type, on one line; a method's as a function type. */
  type: string;
  /** Its JSDoc comment on one line, `@default` left out ('' when it has none). */
  doc: string;
  /** What its JSDoc's `@default` says, or null. */
  defaultValue: string | null;
  /** Whether it is a method (`icon(name, color): string`). */
  method: boolean;
}

export interface KitInterface {
  name: string;
  members: KitMember[];
}

/** The exported interfaces of a TypeScript source, in their order. */
export function interfacesOf(source: string): KitInterface[] {
  const out: KitInterface[] = [];
  const head = /^export interface (\w+)(<[^>{]*>)?\s*(extends [^{]+)?\{/gm;
  for (let m = head.exec(source); m; m = head.exec(source)) {
    const start = m.index + m[0].length;
    const end = closingBrace(source, start);
    out.push({ name: m[1], members: membersOf(source.slice(start, end)) });
  }
  return out;
}

/** The index of the `}` that closes the block opened just before `from`. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
    else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
    if (i < 0) break;
  }
  throw new Error('an interface without its closing brace');
}

/** An interface's members: each `/** comment *\/` (if any) then the member up to its `;` at depth 0. */
function membersOf(body: string): KitMember[] {
  const members: KitMember[] = [];
  let doc = '';
  let i = 0;
  while (i < body.length) {
    if (/\s/.test(body[i])) {
      i++;
    } else if (body.startsWith('/**', i)) {
      const end = body.indexOf('*/', i);
      doc = body.slice(i + 3, end);
      i = end + 2;
    } else if (body.startsWith('//', i)) {
      i = body.indexOf('\n', i) + 1 || body.length;
    } else {
      let depth = 0;
      let j = i;
      for (; j < body.length; j++) {
        const c = body[j];
        if ('([{'.includes(c)) depth++;
        else if (')]}'.includes(c)) depth--;
        else if (c === ';' && depth === 0) break;
      }
      members.push(member(body.slice(i, j), doc));
      doc = '';
      i = j + 1;
    }
  }
  return members;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function member(text: string, rawDoc: string): KitMember {
  const flat = oneLine(text);
  const lines = rawDoc.split('\n').map((l) => l.replace(/^\s*\*\s?/, ''));
  const comment = oneLine(lines.join(' '));
  const at = comment.search(/@default\b/);
  const doc = at < 0 ? comment : comment.slice(0, at).trim();
  const defaultValue = at < 0 ? null : comment.slice(at + '@default'.length).trim();
  const method = /^(\w+)\s*\(/.exec(flat);
  if (method) {
    const close = closingParen(flat, method[0].length);
    const params = flat.slice(method[0].length, close);
    const returns = flat.slice(close + 1).replace(/^\s*:\s*/, '');
    return { name: method[1], optional: false, type: `(${params}) => ${returns}`, doc, defaultValue, method: true };
  }
  const prop = /^(?:readonly\s+)?(\w+)(\?)?\s*:\s*/.exec(flat);
  if (!prop) throw new Error(`not a member the kit's docs can read: ${flat}`);
  return { name: prop[1], optional: !!prop[2], type: flat.slice(prop[0].length), doc, defaultValue, method: false };
}

function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');
const code = (s: string) => `\`${cell(s)}\``;

/**
 * A markdown table of an interface: a component's props (`…Props`: prop, type, default, what it
 * does) or any other (member, type, what it is).
 */
export function interfaceTable(iface: KitInterface): string {
  const props = iface.name.endsWith('Props');
  const rows = props
    ? ['| prop | type | default | what it does |', '|---|---|---|---|']
    : ['| member | type | what it is |', '|---|---|---|'];
  for (const m of iface.members) {
    const name = m.method ? `${m.name}()` : m.name;
    if (props) {
      const dflt = !m.optional ? 'required' : m.defaultValue !== null ? code(m.defaultValue) : '';
      rows.push(`| ${code(name)} | ${code(m.type)} | ${dflt} | ${cell(m.doc)} |`);
    } else {
      const note = m.optional ? ' (may be absent)' : '';
      rows.push(`| ${code(name)} | ${code(m.type)} | ${cell(m.doc)}${note} |`);
    }
  }
  return rows.join('\n');
}

/**
 * How an example template's imports read in the documentation: from `deckwright/kit`, as a
 * designer's template imports the kit, where the example (inside deckwright) imports its source.
 */
export const KIT_IMPORT = { source: "'../common/index.js'", shown: "'deckwright/kit'" };

/** A file of the project as the documentation shows it, in a fenced code block. */
export function fileBlock(root: string, file: string): string {
  const text = readFileSync(path.join(root, file), 'utf8').split(KIT_IMPORT.source).join(KIT_IMPORT.shown);
  const lang = path.extname(file).slice(1);
  return ['```' + lang, text.replace(/\n$/, ''), '```'].join('\n');
}

/**
 * The page with every generated part made again from the sources. A part is a marker comment,
 * then what it generates, then `<!-- kit:end -->`:
 * `<!-- kit:props templates/common/Frame.tsx FrameProps -->` (an interface's table) or
 * `<!-- kit:file templates/kit-examples/carte.tsx -->` (a file, in a code block).
 */
export function renderKitDoc(doc: string, root: string): string {
  return doc.replace(/(<!-- kit:(props|file) ([^\s>]+)(?: (\w+))? -->\n)(?:[\s\S]*?\n)??(<!-- kit:end -->)/g, (_all, open: string, kind: string, file: string, name: string | undefined, close: string) => {
    if (kind === 'file') return `${open}${fileBlock(root, file)}\n${close}`;
    const iface = interfacesOf(readFileSync(path.join(root, file), 'utf8')).find((i) => i.name === name);
    if (!iface) throw new Error(`docs/templates.md: ${file} exports no interface ${name}`);
    return `${open}${interfaceTable(iface)}\n${close}`;
  });
}

/** The parts a page generates: [kind, file, interface name or ''] of each marker. */
export function kitMarkers(doc: string): { kind: 'props' | 'file'; file: string; name: string }[] {
  return [...doc.matchAll(/<!-- kit:(props|file) ([^\s>]+)(?: (\w+))? -->/g)].map((m) => ({ kind: m[1] as 'props' | 'file', file: m[2], name: m[3] ?? '' }));
}

/** The shared components' sources: templates/common/*.tsx, by file name. */
export function commonSources(root: string): Map<string, string> {
  const dir = path.join(root, 'templates', 'common');
  const files = readdirSync(dir).filter((f) => f.endsWith('.tsx')).sort();
  return new Map(files.map((f) => [`templates/common/${f}`, readFileSync(path.join(dir, f), 'utf8')]));
}

/** The components a source exports: its exported functions whose names are capitalised. */
export function componentsOf(source: string): string[] {
  return [...source.matchAll(/^export function ([A-Z]\w*)\s*\(/gm)].map((m) => m[1]);
}

/** The names a module exports with `export { … } from` or `export type { … } from`. */
export function reExportedNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Where a component's source gives a prop a default (`props.rim ?? 4`) that its JSDoc's `@default`
 * does not say, so that the documented defaults stay the code's. `props.ctx.` reads as `ctx.`, as
 * the documentation writes it.
 */
export function defaultMismatches(source: string, iface: KitInterface): string[] {
  const out: string[] = [];
  const members = new Map(iface.members.map((m) => [m.name, m]));
  for (const m of source.matchAll(/(?<![\w.])props\.(\w+)\s*\?\?\s*/g)) {
    const prop = members.get(m[1]);
    if (!prop) continue;
    const expr = oneLine(expressionAt(source, m.index + m[0].length)).replace(/(?<![\w.])props\.ctx\./g, 'ctx.').replace(/(?<![\w.])props\./g, '');
    if (prop.defaultValue !== expr) out.push(`${iface.name}.${prop.name}: the code's default is ${expr}, its @default says ${prop.defaultValue ?? 'nothing'}`);
  }
  return out;
}

/** The expression that starts at `from`: up to a `,` `;` or newline at its own depth, or the bracket that closes around it. */
function expressionAt(text: string, from: number): string {
  let depth = 0;
  let i = from;
  for (; i < text.length; i++) {
    const c = text[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && (c === ',' || c === ';' || c === '\n')) break;
  }
  return text.slice(from, i);
}
