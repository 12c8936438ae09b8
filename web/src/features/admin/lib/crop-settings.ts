/** The crop step's numbers (spec section 9, Admin images). */
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
