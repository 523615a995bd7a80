/**
 * Shipped packs rendered whole once a test run into shared folders (test/shared-fixture.ts), for
 * the Tabletop Simulator tests that export them: the pyramid's table and every set-up game; CODEX
 * from the run's shared build. A file after the first finds every image fresh in the render
 * cache, so its render reads and writes nothing.
 */
import path from 'node:path';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import { renderPack } from '../src/render/render-pack.js';
import { root } from './helpers.js';
import { builtCodex } from './codex-build.js';
import { sharedFolder } from './shared-fixture.js';

const made = new Map<string, Promise<{ pack: LoadedPack; set: CardSet }>>();

export function renderedPack(name: string): Promise<{ pack: LoadedPack; set: CardSet }> {
  let rendered = made.get(name);
  if (!rendered) {
    rendered = (async () => {
      const pack = await loadPackFromDir(path.join(root, 'cards', name), `cards/${name}`);
      // CODEX is built whole once a run for other files (codex-build.ts): its card images are the same.
      const dir =
        name === 'codex'
          ? path.join((await builtCodex()).cwd, 'dist', 'codex', 'cards')
          : await sharedFolder(path.join('rendered-packs', name, 'cards'), async (into) => {
              await renderPack(pack, { outDir: into });
            });
      const again = await renderPack(pack, { outDir: dir });
      if (again.rendered.length) throw new Error(`the shared render of ${name} in ${dir} was not fresh for this process: ${again.rendered.join(', ')} rendered again`);
      return { pack, set: cardSet(pack, again.images) };
    })();
    made.set(name, rendered);
  }
  return rendered;
}
