/**
 * A replayed game told turn by turn, in words a designer reads: who moved where, which die fell,
 * which creature did what to whom, and what ended the game, in the game's `language:`. Every
 * sentence is in src/i18n/catalogue.yaml (`replay.*`); names of cards, players and zones are filled in.
 */
import { translator } from '../../../i18n/translate.js';
import { cardOf } from './board.js';
import type { Catalogue } from './catalogue.js';
import type { Replayed } from './game.js';
import type { GameEvent } from './types.js';

export function cardName(cat: Catalogue, id: string): string {
  const card = cardOf(id);
  return cat.creatures.get(card)?.name ?? cat.objets.get(card)?.name ?? cat.personnages.get(card)?.name ?? cat.zones.get(card)?.name ?? [...cat.secrets.values()].find((s) => s.id === card)?.name ?? id;
}

/** The game told in `language` (the manifest's `language:`; English for a language the catalogue lacks). */
export function narrate(cat: Catalogue, characters: string[], replayed: Replayed, language: string): string {
  const t = translator(language);
  const name = (id: string) => cardName(cat, id);
  const player = (seat: number) => name(characters[seat]);
  let zones: string[] = [];
  const zone = (i: number) => zones[i] ?? t('replay.zone', { i: String(i) });
  const out: string[] = [];
  const line = (depth: number, text: string) => out.push(`${'  '.repeat(depth)}${text}`);
  const describe = (e: GameEvent): string | null => {
    switch (e.e) {
      case 'chapter':
        zones = e.zones.map(name);
        return null;
      case 'turn':
        return null;
      case 'move': {
        // A move action, or a card of the mover's own (a creature's aptitude or Charge, the Rêveur's), is its own move.
        const own = e.cause === 'move' || e.cause === cardOf(e.who);
        const moved = { who: name(e.who), from: zone(e.from), to: zone(e.to) };
        return own ? t('replay.moves', moved) : t('replay.is-moved', { ...moved, by: name(e.cause) });
      }
      case 'attack':
        return t('replay.attack', { player: player(e.player), target: name(e.target), weapon: name(e.item), range: e.range });
      case 'roll': {
        const roll = { die: String(e.die), need: String(e.need), hit: e.hit ? 'yes' : 'no' };
        return e.reroll ? t('replay.reroll', { ...roll, source: name(e.reroll) }) : t('replay.roll', roll);
      }
      case 'damage':
        return e.amount
          ? t('replay.damage', { who: name(e.to), amount: e.amount, source: name(e.source), left: e.pvLeft })
          : t('replay.no-damage', { who: name(e.to), source: name(e.source) });
      case 'riposte':
        return t('replay.riposte', { creature: name(e.creature) });
      case 'heal':
        return t('replay.heal', { who: name(e.who), amount: e.amount, source: e.source === 'rest' ? t('replay.rest') : e.source === 'chapter-end' ? t(`replay.${cat.words.chapter}-end-heal`) : name(e.source) });
      case 'kill':
        return t('replay.kill', { creature: name(e.creature) });
      case 'death':
        return t('replay.death', { player: player(e.player), by: name(e.by) });
      case 'appear':
        return e.source === 'setup' || e.source === 'scenario' || e.source === 'reveal'
          ? t('replay.appear', { card: name(e.card), zone: zone(e.zone) })
          : t('replay.appear-by', { card: name(e.card), zone: zone(e.zone), source: name(e.source) });
      case 'active':
        return t('replay.aptitude', { creature: name(e.creature), index: String(e.index), number: String(e.index + 1) });
      case 'pick-up':
        return t('replay.pick-up', { player: player(e.player), item: name(e.item) });
      case 'drop':
        return t('replay.drop', { player: player(e.player), item: name(e.item) });
      case 'give':
        return t('replay.give', { player: player(e.player), item: name(e.item), to: player(e.to) });
      case 'use':
        return t('replay.use', { player: player(e.player), source: name(e.source) });
      case 'effect':
        // A free effect's consequences are told by their own events (a heal, an Objet put down).
        switch (e.outcome) {
          case 'damage-prevented':
            return t('replay.prevented', { source: name(e.source), amount: e.amount });
          case 'pa-saved':
            return t('replay.pa-saved', { source: name(e.source), amount: e.amount });
          case 'tacle-ignored':
            return t('replay.tacle-ignored', { player: player(e.player), source: name(e.source) });
          case 'hit-gained':
            return t('replay.hit-gained', { source: name(e.source) });
          case 'acted':
            return null;
        }
        return null;
      case 'rest':
        return t('replay.rests', { player: player(e.player), zone: zone(e.zone) });
      case 'secret':
        return t('replay.secret', { n: String(e.number) });
      case 'reveal':
        return t('replay.reveal', { item: name(e.item), zone: zone(e.zone) });
      case 'look':
        return t('replay.look', { item: name(e.item), zone: zone(e.zone) });
      case 'steal':
        return t('replay.steal', { creature: name(e.creature), item: name(e.item), player: player(e.player) });
      case 'item-placed':
        return null;
      case 'chapter-end':
        return t(`replay.${cat.words.chapter}-end`, { n: String(e.chapter), rounds: e.round });
      case 'untap': {
        const parts = e.cards.map((c) => (c === 'character' ? t('replay.own-effect') : name(c)));
        if (e.rations) parts.push(t('replay.rations', { n: e.rations }));
        return t('replay.untap', { player: player(e.player), cards: parts.join(', ') });
      }
      case 'rooms-revealed':
        return e.player === null ? t('replay.rooms-revealed-quiet', { zones: e.zones.map(zone).join(', ') }) : t('replay.rooms-revealed', { player: player(e.player), zones: e.zones.map(zone).join(', ') });
      case 'look-rooms':
        return t('replay.look-rooms', { count: e.zones.length, zones: e.zones.map(name).join(', ') });
      case 'creature-phase':
        return null;
      case 'reward':
        return t('replay.reward', { player: player(e.player), item: name(e.item) });
      case 'look-deck':
        return t('replay.look-deck', { count: e.zones.length, zones: e.zones.map(name).join(', ') });
      case 'removed':
        return t('replay.removed', { creature: name(e.creature) });
      case 'none-left':
        return t('replay.none-left', { card: name(e.card) });
      case 'result':
        return e.result === 'victory' ? t('replay.victory') : t('replay.defeat');
    }
  };
  let round = 0;
  for (const { events } of replayed.events) {
    for (const e of events) {
      if (e.e === 'chapter') {
        zones = e.zones.map(name);
        line(0, t(`replay.${cat.words.chapter}`, { n: String(e.chapter), zones: zones.join(' · ') }));
        continue;
      }
      if (e.e === 'turn') {
        if (e.round !== round) {
          round = e.round;
          line(0, t('replay.round', { n: String(round) }));
        }
        line(1, t('replay.turn', { player: player(e.player) }));
        continue;
      }
      if (e.e === 'creature-phase') {
        line(1, t(`replay.${cat.words.creature}-phase`));
        continue;
      }
      const text = describe(e);
      if (text) line(2, text);
    }
  }
  return `${out.join('\n')}\n`;
}
