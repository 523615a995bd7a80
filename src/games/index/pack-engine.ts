/**
 * INDEX's engine as the core sees it: CODEX's scenario runner, simulation, replay and odds, played
 * with INDEX's catalogue and rules (engine/edition.ts, registered on import).
 */
import type { PackEngine } from '../../core/pack-types.js';
import { familyEngine } from '../codex/pack-engine.js';
import { buildIndexCatalogue } from './engine/catalogue.js';
import './engine/edition.js';
import { indexTable } from './tts-setup.js';

export const indexEngine: PackEngine = familyEngine(buildIndexCatalogue, new URL('./engine/sim-share.js', import.meta.url), indexTable);
