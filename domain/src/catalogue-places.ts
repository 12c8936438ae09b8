import { isInEurope } from './europe-bounds.js';
import { getGreatCircleKm, type GeoPoint } from './trip-footprint.js';

/**
 * Where a tour or a micro-tour meets, and the places a tour passes (issue 52, decision 047,
 * migration 0073). The meeting point is a point (a gazetteer place's coordinates, or a pin the
 * admin dragged); the route's places are gazetteer places, each on a day of the itinerary, and
 * the tour's end place one too. Only the server writes them, through
 * `POST /functions/v1/catalogue-start-place`, with the start place.
 */

/** The most places a route holds (the database's check says the same). */
export const ROUTE_PLACES_MAX = 60;

/** The farthest a meeting point may lie from the start place (a dragged pin gone astray). */
export const MEETING_POINT_MAX_KM = 50;

/** The last day a route place may name (a tour's longest duration, public.tours). */
export const ROUTE_DAY_MAX = 365;

/** A gazetteer place as a row keeps it: its GeoNames id, its own name, country and coordinates. */
export interface GazetteerPoint {
  id: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
}

/** A place of a tour's route, on a day of its itinerary. */
export interface RoutePlace extends GazetteerPoint {
  day: number;
}

/** Whether a meeting point may be written for a start: in Europe and near the start. */
export function meetingPointFault(
  point: GeoPoint,
  start: GeoPoint,
): 'meeting_point_outside_europe' | 'meeting_point_too_far' | null {
  if (!isInEurope(point)) return 'meeting_point_outside_europe';
  return getGreatCircleKm(point, start) > MEETING_POINT_MAX_KM ? 'meeting_point_too_far' : null;
}

/** The meeting point's columns, on tours and micro-tours. */
export interface MeetingPointColumns {
  meeting_lat: number | null;
  meeting_lng: number | null;
}

/** A tour's route columns as its page reads them (`route` is jsonb, checked where it is read). */
export interface TourRouteColumns {
  route: unknown;
  end_place_id: number | null;
  end_place_name: string | null;
  end_country: string | null;
  end_lat: number | null;
  end_lng: number | null;
}

export const readMeetingPoint = (row: MeetingPointColumns): GeoPoint | null =>
  row.meeting_lat === null || row.meeting_lng === null
    ? null
    : { lat: row.meeting_lat, lng: row.meeting_lng };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRoutePlace = (value: unknown): value is RoutePlace =>
  isRecord(value) &&
  Number.isInteger(value.day) &&
  Number.isInteger(value.id) &&
  typeof value.name === 'string' &&
  typeof value.country === 'string' &&
  typeof value.lat === 'number' &&
  typeof value.lng === 'number';

// NOTE: checked by hand rather than with zod, as readItinerary: the tour page's JavaScript would
// otherwise carry zod's core for this one column.
/** A tour's route column (jsonb, checked by the database) as its places in order. */
export function readRoute(value: unknown): RoutePlace[] {
  if (!Array.isArray(value) || !value.every(isRoutePlace)) {
    throw new Error('tours.route is not a list of places');
  }
  return value;
}

export function readEndPlace(row: TourRouteColumns): GazetteerPoint | null {
  const { end_place_id: id, end_place_name: name, end_country: country } = row;
  if (id === null || name === null || country === null || row.end_lat === null) return null;
  if (row.end_lng === null) return null;
  return { id, name, country, lat: row.end_lat, lng: row.end_lng };
}
