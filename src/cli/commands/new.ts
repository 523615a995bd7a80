import type { Command } from 'commander';
import path from 'node:path';
import { sayLine } from '../output.js';
import { LANGUAGES, starters } from '../../pipeline/starters.js';

export function registerNew(program: Command): void {
  program
    .command('new')
    .description('make a game of your own in this project (or make this folder a project): cards/<name>/, templates/<name>/ and rules/<name>/, ready to build')
    .argument('<name>', 'the game id: lowercase words joined by hyphens, e.g. "my-game"')
    .option('--from <starter>', `what to start from: blank (one deck, one card type, three cards, rules that play) or a copy of a game deckwright ships (${starters().slice(1).join(', ')})`, 'blank')
    .option('--language <language>', `the blank starter's language: ${LANGUAGES.join(' or ')} (default: en)`)
    .option('--title <title>', "the game's title (default: the name, capitalised)")
    .action(async (name: string, opts: { from: string; language?: string; title?: string }) => {
      const { createGame } = await import('../../pipeline/new-game.js');
      const game = await createGame(name, { from: opts.from, language: opts.language, title: opts.title });
      const rel = (p: string) => path.relative(process.cwd(), p) || '.';
      sayLine(`made ${name}: ${game.files.length} files${game.madeProject ? ` (and made ${rel(game.project)} a deckwright project)` : ''}`);
      sayLine(`  ${rel(game.cardsDir)}/      the manifest (game.yaml), the card types (types.yaml) and the cards`);
      sayLine(`  ${rel(game.templatesDir)}/  the templates that draw them`);
      if (game.rulesDir) sayLine(`  ${rel(game.rulesDir)}/      the rules that \`sim\` plays`);
      sayLine(`next: npx deckwright build ${name}   (cards, PDFs and a Tabletop Simulator mod in dist/${name}/)`);
    });
}
