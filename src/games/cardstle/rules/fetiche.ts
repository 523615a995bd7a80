import type { Rule } from '../../../core/rule.js';
import { partiesOf } from '../party.js';
import { PARTY, cardstleExampleFiles } from './example-files.js';

/** The ranks of the donne, where a fétiche card is drawn (« défini par son nombre (as à 10) »). */
const FETICHE_RANKS = ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
const COLOURS = ['rouge', 'noir'];

/**
 * « Version carte : … une carte fétiche, défini par son nombre (as à 10) et sa couleur (rouge ou
 * noir) »; « Version dé : … un nombre fétiche … 1 à 12 ». A party plays one version: each fétiche
 * must be one of it.
 */
export const cardstleFetiche: Rule = {
  id: 'cardstle/fetiche',
  description: "Each character's fétiche is one of the party's version: a card As to 10 and a colour (rouge or noir) in the card version, a number 1 to 12 in the dice version.",
  severity: 'error',
  check(ctx) {
    for (const party of partiesOf(ctx.pack)) {
      const cards = party.data.version === 'cartes';
      party.data.characters.forEach((c, i) => {
        const at = { src: party.src, path: ['characters', i, 'fetiche'] };
        const f = c.fetiche;
        if (cards) {
          if (typeof f === 'number') {
            ctx.report(at, `${c.name}'s fétiche is the number ${f}, but the party plays the card version (version: cartes); write a card, e.g. { rank: "9", colour: noir }, or play the dice version (version: des)`, null);
            return;
          }
          if (!FETICHE_RANKS.includes(f.rank)) ctx.report({ ...at, path: [...at.path, 'rank'] }, `${c.name}'s fétiche card has rank "${f.rank}"; a fétiche is drawn from the donne: As, 2, 3, 4, 5, 6, 7, 8, 9 or 10`, null);
          if (!COLOURS.includes(f.colour)) ctx.report({ ...at, path: [...at.path, 'colour'] }, `${c.name}'s fétiche card has colour "${f.colour}"; its colour is rouge or noir`, null);
        } else if (typeof f !== 'number') {
          ctx.report(at, `${c.name}'s fétiche is a card, but the party plays the dice version (version: des); write a number 1 to 12 (the d12), or play the card version (version: cartes)`, null);
        } else if (!Number.isInteger(f) || f < 1 || f > 12) {
          ctx.report(at, `${c.name}'s fétiche number is ${f}; the critical die has 12 faces: write a number 1 to 12`, null);
        }
      });
    }
  },
  examples: {
    valid: [
      { name: 'a card in the card version', files: cardstleExampleFiles() },
      { name: 'a number in the dice version', files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('version: cartes', 'version: des').replace('{ rank: "9", colour: noir }', '12') }) },
    ],
    invalid: [
      {
        name: 'a face card',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('rank: "9"', 'rank: Roi') }),
        errors: [{ file: 'groupe.yaml', line: 6, column: 22, message: 'has rank "Roi"' }],
      },
      {
        name: 'a colour that is a suit',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('colour: noir', 'colour: pique') }),
        errors: [{ file: 'groupe.yaml', line: 6, column: 35, message: 'its colour is rouge or noir' }],
      },
      {
        name: 'a number in the card version',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('{ rank: "9", colour: noir }', '7') }),
        errors: [{ file: 'groupe.yaml', line: 6, column: 14, message: 'plays the card version' }],
      },
      {
        name: 'a number the d12 cannot show',
        files: cardstleExampleFiles({ 'groupe.yaml': PARTY.replace('version: cartes', 'version: des').replace('{ rank: "9", colour: noir }', '13') }),
        errors: [{ file: 'groupe.yaml', line: 6, column: 14, message: 'write a number 1 to 12' }],
      },
    ],
  },
};
