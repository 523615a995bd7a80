/**
 * A small Sokar pyramid pack for the examples of the pyramid's rules: one adventurer, one demigod,
 * two chest tiles, the thresholds and a 5 × 4 map. Each example changes one file of it.
 */
const MANIFEST = `title: Mini pyramide
pack: pyramide
language: fr
card: { width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }
fonts: { title: Gloria Hallelujah, body: Alegreya }
symbols: {}
formats:
  tuile: { kind: card, width: 24, height: 24, bleed: 2, safe: 1 }
data:
  - { id: cartes, type: carte, path: cartes/ }
decks:
  - { id: aventuriers, name: Aventuriers, type: aventurier, count: 1, color: "#8a5a1c", back: { template: dos, icon: egyptian-pyramids, label: Aventurier } }
  - { id: actions-dalia, name: Actions de Dalia, type: action, count: 9, color: "#b5482a", back: { template: dos, icon: jump-across, label: Dalia } }
  - { id: aide, name: Aide, type: aide, count: 1, color: "#2e2215", back: { template: dos, icon: rolling-dices, label: Aide } }
  - { id: demi-dieux, name: Demi-dieux, type: demi-dieu, count: 1, format: tuile, color: "#1d3b5a", back: { template: dos-tuile, icon: ankh, label: Demi-dieu } }
  - { id: coffres, name: Coffres, type: tresor, count: 2, format: tuile, color: "#8a5a1c", back: { template: dos-tuile, icon: locked-chest, label: Coffre } }
`;

export const AVENTURIERS = `deck: aventuriers
cards:
  - id: dalia
    name: Dalia
    epithet: l'acrobate
    ability:
      kind: speciale
      name: Saut
      text: Elle saute un mur voisin.
      effect: saut
      recharge: 6
    art: jump-across
`;

export const ACTIONS = `deck: actions-dalia
cards:
  - { id: dalia-avancer-1, name: Avancer d'une case, effect: avancer-1, text: Une case de plus., copies: 4, art: footsteps }
  - { id: dalia-avancer-2, name: Avancer de deux cases, effect: avancer-2, text: Deux cases de plus., copies: 1, art: sprint }
  - { id: dalia-dynamite, name: Poser une dynamite, effect: dynamite, text: Un mur voisin explose., copies: 2, art: dynamite }
  - { id: dalia-attaque, name: Attaquer un ennemi, effect: attaque, text: Sept dés., copies: 2, art: crossed-swords }
`;

export const AIDE = `deck: aide
cards:
  - id: seuils
    name: Seuils de combat
    dice: 5
    attackDice: 7
    mummy: [16, 15]
    demigod:
      - [19, 17]
      - [21, 19]
`;

export const DEMI_DIEUX = `deck: demi-dieux
cards:
  - { id: anubis, name: Anubis, letter: A, art: anubis }
`;

export const COFFRES = `deck: coffres
cards:
  - { id: tresor-1, name: Une pièce, value: 1 }
  - { id: tresor-3, name: Trois pièces, value: 3 }
`;

export const MAP = `name: Mini
grid: |
  c/.A.
  ...m.
  .#.#.
  ..e..
values: [3]
`;

/** The mini pack's files, with some replaced. */
export function pyramideExampleFiles(replace: Record<string, string> = {}): Record<string, string> {
  return {
    'game.yaml': MANIFEST,
    'aventuriers.yaml': AVENTURIERS,
    'actions-dalia.yaml': ACTIONS,
    'aide.yaml': AIDE,
    'demi-dieux.yaml': DEMI_DIEUX,
    'coffres.yaml': COFFRES,
    'cartes/mini.yaml': MAP,
    ...replace,
  };
}
