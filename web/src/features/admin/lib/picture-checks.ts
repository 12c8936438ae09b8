import '../messages';
import { t } from '@lingui/core/macro';
import { CROP_MIN_SIZE, MIN_PICTURE_HEIGHT, MIN_PICTURE_WIDTH } from './crop-settings';

/** The pictures the upload widget takes (the hint's JPG, PNG, WEBP). */
export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedPictureType(file: Pick<File, 'type'>): boolean {
  return ACCEPTED_PICTURE_TYPES.some((type) => type === file.type);
}

export const wrongTypeMessage = (name: string) =>
  t`${name} is not a JPG, PNG or WEBP image: only those can be uploaded.`;

export const unreadableMessage = (name: string) =>
  t`${name} is not a picture this browser can open.`;

/** Why a picture of this size cannot be cropped, or null when it can. */
export function tooSmallMessage(name: string, width: number, height: number): string | null {
  if (width >= MIN_PICTURE_WIDTH && height >= MIN_PICTURE_HEIGHT) return null;
  const minCrop = CROP_MIN_SIZE;
  const minWidth = MIN_PICTURE_WIDTH;
  const minHeight = MIN_PICTURE_HEIGHT;
  return t`${name} is ${width}×${height} pixels, too small to crop: the crop must be at least ${minCrop}×${minCrop} pixels in 16:9, so pictures need at least ${minWidth}×${minHeight} pixels.`;
}

/** A picture's size in pixels as the browser shows it (EXIF rotation applied); null if unreadable. */
export async function readPictureSize(
  file: Blob,
): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

export interface PictureCheck {
  /** Pictures that can go to the crop step, in the order picked. */
  accepted: File[];
  /** One sentence per file that cannot, saying why. */
  problems: string[];
}

/**
 * Sorts picked files into pictures the crop step can take and sentences about the rest: not a
 * JPG, PNG or WEBP image, unreadable, or too small for a 100 by 100 crop. Pictures beyond
 * `maxFiles` good ones are dropped unread, as the gallery holds only so many.
 */
export async function checkPickedPictures(
  files: Iterable<File>,
  maxFiles: number,
  readSize: (file: File) => Promise<{ width: number; height: number } | null> = readPictureSize,
): Promise<PictureCheck> {
  const problems: string[] = [];
  const typed: File[] = [];
  for (const file of files) {
    if (isAcceptedPictureType(file)) typed.push(file);
    else problems.push(wrongTypeMessage(file.name));
  }
  const accepted: File[] = [];
  // One at a time: each is decoded in full, and a big photo takes a lot of memory.
  for (const file of typed) {
    if (accepted.length >= maxFiles) break;
    const size = await readSize(file);
    const problem = size
      ? tooSmallMessage(file.name, size.width, size.height)
      : unreadableMessage(file.name);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}
