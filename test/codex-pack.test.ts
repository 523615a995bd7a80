/**
 * The shipped CODEX pack is the regression suite: it has the rulebook's "Matériel", quotes the
 * rulebook's cards word for word, and checks clean (layout included: no overflow, no missing glyph).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { copiesOf, loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import type { Boss, Creature, Objet, Personnage, Secret, Zone } from '../src/games/codex/card-types.js';
import { typeset } from '../src/games/codex/text/typography.js';
import { codexDir } from './helpers.js';

let pack: LoadedPack;
/**
 * The rulebook's words as the cards print them: French typography (docs/rules/codex.md, "Card
 * text"), a non-breaking space after a number, « » around a name, ’ for '; the words are the same.
 */
const printed = (rulebook: string) => typeset(rulebook, '’');
const byId = <T>(id: string) => pack.cards.find((c) => c.id === id)!.data as unknown as T;

beforeAll(async () => {
  pack = await loadPackFromDir(codexDir, 'cards/codex');
});

describe('CODEX demo pack', () => {
  it('checks clean, layout included', async () => {
    expect(await checkLoadedPack(pack)).toEqual([]);
  });

  it('has the 82 cards of the Matériel list, copies included', () => {
    const count = (deck: string) => pack.cards.filter((c) => c.deck.id === deck).reduce((n, c) => n + copiesOf(c), 0);
    expect(pack.cards.reduce((n, c) => n + copiesOf(c), 0)).toBe(82);
    expect({
      personnages: count('personnages'),
      rations: count('rations'),
      objets: count('objets'),
      secrets: count('secrets'),
      creatures: count('creatures'),
      speciales: count('creatures-speciales'),
      boss: count('boss'),
      zones: count('zones'),
    }).toEqual({ personnages: 4, rations: 9, objets: 21, secrets: 9, creatures: 12, speciales: 7, boss: 2, zones: 18 });
  });

  it('numbers its Secrets 1 to 9', () => {
    const numbers = pack.cards.filter((c) => c.deck.id === 'secrets').map((c) => c.data.number);
    expect([...numbers].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('declares 8 dice, 4 of them in the characters\' colours', () => {
    const dice = (pack.manifest!.components ?? []).filter((c) => c.kind === 'die' && c.sides === 6);
    expect(dice.reduce((n, d) => n + d.count, 0)).toBe(8);
    expect(dice.filter((d) => /rouge|jaune|vert|bleu/.test(d.id)).map((d) => d.id).sort()).toEqual(['de-bleu', 'de-jaune', 'de-rouge', 'de-vert']);
  });

  it('has the Bagarreur de la Crique exactly as the rulebook prints it', () => {
    const b = byId<Creature>('bagarreur-de-la-crique');
    expect(b.name).toBe('Bagarreur de la Crique');
    expect(b.pv).toBe(6);
    expect(b.riposte).toBe('3-');
    expect(b.passive).toBe('*Charge 1*.');
    expect(b.actives).toEqual([
      {
        condition: 'Au moins deux joueurs sont dans ma zone',
        effect: printed("J'inflige 1 dégât à chaque joueur dans ma zone, puis je déplace l'un d'eux dans le Début du Chapitre."),
      },
      { condition: 'Défaut', effect: printed("J'inflige 3 dégâts à un joueur dans ma zone.") },
    ]);
  });

  it('has the Peintre with its three aptitudes on Secret n°8', () => {
    const peintre = byId<Boss>('peintre');
    expect(peintre.secret).toBe(8);
    const secret = pack.cards.find((c) => c.deck.id === 'secrets' && c.data.number === 8)!.data as unknown as Secret;
    expect(secret.name).toBe('Aptitudes du Peintre');
    expect(secret.aptitudes).toEqual([
      { condition: printed('Il y a au moins 3 Encre en jeu'), effect: printed('Chaque joueur présent sur une zone avec une Encre subit 2 dégâts.') },
      {
        condition: 'Un joueur est dans ma zone',
        effect: printed('Je place autant de "Encre" que possible dans ma zone, puis je me déplace aussi loin que possible.'),
      },
      {
        condition: 'Défaut',
        effect: printed('J\'inflige 1 dégât au joueur le plus proche et le repousse d\'une zone, puis j\'invoque une "Encre" dans la zone de destination.'),
      },
    ]);
  });

  it('has the Obstiné with the Mousquet du Vétéran and the red die, the Rêveur and the Curieux', () => {
    const o = byId<Personnage>('obstine');
    expect(o.name).toBe('Obstiné');
    expect(o.color).toBe('rouge');
    expect(byId<Objet>(o.startingItem).name).toBe('Mousquet du Vétéran');
    const names = pack.cards.filter((c) => c.deck.id === 'personnages').map((c) => c.data.name);
    expect(names).toEqual(expect.arrayContaining(['Rêveur', 'Curieux']));
  });

  it('has the Dague Noire: 3+, 1 damage, range 0, a permanent effect then a conditional one', () => {
    const d = byId<Objet>('dague-noire');
    expect(d.weapon).toEqual({ accuracy: '3+', damage: 1, range: 0 });
    expect(d.effects[0].condition).toBeUndefined();
    expect(d.effects[1].condition).toBeTruthy();
  });

  it('has the named zones and creatures, Encre as a special creature', () => {
    const names = (deck: string) => pack.cards.filter((c) => c.deck.id === deck).map((c) => c.data.name);
    expect(names('zones')).toEqual(
      expect.arrayContaining(['Ruelle', 'Docks', 'Place', 'Chapelle', 'Début du Chapitre', 'Fin de Chapitre', 'Fin de Chapitre de Boss']),
    );
    expect(pack.cards.some((c) => c.deck.id === 'zones' && (c.data as unknown as Zone).types?.includes('Jardin'))).toBe(true);
    expect(names('creatures')).toEqual(
      expect.arrayContaining(['Bagarreur de la Crique', 'Trappeur Alligator', 'Esprit Néoténique', 'Tentacule Géant', 'Trithon Artilleur']),
    );
    expect(names('creatures-speciales')).toContain('Encre');
  });

  it('gives every creature two actives ending with Défaut, and uses Tacle, Charge X and Plante', () => {
    const creatures = pack.cards.filter((c) => c.type.id === 'creature').map((c) => c.data as unknown as Creature);
    for (const c of creatures) {
      expect(c.actives).toHaveLength(2);
      expect(c.actives[1].condition).toBe('Défaut');
    }
    const passives = creatures.map((c) => c.passive ?? '').join(' ');
    expect(passives).toMatch(/\*Tacle\*/);
    expect(passives).toMatch(/\*Charge \d\*/);
    expect(passives).toMatch(/\*Plante\*/);
    expect(creatures.some((c) => c.garden)).toBe(true);
  });

  it('has weapons with a span range "X–Y" and items with bracketed conditions and both costs', () => {
    const objets = pack.cards.filter((c) => c.type.id === 'objet').map((c) => c.data as unknown as Objet);
    expect(objets.some((o) => typeof o.weapon?.range === 'string' && /–/.test(o.weapon.range))).toBe(true);
    const effects = objets.flatMap((o) => o.effects);
    expect(effects.some((e) => e.condition)).toBe(true);
    expect(effects.some((e) => e.cost?.pa)).toBe(true);
    expect(effects.some((e) => e.cost?.engage)).toBe(true);
  });
});
