/**
 * The typed AST of Code Lyoko card text, built by grammar.peggy and written back by printer.ts.
 * A text is sentences; a sentence may start with a trigger (« Quand …, ») or a condition
 * (« Si …, ») and says one thing that happens (a clause). The AST records what the text means,
 * plus the few surface forms the printer needs to give the text back (a hero's name as written).
 * The engine plays this tree; the checker's rules read it.
 */

/** Offsets [start, end) in the text of what a node was parsed from; the printer ignores it. */
export type At = [number, number];

export type Stat = 'force' | 'agilite' | 'ruse';
export type Mode = 'reel' | 'virtuel' | 'mixte';
export type HeroName = 'Aelita' | 'Jérémie' | 'Odd' | 'Ulrich' | 'Yumi';

/** The card types a text may name (« une carte Surprise »), by their type id. */
export type CardTypeName = 'action' | 'evenement' | 'surprise' | 'obstacle' | 'danger' | 'extra' | 'lieu' | 'equipement';

/** Who a clause is about among the players. */
export type Players =
  | 'you' // the player using the card: the imperative (« Pioche 1 carte »)
  | 'each-opponent' // « chaque adversaire »
  | 'chosen-opponent' // « un adversaire de ton choix »
  | 'each-player'; // « chaque joueur »

/** Characters (heroes and extras) a clause acts on. */
export type Characters =
  | { kind: 'chosen'; mode: Exclude<Mode, 'mixte'> | null; own: boolean } // « un personnage [réel] de ton choix », « un de tes personnages »
  | { kind: 'hero'; name: HeroName; at: At } // « Odd »
  | { kind: 'all'; mode: Exclude<Mode, 'mixte'> | null; own: boolean } // « tous les personnages [réels] », « tous tes personnages »
  | { kind: 'self' } // « ce personnage »: the extra or the hero whose card it is
  | { kind: 'bearer' } // « le porteur »: the character an équipement is on
  | { kind: 'involved' }; // « le personnage »: the character in the confrontation

/** Cards in play a clause destroys. */
export type Permanents =
  | { kind: 'chosen'; type: 'extra' | 'lieu' | 'equipement' | 'danger'; mode: Exclude<Mode, 'mixte'> | null; at: At }
  | { kind: 'all'; type: 'extra' | 'lieu' | 'equipement' | 'danger'; mode: Exclude<Mode, 'mixte'> | null; at: At }
  | { kind: 'this' }; // « cette carte »

/** What a characteristic modifier applies to. */
export type StatTarget =
  | { kind: 'characters'; who: Characters }
  | { kind: 'opposition' } // « l'obstacle » / « le danger »: the card confronted
  | { kind: 'dangers'; mode: Exclude<Mode, 'mixte'> | null; own: boolean }; // « tes dangers », « les dangers virtuels »

export type Clause =
  | { kind: 'vp'; who: Players; n: number; at: At } // gagne / perd N PV (n < 0 to lose)
  | { kind: 'coups'; n: number; at: At } // « Gagne 1 coup »: one more coup this turn
  | { kind: 'draw'; who: Players; n: number; at: At }
  | { kind: 'discard'; who: Players; n: number; random: boolean; at: At } // « au hasard », else the discarding player's choice
  | { kind: 'tap'; who: Characters; at: At } // « Couche … »
  | { kind: 'untap'; who: Characters; at: At } // « Redresse … »
  | { kind: 'flip'; hero: { kind: 'chosen' } | { kind: 'hero'; name: HeroName; at: At } | { kind: 'self' }; at: At }
  | { kind: 'destroy'; what: Permanents; at: At }
  | { kind: 'recover'; type: CardTypeName | null; at: At } // « Reprends en main une carte [Surprise] de ta défausse »
  | { kind: 'modify'; target: StatTarget; stat: Stat; n: number; at: At } // « … gagne +2 en Force », « … perd 1 en Ruse »
  | { kind: 'confront-in'; stat: Stat; at: At } // « La confrontation se fait en Ruse »
  | { kind: 'cancel'; at: At } // « Annule la confrontation »
  | { kind: 'tower'; active: boolean; at: At } // « Désactive la tour » / « Active la tour »
  | { kind: 'return-to-past'; at: At } // « Fais un retour dans le passé »: wins when the tower is deactivated
  | { kind: 'win'; at: At }; // « Tu gagnes la partie »

export type Condition =
  | { kind: 'tower'; active: boolean; at: At } // « la tour est activée / désactivée »
  | { kind: 'vp-at-least'; n: number; at: At } // « tu as N PV ou plus »
  | { kind: 'fewer-vp'; at: At } // « tu as moins de PV qu'un adversaire »
  | { kind: 'hero-state'; hero: HeroName; state: 'reel' | 'virtuel' | 'couche' | 'redresse'; at: At }
  | { kind: 'controls'; type: 'extra' | 'lieu' | 'equipement' | 'danger'; mode: Exclude<Mode, 'mixte'> | null; at: At }
  | { kind: 'empty-hand'; at: At };

export type Trigger =
  | { kind: 'flipped'; hero: HeroName | null; at: At } // « Quand un héros est retourné », « Quand Odd est retourné »
  | { kind: 'stand-up'; at: At } // « Quand les cartes se redressent » (VI.8)
  | { kind: 'plays'; who: 'you' | 'opponent'; type: CardTypeName; at: At } // « Quand tu joues / un adversaire joue une carte Obstacle »
  | { kind: 'wins-confrontation'; who: 'self' | 'bearer'; at: At } // « Quand ce personnage / le porteur réussit une confrontation »
  | { kind: 'tower-deactivated'; at: At } // « Quand la tour est désactivée »
  | { kind: 'destroyed'; at: At }; // « Quand cette carte est détruite »

export interface Sentence {
  trigger: Trigger | null;
  condition: Condition | null;
  clause: Clause;
  at: At;
}

/** A whole effect text: one or more sentences, played in order. */
export interface EffectText {
  kind: 'effect';
  sentences: Sentence[];
}
