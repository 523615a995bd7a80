import type { Command } from 'commander';
import path from 'node:path';
import { createGame, STARTERS, type Starter } from '../../pipeline/new-game.js';
import { sayLine } from '../output.js';

export function registerNew(program: Command): void {
  program
    .command('new')
    .description('make a game of your own: cards/<name>/ (manifest, card types, cards) and templates/<name>/, ready to build, no code needed')
    .argument('<name>', 'the game id: lowercase words joined by hyphens, e.g. "mon-jeu"')
    .option('--from <starter>', `what to start from: ${STARTERS.join(' (one deck, one card type, three cards) or ')} (a copy of the CODEX demo)`, 'blank')
    .option('--title <title>', "the game's title (default: the name, capitalised)")
    .action(async (name: string, opts: { from: string; title?: string }) => {
      const game = await createGame(name, { from: opts.from as Starter, title: opts.title });
      const rel = (p: string) => path.relative(process.cwd(), p) || '.';
      sayLine(`made ${name}: ${game.files.length} files`);
      sayLine(`  ${rel(game.cardsDir)}/      the manifest (game.yaml), the card types (types.yaml) and the cards`);
      sayLine(`  ${rel(game.templatesDir)}/  the templates that draw them`);
      sayLine(`next: npx deckwright build ${name}   (cards, PDFs and a Tabletop Simulator mod in dist/${name}/)`);
    });
}
