import { describe, expect, it } from 'vitest';
import { BASEMAP_CLIP } from '../../../lib/map/basemap-file';
import {
  BASEMAP_EXTENT,
  boundsOf,
  fitBounds,
  minScale,
  projectPoint,
  SCALE_EXTENT,
} from './mercator-view';

describe('the list map view', () => {
  it('puts the fitted box inside the screen, centred, touching the padding on one axis', () => {
    const bounds = { west: 14.2, south: 49.9, east: 14.7, north: 50.2 };
    const t = fitBounds(bounds, 800, 600, 20);
    const [left, top] = projectPoint(t, bounds.west, bounds.north);
    const [right, bottom] = projectPoint(t, bounds.east, bounds.south);
    expect((left + right) / 2).toBeCloseTo(400, 6);
    expect((top + bottom) / 2).toBeCloseTo(300, 6);
    expect(left).toBeGreaterThanOrEqual(20 - 1e-6);
    expect(top).toBeGreaterThanOrEqual(20 - 1e-6);
    const touchesX = Math.abs(left - 20) < 1e-6;
    const touchesY = Math.abs(top - 20) < 1e-6;
    expect(touchesX || touchesY).toBe(true);
  });

  it('reads back what it shows, so a fitted view reports bounds around the box', () => {
    const bounds = { west: 2, south: 41, east: 3, north: 42 };
    const shown = boundsOf(fitBounds(bounds, 500, 500, 0), 500, 500);
    // Taller than wide in Mercator at this latitude: north and south touch, the sides have room.
    expect(shown.north).toBeCloseTo(42, 4);
    expect(shown.south).toBeCloseTo(41, 4);
    expect(shown.west).toBeLessThan(2);
    expect(shown.east).toBeGreaterThan(3);
    expect((shown.west + shown.east) / 2).toBeCloseTo(2.5, 4);
  });

  it('projects as Web Mercator: Greenwich on the equator sits at the translation', () => {
    const [x0, y0] = projectPoint({ k: 8, x: 10, y: 20 }, 0, 0);
    expect(x0).toBeCloseTo(10, 9);
    expect(y0).toBeCloseTo(20, 9);
    const [x] = projectPoint({ k: 1, x: 0, y: 0 }, 180, 0);
    expect(x).toBeCloseTo(128, 6);
  });

  it('keeps bounds on the globe and zooms no deeper than the contract', () => {
    const world = boundsOf({ k: 1, x: 1000, y: 1000 }, 4000, 4000);
    expect(world.west).toBe(-180);
    expect(world.east).toBe(180);
    expect(world.north).toBe(85);
    expect(world.south).toBe(-85);
    const tiny = fitBounds({ west: 1, south: 1, east: 1, north: 1 }, 300, 300);
    expect(tiny.k).toBe(SCALE_EXTENT[1]);
  });

  it('never zooms out past the basemap: its box at the smallest zoom covers the screen', () => {
    const [[x0, y0], [x1, y1]] = BASEMAP_EXTENT;
    const [west, north] = [BASEMAP_CLIP.west, BASEMAP_CLIP.north];
    expect(projectPoint({ k: 1, x: 0, y: 0 }, west, north)).toEqual([x0, y0]);
    for (const [width, height] of [
      [390, 844],
      [354, 1100],
      [1600, 900],
    ] as const) {
      const k = minScale(width, height);
      expect(k).toBeGreaterThanOrEqual(SCALE_EXTENT[0]);
      expect((x1 - x0) * k).toBeGreaterThanOrEqual(width - 1e-6);
      expect((y1 - y0) * k).toBeGreaterThanOrEqual(height - 1e-6);
      // Europe fitted to a tall phone is not zoomed out beyond it either.
      const europe = fitBounds({ west: -25, south: 34, east: 45, north: 71 }, width, height);
      expect(europe.k).toBeGreaterThanOrEqual(k);
    }
    expect(minScale(100, 100)).toBe(SCALE_EXTENT[0]);
  });
});
