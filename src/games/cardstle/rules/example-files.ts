/**
 * A small Cardstle pack for the examples of Cardstle's rules: a 12-card room deck, the tables, a
 * party of one and a room. Each example changes one file of it.
 */
const MANIFEST = `title: Mini Cardstle
pack: cardstle
language: fr
card: { width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }
fonts: { title: Cinzel, body: Alegreya }
symbols: {}
data:
  - { id: tables, type: tables, path: tables.yaml }
  - { id: groupes, type: groupe, path: groupe.yaml }
  - { id: salles, type: salle, path: salles/ }
decks:
  - id: salle
    name: Pièce
    type: salle
    count: 12
    color: "#2b3a55"
    data: tables.yaml
    generate: { ranks: [As, "2", "8"], suits: [Cœur, Pique, Carreau, Trèfle], name: "{rank} de {suit}" }
    back: { template: dos, icon: castle, label: Pièce }
`;

export const TABLES = `name: Mini tables
budget: 20
costs: [1, 3, 6, 10, 15]
critical: 2
objects: 3
keep: 2
startTreasures: 2
suits:
  - { suit: Cœur, colour: rouge, stat: vie, dialogue: Séduire, treasure: soin, treasureText: Rend 1 Vie. }
  - { suit: Pique, colour: noir, stat: att, dialogue: Intimider, treasure: carte-att, treasureText: Une carte en attaque. }
  - { suit: Carreau, colour: rouge, stat: def, dialogue: Convaincre, treasure: carte-def, treasureText: Une carte en défense. }
  - { suit: Trèfle, colour: noir, stat: mov, dialogue: Mentir, treasure: carte-mov, treasureText: Une carte en mouvement. }
enemies:
  - { rank: As, strength: très puissant, vie: 4, att: 2, def: 2, mov: 2 }
speciality: 1
traps:
  - { rank: "8", att: 2 }
chests:
  - { rank: "2", size: petit, treasures: 1 }
recipes:
  - { id: sort-coeur, name: Sort de Cœur, takes: cinq, suit: Cœur, uses: unique, effect: soin-total, text: Restaure tous les points de Vie. }
  - { id: sort-pique, name: Sort de Pique, takes: cinq, suit: Pique, uses: unique, effect: double-att, text: Double un jet d'attaque. }
  - { id: longue-vue, name: Longue-vue, takes: carre, rank: Dame, uses: unique, effect: longue-vue, text: Révèle une carte. }
`;

export const PARTY = `name: Mini groupe
version: cartes
characters:
  - name: Aurore Vasseur
    class: Éclaireuse
    fetiche: { rank: "9", colour: noir }
    stats: { vie: 2, att: 2, def: 2, mov: 4 }
    credits: 1
    objects: [sort-coeur]
`;

export const ROOM = `name: Mini salle
goal: 8p
talk: [Ac]
grid: |
  2c 8p Ac
  .  @  .
`;

export function cardstleExampleFiles(overrides: Record<string, string> = {}): Record<string, string> {
  return { 'game.yaml': MANIFEST, 'tables.yaml': TABLES, 'groupe.yaml': PARTY, 'salles/mini.yaml': ROOM, ...overrides };
}
