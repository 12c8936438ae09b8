import { z } from 'zod';
import { bookingStatuses } from './booking.js';
import { contactMessageRowSchema } from './contact.js';
import { imageUpdateLogRowSchema } from './image-update-logs.js';

/**
 * The admin lists: one RPC each (`admin_tours`, `admin_micro_tours`, ...), answering one page as
 * `{ total, rows }` where `total` counts every row matching the filters. The database refuses a
 * page size, offset, search or sort key outside these bounds with 400 `validation_failed`.
 */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 200;

export const adminPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ total: z.number().int().nonnegative(), rows: z.array(row) });
export type AdminPage<Row> = { total: number; rows: Row[] };

const uuid = z.string();
const timestamp = z.string();
const euros = z.number();
const count = z.number().int().nonnegative();

/** The sort keys of each list, the first being the list's default. */
export const adminTourSortKeys = ['title', 'country', 'created_at', 'updated_at'] as const;
export const adminMicroTourSortKeys = ['title', 'city', 'country', 'created_at'] as const;
export const adminBookingSortKeys = ['created_at', 'start_date', 'total_eur', 'email'] as const;
export const adminMemberSortKeys = [
  'created_at',
  'email',
  'balance_eur',
  'last_sign_in_at',
] as const;
export const adminContactMessageSortKeys = ['created_at', 'email'] as const;
export const adminImageLogSortKeys = ['created_at', 'score'] as const;

export type AdminTourSort = (typeof adminTourSortKeys)[number];
export type AdminMicroTourSort = (typeof adminMicroTourSortKeys)[number];
export type AdminBookingSort = (typeof adminBookingSortKeys)[number];
export type AdminMemberSort = (typeof adminMemberSortKeys)[number];
export type AdminContactMessageSort = (typeof adminContactMessageSortKeys)[number];
export type AdminImageLogSort = (typeof adminImageLogSortKeys)[number];

/** What each list shows when the admin has not chosen a sort (the RPC's own defaults). */
export const adminListDefaults = {
  admin_tours: { sort: 'title', descending: false },
  admin_micro_tours: { sort: 'title', descending: false },
  admin_bookings: { sort: 'created_at', descending: true },
  admin_members: { sort: 'created_at', descending: true },
  admin_contact_messages: { sort: 'created_at', descending: true },
  admin_image_logs: { sort: 'created_at', descending: true },
} as const satisfies Record<string, { sort: string; descending: boolean }>;

export const adminTourSortSchema = z.enum(adminTourSortKeys);
export const adminMicroTourSortSchema = z.enum(adminMicroTourSortKeys);
export const adminBookingSortSchema = z.enum(adminBookingSortKeys);
export const adminMemberSortSchema = z.enum(adminMemberSortKeys);
export const adminContactMessageSortSchema = z.enum(adminContactMessageSortKeys);
export const adminImageLogSortSchema = z.enum(adminImageLogSortKeys);

/** Complete: a non-blank cover and at least one gallery picture; partial: one of the two; missing: neither. */
export const microTourImageStatuses = ['complete', 'partial', 'missing'] as const;
export type MicroTourImageStatus = (typeof microTourImageStatuses)[number];
export const microTourImageStatusSchema = z.enum(microTourImageStatuses);

export const bookingKinds = ['tour', 'micro_tour'] as const;
export const memberRoles = ['admin', 'guide'] as const;

/**
 * What each language lacks of a row (migration 0046): how many fields the row has in English
 * and, per language, how many of them it lacks; translationState (catalogue-translations.ts)
 * names the state.
 */
const translationGaps = {
  translatable_fields: count,
  translation_missing: z.object({ de: count, fr: count, es: count, it: count }),
};

export const adminTourRowSchema = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  country: z.string(),
  cover_image: z.string().nullable(),
  image_override_url: z.string().nullable(),
  gallery_count: count,
  gallery_override_count: count,
  created_at: timestamp,
  updated_at: timestamp,
  /** Taken off sale by an admin: not listed, not bookable (decision 039). */
  on_sale: z.boolean(),
  ...translationGaps,
});
export type AdminTourRow = z.infer<typeof adminTourRowSchema>;

export const adminMicroTourRowSchema = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  cover_url: z.string().nullable(),
  gallery_count: count,
  image_status: microTourImageStatusSchema,
  /** Taken off sale by an admin: not listed, not bookable (decision 039). */
  on_sale: z.boolean(),
  ...translationGaps,
});
export type AdminMicroTourRow = z.infer<typeof adminMicroTourRowSchema>;

export const adminBookingRowSchema = z.object({
  id: uuid,
  /** The first 8 characters of the id, upper case: what the member's ticket shows. */
  reference: z.string(),
  user_id: uuid,
  email: z.string(),
  kind: z.enum(bookingKinds),
  tour_id: uuid.nullable(),
  micro_tour_id: uuid.nullable(),
  title: z.string(),
  slug: z.string(),
  start_date: z.string(),
  travelers: z.number().int().positive(),
  total_eur: euros,
  status: z.enum(bookingStatuses),
  refund_eur: euros.nullable(),
  checked_in_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminMemberRowSchema = z.object({
  id: uuid,
  email: z.string(),
  created_at: timestamp,
  last_sign_in_at: timestamp.nullable(),
  email_confirmed_at: timestamp.nullable(),
  balance_eur: euros,
  held_eur: euros,
  bookings_count: count,
  role: z.enum(memberRoles).nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const ledgerTypes = [
  'topup',
  'booking',
  'refund',
  'adjustment',
  'reversal',
  'debit',
  'hold',
  'release',
  'date_change',
  'dispute_won',
  'withdrawal',
  'withdrawal_returned',
] as const;
export const ledgerDirections = ['credit', 'debit'] as const;

export const adminLedgerRowSchema = z.object({
  id: uuid,
  created_at: timestamp,
  type: z.enum(ledgerTypes),
  direction: z.enum(ledgerDirections),
  amount_eur: euros,
  notes: z.string().nullable(),
  reason: z.string().nullable(),
  booking_id: uuid.nullable(),
  /** The withdrawal to the card a hold, release or withdrawal entry belongs to (decision 037). */
  withdrawal_id: uuid.nullable().default(null),
  /** The admin who made an adjustment; null for the member's own entries. */
  created_by_email: z.string().nullable(),
});
export type AdminLedgerRow = z.infer<typeof adminLedgerRowSchema>;

export const adminContactMessageRowSchema = contactMessageRowSchema;
export type AdminContactMessageRow = z.infer<typeof adminContactMessageRowSchema>;

export const adminImageLogRowSchema = imageUpdateLogRowSchema.extend({
  micro_tour_title: z.string().nullable(),
});
export type AdminImageLogRow = z.infer<typeof adminImageLogRowSchema>;

export const adminToursPageSchema = adminPageSchema(adminTourRowSchema);
export const adminMicroToursPageSchema = adminPageSchema(adminMicroTourRowSchema);
export const adminBookingsPageSchema = adminPageSchema(adminBookingRowSchema);
export const adminMembersPageSchema = adminPageSchema(adminMemberRowSchema);
export const adminMemberLedgerPageSchema = adminPageSchema(adminLedgerRowSchema);
export const adminContactMessagesPageSchema = adminPageSchema(adminContactMessageRowSchema);
export const adminImageLogsPageSchema = adminPageSchema(adminImageLogRowSchema);

/** `admin_micro_tour_counts()`: every micro-tour by image status. */
export const microTourCountsSchema = z.object({
  total: count,
  complete: count,
  partial: count,
  missing: count,
});
export type MicroTourCounts = z.infer<typeof microTourCountsSchema>;

/** `admin_member(p_user_id)`: one member, as a row of `admin_members`. */
export const adminMemberSchema = adminMemberRowSchema;
