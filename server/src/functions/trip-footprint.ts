import {
  COUNTRY_CODE,
  computeTripFootprint,
  FOOTPRINT_TRANSPORTS,
  type FootprintTransport,
  type GeoPoint,
  parseCoordinatePair,
  TOUR_REFERENCE,
  TOUR_REFERENCE_MAX_LENGTH,
} from '@app/domain/trip-footprint';
import type { TripFootprintAnswer } from '@app/domain/trip-footprint-answer';
import { findNearestPlace } from '../footprint/gazetteer.js';
import type { FunctionContext } from './server-function.js';
import { FunctionError } from './function-errors.js';
import { defineFunction } from './server-function.js';

interface StartRow {
  start_place_name: string | null;
  start_country: string | null;
  start_lat: number | null;
  start_lng: number | null;
  footprint_transport: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One query parameter as a single string: a repeated one is as bad as a malformed one. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function single(query: unknown, name: string): string | undefined {
  if (!isRecord(query)) return undefined;
  const value = query[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

function readTourReference(query: unknown): string {
  const tour = single(query, 'tour');
  if (!tour || tour.length > TOUR_REFERENCE_MAX_LENGTH || !TOUR_REFERENCE.test(tour)) {
    throw new FunctionError(
      'footprint_invalid_tour',
      'tour must be a tour or micro-tour id or slug',
    );
  }
  return tour;
}

function readFrom(query: unknown): GeoPoint {
  const from = single(query, 'from');
  const point = from === undefined ? null : parseCoordinatePair(from);
  if (!point) {
    throw new FunctionError(
      'footprint_invalid_from',
      'from must be <lat>,<lng> in decimal degrees (latitude -90 to 90, longitude -180 to 180)',
    );
  }
  return point;
}

function readCountry(query: unknown): string | null {
  const country = single(query, 'country');
  if (country === undefined) return null;
  if (!COUNTRY_CODE.test(country)) {
    throw new FunctionError(
      'footprint_invalid_country',
      'country must be an ISO 3166-1 alpha-2 code',
    );
  }
  return country.toUpperCase();
}

const isTransport = (value: string): value is FootprintTransport =>
  FOOTPRINT_TRANSPORTS.some((transport) => transport === value);

/** The tour or micro-tour by id or slug, read as the caller (the catalogue is public). */
async function findStart(
  context: FunctionContext<unknown>,
  reference: string,
): Promise<StartRow | undefined> {
  const condition = UUID.test(reference) ? 'id = $1::uuid' : 'slug = $1';
  const { rows } = await context.withCaller(context.caller, (tx) =>
    tx.query<StartRow>(
      `select start_place_name, start_country, start_lat, start_lng, footprint_transport
         from public.tours where ${condition}
       union all
       select start_place_name, start_country, start_lat, start_lng, footprint_transport
         from public.micro_tours where ${condition}
       limit 1`,
      [reference],
    ),
  );
  return rows[0];
}

/**
 * GET /functions/v1/trip-footprint?tour=<id or slug>&from=<lat>,<lng>[&country=<ISO 3166-1>]:
 * the CO₂ a traveller saves, round trip, by taking the trip's own transport from `from` to the
 * tour's start instead of flying (decision 030). `country` is the home's country; without it, the
 * country of the gazetteer's town nearest to `from`, and with none near, the flight counts as
 * international (the smaller factor: never an overstated saving).
 */
export const tripFootprintFunction = defineFunction({
  name: 'trip-footprint',
  access: 'anyone',
  methods: ['GET'],
  async handle(context): Promise<TripFootprintAnswer> {
    const { query } = context.request;
    const reference = readTourReference(query);
    const from = readFrom(query);
    // Without a country, the home's is the nearest gazetteer town's (within 30 km), else unknown.
    const fromCountry = readCountry(query) ?? findNearestPlace(from)?.country ?? null;
    const start = await findStart(context, reference);
    if (!start) throw new FunctionError('tour_not_found', 'Tour not found');
    const { start_place_name, start_country, start_lat, start_lng } = start;
    if (
      start_place_name === null ||
      start_country === null ||
      start_lat === null ||
      start_lng === null
    ) {
      throw new FunctionError('footprint_no_start_place', 'This tour has no start place yet');
    }
    const transport = isTransport(start.footprint_transport) ? start.footprint_transport : 'rail';
    const figures = computeTripFootprint({
      from,
      fromCountry,
      to: { lat: start_lat, lng: start_lng },
      toCountry: start_country,
      transport,
    });
    return { ...figures, transport, start: { name: start_place_name, country: start_country } };
  },
});
