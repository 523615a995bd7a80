/**
 * A minimal INDEX pack for the examples of the INDEX rules: an Ennemi that summons a special
 * Ennemi, a Boss, two Objets (three copies), an Objet secret and the three Salles a pack needs to
 * show its item counts (the Entrée, the Sortie, the Docks that give the Objet secret).
 */
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
  - { id: ennemis-speciaux, name: Ennemis spéciaux, type: ennemi, count: 1, color: "#1f4d4a", back: { template: back, icon: ink-swirl, label: Ennemi spécial } }
  - { id: boss, name: Boss, type: boss, count: 1, color: "#231d19", back: { template: back, icon: crowned-skull, label: Boss } }
  - { id: objets, name: Objets, type: objet, count: 3, color: "#2d4f6e", back: { template: back, icon: swap-bag, label: Objet } }
  - { id: objets-secrets, name: Objets secrets, type: objet-secret, count: 1, color: "#3d2a5c", back: { template: back, icon: locked-chest, label: Objet secret } }
  - { id: salles, name: Salles, type: salle, count: 3, color: "#3f5a2a", back: { template: back, icon: doorway, label: Salle } }
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
        effect: J’inflige 1\u00a0dégât à un joueur dans ma salle.
      - condition: Défaut
        effect: Je me déplace d’une salle vers le joueur le plus proche.
    art: rat
`;

export const SPECIAL = `deck: ennemis-speciaux
cards:
  - id: larve
    name: Larve
    pv: 1
    riposte: 0-
    riposteDistance: salle
    passive: '*Tacle*.'
    actives:
      - condition: Défaut
        effect: Je me déplace d’une salle vers le joueur le plus proche.
    art: maggot
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
        effect: J’inflige 2\u00a0dégâts au joueur le plus proche.
    art: crown
`;

export const OBJETS = `deck: objets
cards:
  - id: dague
    name: Dague
    weapon: { accuracy: 3+, damage: 1, range: 0 }
    effects:
      - text: Relancez votre dé d’attaque.
    art: plain-dagger
  - id: arbalete
    name: Arbalète
    copies: 2
    weapon: { accuracy: 4+, damage: 2, range: 1–2 }
    effects:
      - text: Relancez un dé d’attaque raté avec l’Arbalète.
    art: crossbow
`;

export const OBJET_SECRET = `deck: objets-secrets
cards:
  - id: trident
    number: 1
    name: Trident
    effects:
      - text: Vos attaques infligent 1\u00a0dégât de plus.
    art: trident
`;

export const SALLES = `deck: salles
cards:
  - id: entree
    name: Entrée de l’étage
    role: entree
    effects:
      - text: Les joueurs commencent chaque étage ici.
    art: open-gate
  - id: sortie
    name: Sortie de l’étage
    role: sortie
    items: 1
    effects:
      - condition: Tous les joueurs sont ici
        text: L’étage se termine, sauf si un Boss est en jeu.
    art: exit-door
  - id: docks
    name: Docks
    items: 1
    effects:
      - condition: Cette salle est révélée
        text: Posez l’Objet secret n°\u00a01\u00a0ici.
      - condition: Un joueur entre ici pour la première fois
        text: Invoquez une «\u00a0Larve\u00a0» ici.
    art: harbor-dock
`;

export function indexExampleFiles(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'game.yaml': MANIFEST,
    'ennemis.yaml': ENNEMI,
    'ennemis-speciaux.yaml': SPECIAL,
    'boss.yaml': BOSS,
    'objets.yaml': OBJETS,
    'objets-secrets.yaml': OBJET_SECRET,
    'salles.yaml': SALLES,
    ...overrides,
  };
}
