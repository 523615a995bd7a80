/**
 * CODEX's odds (`deckwright odds codex`): every attack is one d6, so the exact chance to hit with
 * each weapon (and with one reroll of a miss), and the chance that an attack die makes each
 * creature riposte, come straight from the cards. The arithmetic is the engine layer's
 * (src/engine/odds/); the words are the game's language's (src/i18n/catalogue.yaml, `odds.*`).
 */
import type { LoadedPack } from '../../core/pack.js';
import { dieAtLeast, dieAtMost, withOneReroll } from '../../engine/odds/dice.js';
import type { OddsReport } from '../../engine/odds/report.js';
import { translator } from '../../i18n/translate.js';
import type { Catalogue } from './engine/catalogue.js';

export function codexOdds(pack: LoadedPack, cat: Catalogue): OddsReport {
  const t = translator(pack.manifest?.language ?? 'en');
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'fr');
  const weapons = [...cat.objets.values()].filter((o) => o.weapon).sort(byName);
  const creatures = [...cat.creatures.values()].sort(byName);
  return {
    title: t('odds.title', { title: pack.manifest?.title ?? pack.name }),
    tables: [
      {
        title: t('odds.weapons'),
        note: t('odds.weapons.note'),
        columns: [t('odds.col.objet'), t('odds.col.accuracy'), t('odds.col.damage'), t('odds.col.hit'), t('odds.col.hit-reroll')],
        rows: weapons.map((o) => {
          const hit = dieAtLeast(o.weapon!.accuracy);
          return [o.name, `${o.weapon!.accuracy}+`, o.weapon!.damage, hit, withOneReroll(hit)];
        }),
      },
      {
        title: t('odds.ripostes'),
        note: t('odds.ripostes.note'),
        columns: [t('odds.col.creature'), t('odds.col.riposte'), t('odds.col.from'), t('odds.col.chance')],
        rows: creatures.map((c) => [c.name, `${c.riposte}-`, t('odds.from', { from: c.riposteDistance }), dieAtMost(c.riposte)]),
      },
    ],
  };
}
