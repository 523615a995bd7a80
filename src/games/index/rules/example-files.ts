/** A minimal INDEX pack for the examples of the INDEX rules. */
const MANIFEST = `title: Mini INDEX
pack: index
language: fr
card: { width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }
fonts: { title: Cinzel, body: Alegreya }
symbols:
  salle: { icon: crossed-swords, color: "#7a1f2b", label: "riposte aux attaques venues de sa salle" }
  distance: { icon: high-shot, color: "#7a1f2b", label: "riposte aux attaques venues d'une autre salle" }
decks:
  - { id: ennemis, name: Ennemis, type: ennemi, count: 1, color: "#7a1f2b", back: { template: back, icon: fangs, label: Ennemi } }
  - { id: boss, name: Boss, type: boss, count: 1, color: "#231d19", back: { template: back, icon: crowned-skull, label: Boss } }
`;

export const ENNEMI = `deck: ennemis
cards:
  - id: rat
    name: Rat
    pv: 2
    riposte: 1-
    riposteDistance: salle
    actives:
      - condition: Un joueur est dans ma salle
        effect: J’inflige 1 dégât à un joueur dans ma salle.
      - condition: Défaut
        effect: Je me déplace d’une salle vers le joueur le plus proche.
    art: rat
`;

export const BOSS = `deck: boss
cards:
  - id: roi
    name: Roi
    pv: 12
    riposte: 3-
    riposteDistance: distance
    actives:
      - condition: Défaut
        effect: J’inflige 2 dégâts au joueur le plus proche.
    art: crown
`;

export function indexExampleFiles(overrides: Record<string, string> = {}): Record<string, string> {
  return { 'game.yaml': MANIFEST, 'ennemis.yaml': ENNEMI, 'boss.yaml': BOSS, ...overrides };
}
