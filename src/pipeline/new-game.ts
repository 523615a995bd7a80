/**
 * `new`: a designer's own game, ready to build. `blank` writes a small working game from the
 * files of scaffold/blank/ (one deck, one card type declared in YAML, a front and a back template
 * built from the shared components, three cards); `codex` copies the CODEX game (its cards, its
 * card types as a types file of its own, its templates) under the new name, as a starting point
 * to restyle. Either is data and templates only: no code. Every file is written into temporary
 * folders that are renamed into place at the end, so a failure leaves no half-made game.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { writeFileAtomic } from '../core/atomic-write.js';
import { MANIFEST_FILE } from '../core/pack.js';
import { knownPackIds, PACK_CODE_TYPES } from '../core/pack-registry.js';
import { installRoot } from '../core/paths.js';
import { findProjectRoot, TEMPLATES_FOLDER } from '../core/project.js';
import { clip } from '../core/printable.js';
import { show } from '../core/validate.js';
import { UsageError } from './games.js';

export const STARTERS = ['blank', 'codex'] as const;
export type Starter = (typeof STARTERS)[number];

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface NewGameOptions {
  from?: Starter;
  /** Where cards/<name>/ goes (the working directory by default). */
  cwd?: string;
  /** Where templates/<name>/ goes (the project's templates folder by default). */
  templatesDir?: string;
  /** The game's title (the name, capitalised, by default). */
  title?: string;
}

export interface NewGame {
  cardsDir: string;
  templatesDir: string;
  files: string[];
}

/** The files of the new game, by path relative to the cards folder and to the templates folder. */
export interface GamePlan {
  cards: Map<string, string>;
  templates: Map<string, string>;
}

export async function planGame(name: string, from: Starter, title: string): Promise<GamePlan> {
  const plan = await starterFiles(name, from, title);
  // The templates import the card types' TypeScript (card-types.d.ts), which compiling derives
  // from cards/<name>/types.yaml, but only for the games of the installation's own cards/ folder:
  // a game made elsewhere would leave its templates importing a file that is never made. It is
  // written here, from the same types file, wherever the game goes.
  plan.templates.set('card-types.d.ts', await typesModule(plan.cards.get('types.yaml')!, `cards/${name}/types.yaml`));
  return plan;
}

/** The TypeScript of a types file, as scripts/card-types-ts.js derives it when compiling (a plain script, loaded by path). */
async function typesModule(yamlText: string, sourceName: string): Promise<string> {
  const script = (await import(pathToFileURL(path.join(installRoot, 'scripts', 'card-types-ts.js')).href)) as {
    typesModule: (text: string, source: string) => string;
  };
  return script.typesModule(yamlText, sourceName);
}

// The title goes in through replacer functions: in a replacement string, "$&" or "$1" of a
// title would be read as a part of the match.

/**
 * `title: <the title>` as YAML writes it: quoted when the title would otherwise read as something
 * else (`Jeu: le retour`, `#1`, `123`, `yes`), on one line whatever its length.
 */
function titleLine(title: string): string {
  return stringify({ title }, { lineWidth: 0 }).trimEnd();
}

async function starterFiles(name: string, from: Starter, title: string): Promise<GamePlan> {
  if (from === 'blank') {
    // The title is a YAML value in game.yaml, and words of comments elsewhere (a title is one
    // line, so it cannot end a YAML comment; "*/" would end a template's comment, and is broken).
    const fill = (text: string) =>
      text
        .replaceAll('{{name}}', name)
        .replace(/^title: \{\{title\}\}$/m, () => titleLine(title))
        .replaceAll('{{title}}', () => title.replaceAll('*/', '* /'));
    const dir = path.join(installRoot, 'scaffold', 'blank');
    return { cards: await readAll(path.join(dir, 'cards'), fill), templates: await readAll(path.join(dir, 'templates'), fill) };
  }
  // A copy of CODEX: its files, with every name of the game and its paths turned to the new one.
  const codexCards = path.join(installRoot, 'cards', 'codex');
  const cards = await readAll(codexCards, (text) => text.replaceAll('dist/codex/', `dist/${name}/`));
  const manifest = cards.get(MANIFEST_FILE)!;
  cards.set(
    MANIFEST_FILE,
    `${manifest
      .replace(/^title: .*$/m, () => titleLine(title))
      .replace(/^pack: codex$/m, `pack: ${name}`)
      .replace(/^# CODEX, demo.*$/m, () => `# ${title}: a copy of the CODEX demo made by \`deckwright new ${name} --from codex\`. Its card types are in types.yaml,\n# its templates in templates/${name}/. CODEX's card-language checks and engine stay with the codex pack.`)}\n# The card types, copied from CODEX's: change them freely (see docs/packs.md).\ntypes: types.yaml\n`,
  );
  const types = await readFile(path.join(installRoot, 'src', 'games', 'codex', PACK_CODE_TYPES), 'utf8');
  cards.set(
    'types.yaml',
    types
      .replace('../../../dist/codex/schemas/types.json', `../../dist/${name}/schemas/types.json`)
      .replace(/^# CODEX's card types[\s\S]*?\n\n/m, () => `# The card types of ${title}, copied from CODEX's. The templates of templates/${name}/ read these fields.\n\n`),
  );
  // The templates read the copy's own card types (derived from its types.yaml when compiling).
  const ownTypes = (t: string) => t.replaceAll("'../../src/games/codex/card-types.js'", "'./card-types.js'");
  return { cards, templates: await readAll(path.join(installRoot, TEMPLATES_FOLDER, 'codex'), ownTypes) };
}

async function readAll(dir: string, transform: (text: string) => string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const f of (await readdir(dir)).filter((n) => /\.(ya?ml|tsx)$/.test(n)).sort()) out.set(f, transform(await readFile(path.join(dir, f), 'utf8')));
  return out;
}

// Control characters (a newline among them), line and paragraph separators, bidi overrides.
const NOT_IN_TITLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A title is one line the manifest accepts (not blank, 80 characters at most): anything else is refused before a file is written. */
function checkTitle(title: string): void {
  const problem = NOT_IN_TITLE.test(title)
    ? 'is not one line of text: it holds a control character (a newline, a tab...)'
    : !/\S/.test(title)
      ? 'is blank'
      : [...title].length > 80
        ? 'is longer than 80 characters'
        : null;
  if (problem) throw new UsageError(`--title ${show(title)} ${problem}; give the game's title as one line of at most 80 characters`);
}

/** Checks the name first: a game's id names folders and files, and may not take an existing game's place. */
export async function createGame(name: string, opts: NewGameOptions = {}): Promise<NewGame> {
  const from = opts.from ?? 'blank';
  if (!STARTERS.includes(from)) throw new UsageError(`--from '${clip(from)}' is not a starting point; use one of: ${STARTERS.join(', ')}`);
  if (!ID.test(name) || name.length > 40) {
    throw new UsageError(`'${clip(name)}' is not a valid game name: use lowercase letters and digits, words joined by hyphens (e.g. "mon-jeu"), at most 40 characters`);
  }
  const cardsDir = path.join(opts.cwd ?? process.cwd(), 'cards', name);
  const templatesDir = path.join(opts.templatesDir ?? path.join(findProjectRoot(opts.cwd ?? process.cwd()), TEMPLATES_FOLDER), name);
  const taken = [
    existsSync(cardsDir) && `${path.relative(opts.cwd ?? process.cwd(), cardsDir)} already exists`,
    existsSync(templatesDir) && `templates/${name} already exists`,
    (await knownPackIds()).includes(name) && `a pack with code is named '${name}' (src/games/${name}/)`,
    name === 'common' && "'common' is the folder of the shared template components",
  ].filter(Boolean);
  if (taken.length) throw new UsageError(`cannot make a game named '${name}': ${taken.join('; ')}; choose another name`);
  const title = opts.title ?? name.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  checkTitle(title);
  const plan = await planGame(name, from, title);
  const stage = async (dir: string, files: Map<string, string>) => {
    const tmp = `${dir}.tmp-${process.pid}-new`;
    await rm(tmp, { recursive: true, force: true });
    await mkdir(tmp, { recursive: true });
    for (const [f, text] of files) await writeFileAtomic(path.join(tmp, f), text);
    return tmp;
  };
  const tmpCards = await stage(cardsDir, plan.cards);
  const tmpTemplates = await stage(templatesDir, plan.templates).catch(async (e) => {
    await rm(tmpCards, { recursive: true, force: true });
    throw e;
  });
  await rename(tmpTemplates, templatesDir);
  await rename(tmpCards, cardsDir);
  return {
    cardsDir,
    templatesDir,
    files: [...[...plan.cards.keys()].map((f) => path.join(cardsDir, f)), ...[...plan.templates.keys()].map((f) => path.join(templatesDir, f))],
  };
}
