/**
 * CODEX card types, declared once: each schema validates the YAML (ajv), writes the editor
 * schema (`deckwright schema codex`) and gives the TypeScript type through `Static`.
 * Field names are English (code), values and card text French (the game's language).
 */
import { Type, type Static } from '@sinclair/typebox';
import { CardText, Copies, Icon, Id, Name, NonBlank, Ref } from '../../core/schema-kit.js';
import type { CardTypeDef } from '../../core/pack-types.js';

const Flavor = Type.Optional(NonBlank({ maxLength: 120, description: 'flavour text, printed in italics' }));

const Pv = Type.Integer({ minimum: 1, maximum: 30, description: 'Points de Vie, a whole number from 1 to 30' });

const Riposte = Type.String({
  pattern: '^[0-6]-$',
  description: 'Riposte: the highest attack die that earns a riposte, from "0-" (never) to "6-", e.g. "3-"',
});

const RiposteDistance = Type.Union([Type.Literal('zone'), Type.Literal('distance')], {
  description: '"zone": ripostes against attacks from its own Zone; "distance": against attacks from another Zone',
});

/** One active ability: a condition checked left to right, and its effect. */
const Active = Type.Object(
  {
    condition: CardText({ description: 'when the ability applies, e.g. "Un joueur est dans ma zone" or "Défaut"' }),
    effect: CardText({ description: 'what the creature does, in the first person' }),
  },
  { additionalProperties: false },
);

const Cost = Type.Object(
  {
    pa: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: "Points d'Action to spend, 1 to 3" })),
    engage: Type.Optional(Type.Boolean({ description: 'true when the card must be engaged (turned sideways)' })),
  },
  { additionalProperties: false, description: 'the cost printed before the effect' },
);

/** An effect of an item, a character or a zone: `[condition]`, a cost, then the text. */
const Effect = Type.Object(
  {
    condition: Type.Optional(CardText({ description: 'activation condition, printed between brackets' })),
    cost: Type.Optional(Cost),
    text: CardText(),
  },
  { additionalProperties: false },
);

const Accuracy = Type.String({ pattern: '^[2-6]\\+$', description: 'Seuil de Précision: a die face 2 to 6 then "+", e.g. "3+"' });

const Range = Type.Union([Type.Integer({ minimum: 0, maximum: 6 }), Type.String({ pattern: '^[0-6] ?[-–] ?[0-6]$' })], {
  description: 'Portée: a number of Zones (0 = own Zone) or a span "X–Y", e.g. 0 or "1–2"',
});

const Weapon = Type.Object(
  {
    accuracy: Accuracy,
    damage: Type.Integer({ minimum: 1, maximum: 6, description: 'Dégâts, 1 to 6' }),
    range: Range,
  },
  { additionalProperties: false, description: 'the three values of a weapon' },
);

export const ZONE_TYPES = ['Urbain', 'Portuaire', 'Sacré', 'Jardin', 'Souterrain'] as const;

export const CreatureSchema = Type.Object(
  {
    id: Id(),
    name: Name(),
    copies: Type.Optional(Copies()),
    pv: Pv,
    riposte: Riposte,
    riposteDistance: RiposteDistance,
    passive: Type.Optional(CardText({ description: 'passive abilities, e.g. "*Charge 1*." or "*Tacle*."' })),
    garden: Type.Optional(
      Type.Object(
        { pv: Type.Optional(Pv), riposte: Type.Optional(Riposte) },
        { additionalProperties: false, description: 'the green values a *Plante* uses in a Jardin' },
      ),
    ),
    actives: Type.Array(Active, { minItems: 2, maxItems: 2, description: 'exactly two actives; the last one\'s condition is "Défaut"' }),
    art: Icon(),
    flavor: Flavor,
  },
  { additionalProperties: false },
);

export const BossSchema = Type.Object(
  {
    id: Id(),
    name: Name(),
    pv: Pv,
    riposte: Riposte,
    riposteDistance: RiposteDistance,
    passive: Type.Optional(CardText()),
    secret: Ref({ type: 'secret', key: 'number' }, Type.Integer({ minimum: 1, maximum: 99 }), {
      description: 'number of the Secret card that holds the boss\'s three aptitudes',
    }),
    rewards: Type.Array(Ref({ type: 'objet' }), { minItems: 1, maxItems: 4, description: 'ids of the Objet cards given as rewards' }),
    art: Icon(),
    flavor: Flavor,
  },
  { additionalProperties: false },
);

export const SecretSchema = Type.Object(
  {
    id: Id(),
    number: Type.Integer({ minimum: 1, maximum: 99, description: 'the number printed on both faces' }),
    name: Name(),
    aptitudes: Type.Optional(Type.Array(Active, { minItems: 3, maxItems: 3, description: "a boss's three aptitudes" })),
    text: Type.Optional(CardText({ description: 'what the secret reveals, when it holds no aptitudes' })),
    art: Icon(),
    flavor: Flavor,
  },
  { additionalProperties: false },
);

export const PersonnageSchema = Type.Object(
  {
    id: Id(),
    name: Name(),
    color: Type.Union([Type.Literal('rouge'), Type.Literal('jaune'), Type.Literal('vert'), Type.Literal('bleu')], {
      description: 'colour of the character\'s die: "rouge", "jaune", "vert" or "bleu"',
    }),
    pv: Pv,
    startingItem: Ref({ type: 'objet' }, undefined, { description: 'id of the Objet card the character starts with' }),
    effect: Effect,
    art: Icon(),
    flavor: Flavor,
  },
  { additionalProperties: false },
);

export const ObjetSchema = Type.Object(
  {
    id: Id(),
    name: Name(),
    copies: Type.Optional(Copies()),
    weapon: Type.Optional(Weapon),
    effects: Type.Array(Effect, { minItems: 1, maxItems: 3, description: 'one to three effects, separated by a line on the card' }),
    art: Icon(),
    flavor: Flavor,
  },
  { additionalProperties: false },
);

export const RationSchema = Type.Object(
  {
    id: Id(),
    name: Name(),
    copies: Type.Optional(Copies()),
    art: Icon(),
    flavor: Flavor,
  },
  { additionalProperties: false },
);

export const ZoneSchema = Type.Object(
  {
    id: Id(),
    name: Name(),
    copies: Type.Optional(Copies()),
    role: Type.Optional(Type.Union([Type.Literal('chapitre'), Type.Literal('debut'), Type.Literal('fin'), Type.Literal('fin-boss')], {
      default: 'chapitre',
      description: '"debut", "fin", "fin-boss" for the fixed Zones, "chapitre" (default) for the shuffled ones',
    })),
    types: Type.Optional(
      Type.Array(Type.Union(ZONE_TYPES.map((t) => Type.Literal(t))), {
        maxItems: 3,
        default: [],
        description: `Zone types: ${ZONE_TYPES.join(', ')}`,
      }),
    ),
    items: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0, description: 'how many face-down Objets the Zone holds' })),
    effect: Type.Optional(Effect),
    art: Icon(),
    flavor: Flavor,
  },
  { additionalProperties: false },
);

export type Creature = Static<typeof CreatureSchema>;
export type Boss = Static<typeof BossSchema>;
export type Secret = Static<typeof SecretSchema>;
export type Personnage = Static<typeof PersonnageSchema>;
export type Objet = Static<typeof ObjetSchema>;
export type Ration = Static<typeof RationSchema>;
export type Zone = Static<typeof ZoneSchema>;
export type CodexEffect = Static<typeof Effect>;
export type CodexActive = Static<typeof Active>;

export const codexCardTypes: CardTypeDef[] = [
  { id: 'personnage', title: 'Personnage', schema: PersonnageSchema, template: 'personnage' },
  { id: 'ration', title: 'Ration', schema: RationSchema, template: 'ration' },
  { id: 'objet', title: 'Objet', schema: ObjetSchema, template: 'objet' },
  { id: 'secret', title: 'Secret', schema: SecretSchema, template: 'secret' },
  { id: 'creature', title: 'Créature', schema: CreatureSchema, template: 'creature' },
  { id: 'boss', title: 'Boss', schema: BossSchema, template: 'boss' },
  { id: 'zone', title: 'Zone', schema: ZoneSchema, template: 'zone' },
];
