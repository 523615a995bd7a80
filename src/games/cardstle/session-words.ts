/**
 * What a Cardstle player reads at the hot-seat table, in the game's language
 * (src/i18n/catalogue.yaml, `play.cardstle.*`): the actions as their buttons say them, the game
 * master's and the party's questions (the rules' own prompts are English and ids), the dice, the
 * groups of buttons, the seats and the bots. Room cards are named by their names in the language
 * (« Dame de Cœur »), crafted objects by their recipes' names.
 */
import { translator, type Translate } from '../../i18n/translate.js';
import { cellName } from './engine/board.js';
import { cardOfName } from './engine/cards.js';
import type { Catalogue } from './engine/catalogue.js';
import { cardNamer } from './engine/narrate.js';
import type { CardstleAction, CardstleChoice, CardstleState } from './engine/types.js';

export interface CardstleWords {
  t: Translate;
  /** A room card by its name, and with its article. */
  card(card: number): string;
  theCard(card: number): string;
  /** A crafted object (a recipe's id) by its name. */
  object(id: string): string;
  stat(stat: string): string;
  label(s: CardstleState, a: CardstleAction): string;
  question(s: CardstleState, q: CardstleChoice): { prompt: string; options: string[] };
  group(type: string): string;
  bot(id: string): string;
}

export function cardstleWords(cat: Catalogue, language: string): CardstleWords {
  const t = translator(language);
  const cards = cardNamer(t);
  const recipes = new Map(cat.tables.recipes.map((r) => [r.id, r.name]));
  const object = (id: string) => recipes.get(id) ?? id;
  const stat = (x: string) => t('replay.cardstle.stat', { stat: x });

  const label = (s: CardstleState, a: CardstleAction): string => {
    const who = s.phase === 'over' ? null : s.chars[s.order[s.turn]];
    switch (a.t) {
      case 'move':
        return t('play.cardstle.move', { cell: cellName(s.room, a.to) });
      case 'heal':
        return t('play.cardstle.heal', { card: cards.the(a.card) });
      case 'give':
        return t('play.cardstle.give', { card: cards.the(a.card), who: s.chars[a.to]?.name ?? String(a.to) });
      case 'open':
        return t('play.cardstle.open');
      case 'talk':
        return t('play.cardstle.talk');
      case 'cast':
        return a.cell !== undefined ? t('play.cardstle.cast-on', { object: object(a.object), cell: cellName(s.room, a.cell) }) : t('play.cardstle.cast', { object: object(a.object) });
      case 'end':
        return t('play.cardstle.end', { who: who?.name ?? '' });
    }
  };

  /** An option: the rules' words (fight, none, leave…) in the language, a treasure by its card's name, a recipe by its object's. */
  const option = (q: CardstleChoice, o: string): string => {
    if (q.kind === 'dialogue-stat') return t('play.cardstle.dialogue-stat', { stat: o });
    if (q.kind === 'craft' && recipes.has(o)) return object(o);
    const card = cardOfName(o);
    if (card >= 0) return cards.name(card);
    return t('play.cardstle.option', { option: o });
  };

  const question = (s: CardstleState, q: CardstleChoice): { prompt: string; options: string[] } => {
    const v = { who: q.who !== undefined ? (s.chars[q.who]?.name ?? '') : '', card: q.card !== undefined ? cards.the(q.card) : '', object: q.object ? object(q.object) : '', recipe: q.object ? object(q.object) : '', test: q.test ?? 'defence' };
    const prompt = (() => {
      switch (q.kind) {
        case 'encounter':
          return t('play.cardstle.q.encounter', v);
        case 'target':
          return t('play.cardstle.q.target', v);
        case 'flee':
          return t('play.cardstle.q.flee', v);
        case 'flee-to':
          return t('play.cardstle.q.flee-to', v);
        case 'spell':
          return t('play.cardstle.q.spell', v);
        case 'craft':
          return t('play.cardstle.q.craft', v);
        case 'craft-for':
          return t('play.cardstle.q.craft-for', v);
        case 'keep':
          return t('play.cardstle.q.keep', v);
        case 'dialogue-stat':
          return t('play.cardstle.q.dialogue-stat', v);
        case 'chest':
          return t('play.cardstle.q.chest', v);
        case 'treasure':
          return t('play.cardstle.q.treasure', v);
      }
    })();
    return { prompt, options: q.options.map((o) => option(q, o)) };
  };

  return {
    t,
    card: cards.name,
    theCard: cards.the,
    object,
    stat,
    label,
    question,
    group: (type) => t('play.cardstle.group', { group: type }),
    bot: (id) => {
      // "random+gm-talk": the players' bot, then the game master's policy; "random" alone plays the game master as its table says.
      const [players, gm] = id.split('+');
      return gm ? t('play.cardstle.bot', { players, gm: gm.replace(/^gm-/, '') }) : t('play.bot', { bot: players });
    },
  };
}
