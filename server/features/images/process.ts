// Every uploaded image goes through sharp: orientation applied, metadata (camera, location) dropped, resized
// variants in WebP and JPEG. Non-images and decompression bombs are refused.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../../lib/errors';

/** Widths of the variants; each image gets those below its own width, plus its own. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920];
/** The largest side we keep. */
const MAX_SIDE = 2400;
/** A guard against decompression bombs: larger inputs are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface ProcessedImage {
  width: number;
  height: number;
  widths: number[];
}

const notAnImage = () =>
  new AppError(422, 'This file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF picture.', {
    errors: { file: ['This file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF picture.'] },
  });

/**
 * Writes `w<width>.webp` and `w<width>.jpg` for every variant into `dir`, plus `master.jpg` (the rotated,
 * metadata-free source later edits start from). `rotate` turns the image by a multiple of 90 degrees first.
 */
export async function processImage(
  input: string | Buffer,
  dir: string,
  options: { rotate?: 0 | 90 | 180 | 270; /** Only for the project's own artwork (demo content); never for uploads. */ allowSvg?: boolean } = {},
): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new AppError(422, 'This image is too large to process.', { errors: { file: ['This image has too many pixels.'] } });
    throw notAnImage();
  }
  if (!metadata.format || !(ACCEPTED.has(metadata.format) || (options.allowSvg && metadata.format === 'svg'))) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(422, 'This image is too large to process.', { errors: { file: ['This image has too many pixels.'] } });
  }

  let master: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate(); // EXIF orientation
    if (options.rotate) pipeline = sharp(await pipeline.toBuffer()).rotate(options.rotate);
    master = await pipeline
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAnImage();
  }

  const width = master.info.width;
  const height = master.info.height;
  const widths = [...VARIANT_WIDTHS.filter((w) => w < width), ...(width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]! ? [width] : [])];
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'master.jpg'), master.data);
  await Promise.all(
    widths.map(async (w) => {
      const resized = sharp(master.data).resize({ width: w });
      await Promise.all([
        resized.clone().webp({ quality: 78, effort: 3 }).toFile(path.join(dir, `w${w}.webp`)),
        resized.clone().jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(dir, `w${w}.jpg`)),
      ]);
    }),
  );
  return { width, height, widths };
}
