import { z } from 'zod';
import { departureStatuses } from './departure-rules.js';
import { CLOCK_TIME_PATTERN } from './start-times.js';

/** How many days the admin's departures screen reads at once (public.admin_micro_tour_slots). */
export const MICRO_TOUR_SLOT_DAYS_MAX = 62;

/** One start time of a micro-tour on one date, as the admin's departures screen lists it. */
export const microTourSlotSchema = z.object({
  start_date: z.iso.date(),
  start_time: z.string().regex(CLOCK_TIME_PATTERN),
  /** null while nobody booked or changed it: it exists in the weekly plan only. */
  departure_id: z.guid().nullable(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  /** Paid bookings. */
  bookings: z.number().int(),
  /** Members on its waiting list. */
  waiting: z.number().int(),
  status: z.enum(departureStatuses),
  /** Open, the micro-tour on sale and the cut-off not passed. */
  sales_open: z.boolean(),
  started: z.boolean(),
  /** A time of the weekly plan (else a one-off time added for the date). */
  in_plan: z.boolean(),
  cancel_reason: z.string().nullable(),
});
export type MicroTourSlot = z.infer<typeof microTourSlotSchema>;

/** What closing, reopening or cancelling slots answers (public.change_micro_tour_slots). */
export const changeMicroTourSlotsAnswerSchema = z.object({
  success: z.literal(true),
  changed: z.number().int(),
  cancelledBookings: z.number().int(),
  refundedTotal: z.number(),
  releasedHolds: z.number().int(),
});
export type ChangeMicroTourSlotsAnswer = z.infer<typeof changeMicroTourSlotsAnswerSchema>;

export const slotActions = ['close', 'reopen', 'cancel'] as const;
export type SlotAction = (typeof slotActions)[number];

/** The form of a one-off start time: a date, a time and its seats. */
export const addMicroTourSlotInputSchema = z.object({
  date: z.iso.date(),
  time: z.string().regex(CLOCK_TIME_PATTERN, 'Give a start time as HH:MM (00:00 to 23:59).'),
  capacity: z.coerce.number().int().min(1),
});
export type AddMicroTourSlotInput = z.infer<typeof addMicroTourSlotInputSchema>;
