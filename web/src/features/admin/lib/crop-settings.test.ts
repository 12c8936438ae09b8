import { describe, expect, it } from 'vitest';
import { cropToCanvasSize } from './crop-settings';

describe('cropToCanvasSize', () => {
  it('keeps the full size without a limit', () => {
    expect(cropToCanvasSize(1600.4, 900.2)).toEqual({ width: 1600, height: 900 });
  });

  it('scales the preview down to 300 px on the longer side, never up', () => {
    expect(cropToCanvasSize(1600, 900, 300)).toEqual({ width: 300, height: 169 });
    expect(cropToCanvasSize(160, 90, 300)).toEqual({ width: 160, height: 90 });
  });
});
