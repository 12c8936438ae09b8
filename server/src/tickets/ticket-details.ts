import { readMeetingPoint, readRoute, type RoutePlace } from '@app/domain/catalogue-places';
import { bookingReference, type TicketView } from '@app/domain/tickets';
import type { GeoPoint } from '@app/domain/trip-footprint';
import { toCents, fromCents } from '@app/domain/money';
import type { RefundTier } from '@app/domain/cancellation-policy';
import type { Locale } from '@app/domain/locales';
import { memberLocale } from '@app/domain/member-locale';
import type pg from 'pg';
import { z } from 'zod';

const euros = z.coerce.number().refine((value) => Number.isFinite(value));

const ticketRowSchema = z.object({
  id: z.guid(),
  user_id: z.guid(),
  email: z.string(),
  holder_name: z.string().nullable(),
  kind: z.enum(['tour', 'micro_tour']),
  title: z.string(),
  title_translations: z.record(z.string(), z.string()).nullable(),
  meeting_point: z.string().nullable(),
  meeting_lat: z.number().nullable(),
  meeting_lng: z.number().nullable(),
  route: z.unknown(),
  start_date: z.string(),
  meeting_time: z.string(),
  time_zone: z.string(),
  starts_at: z.date(),
  duration_days: z.number().int().nullable(),
  duration_hours: euros.nullable(),
  travelers: z.number().int(),
  total_eur: euros,
  status: z.enum(['paid', 'cancelled', 'pending']),
  checked_in_at: z.date().nullable(),
  date_changes: z.number().int(),
  refund_tiers: z
    .array(z.object({ minDaysBefore: z.number().int(), refundPercent: z.number().int() }))
    .nullable(),
  refund_eur: euros.nullable(),
  refund_percent: z.number().int().nullable(),
  addons: z.array(z.object({ name: z.string(), priceEur: euros })),
  user_metadata: z.record(z.string(), z.unknown()),
});

/** Everything a ticket, its mails and its calendar entry say about one booking. */
export interface TicketDetails {
  bookingId: string;
  reference: string;
  userId: string;
  email: string;
  holderName: string | null;
  kind: 'tour' | 'micro_tour';
  title: string;
  /** The title in each other language it is written in (migration 0045's `translations`). */
  titleTranslations?: Record<string, string>;
  meetingPoint: string | null;
  /** Where the meeting point is (migration 0073), null when the tour has not set it. */
  meetingAt: GeoPoint | null;
  /** A tour's route, its days' places in order (migration 0073); empty for a micro-tour. */
  route: RoutePlace[];
  /** YYYY-MM-DD, the departure day at the meeting point. */
  startDate: string;
  /** HH:MM, local time at the meeting point: the booking's start time. */
  meetingTime: string;
  timeZone: string;
  startsAt: Date;
  /** How long it lasts, in minutes (a tour: its days; a micro-tour: its hours). */
  durationMinutes: number;
  travelers: number;
  /** The add-ons chosen, each with its price per traveller. */
  addons: Array<{ name: string; priceEur: number }>;
  totalEur: number;
  status: 'paid' | 'cancelled' | 'pending';
  checkedInAt: Date | null;
  /** How many times the booking moved to another date: its calendar entry's SEQUENCE. */
  dateChanges: number;
  /** The refund policy frozen on the booking when it was paid. */
  refundTiers: RefundTier[];
  refundEur: number | null;
  refundPercent: number | null;
  /** The language of the holder's account: the ticket's mails, PDF and calendar entry use it. */
  locale?: Locale;
}

/** The title in each other language of the booked tour or micro-tour (`t`, `m`), or null. */
const TITLE_TRANSLATIONS = `(select jsonb_object_agg(l.key, l.value->>'title')
            from jsonb_each(coalesce(t.translations, m.translations)) l
           where jsonb_typeof(l.value->'title') = 'string')`;

const TICKET_SQL = `
  select b.id, b.user_id, u.email::text as email,
         private.holder_name(u.raw_user_meta_data) as holder_name,
         u.raw_user_meta_data as user_metadata,
         case when b.tour_id is null then 'micro_tour' else 'tour' end as kind,
         coalesce(t.title, m.title) as title,
         ${TITLE_TRANSLATIONS} as title_translations,
         nullif(btrim(coalesce(t.meeting_point, m.meeting_point)), '') as meeting_point,
         coalesce(t.meeting_lat, m.meeting_lat) as meeting_lat,
         coalesce(t.meeting_lng, m.meeting_lng) as meeting_lng,
         coalesce(t.route, '[]') as route,
         b.start_date::text as start_date,
         to_char(b.start_time, 'HH24:MI') as meeting_time,
         coalesce(b.time_zone, app_rules.default_time_zone()) as time_zone,
         private.starts_at(b.start_date, b.start_time,
                           coalesce(b.time_zone, app_rules.default_time_zone())) as starts_at,
         t.duration_days, m.duration_hours::text as duration_hours,
         b.travelers, b.total_eur::text as total_eur, b.status, b.checked_in_at,
         b.date_changes, b.refund_tiers, b.refund_eur::text as refund_eur, b.refund_percent,
         coalesce((select jsonb_agg(jsonb_build_object('name', a.title, 'priceEur', a.price_eur)
                                    order by a.title)
                     from public.addons a where a.id = any (b.addon_ids)), '[]') as addons
    from public.bookings b
    join auth.users u on u.id = b.user_id
    left join public.tours t on t.id = b.tour_id
    left join public.micro_tours m on m.id = b.micro_tour_id
   where b.id = $1`;

/** One booking's ticket facts, read with the server's own (service) connection. */
export async function loadTicketDetails(
  db: Pick<pg.ClientBase, 'query'>,
  bookingId: string,
): Promise<TicketDetails | undefined> {
  const { rows } = await db.query(TICKET_SQL, [bookingId]);
  if (rows.length === 0) return undefined;
  const row = ticketRowSchema.parse(rows[0]);
  const durationMinutes =
    row.kind === 'tour'
      ? (row.duration_days ?? 1) * 24 * 60
      : Math.round((row.duration_hours ?? 1) * 60);
  return {
    bookingId: row.id,
    reference: bookingReference(row.id),
    userId: row.user_id,
    email: row.email,
    holderName: row.holder_name,
    kind: row.kind,
    title: row.title,
    titleTranslations: row.title_translations ?? {},
    meetingPoint: row.meeting_point,
    meetingAt: readMeetingPoint(row),
    route: readRoute(row.route),
    startDate: row.start_date,
    meetingTime: row.meeting_time,
    timeZone: row.time_zone,
    startsAt: row.starts_at,
    durationMinutes,
    travelers: row.travelers,
    addons: row.addons.map((addon) => ({
      name: addon.name,
      priceEur: fromCents(toCents(addon.priceEur)),
    })),
    totalEur: fromCents(toCents(row.total_eur)),
    status: row.status,
    checkedInAt: row.checked_in_at,
    dateChanges: row.date_changes,
    refundTiers: row.refund_tiers ?? [],
    refundEur: row.refund_eur === null ? null : fromCents(toCents(row.refund_eur)),
    refundPercent: row.refund_percent,
    locale: memberLocale(row.user_metadata),
  };
}

const titleRowsSchema = z.array(
  z.object({ title_translations: z.record(z.string(), z.string()).nullable() }),
);

/** The booked tour's title in each other language it is written in (the check-in's answer). */
export async function loadTitleTranslations(
  db: Pick<pg.ClientBase, 'query'>,
  bookingId: string,
): Promise<Record<string, string>> {
  const { rows } = await db.query(
    `select ${TITLE_TRANSLATIONS} as title_translations
       from public.bookings b
       left join public.tours t on t.id = b.tour_id
       left join public.micro_tours m on m.id = b.micro_tour_id
      where b.id = $1`,
    [bookingId],
  );
  return titleRowsSchema.parse(rows)[0]?.title_translations ?? {};
}

/** The ticket as its owner's page shows it, with the signed QR text. */
export function ticketView(details: TicketDetails, token: string): TicketView {
  if (details.status === 'pending') throw new Error('a pending booking has no ticket');
  return {
    reference: details.reference,
    bookingId: details.bookingId,
    token,
    kind: details.kind,
    title: details.title,
    titleTranslations: details.titleTranslations ?? {},
    startDate: details.startDate,
    meetingTime: details.meetingTime,
    timeZone: details.timeZone,
    meetingPoint: details.meetingPoint,
    meetingAt: details.meetingAt,
    route: details.route,
    travelers: details.travelers,
    addons: details.addons,
    totalEur: details.totalEur,
    status: details.status,
    checkedInAt: details.checkedInAt?.toISOString() ?? null,
    holderName: details.holderName,
  };
}
