/**
 * The pack the examples of the Lyoko deck rules are checked against: two heroes (Odd, and Jérémie,
 * real on both sides), eighteen surprises (enough for a legal deck of 54), and three équipements:
 * one for Odd, a unique one, and one for a virtual Jérémie that no one can carry.
 */
import { lyokoManifest } from '../rules/example-files.js';

const ESQUIVES = Array.from({ length: 17 }, (_, i) => i + 1);

const MANIFEST = lyokoManifest(`  - { id: heros, name: Héros, type: heros, count: 2, color: "#1d3b5a", back: { template: heros-verso, icon: cube, label: Héros, unique: true } }
  - { id: surprises, name: Surprises, type: surprise, count: ${ESQUIVES.length + 1}, color: "#c28a12", back: { template: dos, icon: cube, label: Code Lyoko } }
  - { id: equipements, name: Équipements, type: equipement, count: 3, color: "#1e7f8c", back: { template: dos, icon: cube, label: Code Lyoko } }
`);

const face = (title: string, mode: string) => `
      title: ${title}
      mode: ${mode}
      stats: { force: 2, agilite: 3, ruse: 2 }
      art: cat`;

const HEROS = `deck: heros
cards:
  - id: odd
    name: Odd
    recto:${face('Odd Della Robbia', 'reel')}
    verso:${face('Odd sur Lyoko', 'virtuel')}
  - id: jeremie
    name: Jérémie
    recto:${face('Jérémie Belpois', 'reel')}
    verso:${face('Jérémie à l’usine', 'reel')}
`;

const SURPRISES = `deck: surprises
cards:
  - { id: reflexes, name: Réflexes, limit: 0, mode: mixte, effects: [{ timing: immediat, text: Le personnage gagne +2 en Agilité. }], art: dodging }
${ESQUIVES.map((n) => `  - { id: esquive-${n}, name: Esquive ${n}, limit: 0, mode: mixte, effects: [{ timing: immediat, text: Le personnage gagne +1 en Agilité. }], art: dodging }`).join('\n')}
`;

const EQUIPEMENTS = `deck: equipements
cards:
  - { id: overbike, name: Overbike, limit: 5, character: odd, mode: virtuel, effects: [{ timing: permanent, text: Le porteur gagne +2 en Agilité. }], art: aero-bike }
  - { id: kiwi, name: Kiwi, limit: 2, unique: true, character: odd, mode: reel, effects: [{ timing: action, text: Couche un personnage réel de ton choix. Gagne 1 coup. }], art: sitting-dog }
  - { id: cle-usb, name: Clé USB, limit: 1, character: jeremie, mode: virtuel, effects: [{ timing: permanent, text: Le porteur gagne +1 en Ruse. }], art: processor }
`;

export function lyokoDeckExampleFiles(): Record<string, string> {
  return { 'game.yaml': MANIFEST, 'heros.yaml': HEROS, 'surprises.yaml': SURPRISES, 'equipements.yaml': EQUIPEMENTS };
}

/** A legal list of 54 cards from the example pack: 3 of each surprise. */
export const LEGAL_LIST = ['# Esquives', '3 Réflexes', ...ESQUIVES.map((n) => `3 Esquive ${n}`)].join('\n') + '\n';
