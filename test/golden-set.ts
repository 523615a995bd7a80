/**
 * The cards whose images are kept as goldens under test/goldens/: at least one of every card
 * type (and both kinds of Secret, creature and weapon), and every back.
 * Re-approve after a deliberate visual change with `npm run goldens:approve` (see README).
 */
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { projectRoot } from '../src/core/paths.js';
import { renderJobs, type RenderJob } from '../src/render/jobs.js';

export const GOLDEN_KEYS = [
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
];

export const GOLDEN_DIR = path.join(projectRoot, 'test', 'goldens', 'codex');

export async function goldenJobs(): Promise<RenderJob[]> {
  const pack = await loadPackFromDir(path.join(projectRoot, 'cards', 'codex'), 'cards/codex');
  const jobs = renderJobs(pack).filter((j) => GOLDEN_KEYS.includes(j.key));
  if (jobs.length !== GOLDEN_KEYS.length) throw new Error('a golden card is missing from the CODEX pack');
  return jobs;
}
