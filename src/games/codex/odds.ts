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
import type { EffectText } from './text/ast.js';

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
        note: t('odds.weapons.note', { rerolls: rerollers(cat).join(', ') }),
        columns: [t('odds.col.objet'), t('odds.col.accuracy'), t('odds.col.damage'), t('odds.col.hit'), t('odds.col.hit-reroll')],
        rows: weapons.map((o) => {
          const hit = dieAtLeast(o.weapon!.accuracy);
          return [o.name, `${o.weapon!.accuracy}+`, o.weapon!.damage, hit, withOneReroll(hit)];
        }),
      },
      {
        title: t('odds.ripostes', { kind: cat.words.creature }),
        note: t('odds.ripostes.note', { kind: cat.words.creature }),
        columns: [t('odds.col.creature', { kind: cat.words.creature }), t('odds.col.riposte'), t('odds.col.from'), t('odds.col.chance')],
        rows: creatures.map((c) => [c.name, `${c.riposte}-`, t(cat.words.zone === 'room' ? 'odds.from-room' : 'odds.from', { from: c.riposteDistance }), dieAtMost(c.riposte)]),
      },
    ],
  };
}

/** The cards whose effects reroll an attack die, by name: the note names them. */
function rerollers(cat: Catalogue): string[] {
  const rerolls = (t: EffectText | null) => !!t?.sentences.some((s) => s.clauses.some((c) => c.kind === 'reroll'));
  // An Objet's effects, or a Secret kept (CODEX's Page du Codex).
  const objets = [...cat.objets.values()].filter((o) => o.effects.some((e) => rerolls(e.text))).map((o) => o.name);
  const secrets = [...cat.secrets.values()].filter((s) => rerolls(s.text)).map((s) => s.name);
  return [...objets, ...secrets].sort((a, b) => a.localeCompare(b, 'fr'));
}
