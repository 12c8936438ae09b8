import { z } from 'zod';
import { bookingStatuses } from './booking.js';
import { departureStatuses, type FrozenPolicy } from './departure-rules.js';

export * from './departure-rules.js';

/** A start date of a tour or micro-tour with its seats (table public.departures). */
export const departureSchema = z.object({
  id: z.guid(),
  tour_id: z.guid().nullable(),
  micro_tour_id: z.guid().nullable(),
  start_date: z.iso.date(),
  capacity: z.number().int().min(1),
  seats_taken: z.number().int().min(0),
  status: z.enum(departureStatuses),
  scheduled: z.boolean(),
  cancel_reason: z.string().nullable(),
});
export type Departure = z.infer<typeof departureSchema>;

/** The refund policy frozen on a booking when it was paid (public.bookings). */
export const frozenPolicySchema = z.object({
  refund_tiers: z.array(z.object({ minDaysBefore: z.number().int(), refundPercent: z.number() })),
  time_zone: z.string(),
}) satisfies z.ZodType<FrozenPolicy>;

/** One booking on a departure as the admin's Bookings view lists it (public.departure_bookings). */
export const departureBookingRowSchema = z.object({
  id: z.guid(),
  user_id: z.guid(),
  email: z.string().nullable(),
  travelers: z.number().int(),
  total_eur: z.number(),
  status: z.enum(bookingStatuses),
  refund_eur: z.number().nullable(),
  cancelled_by: z.enum(['member', 'operator']).nullable(),
  created_at: z.string(),
});
export type DepartureBookingRow = z.infer<typeof departureBookingRowSchema>;
