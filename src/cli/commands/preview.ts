/**
 * `preview`: a local page per pack (gallery, diagnostics on the cards, live on save, print and
 * TTS on demand, odds and sims). When a template, deckwright's own source or a bundled font is
 * saved, the server checks that the code compiles (in another process, serving on meanwhile),
 * then starts itself again on the same port (bin/deckwright.js compiles what changed first) and
 * the open pages reconnect by themselves. Code that does not compile is an error on the pages
 * of the packs it concerns, and the server goes on with the code it has until a save fixes it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Command } from 'commander';
import { numberIn } from '../parse-options.js';
import { info } from '../output.js';

export const DEFAULT_PREVIEW_PORT = 4747;

/** The command line of the restarted server: the same, on the port now taken, without opening another tab. */
export function restartArgs(argv: string[], port: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--open') continue;
    if (a === '--port') {
      i++;
      continue;
    }
    if (a.startsWith('--port=')) continue;
    out.push(a);
  }
  return [...out, '--port', String(port)];
}

/** Opens `url` in the system's browser; a machine without one just has the URL printed. */
function openBrowser(url: string): void {
  const [cmd, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
  child.on('error', () => info(`could not open a browser: open ${url} yourself`));
  child.unref();
}

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('a local page per pack: every card front and back with its diagnostics, updated live on save; print, TTS, odds and sims one click away')
    .argument('[game...]', 'game names under cards/ or pack folders (default: all)')
    .option('--port <n>', `port on 127.0.0.1 (0: any free port)`, String(DEFAULT_PREVIEW_PORT))
    .option('--open', 'open the page in the browser')
    .option('--editor <editor>', "what a diagnostic's link opens: vscode, none, or a URL template with {file}, {line}, {column}", 'vscode')
    .action(async (names: string[], opts: { port: string; open?: boolean; editor: string }) => {
      const { resolveGames } = await import('../../pipeline/games.js');
      const { editorLink } = await import('../../preview/editor-link.js');
      const port = numberIn('--port', opts.port, 0, 65535, true) ?? DEFAULT_PREVIEW_PORT;
      const editor = editorLink(opts.editor);
      const games = resolveGames(names);
      let restarting = false;
      // Loaded here, not with the CLI: the server, its watcher and the play routes are preview's alone.
      const { startPreview } = await import('../../preview/server.js');
      const preview = await startPreview({
        games,
        port,
        editor,
        onRestart: (file) => {
          if (restarting) return;
          restarting = true;
          info(`${path.relative(process.cwd(), file)} changed: compiling and starting again on the same port`);
          void preview.close(true).then(() => {
            const child = spawn(process.execPath, [...process.execArgv, ...restartArgs(process.argv.slice(1), preview.port)], { stdio: 'inherit' });
            child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
          });
        },
      });
      info(`preview of ${games.map((g) => g.display).join(', ')} at ${preview.url} (Ctrl-C to stop)`);
      if (opts.open) openBrowser(preview.url);
      // Serves until interrupted.
      await new Promise<never>(() => undefined);
    });
}
