/**
 * What players read is in the game's language: the catalogue is complete for every language, its
 * messages agree on their placeholders, every key the code asks for exists, and a French game's
 * cover, credits and Tabletop Simulator descriptions are French (read back from the PDF).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseIcu, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../src/print/print-options.js';
import { printDocuments, printSet } from '../src/print/print-set.js';
import { languages, printedLanguage, readCatalogue, translator } from '../src/i18n/translate.js';
import { DEFAULT_TTS_OPTIONS, exportTts } from '../src/tts/export-tts.js';
import { renderedSubset } from './export-fixture.js';
import { readPdf } from './pdf-reader.js';
import { root, tempDir } from './helpers.js';
import { creditsText } from '../src/pipeline/credits.js';

/** The names of a message's placeholders, nested ones included. */
function placeholders(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) out.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      out.add(e.value);
      for (const option of Object.values(e.options)) placeholders(option.value, out);
    }
  }
  return out;
}

describe('the catalogue', () => {
  const catalogue = readCatalogue();

  it('has English and French for every key, and the placeholders of each key agree', () => {
    expect(languages()).toEqual(['en', 'fr']);
    for (const [key, messages] of Object.entries(catalogue)) {
      const names = Object.entries(messages).map(([lang, m]) => [lang, [...placeholders(parseIcu(m))].sort()] as const);
      for (const [lang, list] of names) expect(list, `${key} (${lang})`).toEqual(names[0][1]);
    }
  });

  it('keeps French punctuation with its word: a non-breaking space before : ; ? ! » and after «', () => {
    const loose = Object.entries(readCatalogue())
      .filter(([, m]) => / [:;?!»]|« /.test(m.fr))
      .map(([k]) => k);
    expect(loose).toEqual([]);
  });

  it('holds every key the code asks for', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) walk(file);
        else if (file.endsWith('.ts')) for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z-]+\.[a-z.-]+)'|\)\('([a-z-]+\.[a-z.-]+)'/g)) used.add(m[1] ?? m[2]);
      }
    };
    // deckwright's code, and the preview page's (client/), which formats the page-play.* messages itself.
    walk(path.join(root, 'src'));
    walk(path.join(root, 'client'));
    expect(used.size).toBeGreaterThan(20);
    for (const key of used) expect(Object.keys(catalogue), key).toContain(key);
  });

  it('prints a language it lacks in English, and agrees in number in each language', () => {
    expect(printedLanguage('fr-CA')).toBe('fr');
    expect(printedLanguage('de')).toBe('en');
    const fr = translator('fr');
    const en = translator('en');
    expect(fr('tts.deck', { title: 'CODEX', deck: 'Boss', cards: 1 })).toBe('CODEX · Boss\u00a0: 1 carte');
    expect(fr('tts.deck', { title: 'CODEX', deck: 'Objets', cards: 7 })).toBe('CODEX · Objets\u00a0: 7 cartes');
    expect(en('tts.deck', { title: 'CODEX', deck: 'Objets', cards: 1 })).toBe('CODEX · Objets: 1 card');
    expect(fr('cover.contents', { cards: 82, components: 'yes' })).toBe('Contenu\u00a0: 82 cartes et matériel');
  });
});

describe('words that name a card', () => {
  // A card's name has a gender and a number the catalogue cannot know (« Bottes de Docker »,
  // « Araignée »): a French sentence never makes a participle or adjective agree with one.
  const named = ['item', 'creature', 'card', 'who', 'target', 'weapon', 'source', 'player'];
  it('never agree with a card name in French', () => {
    const fr = readCatalogue();
    const agreeing = Object.entries(fr)
      .filter(([, m]) => new RegExp(`\\{(${named.join('|')})\\} (est|sont|a été) \\p{L}*[éiust]e?s?(?!\\p{L})`, 'u').test(m.fr))
      .map(([k]) => k);
    expect(agreeing).toEqual([]);
    const t = translator('fr');
    expect(t('replay.reveal', { item: 'Bottes de Docker', zone: 'les Docks' })).toBe('on révèle Bottes de Docker dans les Docks');
    expect(t('replay.removed', { creature: 'Araignée' })).toBe('on retire Araignée du jeu');
  });

  it('are in the game\'s language in CREDITS.txt', () => {
    const fr = creditsText('CODEX', 'fr');
    expect(fr).toContain('CODEX\u00a0: images des cartes réalisées avec deckwright.');
    expect(fr).toContain('\nPolices\n');
    expect(fr).toMatch(/- Cinzel, par Natanael Gama.*Source\u00a0: @fontsource\/cinzel/);
    expect(fr).toContain('Icônes de Lorc, Delapouite et leurs contributeurs, game-icons.net, CC BY 3.0');
    const en = creditsText('CODEX', 'en');
    expect(en).toContain('CODEX: card images made with deckwright.');
    expect(en).toContain('Icons by Lorc, Delapouite and contributors');
  });
});

describe('a French game', () => {
  const print = async (opts: Partial<PrintOptions>, language?: string) => {
    const { set } = await renderedSubset();
    const cards = language ? { ...set, manifest: { ...set.manifest, language } } : set;
    const o = { ...DEFAULT_PRINT_OPTIONS, ...opts };
    const outDir = tempDir('deckwright-i18n-');
    await printSet(printDocuments('codex', cards, o), o, { outDir, cacheDir: path.join(outDir, '.opaque') });
    return (name: string) => readPdf(path.join(outDir, name), { text: true });
  };

  it('has its cover and credits in French, with no command-line advice on paper', async () => {
    const pages = await (await print({ layouts: ['sheets', 'fold'] }))('codex-a4.pdf');
    expect(pages[0].text).toContain('Planches à imprimer, recto verso (bord long)');
    expect(pages[0].text).toContain('Comment imprimer');
    expect(pages[0].text).toMatch(/Contenu\s*:\s*15 cartes/);
    expect(pages[0].text).toContain('Imprimez à 100');
    expect(pages[0].text).not.toContain('--offset');
    expect(pages[1].text).toContain('Crédits et licences');
    expect(pages[1].text).toContain('cette règle mesure 100 mm');
    expect(pages[1].text).toContain('Icônes de Lorc, Delapouite et leurs contributeurs');
    expect(pages[2].text).toContain('recto');
  });

  it('is printed in English when its language is English', async () => {
    const pages = await (await print({ layouts: ['sheets'] }, 'en'))('codex-a4.pdf');
    expect(pages[0].text).toContain('How to print');
    expect(pages[0].text).toMatch(/Contents: 15 cards/);
    expect(pages[1].text).toContain('Credits and licences');
  });

  it('describes its decks in French in Tabletop Simulator', async () => {
    const { set } = await renderedSubset();
    const out = tempDir('deckwright-i18n-tts-');
    await exportTts('codex', set, out, DEFAULT_TTS_OPTIONS);
    const save = JSON.parse(readFileSync(path.join(out, 'codex.json'), 'utf8')) as { ObjectStates: { Description: string }[] };
    expect(save.ObjectStates.map((o) => o.Description)).toContain('CODEX · Personnages\u00a0: 4 cartes');
  });
});
