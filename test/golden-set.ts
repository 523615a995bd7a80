/**
 * The cards whose images are kept as goldens under test/goldens/<pack>/, for each shipped pack
 * with templates of its own: at least one of every card type (and of each layout a type has: a
 * weapon and an Objet without one, CODEX's two kinds of Secret, INDEX's Ennemis with one, two and
 * three actives), and every back.
 * Re-approve after a deliberate visual change with `npm run goldens:approve` (see README); `npm run
 * goldens:approve -- index` re-approves one pack's only.
 *
 * Approving also records, in test/goldens/<pack>/inputs.json, each golden's inputs as the render
 * cache hashes them (jobHash: the card's data, its template and the templates it imports, the
 * fonts, the renderer's own modules and the versions of satori, resvg and sharp). A golden whose
 * inputs are still those is not drawn again by the tests: the build trusts that hash to reuse an
 * image, so the tests trust it to reuse an approval. Any change to those inputs draws the card
 * and compares it pixel by pixel.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { installRoot } from '../src/core/paths.js';
import { jobHash } from '../src/render/cache.js';
import { renderJobs, type RenderJob } from '../src/render/jobs.js';

export const GOLDEN_SETS: Record<string, string[]> = {
  codex: [
    'personnages/obstine',
    'rations/pain-rassis',
    'objets/dague-noire',
    'objets/bandages',
    'secrets/aptitudes-du-peintre',
    'secrets/testament-du-veteran',
    'creatures/bagarreur-de-la-crique',
    'creatures/liane-etrangleuse',
    'creatures-speciales/encre',
    'boss/peintre',
    'zones/jardin-du-cloitre',
    'zones/debut-du-chapitre',
    'personnages/_back',
    'rations/_back',
    'objets/_back',
    'secrets/aptitudes-du-peintre_back',
    'creatures/_back',
    'creatures-speciales/_back',
    'boss/_back',
    'zones/_back',
  ],
  index: [
    'joueurs/reveur',
    'aptitudes/reve',
    'rations/pain-rassis',
    'objets/dague-noire',
    'objets/bandages',
    'objets-secrets/pinceau-du-peintre',
    'ennemis/bagarreur-de-la-crique',
    'ennemis/nenuphar-carnivore',
    'ennemis/docker-possede',
    'ennemis-speciaux/encre',
    'boss/peintre',
    'salles/chapelle',
    'salles/sortie-de-l-etage',
    'joueurs/_back',
    'aptitudes/_back',
    'rations/_back',
    'objets/_back',
    'objets-secrets/pinceau-du-peintre_back',
    'ennemis/_back',
    'ennemis-speciaux/_back',
    'boss/_back',
    'salles/_back',
  ],
  // Code Lyoko: every type, both sides of a hero (Aelita's, and Jérémie's two real ones), mixed
  // cards (a surprise, an obstacle), a card for one hero, and the one back of a player's deck.
  lyoko: [
    'heros/aelita',
    'heros/aelita_back',
    'heros/jeremie_back',
    'evenements/attaque-de-xana',
    'actions/triplicata',
    'surprises/reflexes',
    'obstacles/spectre-de-xana',
    'dangers/meduse',
    'extras/sissi',
    'lieux/college-kadic',
    'equipements/kiwi',
    'actions/_back',
  ],
  // The Sokar pyramid: the board drawn from its map, an adventurer of each kind (a special with
  // its recharge bar, a passive), an action card and its adventurer's back, the reference card,
  // both kinds of tile with their backs, and a token of each shape and template.
  pyramide: [
    'plateau/plateau',
    'aventuriers/dalia',
    'aventuriers/yasim',
    'aventuriers/_back',
    'actions-dalia/dalia-attaque',
    'actions-dalia/_back',
    'aide/seuils-de-combat',
    'demi-dieux/anubis',
    'demi-dieux/_back',
    'coffres/tresor-3',
    'coffres/_back',
    'murs/murs',
    'mur-bleu/mur-bleu',
    'momies/momies',
    'niveau-3/niveau-3',
    'xp/xp',
    'pion-dalia/pion-dalia',
  ],
  // Cardstle: an enemy of each suit and rank (the suit's speciality point, the As's extra point in
  // Vie and, for the Cœur, in Attaque), a trap, a chest, donne cards (the As = 1, pips), both backs.
  cardstle: [
    'salle/valet-coeur',
    'salle/dame-pique',
    'salle/roi-carreau',
    'salle/as-trefle',
    'salle/as-coeur',
    'salle/9-trefle',
    'salle/6-carreau',
    'salle/_back',
    'donne/donne-as-pique',
    'donne/donne-7-coeur',
    'donne/donne-10-trefle',
    'donne/_back',
  ],
};

export const goldenDir = (pack: string) => path.join(installRoot, 'test', 'goldens', pack);

export async function goldenJobs(pack: string): Promise<RenderJob[]> {
  const keys = GOLDEN_SETS[pack];
  if (!keys) throw new Error(`no golden set for pack '${pack}'`);
  const loaded = await loadPackFromDir(path.join(installRoot, 'cards', pack), `cards/${pack}`);
  const jobs = renderJobs(loaded).filter((j) => keys.includes(j.key));
  if (jobs.length !== keys.length) throw new Error(`a golden card is missing from the ${pack} pack`);
  return jobs;
}

/** The file where approving records each golden's inputs. */
export const goldenInputsFile = (pack: string) => path.join(goldenDir(pack), 'inputs.json');

/** A golden's inputs, as the render cache hashes them. */
export const goldenInputs = (job: RenderJob): string => jobHash(job);

/** The inputs each golden of `pack` was approved from (none for a golden approved before they were recorded). */
export function approvedInputs(pack: string): Record<string, string> {
  const file = goldenInputsFile(pack);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}
