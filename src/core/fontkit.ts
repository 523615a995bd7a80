/**
 * fontkit, loaded the first time a font is read: making its module builds Unicode tables (it
 * inflates them), a seventh of a `check` whose cards need no laying out.
 */
import type * as Fontkit from 'fontkit';
import { lazyRequire } from './lazy-require.js';

export const fontkit = lazyRequire<typeof Fontkit>('fontkit');
