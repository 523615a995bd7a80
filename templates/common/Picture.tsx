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
  /** The render context the template received. */
  ctx: RenderContext;
  /** The image: the value of the card's field of kind `image` (its path from the project folder), e.g. card.illustration. */
  src: string;
  /** Where that field is in the card, e.g. ['illustration']: what the image's problems are reported at. */
  path: (string | number)[];
  /** The box's width in px. */
  width: number;
  /** The box's height in px. */
  height: number;
  /** 'cover' fills the box and crops what overflows; 'contain' shows the whole image. @default 'cover' */
  fit?: 'cover' | 'contain';
  /** The point of the image (0 to 1 across and down) that 'cover' keeps in view, or where 'contain' places the image in the box. @default { x: 0.5, y: 0.5 } */
  focus?: { x?: number; y?: number };
  /** The box's corner radius, in px. @default 0 */
  radius?: number;
  /** Style of the box (margins, position...). @default {} */
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
