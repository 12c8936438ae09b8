import {
  COUNTRY_CODE,
  computeTripFootprint,
  FOOTPRINT_EDITION,
  parseCoordinatePair,
} from '@app/domain/trip-footprint';
import { FunctionError } from './function-errors.js';
import { defineFunction } from './server-function.js';

interface TripRow {
  travelers: number;
  start_country: string | null;
  start_lat: number | null;
  start_lng: number | null;
  footprint_transport: string;
}

interface HomeRow {
  name: string;
  country: string;
  lat: number;
  lng: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * GET /functions/v1/footprint-total[?from=<lat>,<lng>&country=<ISO>]: the CO₂ the signed-in
 * member saved, per traveller times travellers, on their trips that took place: paid, never
 * cancelled, and started (the start date has passed in the tour's time zone) or checked in.
 * Counted from the home city on the account, else from `from` (the browser's home), else
 * nothing. Read as the member, so row-level security keeps it to their own bookings.
 */
export const footprintTotalFunction = defineFunction({
  name: 'footprint-total',
  access: 'member',
  methods: ['GET'],
  async handle({ caller, withCaller, request }) {
    const query = isRecord(request.query) ? request.query : {};
    const { trips, home } = await withCaller(caller, async (tx) => {
      const tripRows = await tx.query<TripRow>(
        `select b.travelers,
                coalesce(t.start_country, m.start_country) as start_country,
                coalesce(t.start_lat, m.start_lat) as start_lat,
                coalesce(t.start_lng, m.start_lng) as start_lng,
                coalesce(t.footprint_transport, m.footprint_transport) as footprint_transport
           from public.bookings b
           left join public.tours t on t.id = b.tour_id
           left join public.micro_tours m on m.id = b.micro_tour_id
          where b.user_id = auth.uid()
            and b.status = 'paid'
            and (b.checked_in_at is not null
                 or b.start_date < (now() at time zone b.time_zone)::date)`,
      );
      const homeRows = await tx.query<HomeRow>(
        'select name, country, lat, lng from public.member_home_places where user_id = auth.uid()',
      );
      return { trips: tripRows.rows, home: homeRows.rows[0] };
    });
    let from = home ? { lat: home.lat, lng: home.lng } : null;
    let fromCountry = home?.country ?? null;
    if (!home && typeof query.from === 'string') {
      from = parseCoordinatePair(query.from);
      if (!from) {
        throw new FunctionError('footprint_invalid_from', 'from must be <lat>,<lng>');
      }
      const country = query.country;
      if (country !== undefined && (typeof country !== 'string' || !COUNTRY_CODE.test(country))) {
        throw new FunctionError('footprint_invalid_country', 'country must be ISO 3166-1 alpha-2');
      }
      fromCountry = typeof country === 'string' ? country.toUpperCase() : null;
    }
    let totalKg = 0;
    let counted = 0;
    if (from) {
      for (const trip of trips) {
        if (trip.start_lat === null || trip.start_lng === null || trip.start_country === null)
          continue;
        const { savedKg } = computeTripFootprint({
          from,
          fromCountry,
          to: { lat: trip.start_lat, lng: trip.start_lng },
          toCountry: trip.start_country,
          transport: trip.footprint_transport === 'coach' ? 'coach' : 'rail',
        });
        totalKg += savedKg * trip.travelers;
        counted += 1;
      }
    }
    return {
      totalKg: Math.round(totalKg * 10) / 10,
      trips: counted,
      home: home ? { name: home.name, country: home.country } : null,
      edition: FOOTPRINT_EDITION,
    };
  },
});
