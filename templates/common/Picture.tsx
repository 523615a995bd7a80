/**
 * One of the game's own images (a field of kind `image`), drawn in a box: `cover` fills the box
 * and crops what overflows, keeping the point `focus` of the image in view (its centre by
 * default; { x: 0.5, y: 0 } keeps the top); `contain` shows the whole image, placed in the box by
 * `focus`. An image with fewer pixels than the box needs at the card's dpi is reported at its
 * field as a warning (render/image-resolution): it is still drawn. Icons of the icon set are
 * drawn by Icon and ArtBox, not by this.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { pictureOf, resolutionProblem } from '../../src/render/pictures.js';

export interface PictureProps {
  ctx: RenderContext;
  /** The field's value: the image's path from the project folder, e.g. card.illustration. */
  src: string;
  /** Where the field is in the card, for what is reported, e.g. ['illustration']. */
  path: (string | number)[];
  width: number;
  height: number;
  /** 'cover' (default) fills the box and crops; 'contain' shows the whole image. */
  fit?: 'cover' | 'contain';
  /** The point of the image (0 to 1 across and down) kept in view by `cover`, or where `contain` places it; the centre by default. */
  focus?: { x?: number; y?: number };
  /** Rounded corners of the box, in px. */
  radius?: number;
  /** Extra style of the box (a margin, a border). */
  style?: Record<string, unknown>;
}

const unit = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? 0.5 : Math.min(1, Math.max(0, v)));

export function Picture(props: PictureProps): SatoriElement {
  const { ctx, src, width, height } = props;
  const box = { display: 'flex', position: 'relative', width, height, overflow: 'hidden', borderRadius: props.radius ?? 0, ...props.style };
  const picture = pictureOf(ctx, src);
  if (!picture) {
    ctx.report({
      rule: 'render/template',
      path: props.path,
      message: `card '${ctx.cardId}': Picture was given '${src}', which is not an image this card names in a field of kind image; pass the field's value (e.g. card.illustration)`,
    });
    return <div style={box} />;
  }
  const across = width / picture.width;
  const down = height / picture.height;
  const scale = props.fit === 'contain' ? Math.min(across, down) : Math.max(across, down);
  const w = picture.width * scale;
  const h_ = picture.height * scale;
  // The image moves so that its focus point sits at the same fraction of the box.
  const left = (width - w) * unit(props.focus?.x);
  const top = (height - h_) * unit(props.focus?.y);
  const blurred = resolutionProblem(ctx, src, picture, scale, { width: Math.min(w, width), height: Math.min(h_, height) });
  if (blurred) ctx.report({ rule: 'render/image-resolution', severity: 'warning', path: props.path, message: blurred });
  return (
    <div style={box}>
      <img src={picture.uri} width={w} height={h_} style={{ position: 'absolute', left, top }} />
    </div>
  );
}
