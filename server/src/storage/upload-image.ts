import { formatSizeOverLimit } from '@app/domain/file-size';
import sharp, { type Metadata } from 'sharp';
import { storageErrors } from './storage-errors.js';

/** The largest file an upload may carry (the buckets' file_size_limit, migration 0004). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an uploaded picture may have, read from its header before any decoding. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** JPEG and WebP are encoded again at this quality (the admin crop sends 95). */
const UPLOAD_QUALITY = 90;

const CONTENT_TYPE_BY_FORMAT = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export type UploadFormat = keyof typeof CONTENT_TYPE_BY_FORMAT;

export interface InspectedUpload {
  format: UploadFormat;
  contentType: string;
  width: number;
  height: number;
}

export interface UploadRules {
  maxBytes: number;
  /** Content types the bucket takes; null: JPEG, PNG and WebP. */
  allowedTypes: readonly string[] | null;
}

const isUploadFormat = (format: string | undefined): format is UploadFormat =>
  format !== undefined && Object.hasOwn(CONTENT_TYPE_BY_FORMAT, format);

/**
 * The picture's type and size from its bytes alone (the name and the Content-Type header are not
 * trusted): sharp reads the header only, so a picture claiming too many pixels is refused before
 * anything is decoded. Throws the storage error the client gets.
 */
export async function inspectUpload(bytes: Buffer, rules: UploadRules): Promise<InspectedUpload> {
  if (bytes.length === 0) throw storageErrors.invalidRequest('The file is empty');
  if (bytes.length > rules.maxBytes) {
    const sizes = formatSizeOverLimit(bytes.length, rules.maxBytes);
    throw storageErrors.entityTooLarge(
      `The file is ${sizes.size}; at most ${sizes.limit} are allowed`,
    );
  }
  let metadata: Metadata;
  try {
    // No pixel limit here: this reads the header only, and the limit is ours to report below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw storageErrors.unsupportedUpload(
      'The file is not a JPEG, PNG or WebP image (its content was checked, not its name)',
    );
  }
  const { format, width, height } = metadata;
  const allowed = rules.allowedTypes ?? Object.values(CONTENT_TYPE_BY_FORMAT);
  if (!isUploadFormat(format) || !allowed.includes(CONTENT_TYPE_BY_FORMAT[format])) {
    throw storageErrors.unsupportedUpload(
      `Only JPEG, PNG and WebP images can be uploaded; this file is ${format ?? 'unknown'}`,
    );
  }
  if (!width || !height) {
    throw storageErrors.invalidImage('The image has no width or height');
  }
  if (width * height > UPLOAD_MAX_PIXELS) {
    throw storageErrors.entityTooLarge(
      `The image is ${width} × ${height} pixels; at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels are allowed`,
    );
  }
  return { format, contentType: CONTENT_TYPE_BY_FORMAT[format], width, height };
}

/**
 * Decodes the picture and encodes it again in its own format: turned upright by its EXIF
 * orientation, every other piece of metadata (EXIF, GPS, XMP, comments) dropped, which is
 * sharp's default without withMetadata(). Callers run it through the render queue.
 */
export async function reencodeUpload(bytes: Buffer, format: UploadFormat): Promise<Buffer> {
  const pipeline = sharp(bytes, {
    limitInputPixels: UPLOAD_MAX_PIXELS,
    failOn: 'error',
  }).autoOrient();
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: UPLOAD_QUALITY })
      : format === 'webp'
        ? pipeline.webp({ quality: UPLOAD_QUALITY })
        : pipeline.png();
  try {
    return await encoded.toBuffer();
  } catch {
    throw storageErrors.invalidImage('The file could not be read as an image');
  }
}
