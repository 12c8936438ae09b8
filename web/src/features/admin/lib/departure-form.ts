import '../messages';
import { t } from '@lingui/core/macro';
import { DEPARTURE_CAPACITY_MAX } from '@app/domain/db-rules';
import { z } from 'zod';
import { typedNumber } from './form-values';

export const departureFormMessages = {
  get dateRequired() {
    return t`Date is required`;
  },
  get dateNotFuture() {
    return t`Choose a date after today`;
  },
  get dateTaken() {
    return t`There is already a departure on that date`;
  },
  get dateTwice() {
    return t`This date is listed twice`;
  },
  get capacityRequired() {
    return t`Capacity is required`;
  },
  get capacityRange() {
    return t`Capacity must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`;
  },
};

const m = departureFormMessages;

const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;

/** A whole number of travellers within the table's check. */
const capacityNumber = z
  .number({ error: () => m.capacityRange })
  .int({ error: () => m.capacityRange })
  .min(1, { error: () => m.capacityRange })
  .max(DEPARTURE_CAPACITY_MAX, { error: () => m.capacityRange });

/** A capacity typed into a number input. */
export const capacitySchema = typedNumber(() => m.capacityRequired).pipe(capacityNumber);

/** A capacity that may be left blank (then null). */
const optionalCapacitySchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(capacityNumber.nullable());

/**
 * A date typed for a new departure: a real date from `firstDate()` on (read when checked, so a
 * form left open overnight still knows today) and not one the tour has already.
 */
export const newDepartureDateSchema = (
  firstDate: () => string,
  takenDates: readonly string[] = [],
) =>
  z
    .string()
    .refine(isIsoDate, { error: () => m.dateRequired, abort: true })
    .refine((date) => date >= firstDate(), { error: () => m.dateNotFuture, abort: true })
    .refine((date) => !takenDates.includes(date), { error: () => m.dateTaken });

/** Adding a departure to a saved tour. */
export const newDepartureSchema = (firstDate: () => string, takenDates: readonly string[]) =>
  z.object({ start_date: newDepartureDateSchema(firstDate, takenDates), capacity: capacitySchema });

export type NewDepartureInput = z.input<ReturnType<typeof newDepartureSchema>>;
export type NewDepartureValues = z.output<ReturnType<typeof newDepartureSchema>>;

/**
 * The departures typed into the Create Tour form, saved once the tour exists; a blank capacity
 * is the tour's group size.
 */
export const departureDraftsSchema = (firstDate: () => string) =>
  z
    .array(
      z.object({
        start_date: newDepartureDateSchema(firstDate),
        capacity: optionalCapacitySchema,
      }),
    )
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.start_date)) {
          context.addIssue({ code: 'custom', message: m.dateTwice, path: [index, 'start_date'] });
        }
        seen.add(row.start_date);
      });
    });

export type DepartureDraftInput = z.input<ReturnType<typeof departureDraftsSchema>>[number];
export type DepartureDraft = z.output<ReturnType<typeof departureDraftsSchema>>[number];

/** The dates of the drafts, sorted, for the tour's available dates. */
export const draftDates = (drafts: readonly DepartureDraft[]) =>
  drafts.map((draft) => draft.start_date).sort();

/** The drafts whose capacity is not the group size their departures are made with. */
export const draftCapacities = (drafts: readonly DepartureDraft[], groupSize: number) =>
  drafts.flatMap(({ start_date, capacity }) =>
    capacity === null || capacity === groupSize ? [] : [{ start_date, capacity }],
  );
