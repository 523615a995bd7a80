/**
 * How a card's own images reach its template. The pack loader read and decoded each image file
 * (core/pack-images.ts); a job carries those of its card, and the kit's Picture
 * (templates/common/Picture.tsx) finds them by the field's value through `ctx.ref`, under a type
 * name no card type can have (type ids have no space). The entry's content hash is what the job's
 * hash (render/cache.ts) sees of it, so a changed file redraws the cards that show it; its data
 * URI is left out of that hash (it is the same content, and may weigh megabytes).
 */
import type { LoadedCard } from '../core/pack.js';
import type { PackImage } from '../core/pack-images.js';
import { IMAGE_KEYWORD } from '../core/schema-kit.js';
import { annotated } from '../core/schema-walk.js';
import type { RenderContext } from './context.js';

export const PICTURE_REF = 'image file';

/** What a template gets of an image: its size in pixels, its format and the data URI satori draws. */
export interface Picture {
  format: 'png' | 'jpeg' | 'webp' | 'svg';
  width: number;
  height: number;
  sha256: string;
  uri: string;
}

/** The images of a card, keyed as ctx.ref looks them up ("image file:art/fog.png"). */
export function cardPictures(card: LoadedCard, images: Map<string, PackImage> | undefined): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const v of annotated(card.type.schema, card.data, IMAGE_KEYWORD)) {
    const image = typeof v.value === 'string' ? images?.get(v.value) : undefined;
    if (!image?.ok) continue;
    const entry: Record<string, unknown> = { format: image.format, width: image.width, height: image.height, sha256: image.sha256 };
    Object.defineProperty(entry, 'uri', { value: image.uri, enumerable: false });
    out[`${PICTURE_REF}:${v.value}`] = entry;
  }
  return out;
}

/** The image named `src` by the card being drawn, or undefined when the card names no such image. */
export function pictureOf(ctx: RenderContext, src: string): Picture | undefined {
  return ctx.ref(PICTURE_REF, src) as Picture | undefined;
}

/** The least resolution of an image drawn in a card, as a share of the card's dpi: below it (enlarged over 1.5 times), it prints blurred. */
export const LEAST_RESOLUTION = 2 / 3;

/**
 * Why an image drawn `scale` times its size (image pixels to card pixels) would print blurred, or
 * null. A vector image never does.
 */
export function resolutionProblem(ctx: RenderContext, src: string, p: Picture, scale: number, box: { width: number; height: number }): string | null {
  if (p.format === 'svg' || scale <= 1 / LEAST_RESOLUTION) return null;
  const dpi = ctx.geometry.dpi;
  const effective = Math.round(dpi / scale);
  const need = { width: Math.ceil((p.width * scale) * LEAST_RESOLUTION), height: Math.ceil((p.height * scale) * LEAST_RESOLUTION) };
  return (
    `card '${ctx.cardId}': the image '${src}' is ${p.width}×${p.height} px, drawn ${Math.round(box.width)}×${Math.round(box.height)} px at ${dpi} dpi: ` +
    `about ${effective} dpi, it will print blurred; give it at least ${need.width}×${need.height} px (${Math.ceil(p.width * scale)}×${Math.ceil(p.height * scale)} for full sharpness)`
  );
}
