/** The CODEX engine as the core sees it: what the `scenario`, `sim` and `replay` commands call. */
import type { PackEngine } from '../../../core/pack-types.js';
import { runScenario } from './scenario.js';

export const codexEngine: PackEngine = { runScenario };
