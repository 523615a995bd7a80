/**
 * A game of the Sokar pyramid told event by event, for `deckwright replay` and the hot-seat log,
 * in the game's language (src/i18n/catalogue.yaml, `replay.pyramide.*`).
 */
import { translator } from '../../../i18n/translate.js';
import { MUMMY, pieceName, type Catalogue } from './catalogue.js';
import type { PyramideEvent } from './types.js';

/** The events of a game in words (null for what a reader need not be told), in `language`. */
export function pyramideNarrator(cat: Catalogue, language: string): (e: PyramideEvent) => string | null {
  const t = translator(language);
  const who = (id: string) => (id === MUMMY ? t('replay.pyramide.a-mummy') : pieceName(cat, id));
  const card = (id: string) => cat.cardNames[id] ?? id;
  return (e) => {
    switch (e.e) {
      case 'turn':
        return t('replay.pyramide.turn', { turn: e.turn });
      case 'enter':
        return t('replay.pyramide.enter', { who: who(e.adventurer), cell: e.cell });
      case 'move':
        return t('replay.pyramide.move', { who: who(e.piece), from: e.from, to: e.to });
      case 'card':
        return t('replay.pyramide.card', { who: who(e.adventurer), card: card(e.card) });
      case 'take':
        return t('replay.pyramide.take', { who: who(e.adventurer), card: card(e.card) });
      case 'special':
        return e.target ? t('replay.pyramide.special-on', { who: who(e.adventurer), target: who(e.target) }) : t('replay.pyramide.special', { who: who(e.adventurer) });
      case 'look':
        return t('replay.pyramide.look', { who: who(e.adventurer), at: who(e.at) });
      case 'level':
        return t('replay.pyramide.level', { who: who(e.piece), level: e.level });
      case 'wall':
        return e.blue ? t('replay.pyramide.blue-wall', { cell: e.cell }) : t('replay.pyramide.wall', { cell: e.cell });
      case 'wall-gone':
        return t('replay.pyramide.wall-gone', { cell: e.cell, why: e.why });
      case 'summon':
        return t('replay.pyramide.summon', { who: who(e.piece), cell: e.cell });
      case 'make-way':
        return t('replay.pyramide.make-way', { who: who(e.adventurer), to: e.to });
      case 'combat':
        return t('replay.pyramide.combat', {
          cell: e.cell,
          who: who(e.adventurer),
          level: e.level,
          foe: who(e.foe),
          mummy: e.foe === MUMMY ? 'yes' : 'no',
          foeLevel: e.foeLevel,
          attack: e.attack ? 'yes' : 'no',
          dice: e.dice.join('+'),
          sum: e.sum,
          threshold: e.threshold,
          won: e.won ? 'yes' : 'no',
        });
      case 'killed':
        return t('replay.pyramide.killed', { who: who(e.piece) });
      case 'push':
        return t('replay.pyramide.push', { who: who(e.piece), from: e.from, to: e.to });
      case 'stuck':
        return t('replay.pyramide.stuck', { who: who(e.adventurer), foe: who(e.foe) });
      case 'chest':
        return t('replay.pyramide.chest', { cell: e.cell, value: e.value });
      case 'end':
        return t('replay.pyramide.end', { loot: e.loot, left: e.left, winner: e.winner });
    }
  };
}
