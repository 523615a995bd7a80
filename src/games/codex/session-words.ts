/**
 * What a CODEX (or INDEX) player reads at the hot-seat table, in the game's language
 * (src/i18n/catalogue.yaml, `play.codex.*`): the actions as their buttons say them, the rules'
 * questions (whose own prompts and options are English and ids, for scenarios and designers),
 * the dice, the groups of buttons. Cards are named by the pack's own names, whatever deck they
 * are of (a Ration's too).
 */
import type { CardBook } from '../../engine/session-cards.js';
import { translator, type Translate } from '../../i18n/translate.js';
import { cardOf } from './engine/board.js';
import type { Catalogue } from './engine/catalogue.js';
import { cardName } from './engine/narrate.js';
import type { Action, Asked, Choice, GameEvent, GameState } from './engine/types.js';

export interface CodexWords {
  t: Translate;
  /** A card, creature (uid) or character id by its name. */
  name(id: string): string;
  /** The edition's words, for the catalogue's selects. */
  zone: string;
  creature: string;
  chapter: string;
  label(state: GameState, a: Action): string;
  question(state: GameState, choice: Choice): { prompt: string; options: string[] };
  group(type: string): string;
  die(e: Extract<GameEvent, { e: 'roll' }>): string;
}

export function codexWords(cat: Catalogue, book: CardBook, language: string): CodexWords {
  const t = translator(language);
  // A Ration or any card the rules' catalogue does not hold is named by the pack's own card.
  const name = (id: string) => {
    const n = cardName(cat, id);
    return n !== id ? n : (book.look(cardOf(id))?.name ?? id);
  };
  const edition = { zone: cat.words.zone, creature: cat.words.creature, chapter: cat.words.chapter };
  const who = (state: GameState, seat: number | undefined) => (seat === undefined ? '' : name(state.players[seat]?.character ?? ''));
  const zoneName = (state: GameState, i: number) => (state.zones[i] && !state.zones[i].hidden ? name(state.zones[i].card) : t('play.codex.hidden-zone', { zone: edition.zone, n: i }));

  const label = (state: GameState, a: Action): string => {
    switch (a.type) {
      case 'start-turn':
        return t('play.codex.start-turn', { player: who(state, a.player) });
      case 'move':
        return t('play.codex.move', { to: zoneName(state, a.to), tacle: a.tacle ?? 'none' });
      case 'attack':
        return t('play.codex.attack', { target: name(a.target), weapon: name(a.item) });
      case 'pick-up':
        return t('play.codex.pick-up', { item: name(a.item) });
      case 'drop':
        return t('play.codex.drop', { item: name(a.item) });
      case 'give':
        return t('play.codex.give', { item: name(a.item), player: who(state, a.to) });
      case 'rest': {
        const seat = state.turn?.player;
        const ration = seat === undefined ? undefined : state.players[seat].rations[a.ration];
        return t('play.codex.rest', { ration: ration ? name(ration.card) : String(a.ration + 1) });
      }
      case 'use': {
        const seat = state.turn?.player ?? 0;
        const source = a.source.kind === 'item' ? name(a.source.uid) : a.source.kind === 'character' ? name(state.players[seat].character) : zoneName(state, state.players[seat].zone);
        return t('play.codex.use', { source, effect: a.effect ? a.effect + 1 : 0 });
      }
      case 'end-turn':
        return t('play.codex.end-turn');
      case 'end-chapter':
        return t('play.codex.end-chapter', { chapter: edition.chapter });
      case 'reveal':
        return t('play.codex.reveal');
    }
  };

  const prompt = (state: GameState, asked: Asked): string => {
    const v = { player: who(state, asked.seat), card: asked.card ? name(asked.card) : '', target: asked.target ? name(asked.target) : '', amount: asked.amount ?? 0, die: asked.die ?? 0, need: asked.need ?? 0, ...edition };
    switch (asked.q) {
      case 'reroll':
        return t('play.codex.q.reroll', v);
      case 'bonus-damage':
        return t('play.codex.q.bonus-damage', v);
      case 'effect-on-hit':
        return t('play.codex.q.effect-on-hit', v);
      case 'prevent-damage':
        return t('play.codex.q.prevent-damage', v);
      case 'untap-card':
        return t('play.codex.q.untap-card', v);
      case 'untap-item':
        return t('play.codex.q.untap-item', v);
      case 'player-goes':
        return t('play.codex.q.player-goes', v);
      case 'rob':
        return t('play.codex.q.rob', v);
      case 'stolen-item':
        return t('play.codex.q.stolen-item', v);
      case 'creature-moved':
        return t('play.codex.q.creature-moved', v);
      case 'creature-pushed':
        return t('play.codex.q.creature-pushed', v);
      case 'player-pushed':
        return t('play.codex.q.player-pushed', v);
      case 'look-item':
        return t('play.codex.q.look-item', v);
      case 'reveal-item':
        return t('play.codex.q.reveal-item', v);
      case 'pick-up-item':
        return t('play.codex.q.pick-up-item', v);
      case 'backs-away':
        return t('play.codex.q.backs-away', v);
      case 'creature-moves':
        return t('play.codex.q.creature-moves', v);
      case 'creature-goes':
        return t('play.codex.q.creature-goes', v);
      case 'first-creature':
        return t('play.codex.q.first-creature', v);
      case 'player-moves':
        return t('play.codex.q.player-moves', v);
      case 'tacle':
        return t('play.codex.q.tacle', v);
      case 'reward':
        return t('play.codex.q.reward', v);
      case 'drop-item':
        return t('play.codex.q.drop-item', v);
      case 'target-player':
        return t('play.codex.q.target-player', v);
      case 'target-creature':
        return t('play.codex.q.target-creature', v);
      case 'ambush':
        return t('play.codex.q.ambush', v);
      case 'after-reveal':
        return t('play.codex.q.after-reveal', v);
    }
  };

  /** An option: the rules' words (left, use, pa…) in the game's language, a card or character by its name. */
  const option = (state: GameState, choice: Choice, o: string): string => {
    if (o === 'character') return who(state, choice.player ?? choice.asked?.seat);
    // An Objet lying face down that nobody has looked at is not named: where it lies is what the players know.
    const zone = state.zones.findIndex((z) => z.items.some((i) => i.uid === o && !i.revealed && !i.known));
    if (zone >= 0) return t('play.codex.hidden-item', { zone: zoneName(state, zone) });
    if (choice.asked?.q === 'reroll' && o !== 'keep') return t('play.codex.option.reroll', { card: name(o) });
    const word = t('play.codex.option', { option: o });
    return word !== o ? word : name(o);
  };

  return {
    t,
    name,
    ...edition,
    label,
    question: (state, choice) => ({ prompt: choice.asked ? prompt(state, choice.asked) : choice.prompt, options: choice.options.map((o) => option(state, choice, o)) }),
    // ICU's select keys take no hyphen: start-turn is start_turn there.
    group: (type) => t('play.codex.group', { group: type.replace(/-/g, '_'), chapter: edition.chapter }),
    die: (e) => t('play.codex.die', { reroll: e.reroll ? 'yes' : 'no', need: e.need, hit: e.hit ? 'yes' : 'no' }),
  };
}
