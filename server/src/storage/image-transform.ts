import sharp, { type FitEnum } from 'sharp';
import type { ImageFormat, TransformQuery } from './transform-options.js';

export class UnreadableImageError extends Error {}

const FIT: Record<TransformQuery['resize'], keyof FitEnum> = {
  cover: 'cover',
  contain: 'inside',
  fill: 'fill',
};

/** A pipeline's output bytes never change for the same input and parameters within a version. */
export const TRANSFORM_VERSION = `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`;

export type TransformImage = (
  input: Buffer,
  query: TransformQuery,
  format: ImageFormat,
) => Promise<Buffer>;

/**
 * Resizes an image: oriented by its EXIF tag, never enlarged, metadata
 * stripped (sharp's default), encoded as `format`. Throws UnreadableImageError when the bytes are
 * not an image sharp can decode. Callers run it through the RenderQueue (render-queue.ts).
 */
export const transformImage: TransformImage = async (input, query, format) => {
  let pipeline = sharp(input, { failOn: 'error' }).autoOrient();
  if (query.width || query.height) {
    pipeline = pipeline.resize({
      width: query.width,
      height: query.height,
      fit: FIT[query.resize],
      withoutEnlargement: true,
    });
  }
  if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: query.quality, progressive: true });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: query.quality });
  else pipeline = pipeline.png();
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableImageError(reason, { cause: error });
  }
};
