/**
 * A minimal Code Lyoko pack for the examples of the Lyoko rules: a hero (both faces), an
 * obstacle, a surprise and an équipement. Each example changes one file of it.
 */
/** The mini pack's manifest, with `decks` (manifest lines) as its decks. */
export function lyokoManifest(decks: string): string {
  return `title: Mini Lyoko
pack: lyoko
language: fr
card: { width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }
fonts: { title: Cinzel, body: Alegreya }
symbols:
  PV: { icon: laurel-crown, color: "#b58a2a", label: "point de victoire (PV)" }
decks:
${decks}`;
}

const MANIFEST = lyokoManifest(`  - { id: heros, name: Héros, type: heros, count: 1, color: "#1d3b5a", back: { template: heros-verso, icon: cube, label: Héros, unique: true } }
  - { id: obstacles, name: Obstacles, type: obstacle, count: 1, color: "#8a1f3d", back: { template: dos, icon: cube, label: Code Lyoko } }
  - { id: surprises, name: Surprises, type: surprise, count: 1, color: "#c28a12", back: { template: dos, icon: cube, label: Code Lyoko } }
  - { id: equipements, name: Équipements, type: equipement, count: 1, color: "#1e7f8c", back: { template: dos, icon: cube, label: Code Lyoko } }
`);

export const HEROS = `deck: heros
cards:
  - id: odd
    name: Odd
    recto:
      title: Odd Della Robbia
      mode: reel
      stats: { force: 2, agilite: 3, ruse: 2 }
      effects:
        - timing: surprise
          text: Ce personnage gagne +1 en Agilité.
      art: sunglasses
    verso:
      title: Odd sur Lyoko
      mode: virtuel
      stats: { force: 2, agilite: 4, ruse: 2 }
      effects:
        - timing: action
          limit: 5
          text: Couche un personnage virtuel de ton choix.
      art: cat
`;

export const OBSTACLE = `deck: obstacles
cards:
  - id: krabe
    name: Krabe
    limit: 4
    subtype: Monstre
    mode: virtuel
    stats: { force: 4, agilite: 2 }
    effects:
      - timing: reussite
        text: Gagne 2 PV.
      - timing: echec
        text: Perds 2 PV.
    art: crab
`;

export const SURPRISE = `deck: surprises
cards:
  - id: reflexes
    name: Réflexes
    limit: 0
    mode: mixte
    effects:
      - timing: immediat
        text: Le personnage gagne +2 en Agilité.
    art: dodging
`;

export const EQUIPEMENT = `deck: equipements
cards:
  - id: overbike
    name: Overbike
    limit: 5
    character: odd
    mode: virtuel
    effects:
      - timing: permanent
        text: Le porteur gagne +2 en Agilité.
    art: aero-bike
`;

/** The mini pack's files, with some replaced. */
export function lyokoExampleFiles(replace: Record<string, string> = {}): Record<string, string> {
  return { 'game.yaml': MANIFEST, 'heros.yaml': HEROS, 'obstacles.yaml': OBSTACLE, 'surprises.yaml': SURPRISE, 'equipements.yaml': EQUIPEMENT, ...replace };
}
