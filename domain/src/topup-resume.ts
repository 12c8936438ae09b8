import { z } from 'zod';
import { CLOCK_TIME_PATTERN } from './start-times.js';
import { TRAVELERS_RANGE } from './catalogue-constants.js';

/**
 * The booking a card top-up interrupted (docs/decisions/026-top-up-resumes-the-booking.md): sent
 * with the top-up, checked by the database against the catalogue, stored with the attempt, and
 * read back by the member's page after Checkout. It never carries a price: the booking is priced
 * afresh when the member confirms it.
 */
const isoDay = z.iso.date();
const travelers = z.number().int().min(TRAVELERS_RANGE.min).max(TRAVELERS_RANGE.max);
/** More add-ons than any tour offers. */
export const RESUME_MAX_ADDONS = 50;

/** What the browser sends in wallet-topup's `resume`. */
export const topUpResumeInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('book_tour'),
    tour_id: z.guid(),
    start_date: isoDay,
    travelers,
    addon_ids: z.array(z.guid()).max(RESUME_MAX_ADDONS).default([]),
  }),
  z.strictObject({
    kind: z.literal('book_micro_tour'),
    micro_tour_id: z.guid(),
    start_date: isoDay,
    start_time: z.string().regex(CLOCK_TIME_PATTERN).optional(),
    travelers,
  }),
  z.strictObject({
    kind: z.literal('join_waitlist'),
    departure_id: z.guid(),
    travelers,
  }),
]);
export type TopUpResumeInput = z.input<typeof topUpResumeInputSchema>;

/** A slug as the catalogue makes them: safe in a path as it is. */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);

/** The choice as the database stores it (private.topup_resume, migration 0041). */
export const storedTopUpResumeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('book_tour'),
    tour_id: z.guid(),
    slug,
    start_date: isoDay,
    travelers,
    addon_ids: z.array(z.guid()).max(RESUME_MAX_ADDONS),
  }),
  z.object({
    kind: z.literal('book_micro_tour'),
    micro_tour_id: z.guid(),
    start_date: isoDay,
    start_time: z.string().regex(CLOCK_TIME_PATTERN).optional(),
    travelers,
  }),
  z.object({
    kind: z.literal('join_waitlist'),
    departure_id: z.guid(),
    tour_id: z.guid(),
    slug,
    start_date: isoDay,
    travelers,
  }),
]);
export type StoredTopUpResume = z.infer<typeof storedTopUpResumeSchema>;

export type CheckoutOutcome = 'success' | 'cancelled';

/**
 * Where Checkout sends the member back: a path of this site, built from the stored choice and
 * the attempt's id only. A tour's page for a tour or its waiting list; the wallet's pending
 * booking (where micro-tours are paid) for a micro-tour; the wallet without a choice.
 */
export function checkoutReturnPath(
  resume: StoredTopUpResume | null,
  topUpId: string,
  outcome: CheckoutOutcome,
): string {
  const query = new URLSearchParams();
  let path = '/wallet';
  if (resume?.kind === 'book_micro_tour') {
    query.set('tourId', resume.micro_tour_id);
    query.set('travelers', String(resume.travelers));
    query.set('startDate', resume.start_date);
    if (resume.start_time) query.set('startTime', resume.start_time);
  } else if (resume) {
    path = `/tours/${resume.slug}`;
  }
  query.set('checkout', outcome);
  query.set('topup', z.guid().parse(topUpId));
  return `${path}?${query.toString()}`;
}
