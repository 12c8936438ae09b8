import { z } from 'zod';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@app/domain/constants';
import { PANORAMA_BUCKET, PANORAMA_RENDER_WIDTHS } from '@app/domain/panorama';

/** Supabase Storage's limits for the image transformation API. */
export const MAX_DIMENSION = 2500;
export const MIN_QUALITY = 20;
export const MAX_QUALITY = 100;
export const DEFAULT_QUALITY = 80;

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
};

/** The query of `/render/image/public/...`; other parameters (e.g. `download`) are ignored. */
export const transformQuerySchema = z.object({
  width: wholeNumber('width', 1, MAX_DIMENSION).optional(),
  height: wholeNumber('height', 1, MAX_DIMENSION).optional(),
  resize: z
    .enum(['cover', 'contain', 'fill'], { error: 'resize must be cover, contain or fill' })
    .default('cover'),
  quality: wholeNumber('quality', MIN_QUALITY, MAX_QUALITY).default(DEFAULT_QUALITY),
  format: z.literal('origin', { error: 'format can only be origin' }).optional(),
});

export type TransformQuery = z.infer<typeof transformQuerySchema>;

/** What anyone may ask for: the widths and quality of the app's `srcset`, as Next.js does. */
export const PUBLIC_WIDTHS: readonly number[] = IMAGE_WIDTHS;
export const PUBLIC_QUALITIES: readonly number[] = [IMAGE_QUALITY, DEFAULT_QUALITY];

/**
 * Why a query is outside what the public may have rendered, or undefined when it is inside:
 * a width from the app's list, no height (the picture keeps its aspect ratio), and the app's
 * quality or the default. This keeps every object's variants to a handful, so a flood of
 * made-up sizes cannot queue renders nor crowd the app's sizes out of the variant cache.
 */
export function publicVariantProblem(query: TransformQuery, bucket?: string): string | undefined {
  // A panorama's sizes are the viewer's: a still picture and a phone's sphere (decision 032).
  const allowed = bucket === PANORAMA_BUCKET ? PANORAMA_RENDER_WIDTHS : PUBLIC_WIDTHS;
  const widths = allowed.join(', ');
  if (query.width === undefined || !allowed.includes(query.width)) {
    return `width must be one of ${widths}`;
  }
  if (query.height !== undefined) {
    return `height is not accepted: give only a width (one of ${widths}); the picture keeps its aspect ratio`;
  }
  if (!PUBLIC_QUALITIES.includes(query.quality)) {
    return `quality must be one of ${PUBLIC_QUALITIES.join(', ')} (${DEFAULT_QUALITY} when left out)`;
  }
  return undefined;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const FORMAT_BY_CONTENT_TYPE: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const CONTENT_TYPE_BY_FORMAT: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The format of a stored object we can transform, from its content type. */
export function transformableFormat(contentType: string): ImageFormat | undefined {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return FORMAT_BY_CONTENT_TYPE[mediaType];
}

function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (!quality || Number(quality.slice(2)) > 0);
  });
}

/**
 * The output format: the original with `format=origin`, otherwise WebP when the client accepts
 * it. `negotiated` says whether the answer depends on the Accept header (then `Vary: Accept`).
 */
export function chooseOutputFormat(
  source: ImageFormat,
  format: TransformQuery['format'],
  accept: string | undefined,
): { format: ImageFormat; negotiated: boolean } {
  if (format === 'origin') return { format: source, negotiated: false };
  return { format: acceptsWebp(accept) ? 'webp' : source, negotiated: true };
}

/** Width, height, fit and quality as they affect the output, in a stable form for cache keys. */
export function describeVariant(query: TransformQuery, format: ImageFormat): string {
  const parts = [
    `w${query.width ?? 'auto'}`,
    `h${query.height ?? 'auto'}`,
    // Fit only matters when both sides are given; PNG is lossless, so quality does not apply.
    query.width && query.height ? query.resize : 'scale',
    format === 'png' ? 'lossless' : `q${query.quality}`,
  ];
  return `${parts.join('_')}.${format}`;
}

// storage-api's (imgproxy's) words for the resize modes, in a signed URL's `transformations`.
const RESIZING_TYPE_BY_RESIZE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/**
 * storage-api's `transformations` text of a signed URL (`height:200,width:200,resizing_type:fill,
 * quality:60`), made from supabase-js's `transform` options; '' for none.
 */
export function transformationsOf(transform: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof transform.height === 'number') parts.push(`height:${transform.height}`);
  if (typeof transform.width === 'number') parts.push(`width:${transform.width}`);
  if (parts.length > 0 || transform.resize !== undefined) {
    const resize = transform.resize;
    const mode = resize === 'contain' || resize === 'fill' || resize === 'cover' ? resize : 'cover';
    parts.push(`resizing_type:${RESIZING_TYPE_BY_RESIZE[mode]}`);
  }
  if (typeof transform.quality === 'number') parts.push(`quality:${transform.quality}`);
  if (transform.format === 'origin') parts.push('format:origin');
  return parts.join(',');
}

/** The query transformQuerySchema reads, from a signed URL's `transformations` text. */
export function queryOfTransformations(text: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const part of text.split(',')) {
    const [name, value = ''] = part.split(':');
    if (name === 'height' || name === 'width' || name === 'quality' || name === 'format') {
      query[name] = value;
    }
    if (name === 'resizing_type') {
      const resize = Object.entries(RESIZING_TYPE_BY_RESIZE).find(([, type]) => type === value);
      if (resize) query.resize = resize[0];
    }
  }
  return query;
}
