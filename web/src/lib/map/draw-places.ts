import type { MapBounds } from '@app/domain/map-pins';
import type { GeoProjection } from 'd3-geo';
import {
  type Box,
  type LabelStyle,
  MAP_COLORS,
  type MapSurface,
  overlaps,
} from './draw-basemap.js';

/**
 * What the small maps of a tour, a micro-tour and a ticket show over the basemap (issue 52): a
 * tour's route as a line through numbered, named places, and the meeting point as a pin. The
 * same drawing in the browser's canvas and in the PDF e-ticket:
 *
 *   const layout = layoutPlaces(surface, projection, places);
 *   drawBasemap(surface, projection, basemap, { ...size, locale, reserved: layout.boxes });
 *   drawPlaces(surface, layout);
 */
export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
}

export interface PlacesOnMap {
  /** In the order travelled; each is numbered from 1. */
  route: MapPlace[];
  meetingPoint: MapPlace | null;
}

export const PLACE_COLORS = {
  route: '#047857',
  stopText: '#ffffff',
  meeting: '#be123c',
  outline: '#ffffff',
} as const;

/** The box around every place shown, null when there is none. */
export function placesBounds({ route, meetingPoint }: PlacesOnMap): MapBounds | null {
  const points = meetingPoint ? [...route, meetingPoint] : route;
  if (points.length === 0) return null;
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

/** How far a pin's head reaches above its point (room a fit keeps above the places). */
export const PIN_HEIGHT = 26;
const PIN_RADIUS = 9;
const STOP_RADIUS = 10;

const NUMBER: LabelStyle = {
  size: 11,
  bold: true,
  color: PLACE_COLORS.stopText,
  halo: PLACE_COLORS.route,
};
const STOP_NAME: LabelStyle = {
  size: 12,
  bold: true,
  color: MAP_COLORS.cityText,
  halo: MAP_COLORS.halo,
};

interface Stop {
  x: number;
  y: number;
  /** Where its name goes, or null where it would cover another mark or name. */
  name: { text: string; x: number; y: number } | null;
}

export interface PlacesLayout {
  stops: Stop[];
  pin: [number, number] | null;
  /** Where the marks and the stops' names are: the basemap places no label there. */
  boxes: Box[];
}

const around = (x: number, y: number, radius: number): Box => ({
  x0: x - radius,
  y0: y - radius,
  x1: x + radius,
  y1: y + radius,
});

/** Where each mark and each stop's name goes, before anything is drawn. */
export function layoutPlaces(
  surface: MapSurface,
  projection: GeoProjection,
  { route, meetingPoint }: PlacesOnMap,
): PlacesLayout {
  const points = route.flatMap((place) => {
    const point = projection([place.lng, place.lat]);
    return point ? [{ place, x: point[0], y: point[1] }] : [];
  });
  const pin = (meetingPoint && projection([meetingPoint.lng, meetingPoint.lat])) ?? null;
  const marks = points.map(({ x, y }) => around(x, y, STOP_RADIUS + 2));
  if (pin)
    marks.push({
      x0: pin[0] - PIN_RADIUS - 2,
      y0: pin[1] - PIN_HEIGHT,
      x1: pin[0] + PIN_RADIUS + 2,
      y1: pin[1] + 2,
    });

  const boxes = [...marks];
  const stops = points.map(({ place, x, y }) => {
    const width = surface.textWidth(place.name, STOP_NAME);
    // Below the stop's number, centred.
    const baseline = y + STOP_RADIUS + 4 + STOP_NAME.size;
    const box = {
      x0: x - width / 2 - 2,
      y0: baseline - STOP_NAME.size,
      x1: x + width / 2 + 2,
      y1: baseline + 3,
    };
    if (boxes.some((other) => overlaps(box, other))) return { x, y, name: null };
    boxes.push(box);
    return { x, y, name: { text: place.name, x, y: baseline } };
  });
  return { stops, pin, boxes };
}

export function drawPlaces(surface: MapSurface, { stops, pin }: PlacesLayout): void {
  if (stops.length > 1) {
    for (const [color, width] of [
      [PLACE_COLORS.outline, 6],
      [PLACE_COLORS.route, 3],
    ] as const) {
      surface.beginPath();
      stops.forEach(({ x, y }, i) => (i === 0 ? surface.moveTo(x, y) : surface.lineTo(x, y)));
      surface.stroke(color, width);
    }
  }
  // In order, so that a route that comes back shows its last number on top.
  stops.forEach(({ x, y }, i) => {
    circle(surface, x, y, STOP_RADIUS + 2);
    surface.fill(PLACE_COLORS.outline);
    circle(surface, x, y, STOP_RADIUS);
    surface.fill(PLACE_COLORS.route);
    surface.text(String(i + 1), x, y + NUMBER.size * 0.36, NUMBER);
  });
  for (const { name } of stops) if (name) surface.text(name.text, name.x, name.y, STOP_NAME);
  if (pin) drawPin(surface, pin[0], pin[1]);
}

function circle(surface: MapSurface, x: number, y: number, radius: number) {
  surface.beginPath();
  surface.moveTo(x + radius, y);
  surface.arc(x, y, radius, 0, 2 * Math.PI);
  surface.closePath();
}

/** A map pin whose tip is on (x, y): a round head over a point. */
function drawPin(surface: MapSurface, x: number, y: number): void {
  const headY = y - PIN_HEIGHT + PIN_RADIUS;
  // The lines from the tip touch the head this far either side of straight down.
  const spread = Math.acos(PIN_RADIUS / (y - headY));
  const pin = (radius: number, tipY: number) => {
    surface.beginPath();
    surface.moveTo(x, tipY);
    surface.arc(x, headY, radius, Math.PI / 2 + spread, Math.PI / 2 - spread + 2 * Math.PI);
    surface.closePath();
  };
  pin(PIN_RADIUS + 1.5, y + 2);
  surface.fill(PLACE_COLORS.outline);
  pin(PIN_RADIUS, y);
  surface.fill(PLACE_COLORS.meeting);
  circle(surface, x, headY, PIN_RADIUS * 0.4);
  surface.fill(PLACE_COLORS.outline);
}
