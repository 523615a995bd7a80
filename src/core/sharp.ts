/**
 * sharp, one copy a process: its CommonJS build, required the first time an image is read or
 * written. The package also ships an ES-module build; importing that one beside a require() of the
 * other loaded sharp's JavaScript twice in one build (its ES build through Node's slower module
 * loader), so every use goes through here.
 *
 * libvips's cache of operation results is turned off for the whole process (the cache being
 * libvips's): deckwright never asks for the same operation twice in a run, and the cache kept up
 * to 50 MB of decoded images alive for nothing.
 */
import type SharpType from 'sharp';
import { lazyRequire } from './lazy-require.js';

const required = lazyRequire<typeof SharpType>('sharp');
let ready = false;

/** The sharp function, loaded and set up on the first call. */
export function sharp(): typeof SharpType {
  const s = required();
  if (!ready) {
    s.cache(false);
    ready = true;
  }
  return s;
}
