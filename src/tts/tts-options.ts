/** The Tabletop Simulator export's defaults, in a module of their own: the command line's help states them before the export is loaded. */
import type { TtsOptions } from './export-tts.js';

export const DEFAULT_TTS_OPTIONS: TtsOptions = { format: 'png', maxSize: 4096, dice: 'table' };
