import { describe, expect, it } from 'vitest';
import { MAP_VIEW_MAX_PX, mapZoomFor } from './map-pins.js';

describe('mapZoomFor', () => {
  it('gives the whole level at or below the map’s scale', () => {
    // Europe (70° wide) on a 390-pixel phone: the world would be 2006 px, 2^2.97 tiles.
    expect(mapZoomFor({ west: -25, south: 34, east: 45, north: 72 }, 390)).toBe(2);
    // One degree on a 1280-pixel desktop map: 460,800 px, 2^10.8 tiles.
    expect(mapZoomFor({ west: 2, south: 48, east: 3, north: 49 }, 1280)).toBe(10);
  });

  it('stays within 0 to 16', () => {
    expect(mapZoomFor({ west: -180, south: -85, east: 180, north: 85 }, 100)).toBe(0);
    expect(mapZoomFor({ west: 2, south: 48, east: 2.00001, north: 48.00001 }, 1000)).toBe(16);
    expect(mapZoomFor({ west: 2, south: 48, east: 2, north: 48 }, 1000)).toBe(16);
  });

  it('never asks for a view wider than the call takes at a screen’s width', () => {
    const bounds = { west: -25, south: 34, east: 45, north: 72 };
    const zoom = mapZoomFor(bounds, MAP_VIEW_MAX_PX);
    expect((70 / 360) * 256 * 2 ** zoom).toBeLessThanOrEqual(MAP_VIEW_MAX_PX);
  });
});
