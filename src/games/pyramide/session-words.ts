/**
 * What a player of the Sokar pyramid reads at the hot-seat table, in the game's language
 * (src/i18n/catalogue.yaml, `play.pyramide.*`): the actions as their buttons say them (named as
 * the rulebook names them: « Se déplacer », « Reprendre », « Placer un mur », « Invoquer »), the
 * questions, the dice, the groups of buttons, the pieces and the cells' kinds.
 */
import type { LoadedPack } from '../../core/pack.js';
import { translator, type Translate } from '../../i18n/translate.js';
import { cellName } from './engine/board.js';
import { MUMMY, pieceName, type Catalogue } from './engine/catalogue.js';
import { HAND_KEPT } from './engine/setup.js';
import type { PyramideAction, PyramideChoice, PyramideEvent, PyramideState } from './engine/types.js';

export interface PyramideWords {
  t: Translate;
  /** A piece by its name: an adventurer's, a demigod's, « Momie ». */
  piece(id: string): string;
  label(s: PyramideState, a: PyramideAction): string;
  question(s: PyramideState, choice: PyramideChoice): { prompt: string; options: string[] };
  group(type: string): string;
  die(e: Extract<PyramideEvent, { e: 'combat' }>): string;
  /** A cell's kind in words (a demigod's cell names its demigod). */
  kind(kind: string, demigod?: string): string;
}

export function pyramideWords(cat: Catalogue, pack: LoadedPack, language: string): PyramideWords {
  const t = translator(language);
  const piece = (id: string) => (id === MUMMY ? t('play.pyramide.piece.mummy') : pieceName(cat, id));
  const card = (id: string) => cat.cardNames[id] ?? id;
  // Each adventurer's ability by the name its card prints (« Saut »), for the button that uses it.
  const abilities = new Map(pack.cards.filter((c) => c.type.id === 'aventurier').map((c) => [c.id, String((c.data.ability as { name?: unknown } | undefined)?.name ?? '')]));

  const label = (s: PyramideState, a: PyramideAction): string => {
    const c = (n: number) => cellName(s, n);
    switch (a.t) {
      case 'step':
        return t('play.pyramide.step', { dir: a.dir });
      case 'card':
        return a.target === undefined ? t('play.pyramide.card', { card: card(a.card) }) : t('play.pyramide.card-at', { card: card(a.card), cell: c(a.target) });
      case 'take':
        return t('play.pyramide.take', { card: card(a.card) });
      case 'special': {
        const ability = abilities.get(s.adventurers[s.active]?.id ?? '') || '?';
        if (a.target === undefined) return t('play.pyramide.special', { ability });
        return typeof a.target === 'number' ? t('play.pyramide.special-at', { ability, cell: c(a.target) }) : t('play.pyramide.special-on', { ability, piece: piece(a.target) });
      }
      case 'level':
        return a.demigod ? t('play.pyramide.level-demigod', { demigod: piece(a.demigod) }) : t('play.pyramide.level');
      case 'wall':
        return t('play.pyramide.wall', { cell: c(a.cell) });
      case 'mummy':
        return t('play.pyramide.mummy', { cell: c(a.cell), wall: c(a.wall) });
      case 'demigod':
        return t('play.pyramide.demigod', { demigod: piece(a.id) });
      case 'move': {
        const m = s.monsters.find((x) => x.uid === a.uid);
        return t('play.pyramide.move', { mummy: !m || m.id === MUMMY ? 'yes' : 'no', piece: m ? piece(m.id) : '', from: m ? c(m.cell) : '?', dir: a.dir });
      }
      case 'end':
        return t('play.pyramide.end');
    }
  };

  const question = (s: PyramideState, q: PyramideChoice): { prompt: string; options: string[] } => {
    const adventurer = q.adventurer ? piece(q.adventurer) : '';
    switch (q.kind) {
      case 'hand': {
        // « conserver 6 de ses 9 cartes actions dans sa main »: the options are the cards set aside, by their names already.
        const count = q.adventurer ? cat.adventurers[q.adventurer].cards.length - HAND_KEPT : q.options[0].split(', ').length;
        return { prompt: t('play.pyramide.q.hand', { adventurer, count }), options: [...q.options] };
      }
      case 'entrance':
        return { prompt: t('play.pyramide.q.entrance', { adventurer }), options: [...q.options] };
      case 'make-way':
        return { prompt: t('play.pyramide.q.make-way', { adventurer }), options: [...q.options] };
      case 'combat-order':
        return {
          prompt: t('play.pyramide.q.combat-order'),
          options: q.combats ? q.combats.map((f) => t('play.pyramide.combat', { adventurer: piece(f.adventurer), foe: piece(f.foe), cell: cellName(s, f.cell) })) : [...q.options],
        };
    }
  };

  return {
    t,
    piece,
    label,
    question,
    group: (type) => t('play.pyramide.group', { group: type }),
    die: (e) => t('play.pyramide.die', { adventurer: piece(e.adventurer), foe: piece(e.foe), sum: e.sum, threshold: e.threshold, won: e.won ? 'yes' : 'no' }),
    kind: (kind, demigod) => t('play.pyramide.kind', { kind, demigod: demigod ?? '' }),
  };
}
