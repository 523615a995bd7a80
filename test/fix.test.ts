/** Positions inside YAML scalars, and `--fix` edits that leave the rest of a file byte for byte. */
import { describe, expect, it } from 'vitest';
import { applyFixes } from '../src/core/fix.js';
import { loadYamlSource, spanInScalarRange } from '../src/core/yaml-source.js';

/** The source text that the value's offsets [start, end) map to. */
function mapped(yaml: string, start: number, end: number): string {
  const src = loadYamlSource('t.yaml', yaml);
  const s = spanInScalarRange(src, ['t'], start, end);
  const lines = yaml.split('\n');
  if (s.line === s.endLine) return lines[s.line - 1].slice(s.column - 1, s.endColumn - 1);
  return `${lines[s.line - 1].slice(s.column - 1)}\n${lines[s.endLine - 1].slice(0, s.endColumn - 1)}`;
}

describe('offsets inside a scalar map to its source', () => {
  it('plain', () => expect(mapped('t: Je récupère 2 PV.\n', 3, 11)).toBe('récupère'));
  it("single-quoted, with '' for an apostrophe", () => expect(mapped("t: 'J''inflige 2 dégâts.'\n", 2, 9)).toBe('inflige'));
  it('double-quoted, with escapes before the word', () => expect(mapped('t: "Un \\"Rat\\" arrive."\n', 9, 15)).toBe('arrive'));
  it('plain, folded over two lines', () => expect(mapped('t: Je récupère 2 PV\n  et je meurs.\n', 17, 19)).toBe('et'));
  it('block literal', () => expect(mapped('t: |\n  Je meurs.\n', 3, 8)).toBe('meurs'));
});

describe('applyFixes', () => {
  const file = `# the cards
deck: x   # the deck
cards:
  - id: a
    types: [Urbain]
    opts: { a: 1 }
    text: j'inflige 1 dégât.

  - id: b
    text: 'Je  meurs.'
`;

  it('changes only the fixed scalars, keeping comments, blank lines and flow spacing', () => {
    const r = applyFixes('x.yaml', file, [
      { file: 'x.yaml', path: ['cards', 0, 'text'], value: "J'inflige 1 dégât." },
      { file: 'x.yaml', path: ['cards', 1, 'text'], value: 'Je meurs.' },
    ]);
    expect(r.applied).toHaveLength(2);
    expect(r.text).toBe(file.replace("text: j'inflige", "text: J'inflige").replace("'Je  meurs.'", "'Je meurs.'"));
  });

  it('quotes a plain scalar when the new value needs it', () => {
    const r = applyFixes('x.yaml', file, [{ file: 'x.yaml', path: ['cards', 0, 'text'], value: '*Tacle*. Je meurs.' }]);
    expect(r.text).toContain(`text: "*Tacle*. Je meurs."`);
  });

  it('applies one fix per scalar per pass, and none to a path that is not a string', () => {
    const r = applyFixes('x.yaml', file, [
      { file: 'x.yaml', path: ['cards', 0, 'text'], value: 'Un.' },
      { file: 'x.yaml', path: ['cards', 0, 'text'], value: 'Deux.' },
      { file: 'x.yaml', path: ['cards', 0, 'types'], value: 'Jardin' },
    ]);
    expect(r.applied.map((f) => f.value)).toEqual(['Un.']);
  });
});
