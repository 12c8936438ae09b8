import { describe, expect, it } from 'vitest';
import {
  cropToCanvasSize,
  initialCropWidthPercent,
  isCropBigEnough,
  MIN_PICTURE_HEIGHT,
  MIN_PICTURE_WIDTH,
} from './crop-settings';

describe('cropToCanvasSize', () => {
  it('keeps the full size without a limit', () => {
    expect(cropToCanvasSize(1600.4, 900.2)).toEqual({ width: 1600, height: 900 });
  });

  it('scales the preview down to 300 px on the longer side, never up', () => {
    expect(cropToCanvasSize(1600, 900, 300)).toEqual({ width: 300, height: 169 });
    expect(cropToCanvasSize(160, 90, 300)).toEqual({ width: 160, height: 90 });
  });
});

describe('the crop minimum of 100 by 100 pixels', () => {
  it('needs pictures of at least 178 by 100 for a 16:9 crop', () => {
    expect([MIN_PICTURE_WIDTH, MIN_PICTURE_HEIGHT]).toEqual([178, 100]);
    expect(isCropBigEnough(177.8, 100)).toBe(true);
    expect(isCropBigEnough(177.8, 99.2)).toBe(false);
  });

  it('starts 90 % wide, or as wide as it goes when 90 % would be under the minimum', () => {
    expect(initialCropWidthPercent(1600, 900)).toBe(90);
    expect(initialCropWidthPercent(1000, 1000)).toBe(90);
    expect(initialCropWidthPercent(190, 107)).toBe(100);
    expect(initialCropWidthPercent(178, 100)).toBe(100);
  });
});
