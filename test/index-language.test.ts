/**
 * INDEX's card language: CODEX's grammar in INDEX's words (src/games/index/text/grammar.lexicon.ts).
 * Every shipped INDEX text parses and prints back unchanged; but for the six phrases only INDEX
 * has, each means exactly what CODEX's grammar reads in its CODEX-worded form; those six give
 * the shapes INDEX's engine plays; errors and suggestions speak INDEX's words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import type { TextKind } from '../src/games/codex/text/ast.js';
import { sameAst } from '../src/games/codex/text/canonical.js';
import { editionGrammar, translate } from '../src/games/codex/text/lexicon.js';
import { parseCardText } from '../src/games/codex/text/parse.js';
import { printText } from '../src/games/codex/text/printer.js';
import { indexTextFields } from '../src/games/index/text/fields.js';
import { lexicon } from '../src/games/index/text/grammar.lexicon.js';
import { parseIndexText } from '../src/games/index/text/parse.js';
import { root } from './helpers.js';
import { CODEX_ZONE_NAMES, toCodexWords } from './index-words.js';

let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'index'), 'cards/index');
});

/** An INDEX AST with CODEX's names for the Entrée and the Sortie, offsets left out. */
function inCodexNames(ast: unknown): unknown {
  return JSON.parse(JSON.stringify(ast, (k, v) => (k === 'at' ? undefined : typeof v === 'string' ? (CODEX_ZONE_NAMES[v] ?? v) : v)));
}

const ONLY_INDEX: [TextKind, string, unknown][] = [
  ['Condition', 'Cette salle est révélée', { kind: 'revealed' }],
  ['Condition', 'Tous les joueurs sont ici', { kind: 'all-players-at', where: { kind: 'in', prep: null, place: { kind: 'here' } } }],
  ['Condition', 'Mise en place du troisième étage', { kind: 'setup', floor: 3 }],
];
const ONLY_INDEX_CLAUSES: [string, unknown][] = [
  ['L’étage se termine, sauf si un Boss est en jeu.', { kind: 'end-floor', actor: { kind: 'table' }, unlessBoss: true }],
  ['Posez l’Objet secret n°\u00a04\u00a0ici.', { kind: 'put-secret-item', actor: { kind: 'you' }, number: { value: 4, words: false }, place: { kind: 'here' } }],
  ['Regardez les trois prochaines salles non révélées.', { kind: 'look-unrevealed', actor: { kind: 'you' }, count: { value: 3, words: true } }],
];

describe('the shipped INDEX cards', () => {
  it('every text parses and prints back unchanged in INDEX’s words', () => {
    const fields = indexTextFields(pack);
    expect(fields.length).toBeGreaterThan(170);
    expect(fields.filter((f) => !f.result.ok).map((f) => `${f.card.id} ${f.path.join('.')}: ${f.text}`)).toEqual([]);
    const differ = fields.flatMap((f) => {
      const back = f.result.ok ? printText(f.kind, f.result.ast, lexicon) : null;
      return back === f.text ? [] : [`${f.card.id}: ${f.text} → ${back}`];
    });
    expect(differ).toEqual([]);
  });

  it('every text outside INDEX’s own phrases means what its CODEX wording means to CODEX’s grammar', () => {
    let compared = 0;
    for (const f of indexTextFields(pack)) {
      const codex = parseCardText(toCodexWords(f.text), f.kind);
      if (!codex.ok) continue;
      compared++;
      expect(f.result.ok && inCodexNames(f.result.ast), `${f.card.id}: ${f.text}`).toEqual(inCodexNames(codex.ast));
    }
    expect(compared).toBeGreaterThan(150);
  });
});

describe('the phrases only INDEX has', () => {
  for (const [kind, text, ast] of ONLY_INDEX) {
    it(`reads « ${text} »`, () => {
      const r = parseIndexText(text, kind);
      expect(r.ok && r.ast).toEqual({ ...(ast as object), at: [0, text.length] });
      expect(r.ok && printText(kind, r.ast, lexicon)).toBe(text);
      // CODEX's language does not have them.
      expect(parseCardText(text, kind).ok).toBe(false);
    });
  }
  for (const [text, clause] of ONLY_INDEX_CLAUSES) {
    it(`reads « ${text} »`, () => {
      const r = parseIndexText(text, 'Effect');
      expect(r.ok && sameAst(r.ast, { kind: 'effect', sentences: [{ kind: 'sentence', prefix: null, clauses: [clause], links: [], suffix: null }] })).toBe(true);
      expect(r.ok && r.ast.sentences[0].clauses[0].at).toEqual([0, text.length - 1]);
      expect(r.ok && printText('Effect', r.ast, lexicon)).toBe(text);
      expect(parseCardText(text, 'Effect').ok).toBe(false);
    });
  }

  it('names any étage’s setup, and puts an Objet secret in a named Salle', () => {
    expect(parseIndexText('Mise en place du premier étage', 'Condition')).toMatchObject({ ok: true, ast: { kind: 'setup', floor: 1 } });
    const r = parseIndexText('Posez l’Objet secret n°\u00a02 dans la Taverne.', 'Effect');
    expect(r.ok && r.ast.sentences[0].clauses[0]).toMatchObject({ kind: 'put-secret-item', place: { kind: 'named-zone', name: 'Taverne' } });
  });
});

describe('INDEX’s words, not CODEX’s', () => {
  it('refuses CODEX’s words, expecting INDEX’s', () => {
    const r = parseIndexText('J’inflige 1\u00a0dégât à un joueur dans ma zone.', 'Effect');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.offset).toBe(35);
    expect(r.error.expected).toContain("'ma salle'");
    expect(r.error.expected.join(' ')).not.toMatch(/zone|Créature|Chapitre/);
  });

  it('suggests INDEX’s spelling and agreement', () => {
    const misspelt = parseIndexText('Je me déplace d’une sale.', 'Effect');
    expect(misspelt.ok || misspelt.error.suggestion).toBe("d'une salle");
    const agreement = parseIndexText('Je me déplace de deux salle.', 'Effect');
    expect(agreement.ok || agreement.error.message).toMatch(/write 'salles' after 2/);
  });

  it('reads ennemis in the masculine', () => {
    for (const text of ['Un ennemi est ici', 'Aucun ennemi dans votre salle', 'Vous touchez un ennemi spécial']) expect(parseIndexText(text, 'Condition').ok, text).toBe(true);
    for (const text of ['Une ennemi est ici', 'Aucune Créature dans votre salle']) expect(parseIndexText(text, 'Condition').ok, text).toBe(false);
  });
});

describe('the lexicon', () => {
  const grammar = readFileSync(path.join(root, 'src', 'games', 'codex', 'text', 'grammar.peggy'), 'utf8');

  it('translates words, never inside other words, and capitalises a sentence’s start', () => {
    expect(translate(lexicon, 'une Créature dans ma zone')).toBe('un ennemi dans ma salle');
    expect(translate(lexicon, 'Une Créature du Chapitre')).toBe('Un ennemi de l\'étage');
    expect(translate(lexicon, 'zonesque Chapitres')).toBe('zonesque Chapitres');
  });

  it('fails when a phrase is in no literal of the grammar, or a rule it extends does not exist', () => {
    expect(() => editionGrammar(grammar, { name: 'X', phrases: [['Grotte', 'caverne']] })).toThrow(/no literal of the grammar has "Grotte"/);
    expect(() => editionGrammar(grammar, { name: 'X', phrases: [], alternatives: { Nowhere: ['"x"i { return 1; }'] } })).toThrow(/no rule Nowhere/);
  });
});
