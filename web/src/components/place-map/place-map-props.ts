import type { RoutePlace } from '@app/domain/catalogue-places';

/**
 * The columns of a tour, a micro-tour or a ticket that its map shows (migration 0073): the
 * start place, the meeting point (its words and its coordinates), and a tour's route and end.
 * The page hands them over as they are; the map's own chunk reads them (listingPlaces).
 */
export interface PlaceMapProps {
  start_place_name?: string | null;
  start_lat?: number | null;
  start_lng?: number | null;
  meeting_point: string | null;
  meeting_lat: number | null;
  meeting_lng: number | null;
  /** A tour's days' places (jsonb, checked where it is read). */
  route?: unknown;
  end_place_name?: string | null;
  end_lat?: number | null;
  end_lng?: number | null;
}

export type { RoutePlace };

/**
 * The map's box. A page's Suspense fallback for the lazy PlaceMap repeats it (`aspect-[4/3]
 * w-full sm:aspect-[2/1]`) rather than importing it: the pages' JavaScript budgets hold.
 */
export const PLACE_MAP_BOX = 'aspect-[4/3] w-full sm:aspect-[2/1]';
