/**
 * A Code Lyoko game told event by event, for `deckwright replay` and the hot-seat log, in the
 * game's language (src/i18n/catalogue.yaml, `replay.lyoko.*`).
 */
import { translator } from '../../../i18n/translate.js';
import { findCard, type Catalogue } from './catalogue.js';
import type { LyokoEvent } from './types.js';

/** The events of a game in words (null for what a reader need not be told), in `language`. */
export function lyokoNarrator(cat: Catalogue, language: string): (e: LyokoEvent) => string | null {
  const t = translator(language);
  const card = (id: string) => findCard(cat, id)?.name ?? id;
  const hero = (id: string) => cat.heroes.find((h) => h.id === id)?.name ?? id;
  return (e) => {
    switch (e.e) {
      case 'turn':
        return t('replay.lyoko.turn', { turn: e.turn, n: e.seat + 1 });
      case 'draw':
        return e.card ? t('replay.lyoko.draw', { n: e.seat + 1 }) : t('replay.lyoko.draw-none', { n: e.seat + 1 });
      case 'play':
        return t('replay.lyoko.play', { n: e.seat + 1, card: card(e.card) });
      case 'coup':
      case 'effect':
        return null;
      case 'ability':
        return e.name ? t('replay.lyoko.ability-named', { n: e.seat + 1, name: e.name, source: e.source }) : t('replay.lyoko.ability', { n: e.seat + 1, source: e.source });
      case 'flip':
        return t('replay.lyoko.flip', { hero: hero(e.hero), side: e.side });
      case 'vp':
        return t('replay.lyoko.vp', { n: e.seat + 1, vp: e.vp });
      case 'confront':
        return t('replay.lyoko.confront', { char: e.char, card: card(e.against), stat: t('play.lyoko.stat', { stat: e.stat }), mine: e.mine, theirs: e.theirs, outcome: e.outcome });
      case 'destroy':
        return t('replay.lyoko.destroy', { card: card(e.card) });
      case 'stand-up':
        return t('replay.lyoko.stand-up');
      case 'tower':
        return t('replay.lyoko.tower', { state: e.state });
      case 'win':
        return t('replay.lyoko.win', { n: e.seat + 1 });
    }
  };
}
