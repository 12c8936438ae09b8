import { describe, expect, it } from 'vitest';
import { fitProjection, type LabelStyle, type MapSurface, overlaps } from './draw-basemap';
import { drawPlaces, layoutPlaces, PLACE_COLORS, placesBounds } from './draw-places';

function recordingSurface() {
  const calls: { op: string; color?: string; label?: string; x?: number; y?: number }[] = [];
  const surface: MapSurface = {
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    arc: () => undefined,
    closePath: () => undefined,
    fill: (color) => void calls.push({ op: 'fill', color }),
    stroke: (color) => void calls.push({ op: 'stroke', color }),
    text: (label, x, y) => void calls.push({ op: 'text', label, x, y }),
    textWidth: (label: string, style: LabelStyle) => label.length * style.size * 0.6,
  };
  return { surface, calls };
}

const places = {
  route: [
    { name: 'Vienna', lat: 48.21, lng: 16.37 },
    { name: 'Salzburg', lat: 47.8, lng: 13.04 },
    { name: 'Innsbruck', lat: 47.26, lng: 11.39 },
  ],
  meetingPoint: { name: 'Westbahnhof', lat: 48.197, lng: 16.338 },
};

describe('drawPlaces', () => {
  it('draws the route as a line through numbered, named stops, then the meeting pin', () => {
    const { surface, calls } = recordingSurface();
    const projection = fitProjection(placesBounds(places)!, 600, 300, { padding: 40 });
    const layout = layoutPlaces(surface, projection, places);
    drawPlaces(surface, layout);
    expect(calls.filter((call) => call.op === 'stroke').map((call) => call.color)).toEqual([
      PLACE_COLORS.outline,
      PLACE_COLORS.route,
    ]);
    const texts = calls.filter((call) => call.op === 'text').map((call) => call.label);
    expect(texts).toEqual(['1', '2', '3', 'Vienna', 'Salzburg', 'Innsbruck']);
    expect(calls.at(-2)).toEqual({ op: 'fill', color: PLACE_COLORS.meeting });
    // Every mark and name inside the box, and none over another.
    for (const box of layout.boxes) {
      expect(box.x0).toBeGreaterThanOrEqual(0);
      expect(box.x1).toBeLessThanOrEqual(600);
    }
    const names = layout.boxes.slice(4);
    expect(names).toHaveLength(3);
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  });

  it('leaves out a name that would cover another mark, never a stop', () => {
    const { surface, calls } = recordingSurface();
    const close = {
      route: [
        { name: 'Here', lat: 48.2, lng: 16.37 },
        { name: 'There', lat: 48.2001, lng: 16.3701 },
      ],
      meetingPoint: null,
    };
    const projection = fitProjection(placesBounds(close)!, 400, 300, { maxZoom: 11 });
    drawPlaces(surface, layoutPlaces(surface, projection, close));
    expect(calls.filter((call) => call.op === 'text').map((call) => call.label)).toEqual([
      '1',
      '2',
      'Here',
    ]);
  });
});

describe('placesBounds', () => {
  it('spans the route and the meeting point, and is null for nothing', () => {
    expect(placesBounds(places)).toEqual({ west: 11.39, south: 47.26, east: 16.37, north: 48.21 });
    expect(placesBounds({ route: [], meetingPoint: null })).toBeNull();
  });
});
