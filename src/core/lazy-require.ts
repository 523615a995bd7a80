/**
 * A heavy library loaded the first time it is used, not when the module that uses it is: a
 * command pays only for what it runs (`--help` loads no PDF writer, `check` no rasteriser). These
 * libraries are CommonJS packages, so they load synchronously where a sync function needs them.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** `load()` gives the package's module, required once on the first call. */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
