/**
 * INDEX's card language: CODEX's grammar (src/games/codex/text/grammar.peggy) in INDEX's words,
 * plus the six phrases only INDEX has (docs/rules/index.md, "The card language").
 * scripts/compile.js makes grammar.js beside this module from the two; the printer writes INDEX
 * texts with the same phrases.
 */
import { editionGrammar, type Lexicon } from '../../codex/text/lexicon.js';

/** The grammar this lexicon translates, relative to this file's folder. */
export const base = '../../codex/text/grammar.peggy';

export const lexicon: Lexicon = {
  name: 'INDEX',
  phrases: [
    // Rooms: the book's Salles ("Les salles sont révélées trois par trois").
    ['zone', 'salle'],
    ['zones', 'salles'],
    // CODEX capitalises a zone type after "n'importe quelle Zone" and a pile's "Zones".
    ['Zone', 'salle'],
    ['Zones', 'salles'],
    // Ennemis are masculine: the determiners and the pronoun agree.
    ['une Créature spéciale', 'un ennemi spécial'],
    ['une Créature', 'un ennemi'],
    ['aucune Créature', 'aucun ennemi'],
    ['Créatures', 'ennemis'],
    ['attirez-la', 'attirez-le'],
    // Floors: "Il y a 3 étages", written lowercase, with its elision.
    ['du Chapitre', "de l'étage"],
    ['le Chapitre', "l'étage"],
    ['Chapitre', 'étage'],
    // A weapon's "Précision" (CODEX's Seuil de Précision).
    ['Seuil de Précision', 'Précision'],
  ],
  alternatives: {
    // The Salles' own moments: revealed, all players there (the Sortie), one étage's setup.
    CondBody: [
      `"cette salle est révélée"i !Letter { return { kind: 'revealed' }; }`,
      `"tous les joueurs sont "i w:Where { return { kind: 'all-players-at', where: w }; }`,
      `"mise en place du "i f:Ordinal " étage"i !Letter { return { kind: 'setup', floor: f }; }`,
    ],
    // The Sortie's end of the étage, said of no one: it happens.
    ThirdPersonClause: [
      `"l'étage se termine"i u:(", sauf si un Boss est en jeu"i)? { return { kind: 'end-floor', actor: { kind: 'table' }, unlessBoss: !!u }; }`,
    ],
    ImperativeClause: [
      `"posez l'Objet secret n°"i _? n:Number p:(" dans "i @Place / _ @Here) { return { kind: 'put-secret-item', actor: YOU, number: n, place: p }; }`,
      `"regardez les "i n:Number " prochaines salles non révélées"i { return { kind: 'look-unrevealed', actor: YOU, count: n }; }`,
    ],
    // The Entrée and the Sortie de l'étage: a name that ends in the lowercase "de l'étage".
    ProperName: [`$(CapWord (_ (Connector _ / "d'" / "l'")? CapWord)* " de l'étage")`],
  },
  rules: `
// The étages in order, as "Mise en place du troisième étage" names them.
Ordinal "an ordinal (premier, deuxième, troisième)"
  = "premier"i !Letter { return 1; }
  / "deuxième"i !Letter { return 2; }
  / "troisième"i !Letter { return 3; }
`,
};

/** INDEX's grammar, from the source of `base` (scripts/compile.js calls it). */
export const grammar = (source: string): string => editionGrammar(source, lexicon);
