/** Card-type schemas: ajv accepts the shipped cards and rejects bad ones; the editor schemas match. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { validator } from '../src/core/validate.js';
import { loadPackFromDir } from '../src/core/pack.js';
import { writeSchemas } from '../src/pipeline/schema.js';
import { ManifestSchema } from '../src/core/manifest.js';
import { codexDir, tempDir } from './helpers.js';

const codex = await loadPackFromDir(codexDir);
const schemaOfType = (id: string) => codex.cardTypes.find((t) => t.id === id)!.schema;
const CreatureSchema = schemaOfType('creature');
const ObjetSchema = schemaOfType('objet');
const ZoneSchema = schemaOfType('zone');

const creature = {
  id: 'rat',
  name: 'Rat',
  pv: 2,
  riposte: '1-',
  riposteDistance: 'zone',
  actives: [
    { condition: 'Un joueur est dans ma zone', effect: "J'inflige 1 dégât à un joueur dans ma zone." },
    { condition: 'Défaut', effect: 'Je ne fais rien.' },
  ],
  art: 'rat',
};

describe('card-type schemas', () => {
  it('accept a well-formed creature and reject each kind of mistake', () => {
    const v = validator(CreatureSchema);
    expect(v(structuredClone(creature))).toBe(true);
    expect(v({ ...structuredClone(creature), pv: 0 })).toBe(false);
    expect(v({ ...structuredClone(creature), riposte: '3' })).toBe(false);
    expect(v({ ...structuredClone(creature), riposteDistance: 'melee' })).toBe(false);
    expect(v({ ...structuredClone(creature), actives: creature.actives.slice(0, 1) })).toBe(false);
    expect(v({ ...structuredClone(creature), id: 'Rat Noir' })).toBe(false);
    expect(v({ ...structuredClone(creature), colour: 'red' })).toBe(false);
  });

  it('accept weapon ranges as a number or a span, and nothing else', () => {
    const v = validator(ObjetSchema);
    const objet = (range: unknown) => ({ id: 'x', name: 'X', weapon: { accuracy: '3+', damage: 1, range }, effects: [{ text: 'Rien.' }], art: 'rat' });
    for (const ok of [0, 2, '1–2', '1-2', '0 – 3']) expect(v(objet(ok))).toBe(true);
    for (const bad of [-1, 7, '1–', 'loin', '1..2']) expect(v(objet(bad))).toBe(false);
  });

  it('fill in defaults (a zone without role is a chapter zone with no types and no items)', () => {
    const zone: Record<string, unknown> = { id: 'z', name: 'Z', art: 'rat' };
    expect(validator(ZoneSchema)(zone)).toBe(true);
    expect(zone).toMatchObject({ role: 'chapitre', types: [], items: 0 });
  });

  it('one per card type that the pack declares in YAML', () => {
    expect(codex.cardTypes.map((t) => t.id).sort()).toEqual(['boss', 'creature', 'objet', 'personnage', 'ration', 'secret', 'zone']);
    expect(codex.cardTypes.every((t) => t.src?.file.endsWith(path.join('src', 'games', 'codex', 'types.yaml')))).toBe(true);
  });
});

describe('editor schemas (deckwright schema)', () => {
  it('are plain JSON Schema that validate the shipped card files', async () => {
    const out = tempDir();
    const manifest = parse(readFileSync(path.join(codexDir, 'game.yaml'), 'utf8'));
    const files = await writeSchemas(codex, out);
    expect(files.map((f) => path.basename(f)).sort()).toEqual(
      ['boss', 'creature', 'game', 'objet', 'personnage', 'ration', 'secret', 'types', 'zone'].map((n) => `${n}.json`),
    );
    // A stock ajv in strict mode: no private keywords may leak into what editors read.
    const ajv = new Ajv({ strict: true, allErrors: true });
    const schemaOf = (name: string) => JSON.parse(readFileSync(path.join(out, `${name}.json`), 'utf8'));
    expect(JSON.stringify(schemaOf('creature'))).not.toContain('x-');
    expect(ajv.validate(schemaOf('game'), manifest)).toBe(true);
    for (const deck of manifest.decks as { id: string; type: string }[]) {
      const file = readFileSync(path.join(codexDir, `${deck.id}.yaml`), 'utf8');
      const ok = ajv.validate(schemaOf(deck.type), parse(file));
      expect(ok, `${deck.id}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('each card file names its schema for yaml-language-server', () => {
    const manifest = parse(readFileSync(path.join(codexDir, 'game.yaml'), 'utf8'));
    for (const deck of manifest.decks as { id: string; type: string }[]) {
      const first = readFileSync(path.join(codexDir, `${deck.id}.yaml`), 'utf8').split('\n')[0];
      expect(first).toBe(`# yaml-language-server: $schema=../../dist/codex/schemas/${deck.type}.json`);
    }
    expect(validator(ManifestSchema)(manifest)).toBe(true);
  });
});
