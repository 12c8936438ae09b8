import { randomUUID } from 'node:crypto';
import { countryTimeZone, firstDateOnSale } from '@app/domain/departure-sales';
import { addCents, fromCents, timesCents, toCents } from '@app/domain/money';
import { servicePool, uniqueTag } from './clients.js';

/** YYYY-MM-DD, `days` from today (UTC). */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The first day a tour in `country` still sells now: tomorrow in its zone, as the booking functions
 * count it. UTC's tomorrow is not that from 22:00 or 23:00 UTC, when Vienna's tomorrow has begun.
 */
export const firstTourDayOnSale = (country = 'Austria') =>
  firstDateOnSale(countryTimeZone(country), false, new Date());

/** The route the ticket tour passes (gazetteer places: Vienna, then Linz on day 3). */
export const TICKET_TOUR_ROUTE = [
  { day: 1, id: 2761369, name: 'Vienna', country: 'AT', lat: 48.20849, lng: 16.37208 },
  { day: 3, id: 2772400, name: 'Linz', country: 'AT', lat: 48.30639, lng: 14.28611 },
];

/** A tour with room for many bookings, in Austria (Europe/Vienna), with a meeting point and a route. */
export async function createTicketTour(options: { price?: number } = {}) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; title: string; slug: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size, meeting_point, meeting_lat, meeting_lng, route)
     values ($1, $2, 'eco', 'Austria', $3, 3, 'easy', 100, 'Wien Hauptbahnhof, main hall',
             48.18486, 16.37761, $4)
     returning id, title, slug`,
    [`ticket-${tag}`, `Danube Rail ${tag}`, options.price ?? 80, JSON.stringify(TICKET_TOUR_ROUTE)],
  );
  return rows[0]!;
}

/** A micro-tour of 2.5 hours in Lisbon (Europe/Lisbon). */
export async function createTicketMicroTour() {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; title: string; slug: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     meeting_point, meeting_lat, meeting_lng)
     values ($1, $2, 'Lisbon', 'Portugal', 30, 2.5, 'Praça do Comércio, by the arch',
             38.7075, -9.1364)
     returning id, title, slug`,
    [`ticket-walk-${tag}`, `Alfama Walk ${tag}`],
  );
  return rows[0]!;
}

/** A global add-on (every tour offers it). */
export async function createAddon(title: string, price: number) {
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.addons (title, price_eur, applies_to) values ($1, $2, 'global') returning id`,
    [title, price],
  );
  return rows[0]!.id;
}

/**
 * A paid booking written straight into the table (its departure, policy and time zone come
 * from the insert trigger), or cancelled afterwards; `id` lets a test choose the reference.
 */
export async function insertBooking(
  userId: string,
  tourId: string,
  startDate: string,
  options: {
    id?: string;
    travelers?: number;
    price?: number;
    addons?: Array<{ id: string; price: number }>;
    cancelled?: boolean;
    /** `tourId` is a micro-tour's id. */
    micro?: boolean;
  } = {},
): Promise<string> {
  const travelers = options.travelers ?? 2;
  // In cents, as the booking functions add money.
  const base = timesCents(toCents(options.price ?? 80), travelers);
  const addonsTotal = timesCents(
    addCents(...(options.addons ?? []).map((addon) => toCents(addon.price))),
    travelers,
  );
  const id = options.id ?? randomUUID();
  await servicePool().query(
    `insert into public.bookings (id, user_id, tour_id, micro_tour_id, start_date, travelers,
                                  addon_ids, base_total_eur, addons_total_eur, total_eur, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'paid')`,
    [
      id,
      userId,
      options.micro ? null : tourId,
      options.micro ? tourId : null,
      startDate,
      travelers,
      (options.addons ?? []).map((addon) => addon.id),
      fromCents(base),
      fromCents(addonsTotal),
      fromCents(addCents(base, addonsTotal)),
    ],
  );
  if (options.cancelled) {
    await servicePool().query(
      `update public.bookings
          set status = 'cancelled', cancelled_at = now(), cancelled_by = 'member',
              refund_eur = total_eur, refund_percent = 100
        where id = $1`,
      [id],
    );
  }
  return id;
}

/** A uuid that starts with the given 8 hex digits (two bookings sharing a reference). */
export const idWithPrefix = (prefix: string) => `${prefix}${randomUUID().slice(8)}`;
