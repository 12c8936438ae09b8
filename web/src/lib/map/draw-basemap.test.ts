import { buildBasemap } from '@app/web/basemap-build';
import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  type Basemap,
  countryName,
  drawBasemap,
  fitProjection,
  type LabelStyle,
  MAP_COLORS,
  type MapSurface,
  prepareBasemap,
  projectionZoom,
} from './draw-basemap';

/** A surface that records what is drawn: paths as point counts, labels with their positions. */
function recordingSurface() {
  const calls: {
    op: string;
    color?: string;
    points?: number;
    label?: string;
    x?: number;
    y?: number;
  }[] = [];
  let points = 0;
  const surface: MapSurface = {
    beginPath: () => {
      points = 0;
    },
    moveTo: () => void points++,
    lineTo: () => void points++,
    arc: () => void points++,
    closePath: () => undefined,
    fill: (color) => void calls.push({ op: 'fill', color, points }),
    stroke: (color) => void calls.push({ op: 'stroke', color, points }),
    text: (label, x, y) => void calls.push({ op: 'text', label, x, y }),
    textWidth: (label: string, style: LabelStyle) => label.length * style.size * 0.6,
  };
  return { surface, calls };
}

let basemap: Basemap | undefined;
const europe = () => (basemap ??= prepareBasemap(buildBasemap()));

describe('drawBasemap', () => {
  it('draws water, land, rivers, lakes, coasts, borders, then labels that fit and never overlap', () => {
    const { surface, calls } = recordingSurface();
    const projection = fitProjection({ west: -10, south: 36, east: 30, north: 60 }, 800, 600);
    drawBasemap(surface, projection, europe(), { width: 800, height: 600, locale: 'de' });

    expect(calls.slice(0, 7).map(({ op, color }) => [op, color])).toEqual([
      ['fill', MAP_COLORS.water],
      ['fill', MAP_COLORS.land],
      ['stroke', MAP_COLORS.river],
      ['fill', MAP_COLORS.water],
      ['stroke', MAP_COLORS.coast],
      ['stroke', MAP_COLORS.coast],
      ['stroke', MAP_COLORS.border],
    ]);
    expect(calls[1]!.points).toBeGreaterThan(1000);
    expect(calls[2]!.points).toBeGreaterThan(300);
    expect(calls[3]!.points).toBeGreaterThan(50);
    const labels = calls.filter((call) => call.op === 'text').map((call) => call.label);
    // Country names in the reader's language (CLDR), towns by the gazetteer's name.
    expect(labels).toEqual(
      expect.arrayContaining(['DEUTSCHLAND', 'FRANKREICH', 'Paris', 'Berlin']),
    );
    expect(labels).not.toContain('GERMANY');
    for (const call of calls.filter((c) => c.op === 'text')) {
      expect(call.x).toBeGreaterThanOrEqual(0);
      expect(call.x).toBeLessThanOrEqual(800);
    }
  });

  it('shows more towns as the map zooms in, and no country names close up', () => {
    const count = (west: number, south: number, east: number, north: number) => {
      const { surface, calls } = recordingSurface();
      const projection = fitProjection({ west, south, east, north }, 600, 400);
      drawBasemap(surface, projection, europe(), { width: 600, height: 400, locale: 'en' });
      return {
        zoom: projectionZoom(projection),
        labels: calls.filter((call) => call.op === 'text').map((call) => call.label),
      };
    };
    const wide = count(-10, 36, 30, 60);
    const close = count(11.2, 47.9, 12.0, 48.5);
    expect(close.zoom).toBeGreaterThan(wide.zoom + 3);
    expect(close.labels).toContain('Munich');
    expect(wide.labels).not.toContain('Freising');
    expect(close.labels).toContain('Freising');
    expect(close.labels).not.toContain('GERMANY');
  });

  it('has Natural Earth’s rivers and lakes: the Danube through Budapest, Lake Geneva', () => {
    const { rivers, lakes } = europe();
    const nearBudapest = rivers.some(({ geometry }) =>
      geometry.coordinates.some(([lng, lat]) => Math.hypot(lng! - 19.05, lat! - 47.5) < 0.15),
    );
    expect(nearBudapest).toBe(true);
    expect(lakes.some(({ geometry }) => geoContains(geometry, [6.5, 46.45]))).toBe(true);
    // The Black Sea is sea, not a lake.
    expect(lakes.some(({ geometry }) => geoContains(geometry, [34, 43]))).toBe(false);
  });

  it('leaves the cut’s own edges out of the coasts', () => {
    const { coast } = europe();
    const alongEdge = coast.filter(({ geometry }) =>
      geometry.coordinates.every(([lng]) => lng === -50 || lng === 65),
    );
    expect(alongEdge).toEqual([]);
  });
});

describe('fitProjection', () => {
  it('fits the bounds inside the box, and stops at the closest zoom for one point', () => {
    const projection = fitProjection({ west: 2, south: 48, east: 3, north: 49 }, 400, 300);
    const [x0, y0] = projection([2, 49])!;
    const [x1, y1] = projection([3, 48])!;
    expect(Math.min(x0, y0)).toBeGreaterThanOrEqual(23);
    expect(x1).toBeLessThanOrEqual(377);
    expect(y1).toBeLessThanOrEqual(277);
    const point = fitProjection({ west: 2.35, south: 48.85, east: 2.35, north: 48.85 }, 400, 300, {
      maxZoom: 12,
    });
    expect(projectionZoom(point)).toBeCloseTo(12);
    expect(point([2.35, 48.85])).toEqual([200, 150]);
  });
});

describe('countryName', () => {
  it('names a country in the reader’s language, or by Natural Earth’s name without a code', () => {
    expect(countryName(['IT', 'Italy', 12, 42, 300_000], 'fr')).toBe('Italie');
    expect(countryName(['', 'N. Cyprus', 33, 35, 3000], 'de')).toBe('N. Cyprus');
  });
});
