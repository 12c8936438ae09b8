import sharp from 'sharp';
import { storageErrors } from '../storage/storage-errors.js';
import { inspectUpload, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../storage/upload-image.js';

const JPEG_QUALITY = 85;

/**
 * A downloaded picture taken in as an upload is: its type and size checked from the bytes
 * (JPEG, PNG or WebP, 10 MB, 40 megapixels), decoded, turned upright, its metadata dropped,
 * at most `maxWidth` wide, and encoded as JPEG. Throws a StorageError for anything else.
 */
export async function takeInPicture(bytes: Buffer, maxWidth: number): Promise<Buffer> {
  await inspectUpload(bytes, { maxBytes: UPLOAD_MAX_BYTES, allowedTypes: null });
  try {
    return await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw storageErrors.invalidImage('The picture could not be read as an image');
  }
}
