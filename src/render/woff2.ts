/**
 * Unwraps a WOFF2 font into the TrueType/OpenType (sfnt) bytes it compresses, with wawoff2 (the
 * reference WOFF2 decoder of Google's woff2 library, compiled to WebAssembly). fontkit reads WOFF2
 * but gives no sfnt back, and deckwright needs one: the lining-figures patch (figures.ts) rewrites
 * a table of it, and satori gets the same bytes the layout measured. Loaded on first use: only a
 * game with a WOFF2 file of its own needs it.
 */
export function isWoff2(data: Buffer): boolean {
  return data.length >= 4 && data.toString('latin1', 0, 4) === 'wOF2';
}

type Decompress = (data: Uint8Array) => Promise<Uint8Array>;
let decoder: Promise<Decompress> | null = null;

export async function woff2ToSfnt(data: Buffer): Promise<Buffer> {
  // A name in a variable: the package ships no types of its own (one function, typed here).
  const name = 'wawoff2';
  decoder ??= import(name).then(
    (m: { decompress?: Decompress; default?: { decompress: Decompress } }) => m.decompress ?? m.default!.decompress,
    () => {
      decoder = null;
      throw new Error('a WOFF2 font needs the wawoff2 package, which is not installed (npm install wawoff2), or give the font as TTF, OTF or WOFF');
    },
  );
  const decompress = await decoder;
  return Buffer.from(await decompress(data));
}
