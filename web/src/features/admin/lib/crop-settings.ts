/** The crop step's numbers: the frame's 16:9 shape and the smallest picture it accepts. */
export const CROP_ASPECT = 16 / 9;
export const CROP_DEFAULT_WIDTH_PERCENT = 90;
export const CROP_MIN_SIZE = 100;
export const CROP_JPEG_QUALITY = 0.95;
/** The preview canvas's longest side. */
export const CROP_PREVIEW_MAX = 300;

/** A crop's size in whole pixels, scaled down (never up) so its longer side fits `maxSide`. */
export function cropToCanvasSize(width: number, height: number, maxSide?: number) {
  const scale = maxSide ? Math.min(1, maxSide / Math.max(width, height)) : 1;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The smallest picture a 16:9 crop of at least 100 by 100 pixels fits in: 178 by 100. */
export const MIN_PICTURE_WIDTH = Math.ceil(CROP_MIN_SIZE * CROP_ASPECT);
export const MIN_PICTURE_HEIGHT = CROP_MIN_SIZE;

// A crop measured on the scaled picture on screen, turned into the picture's pixels, may miss a
// whole number by a fraction.
const ROUNDING = 0.5;

/** Whether a crop, in the picture's own pixels, is at least 100 by 100. */
export function isCropBigEnough(width: number, height: number): boolean {
  return width >= CROP_MIN_SIZE - ROUNDING && height >= CROP_MIN_SIZE - ROUNDING;
}

/**
 * The first crop's width in percent of the picture: 90 %, or the whole width (the largest 16:9
 * crop that fits) when 90 % would be under the minimum, as it is for pictures just over it.
 */
export function initialCropWidthPercent(naturalWidth: number, naturalHeight: number): number {
  const width = (naturalWidth * CROP_DEFAULT_WIDTH_PERCENT) / 100;
  // The frame stays inside the picture, so a tall frame is cut to the picture's height.
  const height = Math.min(width / CROP_ASPECT, naturalHeight);
  return isCropBigEnough(height * CROP_ASPECT, height) ? CROP_DEFAULT_WIDTH_PERCENT : 100;
}
