/**
 * What INDEX's engine knows of the cards: the very catalogue CODEX's engine reads (its rules play
 * both editions), filled from INDEX's card types. A Joueur's Aptitude card plays the part of a
 * CODEX character's own effect, an Ennemi spécial is a summoned creature, a Boss holds its actives
 * on its own card, and the Salles are the zones, the Entrée and Sortie de l'étage their ends.
 * Objets secrets are Objets kept apart by number. Texts are read in INDEX's card language, parsed
 * once per pack with the checker's rules (text/fields.ts).
 */
import { copiesOf, type LoadedCard, type LoadedPack } from '../../../core/pack.js';
import type { Condition, EffectText, PassiveText } from '../../codex/text/ast.js';
import { CatalogueError, effectReader, emptyCatalogue, parsedTexts, passiveParts, weaponDef, type ActiveDef, type Catalogue } from '../../codex/engine/catalogue.js';
import { indexTextFields } from '../text/fields.js';
import type { Aptitude, Boss, Ennemi, Joueur, Objet, ObjetSecret, Salle } from '../card-types.js';

/** The deck of the Ennemis that appear only when a card summons them by name. */
const SPECIAL_DECK = 'ennemis-speciaux';

const cache = new WeakMap<LoadedPack, Catalogue>();

/** Builds the catalogue once per loaded pack; throws CatalogueError naming the texts that do not parse. */
export function buildIndexCatalogue(pack: LoadedPack): Catalogue {
  let cat = cache.get(pack);
  if (!cat) cache.set(pack, (cat = build(pack)));
  return cat;
}

function build(pack: LoadedPack): Catalogue {
  const valid = pack.cards.filter((c) => c.valid);
  const ast = parsedTexts(indexTextFields(pack));
  const effect = effectReader(ast);
  const repeat = (card: LoadedCard) => Array.from({ length: copiesOf(card) }, () => card.id);

  const cat = emptyCatalogue('index', { chapter: 'floor', creature: 'enemy', zone: 'room' });
  const aptitudes = new Map(valid.filter((c) => c.type.id === 'aptitude').map((c) => [c.id, c]));
  for (const card of valid) {
    const type = card.type.id;
    if (type === 'ennemi' || type === 'boss') {
      const c = card.data as unknown as Ennemi & Boss;
      const deck = type === 'boss' ? 'boss' : card.deck.id === SPECIAL_DECK ? 'special' : 'creatures';
      const { keywords, neverMoves, passives } = passiveParts(c.passive !== undefined ? ast<PassiveText>(card, 'passive') : null);
      const actives: ActiveDef[] = c.actives.map((_, i) => ({ condition: ast<Condition>(card, `actives.${i}.condition`), effect: ast<EffectText>(card, `actives.${i}.effect`) }));
      cat.creatures.set(c.id, {
        id: c.id,
        name: c.name,
        deck,
        pv: c.pv,
        riposte: Number(c.riposte[0]),
        // INDEX's mark is « salle » where CODEX's is « zone »: the same rule.
        riposteDistance: c.riposteDistance === 'salle' ? 'zone' : 'distance',
        garden: null,
        keywords,
        neverMoves,
        passives,
        actives,
        // "Les Boss fonctionnent de la même manière que les ennemis standard": no reward.
        rewards: [],
      });
      cat.creatureByName.set(c.name, c.id);
      (deck === 'boss' ? cat.piles.boss : deck === 'special' ? cat.piles.special : cat.piles.creatures).push(...repeat(card));
    } else if (type === 'objet' || type === 'objet-secret') {
      const o = card.data as unknown as Objet & ObjetSecret;
      cat.objets.set(o.id, { id: o.id, name: o.name, weapon: weaponDef(o.weapon), effects: o.effects.map((e, i) => effect(card, `effects.${i}`, e)) });
      if (type === 'objet-secret') cat.secretObjets.set(o.number, o.id);
    } else if (type === 'joueur') {
      const j = card.data as unknown as Joueur;
      const apt = aptitudes.get(j.aptitude);
      if (!apt) throw new CatalogueError(`Joueur ${j.id}: no Aptitude "${j.aptitude}"`);
      const effects = (apt.data as unknown as Aptitude).effects.map((e, i) => effect(apt, `effects.${i}`, e));
      if (!effects.length) throw new CatalogueError(`Aptitude ${apt.id} has no effect`);
      cat.personnages.set(j.id, { id: j.id, name: j.name, pv: j.pv, startingItem: j.startingItem, effect: effects[0], effects });
    } else if (type === 'salle') {
      const s = card.data as unknown as Salle;
      const role = s.role ?? 'etage';
      const effects = (s.effects ?? []).map((e, i) => effect(card, `effects.${i}`, e));
      cat.zones.set(s.id, {
        id: s.id,
        name: s.name,
        role: role === 'entree' ? 'debut' : role === 'sortie' ? 'fin' : 'chapitre',
        types: s.types ?? [],
        items: s.items ?? 0,
        // A Salle's one effect is what CODEX's rules read as a Zone's; the Sortie's two are INDEX's rules' own.
        effect: effects.length === 1 ? effects[0] : null,
        effects,
      });
      if (role === 'etage') cat.piles.zones.push(...repeat(card));
      else if (role === 'entree') cat.debut = s.id;
      else cat.fin = cat.finBoss = s.id;
    } else if (type === 'ration') {
      cat.rations.push(...repeat(card));
    }
  }
  // Starting Objets go to their Joueurs; Objets secrets are kept apart: neither is in the pile.
  const starting = new Set([...cat.personnages.values()].map((p) => p.startingItem));
  for (const card of valid.filter((c) => c.type.id === 'objet')) if (!starting.has(card.id)) cat.piles.objets.push(...repeat(card));
  if (!cat.debut || !cat.fin) throw new CatalogueError('an étage needs its Salles with role "entree" and "sortie"');
  if (!cat.personnages.size) throw new CatalogueError('no Joueur card: the party needs characters');
  return cat;
}
