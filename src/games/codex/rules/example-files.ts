/** A minimal CODEX pack for the examples of the CODEX rules. */
const MANIFEST = `title: Mini CODEX
pack: codex
language: fr
card: { width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }
fonts: { title: Cinzel, body: Alegreya }
symbols:
  PA: { icon: lightning-frequency, color: "#222222", label: point d'action }
decks:
  - { id: creatures, name: Créatures, type: creature, count: 1, color: "#7a1f2b", back: { template: back, icon: fangs, label: Créature } }
  - { id: objets, name: Objets, type: objet, count: 1, color: "#2d4f6e", back: { template: back, icon: swap-bag, label: Objet } }
  - { id: secrets, name: Secrets, type: secret, count: 1, color: "#3d2a5c", back: { template: back, icon: locked-chest, label: Secret } }
  - { id: boss, name: Boss, type: boss, count: 1, color: "#1d1d1d", back: { template: back, icon: crowned-skull, label: Boss } }
  - { id: creatures-speciales, name: Créatures spéciales, type: creature, count: 1, color: "#1f4d4a", back: { template: back, icon: ink-swirl, label: Spéciale } }
  - { id: zones, name: Zones, type: zone, count: 2, color: "#3f5a2a", back: { template: back, icon: stone-path, label: Zone } }
`;

export const CREATURE = `deck: creatures
cards:
  - id: rat
    name: Rat
    pv: 2
    riposte: 1-
    riposteDistance: zone
    actives:
      - condition: Un joueur est dans ma zone
        effect: J'inflige 1 dégât à un joueur dans ma zone.
      - condition: Défaut
        effect: Je me déplace d'une zone.
    art: rat
`;

export const OBJET = `deck: objets
cards:
  - id: dague
    name: Dague
    effects:
      - text: Relancez votre dé d'attaque.
    art: plain-dagger
`;

export const SECRET = `deck: secrets
cards:
  - id: aptitudes-du-roi
    number: 1
    name: Aptitudes du Roi
    aptitudes:
      - condition: Un joueur est dans ma zone
        effect: J'inflige 2 dégâts à un joueur dans ma zone.
      - condition: Un joueur est à portée 2
        effect: J'invoque une "Larve" dans ma zone.
      - condition: Défaut
        effect: Je récupère 1 PV.
    art: crown
`;

const BOSS = `deck: boss
cards:
  - id: roi
    name: Roi
    pv: 9
    riposte: 2-
    riposteDistance: zone
    secret: 1
    rewards: [dague]
    art: crowned-skull
`;

export const SPECIAL = `deck: creatures-speciales
cards:
  - id: larve
    name: Larve
    pv: 1
    riposte: 0-
    riposteDistance: zone
    actives:
      - condition: Un joueur est dans ma zone
        effect: J'inflige 1 dégât à un joueur dans ma zone.
      - condition: Défaut
        effect: Je ne fais rien.
    art: worm-mouth
`;

export const ZONES = `deck: zones
cards:
  - id: debut
    name: Début du Chapitre
    role: debut
    effect:
      text: Les joueurs commencent chaque Chapitre ici.
    art: stone-path
  - id: serre
    name: Serre
    types: [Jardin]
    effect:
      condition: Mise en place
      text: Invoquez une "Larve" ici.
    art: flower-pot
`;

export function codexExampleFiles(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'game.yaml': MANIFEST,
    'creatures.yaml': CREATURE,
    'objets.yaml': OBJET,
    'secrets.yaml': SECRET,
    'boss.yaml': BOSS,
    'creatures-speciales.yaml': SPECIAL,
    'zones.yaml': ZONES,
    ...overrides,
  };
}

/** A file of the example pack in the CODEX typography: numbers bound to what they count, names in « ». */
export function typographic(text: string): string {
  return text.replace(/(\d) (dégâts?|PV)\b/g, '$1\u00a0$2').replace(/"(Larve)"/g, '«\u00a0$1\u00a0»');
}

/** The example pack in the CODEX typography (what `--fix` makes of it), with files of the caller's. */
export function typographicFiles(overrides: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(codexExampleFiles())) out[name] = typographic(text);
  return { ...out, ...overrides };
}
