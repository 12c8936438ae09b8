import { z } from 'zod';

/**
 * A micro-tour's 360° panorama (issue 49, decision 032, migration 0057): an equirectangular
 * JPEG, twice as wide as high, in the public bucket `panoramas`.
 */
export const PANORAMA_BUCKET = 'panoramas';
export const PANORAMA_MIN_WIDTH = 2048;
export const PANORAMA_MAX_WIDTH = 8192;
/** The bucket's file_size_limit (migration 0057). */
export const PANORAMA_MAX_BYTES = 20 * 1024 * 1024;
/** Sizes the render endpoint gives anyone for a panorama: the still picture and a phone's viewer. */
export const PANORAMA_STILL_WIDTH = 1280;
export const PANORAMA_PHONE_WIDTH = 2048;
export const PANORAMA_RENDER_WIDTHS: readonly number[] = [
  PANORAMA_STILL_WIDTH,
  PANORAMA_PHONE_WIDTH,
];

/** `POST /functions/v1/micro-tour-panorama`: the object the admin uploaded to the bucket. */
export const setMicroTourPanoramaBodySchema = z.object({
  microTourId: z.uuid(),
  /** The uploaded file's path in the bucket: `<microTourId>/<name>.jpg`. */
  path: z
    .string()
    .max(300)
    .regex(/^[0-9a-f-]{36}\/[A-Za-z0-9_-]{1,80}\.jpg$/),
});
export type SetMicroTourPanoramaBody = z.infer<typeof setMicroTourPanoramaBodySchema>;

/** `POST /functions/v1/remove-micro-tour-panorama`. */
export const removeMicroTourPanoramaBodySchema = z.object({ microTourId: z.uuid() });
export type RemoveMicroTourPanoramaBody = z.infer<typeof removeMicroTourPanoramaBodySchema>;

/** What the set call answers. */
export const microTourPanoramaSchema = z.object({
  panorama_url: z.string(),
  panorama_width: z.number().int(),
  panorama_height: z.number().int(),
  panorama_is_illustration: z.boolean(),
});
export type MicroTourPanorama = z.infer<typeof microTourPanoramaSchema>;

/** Why a stored file is refused as a panorama: the ratio, the format and the size are read from its bytes. */
export type PanoramaProblem =
  'panorama_not_jpeg' | 'panorama_wrong_ratio' | 'panorama_too_small' | 'panorama_too_large';

/** A JPEG exactly twice as wide as high (equirectangular), 2048 to 8192 pixels wide. */
export function panoramaProblem(image: {
  format: string | undefined;
  width: number;
  height: number;
  bytes: number;
}): PanoramaProblem | undefined {
  if (image.format !== 'jpeg') return 'panorama_not_jpeg';
  if (image.bytes > PANORAMA_MAX_BYTES || image.width > PANORAMA_MAX_WIDTH) {
    return 'panorama_too_large';
  }
  if (image.width !== 2 * image.height) return 'panorama_wrong_ratio';
  if (image.width < PANORAMA_MIN_WIDTH) return 'panorama_too_small';
  return undefined;
}
