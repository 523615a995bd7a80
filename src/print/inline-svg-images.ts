/**
 * satori draws each icon as an <image> whose href is a whole SVG document in a data URI.
 * svg-to-pdfkit only embeds raster images and drops those, so for vector PDFs each one is
 * replaced by a nested <svg> holding the icon's own elements, at the same place and size.
 */

const IMAGE = /<image\b([^>]*?)\bhref="data:image\/svg\+xml(;base64)?,([^"]*)"([^>]*?)\/>/g;
const ATTR = /([a-zA-Z:-]+)="([^"]*)"/g;

function attrs(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTR)].map((m) => [m[1], m[2]]));
}

export function inlineSvgImages(svg: string): string {
  return svg.replace(IMAGE, (_whole, before: string, base64: string | undefined, payload: string, after: string) => {
    const doc = base64 ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
    const open = /<svg\b([^>]*)>/.exec(doc);
    const close = doc.lastIndexOf('</svg>');
    if (!open || close < 0) return '';
    const outer = attrs(`${before} ${after}`);
    const inner = attrs(open[1]);
    const keep = (m: Map<string, string>, names: string[]) =>
      names.filter((n) => m.has(n)).map((n) => `${n}="${m.get(n)}"`).join(' ');
    const place = keep(outer, ['x', 'y', 'width', 'height', 'preserveAspectRatio']);
    const own = keep(inner, ['viewBox', 'fill', 'stroke']);
    const body = doc.slice(open.index + open[0].length, close);
    const nested = `<svg ${place} ${own}>${body}</svg>`;
    // The image's mask or clip path (satori's overflow boxes) applies to the group around it.
    const wrap = keep(outer, ['mask', 'clip-path', 'opacity', 'transform']);
    return wrap ? `<g ${wrap}>${nested}</g>` : nested;
  });
}
