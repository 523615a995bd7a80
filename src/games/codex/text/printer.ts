/**
 * From AST back to canonical card text: the inverse of grammar.peggy. print(parse(text)) is the
 * text itself when it is written canonically; otherwise it is the form the checker offers as a
 * fix (same meaning, canonical capitals, agreement and spacing). The printer writes French
 * quotes around card names with their non-breaking spaces (`«\u00a0Encre\u00a0»`), a non-breaking
 * space between a number and what it counts (`1\u00a0PV`, `2\u00a0{PA}`: a card must never break
 * there), the typographic apostrophe ’ and plain spaces elsewhere; typography.ts sets the
 * apostrophes in the pack's style when a pack writes straight ones.
 *
 * An edition (INDEX) prints in its own words: the printer writes CODEX's, with the card names
 * it writes marked, and the edition's lexicon translates everything but those names.
 */
import type {
  Action,
  Actor,
  Condition,
  CreatureRef,
  Die,
  EffectText,
  ItemRef,
  KeywordNode,
  NamedCreature,
  Num,
  PassiveText,
  Place,
  PlayerRef,
  Sentence,
  TextAst,
  TextKind,
  TableActor,
  TextKinds,
  Where,
} from './ast.js';
import { CODEX_LEXICON, translate, type Lexicon } from './lexicon.js';
import { bindNumbers } from './typography.js';

const NUMBER_WORDS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six'];
const ORDINALS = ['', 'premier', 'deuxième', 'troisième'];

/** Card names are written between these marks while printing, so that no lexicon translates them. */
const NAME_START = '\u0001';
const NAME_END = '\u0002';
const name = (s: string) => `${NAME_START}${s}${NAME_END}`;

/** The canonical text of an AST, in the words of `lexicon` (CODEX's by default). */
export function printText<K extends TextKind>(kind: K, ast: TextKinds[K], lexicon: Lexicon = CODEX_LEXICON): string {
  const a = ast as TextAst;
  const marked = kind === 'Passive' ? printPassive(a as PassiveText) : kind === 'Condition' ? capitalise(printCondition(a as Condition)) : printEffect(a as EffectText);
  return typographic(inWords(marked, lexicon));
}

/** The printed text in the lexicon's words, its card names as they are, the marks gone. */
function inWords(marked: string, lexicon: Lexicon): string {
  return marked
    .split(new RegExp(`(${NAME_START}[^${NAME_END}]*${NAME_END})`))
    .map((part) => (part.startsWith(NAME_START) ? part.slice(1, -1) : translate(lexicon, part)))
    .join('');
}

/** The printed text in French typography: ’ for the apostrophe (not inside a quoted name), numbers bound to what they count. */
function typographic(text: string): string {
  return bindNumbers(text.replace(/«[^»]*»|'/g, (m) => (m === "'" ? '’' : m)));
}

function printPassive(p: PassiveText): string {
  return p.items
    .map((item) => {
      if (item.kind === 'keyword') return `${printKeyword(item)}.`;
      if (item.kind === 'never-moves') return 'Je ne me déplace jamais.';
      return printSentence(item);
    })
    .join(' ');
}

function printEffect(e: EffectText): string {
  return e.sentences.map(printSentence).join(' ');
}

function printSentence(s: Sentence): string {
  let out = '';
  const p = s.prefix;
  if (p?.kind === 'if') out += `si ${printCondition(p.condition)}, `;
  else if (p?.kind === 'else') out += 'sinon, ';
  else if (p?.kind === 'when') out += `quand ${creature(p.event.creature)} meurt, `;
  else if (p?.kind === 'until-end-of-turn') out += "jusqu'à la fin du tour, ";
  else if (p?.kind === 'this-turn') out += 'ce tour-ci, ';
  s.clauses.forEach((c, i) => {
    const link = i === 0 ? null : s.links[i - 1];
    if (link) out += link === 'puis' ? ', puis ' : ' et ';
    const prev = i === 0 ? null : actorOf(s.clauses[i - 1]);
    const actor = actorOf(c);
    const omitSubject = link === 'et' && actor !== null && prev !== null && sameActor(actor, prev);
    out += clause(c, !omitSubject);
  });
  if (s.suffix) out += " jusqu'à la fin du tour";
  return `${capitalise(out)}.`;
}

function actorOf(a: Action): Actor | TableActor | null {
  return 'actor' in a ? a.actor : null;
}

function sameActor(a: Actor | TableActor, b: Actor | TableActor): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A clause; `subject` false leaves out a subject that the clause before gives (after " et "). */
function clause(a: Action, subject: boolean): string {
  const actor = actorOf(a);
  const verb = verbPhrase(a);
  if (!actor || !subject) return verb;
  if (actor.kind === 'you' || actor.kind === 'table') return verb;
  if (actor.kind === 'me') return /^[aeiouyhàâéèêîôû]/i.test(verb) ? `j'${verb}` : `je ${verb}`;
  if (actor.kind === 'vous') return `vous ${verb}`;
  return `${players(actor)} ${verb}`;
}

/** The clause without its subject, conjugated for its actor. */
function verbPhrase(a: Action): string {
  const you = 'actor' in a && a.actor.kind === 'you';
  switch (a.kind) {
    case 'nothing':
      return 'ne fais rien';
    case 'damage':
      if (a.target.kind === 'it') return you ? `infligez-lui ${damage(a.amount)}` : `lui inflige ${damage(a.amount)}`;
      return `${you ? 'infligez' : 'inflige'} ${damage(a.amount)} ${dative(a.target)}`;
    case 'move-self': {
      const dist = a.distance === 'max' ? 'aussi loin que possible' : distance(a.distance);
      if (you) return `déplacez-vous ${dist}${a.ignoring ? `, sans subir ${printKeyword(a.ignoring)}` : ''}`;
      return `me déplace ${dist}${a.toward ? ` vers ${players(a.toward)}` : ''}`;
    }
    case 'move-away':
      return `m'éloigne ${distance(a.distance)}${a.from ? ` ${playersGen(a.from)}` : ''}`;
    case 'move-to':
      return `déplace ${players(a.who)} dans ${place(a.place)}`;
    case 'move-other':
      return `déplacez ${distance(a.distance)} ${creatureOrPlayer(a.who)}`;
    case 'push':
      if (a.who.kind === 'it') return you ? `repoussez-${a.who.pronoun} ${distance(a.distance)}` : `${a.who.pronoun} repousse ${distance(a.distance)}`;
      return `${you ? 'repoussez' : 'repousse'} ${distance(a.distance)} ${creatureOrPlayer(a.who)}`;
    case 'pull':
      if (a.who.kind === 'it') return you ? `attirez-${a.who.pronoun} dans ${place(a.place)}` : `l'attire dans ${place(a.place)}`;
      return `${you ? 'attirez' : 'attire'} ${players(a.who)} dans ${place(a.place)}`;
    case 'go':
      return `allez ${de(a.from)} dans ${place(a.to)}`;
    case 'heal':
      return `${you ? 'récupérez' : 'récupère'} ${pv(a.amount)}${a.more ? ' de plus' : ''}`;
    case 'lose-pv':
      return `perds ${pv(a.amount)}`;
    case 'die':
      return 'meurs';
    case 'summon':
      if (a.max) return `place autant de ${creatureName(a.creature)} que possible dans ${place(a.place)}`;
      return `${you ? 'invoquez' : 'invoque'} ${creature(a.creature)}${a.place.kind === 'here' ? ' ici' : ` dans ${place(a.place)}`}`;
    case 'steal':
      return `vole ${item(a.item)} ${playersGen(a.from)}`;
    case 'put':
      if (a.item.kind === 'it') return `${a.item.pronoun} pose dans ${place(a.place)}`;
      return `posez${a.then ? ' ensuite' : ''} ${item(a.item)} dans ${place(a.place)}`;
    case 'look-deck':
      return `regardez les ${num(a.count)} premières Zones de la pile`;
    case 'look':
      return `regardez ${item(a.item)}`;
    case 'reveal':
      return `révélez ${item(a.item)}`;
    case 'reroll':
      return a.per ? `peut relancer ${die(a.die)} par Chapitre` : `relancez ${die(a.die)}`;
    case 'reduce-damage':
      return `réduisez ces dégâts de ${num(a.amount)}`;
    case 'pick-up':
      return `ramassez ${item(a.item)}${a.despiteCreatures ? ", même si des Créatures s'y trouvent" : ''}`;
    case 'remove':
      return `retirez-${a.what.pronoun}`;
    case 'keep-secret':
      return 'gardez ce Secret';
    case 'read-secret':
      return `lisez le Secret n° ${num(a.number)}`;
    case 'ignore-keyword':
      return `ignorez ${printKeyword(a.keyword)}`;
    case 'attack-bonus':
      return `${a.scope === 'this-attack' ? 'cette attaque inflige' : 'vos attaques infligent'} ${damage(a.amount)} de plus`;
    case 'accuracy-bonus':
      return `votre Seuil de Précision baisse de ${num(a.amount)}`;
    case 'cost': {
      const what =
        a.action === 'first-attack'
          ? 'votre première attaque'
          : a.action === 'first-move'
            ? 'votre premier déplacement du tour'
            : `quitter ${place(a.action.place)}`;
      return `${what} coûte ${num(a.amount)} {PA}${a.more ? ' de plus' : ''}`;
    }
    case 'untap':
      return `dégage ${a.item.kind === 'item' ? 'un Objet' : 'une Ration'}${a.more ? ' de plus' : ''}`;
    case 'suffer':
      return `subit ${damage(a.amount)}`;
    case 'free-move':
      return `peut se déplacer ${distance(a.distance)} sans dépenser de {PA}`;
    case 'start-here':
      return `commencent chaque Chapitre ${place(a.place)}`;
    case 'may-end-chapter':
      return 'peuvent terminer le Chapitre';
    case 'lose-keyword':
      return `${creature(a.who)} ${a.who.kind === 'creatures' && a.who.det !== 'une' ? 'perdent' : 'perd'} ${printKeyword(a.keyword)}`;
    case 'no-riposte':
      return `${creature(a.who)} ne ripostent pas`;
    case 'boss-appears':
      return `un Boss aléatoire apparaît ${place(a.place)}`;
    case 'end-floor':
      return `l'étage se termine${a.unlessBoss ? ', sauf si un Boss est en jeu' : ''}`;
    case 'put-secret-item':
      return `posez l'Objet secret n° ${num(a.number)}${a.place.kind === 'here' ? ' ici' : ` dans ${place(a.place)}`}`;
    case 'look-unrevealed':
      return `regardez les ${num(a.count)} prochaines salles non révélées`;
  }
}

function printCondition(c: Condition): string {
  switch (c.kind) {
    case 'default':
      return 'Défaut';
    case 'players-at':
      if (!c.min) return `un joueur est ${where(c.where)}`;
      return c.min.value === 1 ? `au moins ${num(c.min)} joueur est ${where(c.where)}` : `au moins ${num(c.min)} joueurs sont ${where(c.where)}`;
    case 'player-enters':
      return `un joueur entre ${place(c.place)}${c.first ? ' pour la première fois' : ''}`;
    case 'player-rests':
      return `un joueur se repose ${place(c.place)}`;
    case 'creatures-at':
      if (c.min) return `il y a au moins ${num(c.min)} ${creatureName(c.creature as NamedCreature)} ${where(c.where)}`;
      return `${creature(c.creature)} est ${where(c.where)}`;
    case 'no-creature':
      return c.where.kind === 'in-play' ? 'aucune Créature en jeu' : `aucune Créature dans ${place(c.where)}`;
    case 'you-attack':
      if (c.with) return `vous attaquez avec ${item(c.with)}`;
      return `vous attaquez à portée ${num(c.range!.n)}${c.range!.orMore ? ' ou plus' : ''}`;
    case 'you-hit':
      return `vous touchez ${creature(c.creature)}`;
    case 'you-take-damage':
      return 'vous subissez des dégâts';
    case 'your-pv-at-most':
      return `vous avez ${pv(c.amount)} ou moins`;
    case 'you-entered-this-turn':
      return 'vous êtes entré dans votre zone ce tour-ci';
    case 'your-attack-kills':
      return 'votre attaque tue sa cible';
    case 'once-per-turn':
      return 'une fois par tour';
    case 'chapter-end':
      return 'fin du Chapitre';
    case 'setup':
      return c.floor ? `mise en place du ${ORDINALS[c.floor]} étage` : 'mise en place';
    case 'revealed':
      return 'cette salle est révélée';
    case 'all-players-at':
      return `tous les joueurs sont ${where(c.where)}`;
    case 'creature-pv-at-most':
      return `${creature(c.creature)} a ${pv(c.amount)} ou moins`;
  }
}

function where(w: Where): string {
  if (w.kind === 'in-play') return 'en jeu';
  if (w.kind === 'range') return `à portée ${num(w.n)}`;
  return w.prep ? `${w.prep} ${place(w.place)}` : place(w.place);
}

// ── noun phrases ──

function players(p: PlayerRef): string {
  if (p.kind === 'one-of-them') return "l'un d'eux";
  if (p.kind === 'it') return p.pronoun;
  if (p.det === 'le' && p.filter?.kind === 'holds') {
    return p.filter.item.kind === 'it' ? `le joueur qui ${p.filter.item.pronoun} possède` : `le joueur qui possède ${item(p.filter.item)}`;
  }
  const head = { un: 'un joueur', chaque: 'chaque joueur', nearest: 'le joueur le plus proche', les: 'les joueurs', le: 'le joueur' }[p.det];
  return head + playerFilter(p.filter);
}

function playerFilter(f: Extract<PlayerRef, { kind: 'players' }>['filter']): string {
  if (!f) return '';
  if (f.kind === 'range') return ` à portée ${num(f.n)}`;
  if (f.kind === 'holds') return ` qui possède ${item(f.item)}`;
  return f.prep === 'de' ? ` ${de(f.place)}` : ` ${f.prep} ${place(f.place)}`;
}

function dative(t: PlayerRef | CreatureRef): string {
  if (t.kind === 'players' && t.det === 'nearest') return `au joueur le plus proche${playerFilter(t.filter)}`;
  if (t.kind === 'players' && t.det === 'les') return `aux joueurs${playerFilter(t.filter)}`;
  return `à ${creatureOrPlayer(t)}`;
}

function playersGen(p: PlayerRef): string {
  if (p.kind === 'players' && p.det === 'nearest') return `du joueur le plus proche${playerFilter(p.filter)}`;
  if (p.kind === 'players' && p.det === 'un') return `d'un joueur${playerFilter(p.filter)}`;
  return `de ${players(p)}`;
}

function creatureOrPlayer(t: PlayerRef | CreatureRef): string {
  return t.kind === 'creatures' || t.kind === 'named' ? creature(t) : players(t);
}

function creature(c: CreatureRef): string {
  if (c.kind === 'named') return `${c.article ? `${c.article} ` : ''}${creatureName(c)}`;
  const head = { une: 'une Créature', les: 'les Créatures', des: 'des Créatures' }[c.det] + (c.special ? ' spéciale' : '');
  const f = c.filter;
  if (!f) return head;
  if (f.kind === 'you-hit') return `${head} que vous touchez`;
  if (f.kind === 'range') return `${head} à portée ${num(f.n)}`;
  return f.prep === 'de' ? `${head} ${de(f.place)}` : `${head} dans ${place(f.place)}`;
}

/** A card name in French quotes, their non-breaking spaces inside: « Rat Famélique ». */
const quoted = (n: string) => name(`«\u00a0${n}\u00a0»`);

function creatureName(c: { name: string; quoted: boolean }): string {
  return c.quoted ? quoted(c.name) : name(c.name);
}

function item(i: ItemRef): string {
  if (i.kind === 'it') return i.pronoun;
  if (i.kind === 'card') return `${i.article === "l'" ? "l'" : `${i.article} `}${i.quoted ? quoted(i.name) : name(i.name)}`;
  const plural = i.det === 'tous';
  const state = i.state === 'unrevealed' ? ' non révélé' : i.state === 'unengaged' ? ' non engagé' : '';
  return `${plural ? 'tous les Objets' : 'un Objet'}${state && plural ? `${state}s` : state}${i.from ? ` ${de(i.from)}` : ''}`;
}

function die(d: Die): string {
  if (d.which === 'yours') return "votre dé d'attaque";
  return `un dé d'attaque${d.missed ? ' raté' : ''}${d.with ? ` avec ${item(d.with)}` : ''}`;
}

export function printKeyword(k: KeywordNode): string {
  return `*${[k.name, ...k.args].join(' ')}*`;
}

// ── places ──

function place(p: Place): string {
  switch (p.kind) {
    case 'my-zone':
      return 'ma zone';
    case 'your-zone':
      return 'votre zone';
    case 'here':
      return 'ici';
    case 'destination':
      return 'la zone de destination';
    case 'zone-of-target':
      return 'la zone de la cible';
    case 'zone-of':
      return `la zone ${playersGen(p.who)}`;
    case 'adjacent':
      return 'une zone adjacente';
    case 'zone-with':
      return `une zone avec ${creature(p.creature)}`;
    case 'any-zone':
      return p.type ? `n'importe quelle Zone ${name(p.type)}` : "n'importe quelle zone";
    case 'named-zone':
      return p.article === "l'" ? `l'${name(p.name)}` : `${p.article} ${name(p.name)}`;
    case 'chapter':
      return 'le Chapitre';
  }
}

/** "de" + a place, contracted: du Canal, des Docks, d'une zone adjacente. */
function de(p: Place): string {
  if (p.kind === 'chapter') return 'du Chapitre';
  if (p.kind === 'named-zone' && p.article === 'le') return `du ${name(p.name)}`;
  if (p.kind === 'named-zone' && p.article === 'les') return `des ${name(p.name)}`;
  const text = place(p);
  return /^[aeiouyhàâéèêîôû]/i.test(text) ? `d'${text}` : `de ${text}`;
}

// ── amounts ──

function num(n: Num): string {
  return n.words && n.value < NUMBER_WORDS.length ? NUMBER_WORDS[n.value] : String(n.value);
}

function damage(n: Num): string {
  return `${num(n)} ${n.value === 1 ? 'dégât' : 'dégâts'}`;
}

function pv(n: Num): string {
  return `${num(n)} PV`;
}

function distance(n: Num): string {
  if (n.words && n.value === 1) return "d'une zone";
  return `de ${num(n)} ${n.value === 1 ? 'zone' : 'zones'}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
