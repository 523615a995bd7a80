// The TypeScript types of a pack's code and templates, derived from the card types it declares
// in YAML (src/games/<id>/types.yaml → src/games/<id>/card-types.d.ts; a game folder's types
// file, cards/<game>/types.yaml → templates/<pack>/card-types.d.ts; both git-ignored): the YAML
// stays the one declaration, and the engine, rules and templates are type-checked against it. It runs
// before the compiler, so it cannot import the compiled field compiler (src/core/types/); it
// follows the field kinds of src/core/types/field-kinds.ts, and test/types-file.test.ts checks
// that both agree on every kind.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const pascal = (id) => id.replace(/(^|[-_])([a-z0-9])/g, (_, __, c) => c.toUpperCase()).replace(/^[0-9]/, (d) => `_${d}`);
const literal = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);

/** The TypeScript type of one field declaration (a mapping, or a kind or shape name alone). */
export function fieldType(raw, shapes, indent = '') {
  const decl = typeof raw === 'string' ? { kind: raw } : raw ?? {};
  switch (decl.kind) {
    case 'id':
    case 'name':
    case 'text':
    case 'line':
    case 'string':
    case 'icon':
    case 'image':
      return 'string';
    case 'copies':
    case 'integer':
    case 'number':
      return 'number';
    case 'flag':
      return 'boolean';
    case 'choice':
      return (decl.of ?? []).map(literal).join(' | ') || 'never';
    case 'ref':
      return decl.value === undefined ? 'string' : fieldType(decl.value, shapes, indent);
    case 'list': {
      const item = fieldType(decl.of, shapes, indent);
      return /[|{]/.test(item) && !/^[A-Z]\w*$/.test(item) ? `Array<${item}>` : `${item}[]`;
    }
    case 'either':
      return (decl.of ?? []).map((d) => fieldType(d, shapes, indent)).join(' | ');
    case 'group':
      return objectType(decl.fields ?? {}, shapes, indent);
    default:
      // A shape, by the name of its generated type.
      return Object.prototype.hasOwnProperty.call(shapes, decl.kind) ? pascal(decl.kind) : 'unknown';
  }
}

function objectType(fields, shapes, indent) {
  const inner = `${indent}  `;
  const lines = Object.entries(fields).map(([name, raw]) => {
    const optional = typeof raw === 'object' && raw?.optional ? '?' : '';
    const doc = typeof raw === 'object' && raw?.description ? `${inner}/** ${String(raw.description).replace(/\*\//g, '* /')} */\n` : '';
    return `${doc}${inner}${name}${optional}: ${fieldType(raw, shapes, inner)};`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The declarations file for one types file's text. */
export function typesModule(yamlText, sourceName) {
  const file = parse(yamlText) ?? {};
  const shapes = file.shapes ?? {};
  const out = [`// Generated from ${sourceName} by scripts/card-types-ts.js when compiling: do not edit.`, ''];
  for (const [name, decl] of Object.entries(shapes)) {
    const t = fieldType(decl, { ...shapes, [name]: undefined }, '');
    out.push(t.startsWith('{') ? `export interface ${pascal(name)} ${t}` : `export type ${pascal(name)} = ${t};`, '');
  }
  for (const [id, type] of Object.entries(file.cardTypes ?? {})) {
    if (type.description) out.push(`/** ${type.description} */`);
    out.push(`export interface ${pascal(id)} ${objectType(type.fields ?? {}, shapes, '')}`, '');
  }
  for (const [id, decl] of Object.entries(file.dataTypes ?? {})) {
    const t = fieldType(decl, shapes, '');
    out.push(t.startsWith('{') ? `export interface ${pascal(id)} ${t}` : `export type ${pascal(id)} = ${t};`, '');
  }
  if (file.options) out.push(`export interface Options ${objectType(file.options, shapes, '')}`, '');
  return out.join('\n');
}

/** Writes card-types.d.ts beside every pack code's types.yaml under `gamesDir`. */
export function writeTypesModules(gamesDir, root) {
  if (!existsSync(gamesDir)) return;
  for (const entry of readdirSync(gamesDir, { withFileTypes: true })) {
    const yamlFile = path.join(gamesDir, entry.name, 'types.yaml');
    if (!entry.isDirectory() || !existsSync(yamlFile)) continue;
    const text = typesModule(readFileSync(yamlFile, 'utf8'), path.relative(root, yamlFile).split(path.sep).join('/'));
    const out = path.join(gamesDir, entry.name, 'card-types.d.ts');
    // Written only when it changes, so editors and tsc's watchers see no needless edit.
    if (!existsSync(out) || readFileSync(out, 'utf8') !== text) writeFileSync(out, text);
  }
}

/**
 * Writes templates/<pack>/card-types.d.ts for every game folder under cards/ (and test pack under
 * test/fixtures/) whose manifest names
 * a types file and whose pack has a templates folder. A manifest that does not parse is skipped:
 * `deckwright check` reports it.
 */
export function writeGameTypesModules(root) {
  const done = new Set();
  // The project's games, then the test packs (whose templates are type-checked the same way).
  for (const folder of ['cards', path.join('test', 'fixtures')]) writeFolderTypes(root, path.join(root, folder), done);
}

function writeFolderTypes(root, cardsDir, done) {
  if (!existsSync(cardsDir)) return;
  for (const game of readdirSync(cardsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    let manifest;
    try {
      manifest = parse(readFileSync(path.join(cardsDir, game.name, 'game.yaml'), 'utf8'));
    } catch {
      continue;
    }
    const pack = manifest?.pack;
    const types = manifest?.types;
    if (typeof pack !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(pack) || typeof types !== 'string' || !/^[A-Za-z0-9_-]+\.ya?ml$/.test(types)) continue;
    const templates = path.join(root, 'templates', pack);
    const yamlFile = path.join(cardsDir, game.name, types);
    if (done.has(pack) || !existsSync(templates) || !existsSync(yamlFile)) continue;
    done.add(pack);
    let text;
    try {
      text = typesModule(readFileSync(yamlFile, 'utf8'), path.relative(root, yamlFile).split(path.sep).join('/'));
    } catch {
      continue;
    }
    const out = path.join(templates, 'card-types.d.ts');
    if (!existsSync(out) || readFileSync(out, 'utf8') !== text) writeFileSync(out, text);
  }
}
