import { z } from 'zod';
import { CLOCK_TIME_PATTERN } from './start-times.js';

/**
 * The guide's list of the day (migration 0067, decision 040): what public.guide_day and
 * public.guide_check_in answer, read where the check-in page fetches them.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** PostgreSQL's timestamptz in JSON, as an ISO 8601 instant. */
const instant = z
  .string()
  .transform((at) => new Date(at).toISOString())
  .nullable();

export const guideDayBookingSchema = z.object({
  bookingId: z.guid(),
  reference: z.string(),
  /** The lead traveller's name (the booking's contact, else the member's profile name or e-mail). */
  leadName: z.string(),
  /** The lead traveller's phone, when the booking has a contact. */
  phone: z.string().nullable(),
  travelers: z.number().int().positive(),
  /** The names of the add-ons booked. */
  addons: z.array(z.string()),
  checkedInAt: instant,
});
export type GuideDayBooking = z.infer<typeof guideDayBookingSchema>;

export const guideDayDepartureSchema = z.object({
  departureId: z.guid(),
  kind: z.enum(['tour', 'micro_tour']),
  listingId: z.guid(),
  title: z.string(),
  titleTranslations: z.record(z.string(), z.string()),
  startDate: isoDate,
  /** 'HH:MM' on the tour's wall clock. */
  startTime: z.string().regex(CLOCK_TIME_PATTERN),
  timeZone: z.string(),
  meetingPoint: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  /** Travellers of the paid bookings. */
  expected: z.number().int().nonnegative(),
  /** Of those, the travellers checked in. */
  checkedIn: z.number().int().nonnegative(),
  bookings: z.array(guideDayBookingSchema),
});
export type GuideDayDeparture = z.infer<typeof guideDayDepartureSchema>;

export const guideDaySchema = z.array(guideDayDepartureSchema);

export const GUIDE_CHECK_IN_OUTCOMES = ['checked_in', 'already_checked_in'] as const;

export const guideCheckInResultSchema = z.object({
  outcome: z.enum(GUIDE_CHECK_IN_OUTCOMES),
  bookingId: z.guid(),
  reference: z.string(),
  travelers: z.number().int(),
  /** When the booking was checked in: now, or the first time for already_checked_in. */
  checkedInAt: z.string().transform((at) => new Date(at).toISOString()),
});
export type GuideCheckInResult = z.infer<typeof guideCheckInResultSchema>;
