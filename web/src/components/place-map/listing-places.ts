import { readRoute } from '@app/domain/catalogue-places';
import type { MapPlace, PlacesOnMap } from '../../lib/map/draw-places';
import type { PlaceMapProps } from './place-map-props';

const place = (name: string | null | undefined, lat?: number | null, lng?: number | null) =>
  name != null && lat != null && lng != null ? [{ name, lat, lng }] : [];

/**
 * What a listing's map shows: a tour's route from its start through its days' places to its
 * end (a place on consecutive days once), and the meeting point, named by the listing's words
 * for it, else by its start place, else by `fallbackName`.
 */
export function listingPlaces(row: PlaceMapProps, fallbackName: string): PlacesOnMap {
  const stops: MapPlace[] =
    row.route === undefined
      ? []
      : [
          ...place(row.start_place_name, row.start_lat, row.start_lng),
          ...readRoute(row.route).map(({ name, lat, lng }) => ({ name, lat, lng })),
          ...place(row.end_place_name, row.end_lat, row.end_lng),
        ].filter(
          (stop, i, all) => i === 0 || stop.lat !== all[i - 1]!.lat || stop.lng !== all[i - 1]!.lng,
        );
  const name = row.meeting_point?.trim() || row.start_place_name || fallbackName;
  const [meetingPoint = null] = place(name, row.meeting_lat, row.meeting_lng);
  // One stop where the meeting point already shows is no route.
  return { route: stops.length < 2 && meetingPoint ? [] : stops, meetingPoint };
}
