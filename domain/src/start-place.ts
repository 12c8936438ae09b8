import { z } from 'zod';
import { FOOTPRINT_TRANSPORTS } from './trip-footprint.js';

/**
 * Where a tour or a micro-tour starts (issue 49, decision 030, migrations 0055 and 0059): a place
 * of the server's gazetteer, picked by its GeoNames id. The browser sends only the id; the server
 * takes the name, the country and the coordinates from the gazetteer.
 */
/** One place of the gazetteer, as `GET /functions/v1/footprint-places` answers it. */
export interface PlaceMatch {
  id: number;
  name: string;
  /** The other name that matched what was typed (Mailand for Milan), null when its own did. */
  matched: string | null;
  country: string;
  lat: number;
  lng: number;
}

export const START_PLACE_TABLES = ['tours', 'micro_tours'] as const;
export type StartPlaceTable = (typeof START_PLACE_TABLES)[number];

export { EUROPE_BOUNDS, isInEurope } from './europe-bounds.js';

/** `POST /functions/v1/catalogue-start-place`: a row's start place (null clears it) and transport. */
export const setStartPlaceBodySchema = z.strictObject({
  table: z.enum(START_PLACE_TABLES),
  id: z.uuid(),
  /** A GeoNames id (a positive int4, as the column holds it), or null for no start place. */
  placeId: z.int().min(1).max(2_147_483_647).nullable(),
  transport: z.enum(FOOTPRINT_TRANSPORTS),
});
export type SetStartPlaceBody = z.infer<typeof setStartPlaceBodySchema>;

/** The six columns as written, which the call answers. */
export const startPlaceColumnsSchema = z.object({
  start_place_id: z.number().int().nullable(),
  start_place_name: z.string().nullable(),
  start_country: z.string().nullable(),
  start_lat: z.number().nullable(),
  start_lng: z.number().nullable(),
  footprint_transport: z.enum(FOOTPRINT_TRANSPORTS),
});
export type StartPlaceColumns = z.infer<typeof startPlaceColumnsSchema>;
