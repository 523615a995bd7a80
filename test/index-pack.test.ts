/**
 * The shipped INDEX pack (the earlier edition of CODEX): the rulebook's "Matériel", the cards the
 * rulebook names as it describes them, the rules its cards follow (one to three actives ending
 * with "Défaut", Salles with an item count and the « Interaction » type), French typography, card
 * texts written in CODEX's sentences, and a clean check, layout included (docs/rules/index.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { copiesOf, loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { writeSchemas } from '../src/pipeline/schema.js';
import type { Aptitude, Boss, Ennemi, Joueur, Objet, ObjetSecret, Salle } from '../src/games/index/card-types.js';
import { parseCardText } from '../src/games/codex/text/parse.js';
import { typographyIssues } from '../src/games/codex/text/typography.js';
import { INDEX_LANGUAGE } from '../src/games/index/text/language.js';
import { root, tempDir } from './helpers.js';
import { toCodexWords } from './index-words.js';

const indexDir = path.join(root, 'cards', 'index');
let pack: LoadedPack;
const byId = <T>(id: string) => pack.cards.find((c) => c.id === id)!.data as unknown as T;
const names = (deck: string) => pack.cards.filter((c) => c.deck.id === deck).map((c) => c.data.name);
const ofType = <T>(type: string) => pack.cards.filter((c) => c.type.id === type).map((c) => c.data as unknown as T);

/** Every card text of the pack with the field it is in: passives, conditions, effects. */
function texts(): { field: string; text: string; card: string }[] {
  const out: { field: string; text: string; card: string }[] = [];
  const walk = (v: unknown, field: string, card: string) => {
    if (typeof v === 'string' && ['passive', 'condition', 'effect', 'text'].includes(field)) out.push({ field, text: v, card });
    else if (Array.isArray(v)) v.forEach((x) => walk(x, field, card));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k, card);
  };
  for (const c of pack.cards) walk(c.data, '', c.id);
  return out;
}

beforeAll(async () => {
  pack = await loadPackFromDir(indexDir, 'cards/index');
});

describe('INDEX demo pack', () => {
  it('checks clean, layout included', async () => {
    expect(pack.problems).toEqual([]);
    expect(await checkLoadedPack(pack)).toEqual([]);
  });

  it('has the 83 cards of the Matériel list, copies included, and 8 dice', () => {
    const count = (deck: string) => pack.cards.filter((c) => c.deck.id === deck).reduce((n, c) => n + copiesOf(c), 0);
    expect(pack.cards.reduce((n, c) => n + copiesOf(c), 0)).toBe(83);
    expect(Object.fromEntries(pack.manifest!.decks.map((d) => [d.id, count(d.id)]))).toEqual({
      joueurs: 4,
      aptitudes: 4,
      rations: 9,
      objets: 21,
      'objets-secrets': 6,
      ennemis: 12,
      'ennemis-speciaux': 7,
      boss: 2,
      salles: 18,
    });
    const dice = (pack.manifest!.components ?? []).filter((c) => c.kind === 'die' && c.sides === 6);
    expect(dice.reduce((n, d) => n + d.count, 0)).toBe(8);
  });

  it('numbers its Objets secrets 1 to 6, each put in play by exactly one Salle', () => {
    const numbers = ofType<ObjetSecret>('objet-secret').map((s) => s.number);
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const named = ofType<Salle>('salle')
      .flatMap((s) => s.effects ?? [])
      .flatMap((e) => [...e.text.matchAll(/Objet secret n°\u00a0(\d+)/g)].map((m) => Number(m[1])));
    expect([...named].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has the Rêveur with the Aptitude « Rêve » and the Objet « Bâton Spirituel », and the other named Joueurs', () => {
    const r = byId<Joueur>('reveur');
    expect(r.name).toBe('Rêveur');
    expect(byId<Aptitude>(r.aptitude).name).toBe('Rêve');
    expect(byId<Objet>(r.startingItem).name).toBe('Bâton Spirituel');
    expect(names('joueurs')).toEqual(expect.arrayContaining(['Rêveur', 'Obstiné', 'Curieux']));
    // Each Joueur starts with an Aptitude and an Objet of its own.
    const joueurs = ofType<Joueur>('joueur');
    expect(new Set(joueurs.map((j) => j.aptitude)).size).toBe(4);
    expect(new Set(joueurs.map((j) => j.startingItem)).size).toBe(4);
  });

  it('has the Bagarreur de la Crique as the rulebook example plays it: 6 PV, 3-, Charge 1, 3 damage by default', () => {
    const b = byId<Ennemi>('bagarreur-de-la-crique');
    expect([b.pv, b.riposte, b.passive]).toEqual([6, '3-', '*Charge 1*.']);
    expect(b.actives).toHaveLength(2);
    expect(b.actives[0].condition).toBe('Au moins deux joueurs sont dans ma salle');
    expect(b.actives[1]).toEqual({ condition: 'Défaut', effect: 'J’inflige 3\u00a0dégâts à un joueur dans ma salle.' });
  });

  it('has the Dague Noire: 3+, 1 damage, range 0, a permanent effect then a conditional one', () => {
    const d = byId<Objet>('dague-noire');
    expect(d.weapon).toEqual({ accuracy: '3+', damage: 1, range: 0 });
    expect(d.effects[0].condition).toBeUndefined();
    expect(d.effects[0].cost).toBeUndefined();
    expect(d.effects[1].condition).toBeTruthy();
  });

  it('has the named Salles and Ennemis; the Docks hold one Objet, the Place and the Chapelle none', () => {
    expect(names('salles')).toEqual(expect.arrayContaining(['Entrée de l’étage', 'Sortie de l’étage', 'Place', 'Docks', 'Chapelle']));
    expect([byId<Salle>('docks').items, byId<Salle>('place').items, byId<Salle>('chapelle').items]).toEqual([1, 0, 0]);
    expect(names('ennemis')).toEqual(expect.arrayContaining(['Bagarreur de la Crique', 'Trappeur Alligator', 'Tentacule Géant', 'Trithon Artilleur']));
  });

  it('has one Entrée and one Sortie, the Sortie holding an Objet and the Boss of the third étage; some Salles of type « Interaction »', () => {
    const salles = ofType<Salle>('salle');
    expect(salles.filter((s) => s.role === 'entree').map((s) => s.name)).toEqual(['Entrée de l’étage']);
    const sortie = salles.filter((s) => s.role === 'sortie');
    expect(sortie.map((s) => s.name)).toEqual(['Sortie de l’étage']);
    expect(sortie[0].items).toBe(1);
    expect(sortie[0].effects?.some((e) => /Boss aléatoire/.test(e.text))).toBe(true);
    const interaction = salles.filter((s) => s.types?.includes('Interaction'));
    expect(interaction.length).toBeGreaterThan(0);
    // A Salle of type « Interaction » is used by a player standing in it: its effect has a cost.
    for (const s of interaction) expect(s.effects?.every((e) => e.cost?.pa), s.name).toBe(true);
  });

  it('gives every Ennemi and Boss one to three actives, only the last « Défaut »; uses Tacle, Embuscade and Charge X, never Plante', () => {
    const enemies = [...ofType<Ennemi>('ennemi'), ...ofType<Boss>('boss')];
    for (const e of enemies) {
      expect(e.actives.length, e.name).toBeGreaterThanOrEqual(1);
      expect(e.actives.length, e.name).toBeLessThanOrEqual(3);
      expect(e.actives.map((a) => a.condition === 'Défaut'), e.name).toEqual(e.actives.map((_, i) => i === e.actives.length - 1));
    }
    expect(new Set(enemies.map((e) => e.actives.length))).toEqual(new Set([1, 2, 3]));
    const passives = enemies.map((e) => e.passive ?? '').join(' ');
    expect(passives).toMatch(/\*Tacle\*/);
    expect(passives).toMatch(/\*Embuscade\*/);
    expect(passives).toMatch(/\*Charge \d\*/);
    expect(passives).not.toMatch(/Plante/);
  });

  it('summons only special Ennemis, by their names, with enough copies of Encre for the Peintre', () => {
    const special = new Set(names('ennemis-speciaux'));
    const summoned = texts().flatMap((t) => [...t.text.matchAll(/«\u00a0([^»]+?)\u00a0»/g)].map((m) => m[1]));
    expect(summoned.length).toBeGreaterThan(0);
    for (const n of summoned) expect(special.has(n), n).toBe(true);
    expect(copiesOf(pack.cards.find((c) => c.id === 'encre')!)).toBe(3);
  });

  it('prints its texts in French typography: ’, « » and non-breaking spaces after numbers and before « : »', () => {
    for (const t of texts()) {
      // INDEX's own capitals: Objet, Boss, PV…, never ennemi, salle, étage or the secret of « Objet secret ».
      const issues = typographyIssues(t.text, '’', INDEX_LANGUAGE.terms);
      expect(issues, `${t.card}: ${t.text}`).toEqual([]);
    }
  });

  /**
   * INDEX's card language is CODEX's grammar in INDEX's words. Put CODEX's words back (zone for
   * salle, Créature for ennemi, Chapitre for étage…) and CODEX's grammar reads every text but the
   * phrases that say what only INDEX has: Salles revealed, Objets secrets, the Sortie de l'étage,
   * which INDEX's lexicon adds (docs/rules/index.md, "The card language and the checker").
   */
  it('writes every text in CODEX’s sentences, but for the phrases only INDEX has', () => {
    const kind = { passive: 'Passive', condition: 'Condition', effect: 'Effect', text: 'Effect' } as const;
    const unread = texts()
      .filter((t) => !parseCardText(toCodexWords(t.text), kind[t.field as keyof typeof kind]).ok)
      .map((t) => t.text.replace(/n°\u00a0\d/, 'n°\u00a0N'));
    expect([...new Set(unread)].sort()).toEqual(
      [
        'Cette salle est révélée',
        'L’étage se termine, sauf si un Boss est en jeu.',
        'Mise en place du troisième étage',
        'Posez l’Objet secret n°\u00a0N\u00a0ici.',
        'Regardez les trois prochaines salles non révélées.',
        'Tous les joueurs sont ici',
      ].sort(),
    );
  });
});

describe('INDEX editor schemas', () => {
  it('validate the shipped card files, each of which names its schema', async () => {
    const out = tempDir();
    const manifest = parse(readFileSync(path.join(indexDir, 'game.yaml'), 'utf8'));
    await writeSchemas(pack, out);
    const ajv = new Ajv({ strict: true, allErrors: true });
    const schemaOf = (name: string) => JSON.parse(readFileSync(path.join(out, `${name}.json`), 'utf8'));
    expect(ajv.validate(schemaOf('game'), manifest)).toBe(true);
    for (const deck of manifest.decks as { id: string; type: string }[]) {
      const text = readFileSync(path.join(indexDir, `${deck.id}.yaml`), 'utf8');
      expect(text.split('\n')[0]).toBe(`# yaml-language-server: $schema=../../dist/index/schemas/${deck.type}.json`);
      expect(ajv.validate(schemaOf(deck.type), parse(text)), `${deck.id}: ${ajv.errorsText()}`).toBe(true);
    }
  });
});

describe('INDEX cards in Tabletop Simulator', () => {
  it('read as printed when hovered: values, « [condition] : effet », references by name', async () => {
    const { describeIndexCard } = await import('../src/games/index/describe.js');
    const tip = (id: string) => describeIndexCard(pack.cards.find((c) => c.id === id)!, pack);
    expect(tip('bagarreur-de-la-crique')).toBe(
      [
        'PV 6 · Riposte 3- (attaques de sa salle)',
        'Passif\u00a0: [b]Charge 1[/b].',
        '[b][Au moins deux joueurs sont dans ma salle][/b]\u00a0: J’inflige 1\u00a0dégât à chaque joueur dans ma salle, puis je déplace l’un d’eux dans l’Entrée de l’étage.',
        '[b][Défaut][/b]\u00a0: J’inflige 3\u00a0dégâts à un joueur dans ma salle.',
      ].join('\n'),
    );
    expect(tip('reveur')).toMatch(/^PV 6\nAptitude\u00a0: Rêve\nObjet\u00a0: Bâton Spirituel/);
    expect(tip('dague-noire')).toMatch(/^Précision 3\+ · Dégâts 1 · Portée 0\n/);
  });
});
