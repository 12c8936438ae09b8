import type { MapBounds } from '@app/domain/map-pins';
import type { GeoProjection } from 'd3-geo';
import type { LabelStyle, MapSurface } from './draw-basemap.js';

/**
 * What the small maps of a tour, a micro-tour and a ticket show over the basemap (issue 52): a
 * tour's route as a line through numbered places, and the meeting point as a pin. The same
 * drawing in the browser's canvas and in the PDF e-ticket.
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

/** How far a pin's head reaches above its point, and its radius (room fitProjection keeps). */
export const PIN_HEIGHT = 26;
const PIN_RADIUS = 9;
const STOP_RADIUS = 10;

export function drawPlaces(
  surface: MapSurface,
  projection: GeoProjection,
  { route, meetingPoint }: PlacesOnMap,
): void {
  const stops = route.flatMap((place) => {
    const point = projection([place.lng, place.lat]);
    return point ? [point] : [];
  });

  if (stops.length > 1) {
    surface.beginPath();
    stops.forEach(([x, y], i) => (i === 0 ? surface.moveTo(x, y) : surface.lineTo(x, y)));
    surface.stroke(PLACE_COLORS.outline, 6);
    surface.beginPath();
    stops.forEach(([x, y], i) => (i === 0 ? surface.moveTo(x, y) : surface.lineTo(x, y)));
    surface.stroke(PLACE_COLORS.route, 3);
  }

  const number: LabelStyle = {
    size: 11,
    bold: true,
    color: PLACE_COLORS.stopText,
    halo: PLACE_COLORS.route,
  };
  // The last stop on top: a route that comes back ends where it started.
  stops.forEach(([x, y], i) => {
    circle(surface, x, y, STOP_RADIUS + 2);
    surface.fill(PLACE_COLORS.outline);
    circle(surface, x, y, STOP_RADIUS);
    surface.fill(PLACE_COLORS.route);
    surface.text(String(i + 1), x, y + number.size * 0.36, number);
  });

  const meeting = meetingPoint && projection([meetingPoint.lng, meetingPoint.lat]);
  if (meeting) drawPin(surface, meeting[0], meeting[1]);
}

function circle(surface: MapSurface, x: number, y: number, radius: number) {
  surface.beginPath();
  surface.moveTo(x + radius, y);
  surface.arc(x, y, radius, 0, 2 * Math.PI);
  surface.closePath();
}

/** A map pin whose tip is on (x, y): a round head over a point. */
export function drawPin(surface: MapSurface, x: number, y: number): void {
  const headY = y - PIN_HEIGHT + PIN_RADIUS;
  // The tangents from the tip to the head meet it at this angle either side of straight down.
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
