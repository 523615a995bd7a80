/**
 * Messages a newcomer meets first, in their own terms: a mistyped game name gets the game it most
 * likely meant (and nothing like a game gets no guess); a stray `---` in a file says what to do
 * with it, not which function of the YAML library to call.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadYamlSource } from '../src/core/yaml-source.js';
import { nearName, resolveGames, UsageError } from '../src/pipeline/games.js';
import { tempDir } from './helpers.js';

function projectWith(...games: string[]): string {
  const cwd = tempDir();
  for (const g of games) {
    mkdirSync(path.join(cwd, 'cards', g), { recursive: true });
    writeFileSync(path.join(cwd, 'cards', g, 'game.yaml'), 'title: x\n');
  }
  return cwd;
}

describe('an unknown game name', () => {
  it('gets the game it most likely meant, and the list', () => {
    const cwd = projectWith('codex', 'index', 'lyoko');
    expect(() => resolveGames(['codx'], cwd)).toThrow(UsageError);
    expect(() => resolveGames(['codx'], cwd)).toThrow("unknown game 'codx': no game.yaml in cards/codx or codx; did you mean 'codex'? Games here: codex, index, lyoko");
    expect(() => resolveGames(['LYOKO'], cwd)).toThrow(/did you mean 'lyoko'\?/);
  });

  it('gets no guess when it is nothing like a game', () => {
    const cwd = projectWith('codex', 'index');
    expect(() => resolveGames(['pyramide'], cwd)).toThrow("unknown game 'pyramide': no game.yaml in cards/pyramide or pyramide; games here: codex, index");
    expect(nearName('zzzzz', ['codex'])).toBeUndefined();
    expect(nearName('x'.repeat(100_000), ['codex'])).toBeUndefined();
    expect(nearName('codex', [])).toBeUndefined();
  });
});

describe('a second YAML document in a file', () => {
  it('is located at its --- and says to remove it or move what follows, in the file\'s terms', () => {
    const src = loadYamlSource('cards/g/cartes.yaml', 'deck: cartes\ncards: []\n---\n- id: perdu\n');
    expect(src.syntaxErrors.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      "3:1 core/yaml-syntax a second YAML document starts here ('---'): a deckwright file holds one document; remove this '---' line, or move what follows it into a file of its own",
    ]);
    expect(src.syntaxErrors[0].message).not.toMatch(/parseAllDocuments/);
  });

  it('leaves a first --- that opens the only document alone', () => {
    expect(loadYamlSource('cards/g/cartes.yaml', '---\ndeck: cartes\ncards: []\n').syntaxErrors).toEqual([]);
  });
});
