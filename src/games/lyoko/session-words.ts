/**
 * What a Code Lyoko player reads at the hot-seat table, in the game's language
 * (src/i18n/catalogue.yaml, `play.lyoko.*`): the coups as their buttons say them (« Piocher une
 * carte », « Retourner un héros », « Confronter un danger »: the rulebook's coups), the questions
 * (the rules' own prompts and options, which scenarios name, are the engine's), the groups of
 * buttons, the seats. Cards and heroes by their names, abilities by theirs when they have one.
 */
import { translator, type Translate } from '../../i18n/translate.js';
import { heroFace, permanent } from './engine/board.js';
import { findCard, type Catalogue } from './engine/catalogue.js';
import type { CharRef, LyokoAction, LyokoChoice, LyokoState } from './engine/types.js';

/** The hand drawn at the start and, after a mulligan, again (« piocher 5 nouvelles cartes »). */
const HAND = 5;

export interface LyokoWords {
  t: Translate;
  player(seat: number): string;
  /** A character in play by its name: a hero's, an extra's card's. */
  char(s: LyokoState, c: CharRef): string;
  label(s: LyokoState, a: LyokoAction): string;
  question(s: LyokoState, q: LyokoChoice): { prompt: string; options: string[] };
  group(type: string): string;
}

export function lyokoWords(cat: Catalogue, language: string): LyokoWords {
  const t = translator(language);
  const player = (seat: number) => t('play.lyoko.player', { n: seat + 1 });
  const char = (s: LyokoState, c: CharRef): string => {
    if ('hero' in c) return cat.heroes[c.hero]?.name ?? String(c.hero);
    const p = permanent(s, c.extra);
    return p ? cat.list[p.card].name : String(c.extra);
  };
  const permanentName = (s: LyokoState, uid: number) => {
    const p = permanent(s, uid);
    return p ? cat.list[p.card].name : String(uid);
  };
  const stat = (x: string) => t('play.lyoko.stat', { stat: x });
  /** The abilities of a hero's face up, or of a card in play (an extra's, a place's…) by its uid. */
  const effectsOf = (s: LyokoState, c: CharRef) => {
    if ('hero' in c) return heroFace(cat, s, c.hero).effects;
    const p = permanent(s, c.extra);
    return p ? cat.list[p.card].effects : [];
  };

  const label = (s: LyokoState, a: LyokoAction): string => {
    switch (a.t) {
      case 'draw':
        return t('play.lyoko.draw');
      case 'flip':
        return t('play.lyoko.flip', { hero: cat.heroes[a.hero]?.name ?? String(a.hero) });
      case 'play':
        return t('play.lyoko.play', { card: findCard(cat, a.card)?.name ?? a.card, using: a.using ? char(s, a.using) : 'none', on: a.on ? char(s, a.on) : 'none' });
      case 'ability': {
        const src = a.source;
        const source = 'card' in src ? permanentName(s, src.card) : char(s, src);
        // The ability by its name, when it has one (« Retour vers le passé »), else by its rank.
        const name = effectsOf(s, 'card' in src ? { extra: src.card } : src)[a.effect]?.name;
        return t('play.lyoko.ability', { source, name: name || 'none', n: a.effect + 1, using: a.using ? char(s, a.using) : 'none' });
      }
      case 'confront':
        return t('play.lyoko.confront', { danger: permanentName(s, a.danger), using: char(s, a.using), stat: stat(a.stat) });
    }
  };

  const question = (s: LyokoState, q: LyokoChoice): { prompt: string; options: string[] } => {
    const n = (q.player ?? s.current) + 1;
    // The options after those that are no card ("Passer"), as the choice lists them.
    const offeredNames = (first: string[]) => [
      ...first,
      ...(q.offered ?? []).map((o) => {
        if ('card' in o) return findCard(cat, o.card)?.name ?? o.card;
        if ('char' in o) return t('play.lyoko.option.ability', { name: char(s, o.char) });
        const p = permanent(s, o.uid);
        const name = permanentName(s, o.uid);
        return o.ability ? t('play.lyoko.option.ability', { name }) : t('play.lyoko.option.of-player', { card: name, n: (p?.controller ?? 0) + 1 });
      }),
    ];
    const words = (prompt: string, options: string[]) => ({ prompt, options: options.length === q.options.length ? options : [...q.options] });
    switch (q.kind) {
      case 'mulligan':
        return words(t('play.lyoko.q.mulligan', { n }), [t('play.lyoko.option.keep'), t('play.lyoko.option.mulligan', { n: HAND })]);
      case 'surprise':
        return words(t('play.lyoko.q.surprise', { n }), offeredNames([t('play.lyoko.option.pass')]));
      case 'obstacle':
        return words(t('play.lyoko.q.obstacle', { n, char: q.obstacles ? char(s, q.obstacles.against) : '' }), [t('play.lyoko.option.nothing'), ...(q.obstacles?.cards ?? []).map((id) => findCard(cat, id)?.name ?? id)]);
      case 'stat':
        return words(t('play.lyoko.q.stat', { n }), (q.stats ?? []).map(stat));
      case 'opponent':
        return words(t('play.lyoko.q.opponent', { n }), (q.seats ?? []).map(player));
      case 'character':
        return words(t('play.lyoko.q.character', { n, verb: q.verb ?? 'boost' }), (q.chars ?? []).map((c) => char(s, c)));
      case 'destroy':
        return words(t('play.lyoko.q.destroy', { n }), offeredNames([]));
      case 'discard':
        return words(t('play.lyoko.q.discard', { n }), offeredNames([]));
      case 'flip':
        return words(t('play.lyoko.q.flip', { n }), (q.chars ?? []).map((c) => char(s, c)));
      case 'recover':
        return words(t('play.lyoko.q.recover', { n }), offeredNames([]));
      default:
        return { prompt: q.prompt, options: [...q.options] };
    }
  };

  return { t, player, char, label, question, group: (type) => t('play.lyoko.group', { group: type }) };
}
