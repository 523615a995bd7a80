/**
 * The CODEX card-text language: every shipped text parses and prints back unchanged, the
 * rulebook's quoted texts parse as printed, every parse error has its exact position, and (with
 * fast-check) the parser never throws, whatever it is given.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import type { TextKind } from '../src/games/codex/text/ast.js';
import { sameAst } from '../src/games/codex/text/canonical.js';
import { nodesOf, textFields } from '../src/games/codex/text/fields.js';
import { parseCardText } from '../src/games/codex/text/parse.js';
import { printText } from '../src/games/codex/text/printer.js';
import { typeset, typographyIssues } from '../src/games/codex/text/typography.js';
import { codexDir, root } from './helpers.js';
import { propertyRuns } from './property-runs.js';

/** A text as read on a page: its non-breaking spaces as plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(codexDir, 'cards/codex');
});

describe('the shipped cards', () => {
  it('every text of every card parses, none exempt', () => {
    const fields = textFields(pack);
    expect(fields.length).toBeGreaterThan(170);
    const failures = fields.filter((f) => !f.result.ok).map((f) => `${f.card.id} ${f.path.join('.')}: ${f.text}`);
    expect(failures).toEqual([]);
  });

  it('every text is canonical: print(parse(text)) is the text', () => {
    const differ = textFields(pack).flatMap((f) => {
      if (!f.result.ok) return [];
      const back = printText(f.kind, f.result.ast);
      return back === f.text ? [] : [`${f.card.id} ${f.path.join('.')}:\n  ${f.text}\n  ${back}`];
    });
    expect(differ).toEqual([]);
  });
});

describe('the rulebook quotes parse unchanged', () => {
  const quotes: [TextKind, string][] = [
    ['Passive', '*Charge 1*.'],
    ['Condition', 'Au moins deux joueurs sont dans ma zone'],
    ['Effect', "J'inflige 1 dégât à chaque joueur dans ma zone, puis je déplace l'un d'eux dans le Début du Chapitre."],
    ['Condition', 'Défaut'],
    ['Effect', "J'inflige 3 dégâts à un joueur dans ma zone."],
    ['Condition', 'Il y a au moins 3 Encre en jeu'],
    ['Condition', 'Un joueur est dans ma zone'],
    ['Effect', 'Chaque joueur présent sur une zone avec une Encre subit 2 dégâts.'],
    ['Effect', 'Je place autant de "Encre" que possible dans ma zone, puis je me déplace aussi loin que possible.'],
    ['Effect', 'J\'inflige 1 dégât au joueur le plus proche et le repousse d\'une zone, puis j\'invoque une "Encre" dans la zone de destination.'],
  ];
  // The cards quote the rulebook's words in French typography (docs/rules/codex.md, "Card text"):
  // « » around names, a non-breaking space after a number, ’ for '; nothing else changes.
  for (const [kind, text] of quotes) {
    it(`${kind}: ${text}`, () => {
      const r = parseCardText(text, kind);
      expect(r.ok).toBe(true);
      if (r.ok) expect(printText(kind, r.ast)).toBe(typeset(text, '’'));
      if (r.ok) expect(plainSpaces(printText(kind, r.ast)).replace(/« ([^»]*) »/g, '"$1"').replace(/’/g, "'")).toBe(text);
    });
  }

  it('reads the Bagarreur as the rulebook explains it', () => {
    const r = parseCardText("J'inflige 1 dégât à chaque joueur dans ma zone, puis je déplace l'un d'eux dans le Début du Chapitre.", 'Effect');
    expect(r.ok && r.ast.sentences[0].clauses.map((c) => c.kind)).toEqual(['damage', 'move-to']);
    expect(r.ok && r.ast.sentences[0].links).toEqual(['puis']);
  });
});

describe('parse errors are located and say what to write', () => {
  // [kind, text, offset, end, a fragment of the message, the suggestion]
  const cases: [TextKind, string, number, number, string, string | null][] = [
    ['Effect', "J'inflige 2 dégât à un joueur dans ma zone.", 10, 17, "did you mean '2 dégâts'?", '2 dégâts'],
    ['Effect', "J'inflige 1 dégâts à un joueur dans ma zone.", 10, 18, "did you mean '1 dégât'?", '1 dégât'],
    ['Effect', "J'inflige 2 degats à un joueur dans ma zone.", 12, 18, "did you mean 'dégâts'?", 'dégâts'],
    ['Effect', "J'inflig 2 dégâts à un joueur dans ma zone.", 2, 8, "did you mean 'inflige'?", 'inflige'],
    ['Effect', "J'inflige 2 dégâts à un joeur dans ma zone.", 24, 29, "did you mean 'joueur'?", 'joueur'],
    ['Effect', "J'inflige 2 dégâts à un joueur dans ma zone", 43, 44, "the text ends too early; expected one of: '.'", null],
    ['Effect', "Je me déplace de deux zone.", 14, 26, "write 'zones' after 2", null],
    ['Condition', 'Au moins deux joueur sont dans ma zone', 14, 25, "did you mean 'joueurs sont'?", 'joueurs sont'],
    ['Condition', 'Un joueur est blessé', 14, 20, 'cannot read "blessé" here', null],
    ['Passive', '*Charge 1*', 10, 11, "expected '.'", null],
    ['Effect', '', 0, 1, 'the text ends too early', null],
  ];
  for (const [kind, text, offset, end, message, suggestion] of cases) {
    it(`${kind}: ${JSON.stringify(text)}`, () => {
      const r = parseCardText(text, kind);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect([r.error.offset, r.error.end]).toEqual([offset, end]);
      expect(r.error.message).toContain(message);
      expect(r.error.suggestion).toBe(suggestion);
    });
  }

  it('a sentence without a subject says how to start it', () => {
    const r = parseCardText('Dégage un Objet.', 'Effect');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('no subject');
  });
});

describe('walking an AST', () => {
  it('gives each node the offsets of the nearest recorded node around it, not of a sibling before it', () => {
    const text = 'J\'invoque une "Larve" dans ma zone.';
    const r = parseCardText(text, 'Effect');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const at = (kind: string) => [...nodesOf(r.ast)].find((x) => x.node.kind === kind)!.at!;
    expect(text.slice(...at('named'))).toBe('"Larve"');
    expect(text.slice(...at('my-zone'))).toBe('J\'invoque une "Larve" dans ma zone');
  });
});

describe('variants read the same and print canonically', () => {
  it('case, curly apostrophes and non-breaking spaces do not change the meaning', () => {
    const canonical = parseCardText("J'inflige 1 dégât au joueur le plus proche.", 'Effect');
    const variant = parseCardText('j’INFLIGE 1 DÉGÂT au\u00a0joueur le plus proche.', 'Effect');
    expect(canonical.ok && variant.ok).toBe(true);
    if (canonical.ok && variant.ok) {
      expect(sameAst(variant.ast, canonical.ast)).toBe(true);
      expect(printText('Effect', variant.ast)).toBe('J’inflige 1\u00a0dégât au joueur le plus proche.');
    }
  });

  it('typography: issues at their offsets, and the text that repairs them', () => {
    const text = 'Relancez un dé d’attaque : une fois par chapitre, « Encre ».';
    expect(typographyIssues(text, "'").map((i) => [i.offset, i.message.split(' ')[0]])).toEqual([
      [16, 'apostrophe'],
      [25, "':'"],
      [40, 'the'],
      [50, "'«'"],
      [57, "'»'"],
    ]);
    expect(typeset(text, "'")).toBe("Relancez un dé d'attaque\u00a0: une fois par Chapitre, «\u00a0Encre\u00a0».");
    expect(typographyIssues(typeset(text, "'"), "'")).toEqual([]);
  });

  it('typography: a number stays with what it counts, n° with its number, a name in « »', () => {
    const nb = '\u00a0';
    const cases: [string, string][] = [
      ['Je perds 1 PV.', `Je perds 1${nb}PV.`],
      ["J'inflige 3 dégâts.", `J'inflige 3${nb}dégâts.`],
      ['Lisez le Secret n° 8.', `Lisez le Secret n°${nb}8.`],
      ['Votre attaque coûte 2 {PA}.', `Votre attaque coûte 2${nb}{PA}.`],
      ['Il y a au moins 3 Encre en jeu', `Il y a au moins 3${nb}Encre en jeu`],
      ['Vous attaquez à portée 2 ou plus', 'Vous attaquez à portée 2 ou plus'],
      ['J\'invoque un "Rat Famélique".', `J'invoque un «${nb}Rat Famélique${nb}».`],
      ['J\'invoque un « Rat Famélique ».', `J'invoque un «${nb}Rat Famélique${nb}».`],
      ['Relancez un dé d’attaque.', "Relancez un dé d'attaque."],
    ];
    for (const [text, want] of cases) expect(typeset(text, "'"), text).toBe(want);
  });

  it('property: after typeset, no typography issue is left, whatever the text', () => {
    const piece = fc.constantFrom(' ', '  ', "'", '’', ':', ' :', '«', '»', '« ', ' »', '"', 'pv', 'créature', 'Dague', '\u00a0', 'x', '1');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), fc.constantFrom<"'" | '’'>("'", '’'), (parts, apostrophe) => {
        const text = parts.join('');
        return typographyIssues(typeset(text, apostrophe), apostrophe).length === 0;
      }),
      { numRuns: propertyRuns(3000) },
    );
  });
});

describe('property: the parser never throws', () => {
  const kinds = fc.constantFrom<TextKind>('Passive', 'Condition', 'Effect');

  const wellFormed = (text: string, kind: TextKind) => {
    const r = parseCardText(text, kind);
    if (r.ok) return typeof r.ast === 'object' && r.ast !== null;
    const e = r.error;
    return e.offset >= 0 && e.offset <= text.length && e.end > e.offset - 1 && e.end <= text.length + 1 && e.message.length > 0;
  };

  it('on arbitrary strings: an AST, or an error inside the text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), kinds, (text, kind) => wellFormed(text, kind)), { numRuns: propertyRuns(2000) });
  });

  // Strings made of the language's own words go much deeper into the grammar than random ones.
  const words = [
    "J'inflige", 'je', 'me', 'déplace', 'dégât', 'dégâts', '1', '2', 'deux', 'à', 'au', 'un', 'une', 'chaque', 'joueur', 'joueurs',
    'dans', 'ma', 'votre', 'zone', 'le', 'la', 'plus', 'proche', 'portée', ',', 'puis', 'et', '.', 'Créature', '"Encre"', 'Encre',
    'récupère', 'récupérez', 'PV', 'Infligez', 'Si', 'Sinon', '*Tacle*', '*Charge 1*', "d'une", 'vers', 'ici', 'Défaut', 'Au', 'moins',
    'sont', 'est', 'Il', 'y', 'a', 'en', 'jeu', '{PA}', 'de', 'lui', 'inflige', 'invoque', "j'invoque",
  ];
  const sentence = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 14 }).map((w) => w.join(' ').replace(/ ([.,])/g, '$1'));

  it('on sentences of the language\'s words: an AST or a located error, and an AST prints to text that reads back the same', () => {
    fc.assert(
      fc.property(sentence, kinds, (text, kind) => {
        if (!wellFormed(text, kind)) return false;
        const r = parseCardText(text, kind);
        if (!r.ok) return true;
        const again = parseCardText(printText(kind, r.ast), kind);
        return again.ok && sameAst(again.ast, r.ast);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });
});

describe('docs/card-language.md', () => {
  // Every line of a ```codex-effect, ```codex-condition or ```codex-passive block is a text.
  const guide = readFileSync(path.join(root, 'docs', 'card-language.md'), 'utf8');
  const blocks = [...guide.matchAll(/```codex-(effect|condition|passive)\n([\s\S]*?)```/g)];
  const examples = blocks.flatMap(([, kind, body]) =>
    body.split('\n').filter(Boolean).map((text) => [`${kind[0].toUpperCase()}${kind.slice(1)}` as TextKind, text] as const),
  );

  it('has examples of every kind', () => {
    expect(new Set(examples.map(([k]) => k))).toEqual(new Set(['Effect', 'Condition', 'Passive']));
    expect(examples.length).toBeGreaterThan(60);
  });

  for (const [kind, text] of examples) {
    it(`${kind}: ${text}`, () => {
      const r = parseCardText(text, kind);
      expect(r.ok ? null : r.error.message).toBeNull();
      // Written with plain spaces to be read; printed with the non-breaking ones.
      if (r.ok) expect(plainSpaces(printText(kind, r.ast))).toBe(text);
    });
  }
});
