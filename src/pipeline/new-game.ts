/**
 * `new`: a designer's own game, ready to build, in the project the command is run in (the
 * nearest folder with a cards/ folder, or the current one, which then becomes a project).
 *
 * `blank` writes a small working game in the language asked (one deck, one card type declared in
 * YAML, a front and a back template drawn with the kit, three cards, and a rules file that plays);
 * `--from <game>` copies one of deckwright's own games (its cards, its card types as a types file
 * of its own, its templates, and a rules file that uses the shipped game's rules code, so that its
 * checks and its engine still run). A folder that becomes a project also gets a package.json
 * (deckwright as a dev dependency, a `build` script), a .gitignore, a README and a tsconfig.json.
 * Every file is written into temporary folders that are renamed into place at the end, so a
 * failure leaves no half-made game.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { writeFileAtomic } from '../core/atomic-write.js';
import { MANIFEST_FILE } from '../core/pack.js';
import { knownPackIds, PACK_CODE_TYPES } from '../core/pack-registry.js';
import { installRoot } from '../core/paths.js';
import { CARDS_FOLDER, findProjectRoot, RULES_FOLDER, TEMPLATES_FOLDER } from '../core/project.js';
import { RULES_ENTRY } from '../core/project-rules.js';
import { clip } from '../core/printable.js';
import { show } from '../core/validate.js';
import { nearName, UsageError } from './games.js';

export { LANGUAGES, starters, type Language } from './starters.js';
import { LANGUAGES, starters, type Language } from './starters.js';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface NewGameOptions {
  /** 'blank' (the default) or a shipped game's name. */
  from?: string;
  /** The blank starter's language (English by default); a copied game keeps its own. */
  language?: string;
  /** Where the command runs: the project is found from there (the working directory by default). */
  cwd?: string;
  /** The game's title (the name, capitalised, by default). */
  title?: string;
}

export interface NewGame {
  project: string;
  /** True when the folder became a project (package.json, .gitignore, README written as needed). */
  madeProject: boolean;
  cardsDir: string;
  templatesDir: string;
  rulesDir: string | null;
  files: string[];
}

/** The files of the new game, by path relative to its cards, templates and rules folders. */
export interface GamePlan {
  cards: Map<string, string>;
  templates: Map<string, string>;
  rules: Map<string, string>;
}

export async function planGame(name: string, from: string, title: string, language: Language = 'en'): Promise<GamePlan> {
  const plan = from === 'blank' ? await blankFiles(name, title, language) : await copiedFiles(name, from, title);
  // The templates import the card types' TypeScript (card-types.d.ts), derived from the game's
  // types file; `deckwright check --types` writes it again when the types change.
  plan.templates.set('card-types.d.ts', await typesModule(plan.cards.get('types.yaml')!, `cards/${name}/types.yaml`));
  return plan;
}

/** The TypeScript of a types file, as scripts/card-types-ts.js derives it (a plain script, loaded by path). */
export async function typesModule(yamlText: string, sourceName: string): Promise<string> {
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

/** The card type's TypeScript name in each language's starter (card-types-ts.js's PascalCase of its id). */
const STARTER_TYPE: Record<Language, string> = { en: 'Card', fr: 'Carte' };

async function blankFiles(name: string, title: string, language: Language): Promise<GamePlan> {
  // The title is a YAML value in game.yaml, and words of comments elsewhere (a title is one
  // line, so it cannot end a YAML comment; "*/" would end a template's comment, and is broken).
  const fill = (text: string) =>
    text
      .replaceAll('{{name}}', name)
      .replaceAll('{{Type}}', STARTER_TYPE[language])
      .replace(/^title: \{\{title\}\}$/m, () => titleLine(title))
      .replaceAll('{{title}}', () => title.replaceAll('*/', '* /'));
  const dir = path.join(installRoot, 'scaffold');
  const rulesFile = path.join(dir, 'rules', RULES_ENTRY);
  return {
    cards: await readAll(path.join(dir, 'blank', language, 'cards'), fill),
    templates: await readAll(path.join(dir, 'blank', 'templates'), fill),
    rules: existsSync(rulesFile) ? new Map([[RULES_ENTRY, fill(await readFile(rulesFile, 'utf8'))]]) : new Map(),
  };
}

/** A copy of shipped game `from`: its files, with every name of the game and its paths turned to the new one. */
async function copiedFiles(name: string, from: string, title: string): Promise<GamePlan> {
  const cards = await readAll(path.join(installRoot, CARDS_FOLDER, from), (text) => text.replaceAll(`dist/${from}/`, `dist/${name}/`));
  const manifest = cards.get(MANIFEST_FILE)!;
  const hasCode = (await knownPackIds()).includes(from);
  const codeTypes = path.join(installRoot, 'src', 'games', from, PACK_CODE_TYPES);
  const ownTypes = !/^types:/m.test(manifest) && existsSync(codeTypes);
  cards.set(
    MANIFEST_FILE,
    `${manifest.replace(/^title: .*$/m, () => titleLine(title)).replace(new RegExp(`^pack: ${from}$`, 'm'), `pack: ${name}`)}` +
      (ownTypes ? `\n# The card types, copied from ${from}'s: change them freely (see docs/packs.md).\ntypes: types.yaml\n` : ''),
  );
  if (ownTypes) {
    const types = await readFile(codeTypes, 'utf8');
    cards.set('types.yaml', `# The card types of ${title}, copied from the ${from} game's. The templates of templates/${name}/ read these fields.\n${types.replace(/\.\.\/\.\.\/\.\.\/dist\/[a-z0-9-]+\/schemas\//g, `../../dist/${name}/schemas/`)}`);
  }
  // The templates read the copy's own card types; the kit and the shipped pieces they import
  // (../common/, ../../src/) are deckwright's, which a project without those folders reaches.
  const templates = await readAll(path.join(installRoot, TEMPLATES_FOLDER, from), (t) => t.replaceAll(`'../../src/games/${from}/card-types.js'`, "'./card-types.js'"));
  templates.delete('card-types.d.ts');
  const rules = new Map<string, string>();
  if (hasCode) {
    rules.set(
      RULES_ENTRY,
      [
        '/**',
        // A title is words of a comment here: "*/" would end it.
        ` * The rules of ${title.replaceAll('*/', '* /')}: for now those of deckwright's ${from} game, whose cards and templates`,
        ' * this game copied, so that its checks and its engine run as they do there. Change them here:',
        ' * leave out a checker rule, add one of your own, or write your own rules and engine against',
        " * 'deckwright/engine' (see deckwright's docs/rules-code.md). For example:",
        ' *',
        ` *   const shipped = await shippedPack('${from}');`,
        " *   export const pack = { ...shipped, rules: shipped.rules.filter((r) => r.id !== 'some/rule') };",
        ' */',
        "import { shippedPack } from 'deckwright/games';",
        '',
        `export const pack = await shippedPack('${from}');`,
        '',
      ].join('\n'),
    );
  }
  return { cards, templates, rules };
}

/** The files of `dir` and its subfolders (YAML, deck lists, templates), by path relative to it. */
async function readAll(dir: string, transform: (text: string) => string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (sub: string) => {
    for (const f of (await readdir(path.join(dir, sub))).sort()) {
      const rel = sub ? `${sub}/${f}` : f;
      if (statSync(path.join(dir, rel)).isDirectory()) await walk(rel);
      else if (/\.(ya?ml|tsx?|txt)$/.test(f)) out.set(rel, transform(await readFile(path.join(dir, rel), 'utf8')));
    }
  };
  await walk('');
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
  const known = starters();
  if (!known.includes(from)) {
    const near = nearName(from, known);
    throw new UsageError(`--from '${clip(from)}' is not a starting point${near ? `; did you mean '${near}'?` : ''}; use one of: ${known.join(', ')}`);
  }
  const language = opts.language ?? 'en';
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    throw new UsageError(`--language '${clip(language)}' is not a language of the blank starter; use one of: ${LANGUAGES.join(', ')} (cards may be in any language: translate the starter's afterwards)`);
  }
  if (opts.language && from !== 'blank') throw new UsageError(`--language is for the blank starter: a copy of ${from} keeps its own language`);
  if (!ID.test(name) || name.length > 40) {
    throw new UsageError(`'${clip(name)}' is not a valid game name: use lowercase letters and digits, words joined by hyphens (e.g. "my-game"), at most 40 characters`);
  }
  const cwd = path.resolve(opts.cwd ?? process.cwd());
  const project = findProjectRoot(cwd);
  const madeProject = !existsSync(path.join(project, CARDS_FOLDER));
  const cardsDir = path.join(project, CARDS_FOLDER, name);
  const templatesDir = path.join(project, TEMPLATES_FOLDER, name);
  const rulesDir = path.join(project, RULES_FOLDER, name);
  const rel = (p: string) => path.relative(cwd, p) || '.';
  const taken = [
    existsSync(cardsDir) && `${rel(cardsDir)} already exists`,
    existsSync(templatesDir) && `${rel(templatesDir)} already exists`,
    existsSync(rulesDir) && `${rel(rulesDir)} already exists`,
    (await knownPackIds()).includes(name) && `deckwright ships a game named '${name}' with rules code`,
    name === 'common' && "'common' is the folder of the shared template components",
  ].filter(Boolean);
  if (taken.length) throw new UsageError(`cannot make a game named '${name}': ${taken.join('; ')}; choose another name`);
  const title = opts.title ?? name.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  checkTitle(title);
  const plan = await planGame(name, from, title, language as Language);
  const staged: string[] = [];
  const stage = async (dir: string, files: Map<string, string>) => {
    const tmp = `${dir}.tmp-${process.pid}-new`;
    await rm(tmp, { recursive: true, force: true });
    await mkdir(tmp, { recursive: true });
    staged.push(tmp);
    for (const [f, text] of files) await writeFileAtomic(path.join(tmp, f), text);
    return tmp;
  };
  const folders: [string, Map<string, string>][] = [
    [templatesDir, plan.templates],
    [rulesDir, plan.rules],
    [cardsDir, plan.cards],
  ];
  const ready: [string, string][] = [];
  try {
    for (const [dir, files] of folders) if (files.size) ready.push([await stage(dir, files), dir]);
  } catch (e) {
    for (const tmp of staged) await rm(tmp, { recursive: true, force: true });
    throw e;
  }
  const files: string[] = [];
  if (madeProject) files.push(...(await writeProjectFiles(project, title)));
  // The cards go last: a game appears (is listed, is built) only once it is whole.
  for (const [tmp, dir] of ready) await rename(tmp, dir);
  for (const [dir, map] of folders) for (const f of map.keys()) files.push(path.join(dir, f));
  return { project, madeProject, cardsDir, templatesDir, rulesDir: plan.rules.size ? rulesDir : null, files };
}

/**
 * What makes a folder a project of its own: package.json (deckwright as a dev dependency, a
 * `build` script; an existing one gets only what it lacks), a .gitignore that keeps dist/ out,
 * a README and a tsconfig.json for editors and `check --types`. An existing file is kept.
 */
async function writeProjectFiles(project: string, title: string): Promise<string[]> {
  const written: string[] = [];
  const write = async (name: string, text: string) => {
    await writeFileAtomic(path.join(project, name), text);
    written.push(path.join(project, name));
  };
  const pkgFile = path.join(project, 'package.json');
  const own = JSON.parse(await readFile(path.join(installRoot, 'package.json'), 'utf8')) as { name: string; version: string };
  const pkg = existsSync(pkgFile) ? (JSON.parse(await readFile(pkgFile, 'utf8')) as Record<string, unknown>) : { name: path.basename(project).toLowerCase().replace(/[^a-z0-9-]+/g, '-') || 'my-game', private: true };
  if (pkg.name !== own.name) {
    const before = JSON.stringify(pkg);
    const deps = (pkg.devDependencies ?? {}) as Record<string, string>;
    const installed = { ...((pkg.dependencies ?? {}) as Record<string, string>), ...deps };
    if (!installed[own.name]) pkg.devDependencies = { ...deps, [own.name]: `^${own.version}` };
    pkg.type ??= 'module';
    const scripts = (pkg.scripts ?? {}) as Record<string, string>;
    pkg.scripts = { build: 'deckwright build', check: 'deckwright check', ...scripts };
    if (JSON.stringify(pkg) !== before || !existsSync(pkgFile)) await write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
  }
  const scaffold = path.join(installRoot, 'scaffold', 'project');
  // npm leaves a package's .gitignore out of its tarball: the scaffold's is named gitignore.
  for (const [from, to] of [
    ['gitignore', '.gitignore'],
    ['README.md', 'README.md'],
    ['tsconfig.json', 'tsconfig.json'],
  ]) {
    if (existsSync(path.join(project, to))) continue;
    await write(to, (await readFile(path.join(scaffold, from), 'utf8')).replaceAll('{{title}}', () => title));
  }
  return written;
}
