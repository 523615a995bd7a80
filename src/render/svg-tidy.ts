/**
 * Removes what satori writes but does not change the picture and makes resvg slow: an image
 * clipped to a rectangle that is exactly the image's own box. resvg allocates a full-size layer
 * per clip path, so each such clip costs a few milliseconds for nothing.
 */

const CLIP_RECT = /<clipPath id="([^"]+)"><rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"\/><\/clipPath>/g;
const IMAGE = /<image\b[^>]*>/g;

export function tidySvg(svg: string): string {
  const rects = new Map<string, string>();
  for (const m of svg.matchAll(CLIP_RECT)) rects.set(m[1], `${m[2]},${m[3]},${m[4]},${m[5]}`);
  if (!rects.size) return svg;
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return svg.replace(IMAGE, (tag) => {
    const clip = /\sclip-path="url\(#([^)]+)\)"/.exec(tag);
    if (!clip) return tag;
    const box = `${attr(tag, 'x')},${attr(tag, 'y')},${attr(tag, 'width')},${attr(tag, 'height')}`;
    return rects.get(clip[1]) === box ? tag.replace(clip[0], '') : tag;
  });
}
