/**
 * The typed AST of CODEX card text, built by grammar.peggy and written back by printer.ts.
 * It records what the text means, plus the few surface choices that the language leaves to the
 * author and the printer cannot guess (a name's article or quotes, "deux" against "2", which
 * preposition places a player), so that printing a parse gives the text back.
 */

/** Offsets [start, end) in the text of what a node was parsed from; the printer ignores it. */
export type At = [number, number];

/** A number as written: `words` for "deux", "une"; digits otherwise. */
export interface Num {
  value: number;
  words: boolean;
}

// ── who acts ──

export type Actor =
  | { kind: 'me' } // the creature or boss whose card it is ("je")
  | { kind: 'you' } // the player using the card, as an order ("Infligez…")
  | { kind: 'vous' } // the same player, as a statement ("Vous ignorez…")
  | PlayerRef;

/** No one: what happens of itself when a Salle's condition holds (INDEX's "L'étage se termine"). */
export interface TableActor {
  kind: 'table';
}

// ── noun phrases ──

export type PlayerDet = 'un' | 'chaque' | 'nearest' | 'les' | 'le';

export interface Players {
  kind: 'players';
  det: PlayerDet;
  filter: PlayerFilter | null;
}

/** A pronoun for something named earlier in the card: le, la, lui, il. */
export interface It {
  kind: 'it';
  pronoun: 'le' | 'la' | 'lui' | 'il';
}

export type PlayerRef = Players | It | { kind: 'one-of-them' };

export type PlayerFilter =
  | { kind: 'in'; prep: 'dans' | 'sur' | 'présent sur' | 'de'; place: Place }
  | { kind: 'range'; n: Num }
  | { kind: 'holds'; item: ItemRef };

export interface Creatures {
  kind: 'creatures';
  det: 'une' | 'les' | 'des';
  special: boolean;
  filter: CreatureFilter | null;
}

export interface NamedCreature {
  kind: 'named';
  name: string;
  /** Written in quotes ("Encre") or bare (Encre). */
  quoted: boolean;
  article: 'un' | 'une' | null;
  at?: At;
}

export type CreatureRef = Creatures | NamedCreature;

export type CreatureFilter =
  | { kind: 'you-hit' }
  | { kind: 'range'; n: Num }
  | { kind: 'in'; prep: 'dans' | 'de'; place: Place };

export type ItemRef =
  | { kind: 'items'; det: 'un' | 'tous'; state: 'unrevealed' | 'unengaged' | null; from: Place | null }
  /** A card by name: the card's own short name ("le Mousquet") or another's in quotes. */
  | { kind: 'card'; name: string; quoted: boolean; article: Article; at?: At }
  | It;

export type Article = 'le' | 'la' | 'les' | "l'";

export interface Die {
  kind: 'attack-die';
  which: 'a' | 'yours';
  missed: boolean;
  with: ItemRef | null;
}

export interface KeywordNode {
  kind: 'keyword';
  name: string;
  args: number[];
  at?: At;
}

// ── places ──

export type Place =
  | { kind: 'my-zone' }
  | { kind: 'your-zone' }
  | { kind: 'here' }
  | { kind: 'destination' }
  | { kind: 'zone-of-target' }
  | { kind: 'zone-of'; who: Players }
  | { kind: 'adjacent' }
  | { kind: 'zone-with'; creature: CreatureRef }
  | { kind: 'any-zone'; type: string | null; at?: At }
  | { kind: 'named-zone'; name: string; article: Article; at?: At }
  | { kind: 'chapter' };

export type Where =
  | { kind: 'in'; prep: 'dans' | null; place: Place }
  | { kind: 'range'; n: Num }
  | { kind: 'in-play' };

// ── conditions ──

export type Condition = ConditionBody & { at?: At };

type ConditionBody =
  | { kind: 'default' }
  | { kind: 'players-at'; min: Num | null; where: Where }
  | { kind: 'player-enters'; place: Place; first: boolean }
  | { kind: 'player-rests'; place: Place }
  | { kind: 'creatures-at'; min: Num | null; creature: CreatureRef; where: Where }
  | { kind: 'no-creature'; where: Place | { kind: 'in-play' } }
  | { kind: 'you-attack'; with: ItemRef | null; range: { n: Num; orMore: boolean } | null }
  | { kind: 'you-hit'; creature: CreatureRef }
  | { kind: 'you-take-damage' }
  | { kind: 'your-pv-at-most'; amount: Num }
  | { kind: 'you-entered-this-turn' }
  | { kind: 'your-attack-kills' }
  | { kind: 'once-per-turn' }
  | { kind: 'chapter-end' }
  /** "Mise en place"; INDEX's "Mise en place du troisième étage" names the étage (1 to 3). */
  | { kind: 'setup'; floor?: number }
  // INDEX's own conditions: "Cette salle est révélée", "Tous les joueurs sont ici".
  | { kind: 'revealed' }
  | { kind: 'all-players-at'; where: Where }
  | { kind: 'creature-pv-at-most'; creature: CreatureRef; amount: Num };

// ── actions ──

export type Distance = Num | 'max';

export type Action = ActionBody & { at?: At };

type ActionBody =
  | { kind: 'nothing'; actor: Actor }
  | { kind: 'damage'; actor: Actor; amount: Num; target: PlayerRef | CreatureRef }
  | { kind: 'move-self'; actor: Actor; distance: Distance; toward: PlayerRef | null; ignoring?: KeywordNode | null }
  | { kind: 'move-away'; actor: Actor; distance: Num; from: Players | null }
  | { kind: 'move-to'; actor: Actor; who: PlayerRef; place: Place }
  | { kind: 'move-other'; actor: Actor; distance: Num; who: CreatureRef }
  | { kind: 'push'; actor: Actor; distance: Num; who: PlayerRef | CreatureRef }
  | { kind: 'pull'; actor: Actor; who: PlayerRef | It; place: Place }
  | { kind: 'go'; actor: Actor; from: Place; to: Place }
  | { kind: 'heal'; actor: Actor; amount: Num; more: boolean }
  | { kind: 'lose-pv'; actor: Actor; amount: Num }
  | { kind: 'die'; actor: Actor }
  | { kind: 'summon'; actor: Actor; creature: NamedCreature; place: Place; max: boolean }
  | { kind: 'steal'; actor: Actor; item: ItemRef; from: Players }
  | { kind: 'put'; actor: Actor; item: ItemRef; place: Place; then: boolean }
  | { kind: 'look-deck'; actor: Actor; count: Num; deck: 'zones' }
  | { kind: 'look'; actor: Actor; item: ItemRef }
  | { kind: 'reveal'; actor: Actor; item: ItemRef }
  | { kind: 'reroll'; actor: Actor; die: Die; per: 'chapter' | null }
  | { kind: 'reduce-damage'; actor: Actor; amount: Num }
  | { kind: 'pick-up'; actor: Actor; item: ItemRef; despiteCreatures: boolean }
  | { kind: 'remove'; actor: Actor; what: It }
  | { kind: 'keep-secret'; actor: Actor }
  | { kind: 'read-secret'; actor: Actor; number: Num }
  | { kind: 'ignore-keyword'; actor: Actor; keyword: KeywordNode }
  | { kind: 'attack-bonus'; actor: Actor; scope: 'this-attack' | 'your-attacks'; amount: Num }
  | { kind: 'accuracy-bonus'; actor: Actor; amount: Num }
  | { kind: 'cost'; actor: Actor; action: 'first-attack' | 'first-move' | { kind: 'leave'; place: Place }; amount: Num; more: boolean }
  | { kind: 'untap'; actor: Actor; item: { kind: 'item' } | { kind: 'ration' }; more: boolean }
  | { kind: 'suffer'; actor: Actor; amount: Num }
  | { kind: 'free-move'; actor: Actor; distance: Num }
  | { kind: 'start-here'; actor: Actor; place: Place }
  | { kind: 'may-end-chapter'; actor: Actor }
  | { kind: 'lose-keyword'; who: CreatureRef; keyword: KeywordNode; verb: string }
  | { kind: 'no-riposte'; who: CreatureRef }
  | { kind: 'boss-appears'; place: Place }
  // INDEX's own clauses: "L'étage se termine, sauf si un Boss est en jeu.", "Posez l'Objet secret
  // n° 3 ici.", "Regardez les trois prochaines salles non révélées."
  | { kind: 'end-floor'; actor: TableActor; unlessBoss: boolean }
  | { kind: 'put-secret-item'; actor: Actor; number: Num; place: Place }
  | { kind: 'look-unrevealed'; actor: Actor; count: Num };

export type Prefix =
  | { kind: 'if'; condition: Condition }
  | { kind: 'else' }
  | { kind: 'when'; event: { kind: 'dies'; creature: CreatureRef } }
  | { kind: 'until-end-of-turn' }
  | { kind: 'this-turn' };

export type Link = 'puis' | 'et';

export interface Sentence {
  kind: 'sentence';
  prefix: Prefix | null;
  clauses: Action[];
  /** How each clause after the first joins the one before it. */
  links: Link[];
  suffix: { kind: 'until-end-of-turn' } | null;
}

export interface EffectText {
  kind: 'effect';
  sentences: Sentence[];
}

export type PassiveItem = KeywordNode | { kind: 'never-moves' } | Sentence;

export interface PassiveText {
  kind: 'passive';
  items: PassiveItem[];
}

/** The three kinds of text field, and what each parses to. */
export interface TextKinds {
  Passive: PassiveText;
  Condition: Condition;
  Effect: EffectText;
}

export type TextKind = keyof TextKinds;
export type TextAst = TextKinds[TextKind];
