/**
 * A tiny pack used only by the core rules' examples, so that core rules are shown (and
 * tested) without naming any real game: heroes with a starting item, items, numbered secrets.
 */
import type { PackDef } from '../pack-types.js';

export const examplePack: PackDef = {
  id: 'example',
  rules: [],
  // It is never drawn: these are the names its manifest may use, with no files behind them.
  templates: ['back', 'hero', 'item', 'secret'],
};

/** Its card types, declared as every pack declares them: in YAML. */
const TYPES = `cardTypes:
  hero:
    title: Hero
    template: hero
    fields:
      id: id
      name: name
      pv: { kind: integer, min: 1, max: 6, description: "life points, 1 to 6" }
      startingItem: { kind: ref, to: item }
      secret: { kind: ref, to: secret, key: number, value: { kind: integer, min: 1 }, optional: true }
      text: { kind: text, optional: true }
      art: { kind: icon, optional: true }
  item:
    title: Item
    template: item
    fields:
      id: id
      name: name
      text: { kind: text, optional: true }
  secret:
    title: Secret
    template: secret
    fields:
      id: id
      name: name
      number: { kind: integer, min: 1 }
`;

const MANIFEST = `title: Example
pack: example
language: fr
card: { width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }
fonts: { title: Cinzel, body: Alegreya }
symbols:
  PA: { icon: lightning-frequency, color: "#222222", label: action point }
decks:
  - id: heroes
    name: Heroes
    type: hero
    count: 1
    color: "#224466"
    back: { template: back, icon: hood, label: Hero }
  - id: items
    name: Items
    type: item
    count: 1
    color: "#446622"
    back: { template: back, icon: swap-bag, label: Item }
  - id: secrets
    name: Secrets
    type: secret
    count: 1
    color: "#442266"
    back: { template: back, icon: locked-chest, label: Secret }
types: types.yaml
`;

const HEROES = `deck: heroes
cards:
  - id: knight
    name: Knight
    pv: 6
    startingItem: sword
    secret: 1
`;
const ITEMS = `deck: items
cards:
  - id: sword
    name: Sword
`;
const SECRETS = `deck: secrets
cards:
  - id: vault
    name: Vault
    number: 1
`;

/** A complete valid example pack, with any file replaced. */
export function exampleFiles(overrides: Record<string, string> = {}): Record<string, string> {
  return { 'game.yaml': MANIFEST, 'types.yaml': TYPES, 'heroes.yaml': HEROES, 'items.yaml': ITEMS, 'secrets.yaml': SECRETS, ...overrides };
}
