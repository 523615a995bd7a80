/**
 * The Cardstle pack as shipped: it checks clean; its two decks are made by rule (52 room cards,
 * 40 donne cards, ids of their own); each room card shows what the tables say it is (drawn by its
 * template and read back from the drawing), so that a changed table changes the card, and the
 * render cache draws the deck again when tables.yaml changes; the tooltips read the same tables.
 * Its goldens are checked with every pack's (test/render.test.ts, test/golden-set.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { describeCardstleCard } from '../src/games/cardstle/describe.js';
import { meaningOf, rankValue, RANKS, STAT_SHORT, STATS, SUITS, tablesOf, type Rank, type Suit } from '../src/games/cardstle/tables.js';
import type { SatoriElement } from '../src/render/context.js';
import { drawJob } from '../src/render/draw.js';
import { renderJobs, type RenderJob } from '../src/render/jobs.js';
import { renderPack } from '../src/render/render-pack.js';
import { GOLDEN_SETS } from './golden-set.js';
import { copyPack, root, tempDir } from './helpers.js';

const packDir = path.join(root, 'cards', 'cardstle');
let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(packDir, 'cards/cardstle');
});

/** The text a drawn card shows, in reading order (each text node of its element tree). */
function textsOf(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string' || typeof node === 'number') {
    const t = String(node).trim();
    if (t) out.push(t);
  } else if (Array.isArray(node)) node.forEach((n) => textsOf(n, out));
  else if (node && typeof node === 'object' && 'props' in node) textsOf((node as SatoriElement).props.children, out);
  return out;
}

/** The card drawn, as the text it shows and its problems. */
async function drawn(job: RenderJob): Promise<{ texts: string[]; flow: string; problems: unknown[] }> {
  const { element, problems } = await drawJob(job);
  const texts = textsOf(element);
  return { texts, flow: flowing(texts.join(' ')), problems };
}

/** Text as it reads, whatever the lines it was broken into and the spaces that hold words together. */
const flowing = (text: string) => text.replace(/\s+/g, ' ').replace(/ \./g, '.');

const frontOf = (p: LoadedPack, deck: string, id: string) => renderJobs(p).find((j) => j.key === `${deck}/${id}`)!;
const after = (texts: string[], label: string) => texts[texts.indexOf(label) + 1];

describe('the Cardstle pack', () => {
  it('checks clean: no error, no warning', async () => {
    expect(await checkLoadedPack(pack, { layout: false })).toEqual([]);
  });

  it('has a room deck of 52 cards and a donne of 40 (As to 10), each card once, with ids of their own', () => {
    const room = pack.cards.filter((c) => c.deck.id === 'salle');
    const donne = pack.cards.filter((c) => c.deck.id === 'donne');
    expect(room).toHaveLength(52);
    expect(donne).toHaveLength(40);
    expect(new Set(room.map((c) => `${c.data.rank} de ${c.data.suit}`)).size).toBe(52);
    expect(new Set(donne.map((c) => `${c.data.rank} de ${c.data.suit}`)).size).toBe(40);
    expect(donne.every((c) => rankValue(c.data.rank as Rank) <= 10)).toBe(true);
    expect(room.map((c) => c.id)).toContain('dame-pique');
    expect(room.map((c) => c.id)).toContain('as-coeur');
    expect(donne.map((c) => c.id)).toContain('donne-as-coeur');
    expect(new Set([...room, ...donne].map((c) => c.id)).size).toBe(92);
    expect(room.find((c) => c.id === 'dame-pique')!.data.name).toBe('Dame de Pique');
    // The book's two packs for a large room: the room deck is used twice.
    expect(pack.manifest!.decks.find((d) => d.id === 'salle')!.sets).toBe(2);
  });

  it('draws on each room card what the tables say it is, and what it does as a treasure', async () => {
    const tables = tablesOf(pack)!.tables;
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        const card = pack.cards.find((c) => c.deck.id === 'salle' && c.data.rank === rank && c.data.suit === suit)!;
        const { texts, flow, problems } = await drawn(frontOf(pack, 'salle', card.id));
        expect(problems, card.id).toEqual([]);
        const m = meaningOf(tables, rank as Rank, suit as Suit);
        // The corner index: the rank, V/D/R/A for the faces.
        expect(texts[texts.length - 1], card.id).toBe({ As: 'A', Valet: 'V', Dame: 'D', Roi: 'R' }[rank as string] ?? rank);
        expect(flow, card.id).toContain(`Trésor ${flowing(m.suitInfo.treasureText)}`);
        expect(flow, card.id).toContain(`Ouvre un coffre de ${suit}.`);
        const room = m.room;
        if (room.role === 'ennemi') {
          expect(texts.slice(0, 2), card.id).toEqual(['Ennemi', room.strength]);
          for (const s of STATS) expect(after(texts, STAT_SHORT[s]), `${card.id} ${s}`).toBe(String(room.stats[s]));
          expect(flow.includes('+1 de l’As'), card.id).toBe(rank === 'As');
        } else if (room.role === 'piege') {
          expect(texts.slice(0, 3), card.id).toEqual(['Piège', `attaque ${room.att}`, String(room.att)]);
        } else if (room.role === 'coffre') {
          expect(texts.slice(0, 3), card.id).toEqual(['Coffre', room.size, String(room.treasures)]);
          expect(after(texts, 'Clé\u00a0: un trésor de'), card.id).toBe(suit);
        } else throw new Error(`${card.id} is nothing in a room`);
      }
    }
  });

  it('follows a change to tables.yaml: the drawn card changes, and the render cache draws the room deck again', async () => {
    const { dir } = copyPack(packDir, 'cardstle');
    const out = tempDir('deckwright-cardstle-');
    const only = ['dame-pique', '9-trefle', 'donne-7-coeur'];
    const first = await renderPack(await loadPackFromDir(dir, 'cards/cardstle'), { outDir: out, only });
    expect(first.rendered.sort()).toEqual(['donne/donne-7-coeur', 'salle/9-trefle', 'salle/dame-pique']);
    const before = readFileSync(path.join(out, 'salle', 'dame-pique.png'));

    const file = path.join(dir, 'tables.yaml');
    const text = readFileSync(file, 'utf8');
    const edited = text
      .replace('{ rank: Dame, strength: moyen, vie: 2, att: 2, def: 2, mov: 2 }', '{ rank: Dame, strength: redoutable, vie: 2, att: 5, def: 2, mov: 2 }')
      .replace('{ rank: "9", att: 3 }', '{ rank: "9", att: 6 }')
      .replace('Ajoute 1\u00a0carte ou 1\u00a0dé à un test d’attaque.', 'Ajoute 2\u00a0cartes à un test d’attaque.');
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    const changed = await loadPackFromDir(dir, 'cards/cardstle');

    const dame = await drawn(frontOf(changed, 'salle', 'dame-pique'));
    expect(dame.texts.slice(0, 2)).toEqual(['Ennemi', 'redoutable']);
    // 5 for a Dame, and the Pique's speciality point.
    expect(after(dame.texts, 'Att')).toBe('6');
    expect(dame.flow).toContain(flowing('Ajoute 2\u00a0cartes à un test d’attaque.'));
    const trap = await drawn(frontOf(changed, 'salle', '9-trefle'));
    expect(trap.texts.slice(0, 3)).toEqual(['Piège', 'attaque 6', '6']);

    // The room deck is drawn from the tables: its cards are drawn again, the donne's are not.
    const again = await renderPack(changed, { outDir: out, only });
    expect(again.rendered.sort()).toEqual(['salle/9-trefle', 'salle/dame-pique']);
    expect(readFileSync(path.join(out, 'salle', 'dame-pique.png')).equals(before)).toBe(false);
  });

  it('reads as plain text in Tabletop Simulator: what a card is in a room and as a treasure, from the tables', () => {
    const card = (id: string) => pack.cards.find((c) => c.id === id)!;
    expect(describeCardstleCard(card('dame-pique'), pack)).toBe(
      '[b]Dame de Pique[/b] — ennemi moyen\u00a0: Vie 2, Att 3 (+1\u00a0famille), Déf 2, Mvt 2\nTrésor\u00a0: Ajoute 1\u00a0carte ou 1\u00a0dé à un test d’attaque. Ouvre un coffre de Pique.',
    );
    expect(describeCardstleCard(card('as-coeur'), pack)).toContain('Vie 5 (+1\u00a0famille), Att 3 (+1 de l’As), Déf 2, Mvt 2');
    expect(describeCardstleCard(card('9-trefle'), pack)).toContain('piège\u00a0: attaque 3');
    expect(describeCardstleCard(card('6-carreau'), pack)).toContain('coffre moyen\u00a0: 2\u00a0trésors, s’ouvre avec un trésor de Carreau');
    expect(describeCardstleCard(card('donne-as-pique'), pack)).toBe('[b]As de Pique[/b] — donne\u00a0: vaut 1');
    expect(pack.def?.describe).toBe(describeCardstleCard);
  });

  it('keeps goldens of an enemy of each suit, a trap, a chest, donne cards and both backs', () => {
    const tables = tablesOf(pack)!.tables;
    const keys = GOLDEN_SETS.cardstle;
    const golden = pack.cards.filter((c) => c.deck.id === 'salle' && keys.includes(`salle/${c.id}`));
    const roles = golden.map((c) => meaningOf(tables, c.data.rank as Rank, c.data.suit as Suit).room.role);
    expect(new Set(roles)).toEqual(new Set(['ennemi', 'piege', 'coffre']));
    const enemies = golden.filter((_, i) => roles[i] === 'ennemi');
    expect(new Set(enemies.map((c) => c.data.suit))).toEqual(new Set(SUITS));
    expect(new Set(enemies.map((c) => c.data.rank))).toEqual(new Set(['Valet', 'Dame', 'Roi', 'As']));
    expect(keys.filter((k) => k.startsWith('donne/')).length).toBeGreaterThanOrEqual(2);
    expect(keys).toContain('salle/_back');
    expect(keys).toContain('donne/_back');
  });
});
