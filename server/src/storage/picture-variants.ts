import { createHash } from 'node:crypto';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@app/domain/constants';
import { TRANSFORM_VERSION } from './image-transform.js';
import type { StoredObject } from './object-store.js';
import { describeVariant, type ImageFormat, type TransformQuery } from './transform-options.js';
import type { VariantId } from './variant-cache.js';

/** The original's version as the cache sees it: its bytes (ETag) and the renderer's version. */
export function sourceVersion(object: StoredObject): string {
  const bytes = object.eTag || object.lastModified.toISOString();
  return createHash('sha256').update(`${bytes}\n${TRANSFORM_VERSION}`).digest('hex').slice(0, 24);
}

/** Where one resized copy of a stored object is kept (the render route and the pre-renderer). */
export function variantIdOf(
  object: StoredObject,
  query: TransformQuery,
  format: ImageFormat,
): VariantId {
  return {
    bucket: object.location.bucket,
    key: object.location.key,
    sourceVersion: sourceVersion(object),
    variant: describeVariant(query, format),
  };
}

/**
 * What the app's `srcset` asks for (web/src/lib/image-urls.ts): each width of IMAGE_WIDTHS at
 * IMAGE_QUALITY, without a height. Every browser the app is built for accepts WebP and says so,
 * so these are rendered ahead as WebP; other formats are rendered when asked.
 */
export const APP_VARIANTS: readonly TransformQuery[] = IMAGE_WIDTHS.map((width) => ({
  width,
  quality: IMAGE_QUALITY,
  resize: 'cover' as const,
}));
export const APP_FORMAT: ImageFormat = 'webp';
