/**
 * A game's look: the colours the shared template components (templates/common/) draw with. It
 * comes from the manifest's `look:`, so a new game does not wear another game's colours; what a
 * manifest leaves out is a plain, neutral default.
 */
import type { Manifest } from './manifest.js';

export interface Look {
  /** The card's face. */
  paper: string;
  /** Text and titles. */
  ink: string;
  /** The rims of panels, badges and the art box. */
  rim: string;
}

export const DEFAULT_LOOK: Look = { paper: '#fbfaf7', ink: '#1f1f1f', rim: '#8c8c8c' };

export function lookOf(manifest: Pick<Manifest, 'look'>): Look {
  return { ...DEFAULT_LOOK, ...(manifest.look ?? {}) };
}
