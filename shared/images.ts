// Uploaded images as pages use them: resized variants in WebP and JPEG under /uploads/<key>/w<width>.<ext>.
import type * as z from 'zod';
import type { imageRefSchema } from './schemas/content.answers';

/** An uploaded image (its schema: shared/schemas/content.answers.ts, decision 0041). */
export type ImageRef = z.infer<typeof imageRefSchema>;

export type ImageFormat = 'webp' | 'jpeg';

const EXT: Record<ImageFormat, string> = { webp: 'webp', jpeg: 'jpg' };

export function imageUrl(image: ImageRef, width: number, format: ImageFormat = 'jpeg'): string {
  return `/uploads/${image.key}/w${width}.${EXT[format]}`;
}

/** The variant closest to `target` px wide without going under it (the largest when none is wide enough). */
export function pickWidth(image: ImageRef, target: number): number {
  return image.widths.find((w) => w >= target) ?? image.widths[image.widths.length - 1] ?? image.width;
}

export function srcSet(image: ImageRef, format: ImageFormat): string {
  return image.widths.map((w) => `${imageUrl(image, w, format)} ${w}w`).join(', ');
}

/** The contract's `image_url`: a JPEG about 1280 px wide. */
export function defaultImageUrl(image: ImageRef): string {
  return imageUrl(image, pickWidth(image, 1280), 'jpeg');
}
