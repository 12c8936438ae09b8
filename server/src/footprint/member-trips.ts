import {
  COUNTRY_CODE,
  computeTripFootprint,
  FOOTPRINT_TRANSPORTS,
  type GeoPoint,
  parseCoordinatePair,
  type TripFootprint,
} from '@app/domain/trip-footprint';
import { z } from 'zod';
import { FunctionError } from '../functions/function-errors.js';
import type { FunctionContext } from '../functions/server-function.js';

const place = z.object({ lat: z.number(), lng: z.number(), country: z.string() });

/** public.my_trip_facts(): the member's trips that took place, their home and review days. */
const tripFactsSchema = z.object({
  home: place.extend({ name: z.string() }).nullable(),
  trips: z.array(
    z.object({
      takenOn: z.string(),
      travelers: z.number().int().positive(),
      country: z.string(),
      category: z.enum(['eco', 'gastro', 'no-flight-europe']).nullable(),
      start: place.nullable(),
      transport: z.enum(FOOTPRINT_TRANSPORTS),
    }),
  ),
  reviewedOn: z.array(z.string()),
});

export type MemberTrip = z.output<typeof tripFactsSchema>['trips'][number];

/** Where the member's savings are counted from. */
export interface MemberHome extends GeoPoint {
  country: string | null;
  /** The account's home city's name; null for a home the browser sent. */
  name: string | null;
}

export interface MemberTrips {
  trips: Array<MemberTrip & { footprint: TripFootprint | null }>;
  reviewedOn: string[];
  home: MemberHome | null;
  /** Whether the home is the one kept on the account (else the browser's, or none). */
  homeOnAccount: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `?from=<lat>,<lng>&country=<ISO>`: the browser's home, for a member with none on the account. */
function browserHome(query: unknown): MemberHome | null {
  const { from, country } = isRecord(query) ? query : {};
  if (from === undefined) return null;
  const point = typeof from === 'string' ? parseCoordinatePair(from) : null;
  if (!point) throw new FunctionError('footprint_invalid_from', 'from must be <lat>,<lng>');
  if (country !== undefined && (typeof country !== 'string' || !COUNTRY_CODE.test(country))) {
    throw new FunctionError('footprint_invalid_country', 'country must be ISO 3166-1 alpha-2');
  }
  return {
    ...point,
    country: typeof country === 'string' ? country.toUpperCase() : null,
    name: null,
  };
}

/**
 * The signed-in member's trips that took place (never a cancelled one), read as the member, each
 * with its footprint from the home on the account, else from the browser's home in the query.
 */
export async function readMemberTrips(context: FunctionContext<unknown>): Promise<MemberTrips> {
  const facts = tripFactsSchema.parse(
    await context.callFunction<unknown>(context.caller, 'public.my_trip_facts', []),
  );
  const home: MemberHome | null = facts.home ?? browserHome(context.request.query);
  const trips = facts.trips.map((trip) => ({
    ...trip,
    footprint:
      home && trip.start
        ? computeTripFootprint({
            from: home,
            fromCountry: home.country,
            to: trip.start,
            toCountry: trip.start.country,
            transport: trip.transport,
          })
        : null,
  }));
  return { trips, reviewedOn: facts.reviewedOn, home, homeOnAccount: facts.home !== null };
}

/** What a trip saved for everyone who travelled on it, kg CO₂e. */
export const tripSavedKg = (trip: MemberTrips['trips'][number]) =>
  (trip.footprint?.savedKg ?? 0) * trip.travelers;
