import { z } from 'zod';
import { CLOCK_TIME_PATTERN } from './start-times.js';
import { isLocale } from './locales.js';

/**
 * A booking's reference: the first 8 characters of its id, upper case, as the booking dialog
 * shows it. Not unique on its own: lookups by reference are scoped (the member's own bookings,
 * or one departure day at check-in).
 */
export const bookingReferenceSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{8}$/, 'A booking reference is 8 letters and digits (0-9, A-F).')
  .transform((value) => value.toUpperCase());

export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}

/** What the QR code holds: signed by the server, so it cannot be guessed or altered. */
export const ticketTokenSchema = z.string().trim().min(1).max(200);

export const ticketRequestSchema = z.object({ reference: bookingReferenceSchema });

/** The ticket's files a member may download: the printable e-ticket and the calendar entry. */
export const TICKET_FILE_FORMATS = ['pdf', 'ics'] as const;
export const ticketFileRequestSchema = ticketRequestSchema.extend({
  format: z.enum(TICKET_FILE_FORMATS),
  /**
   * The language of the page the file is downloaded from, which its words and title follow
   * (the account's language when absent). Any string passes here; the function refuses one that
   * is not a site language with `unsupported_locale` (@app/domain/member-locale).
   */
  locale: z.string().max(35).optional(),
});
export type TicketFileRequest = z.infer<typeof ticketFileRequestSchema>;

/** A fresh link to the member's stored e-ticket (a signed storage URL that expires). */
export const ticketLinkRequestSchema = ticketFileRequestSchema.omit({ format: true });
export const ticketLinkSchema = z.object({ url: z.url() });
export type TicketLink = z.infer<typeof ticketLinkSchema>;
export type TicketFileFormat = TicketFileRequest['format'];

/** What a ticket's file is called, mailed or downloaded. */
export const ticketFileName = (reference: string, format: TicketFileFormat): string =>
  format === 'pdf' ? `ticket-${reference}.pdf` : `booking-${reference}.ics`;

/**
 * A ticket's tour title in a language: its translation there (`titleTranslations`), else the
 * English `title`, with whether it is the English one shown for want of a translation.
 */
export function ticketTitleIn(
  ticket: { title: string; titleTranslations?: Record<string, string> },
  locale: string,
): { title: string; inEnglish: boolean } {
  if (!isLocale(locale) || locale === 'en') return { title: ticket.title, inEnglish: false };
  const translated = ticket.titleTranslations?.[locale];
  return typeof translated === 'string' && translated.trim() !== ''
    ? { title: translated, inEnglish: false }
    : { title: ticket.title, inEnglish: true };
}

export const checkInRequestSchema = z
  .object({
    token: ticketTokenSchema.optional(),
    reference: bookingReferenceSchema.optional(),
  })
  .strict()
  .refine((body) => (body.token === undefined) !== (body.reference === undefined), {
    message: 'Send either the scanned code (token) or a booking reference.',
  });
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ticketAddonSchema = z.object({ name: z.string(), priceEur: z.number() });

/** The ticket as its owner sees it (`POST /functions/v1/ticket`). */
export const ticketViewSchema = z.object({
  reference: z.string(),
  bookingId: z.string(),
  token: z.string(),
  kind: z.enum(['tour', 'micro_tour']),
  title: z.string(),
  /**
   * The title in each other language it is written in (the tour's `translations`); the page in
   * a language without one shows `title`, the English. Absent from copies saved before.
   */
  titleTranslations: z.record(z.string(), z.string()).optional(),
  startDate: isoDate,
  /** HH:MM, local time at the meeting point. */
  meetingTime: z.string(),
  timeZone: z.string(),
  meetingPoint: z.string().nullable(),
  /** Where the meeting point is, when its tour has set it (issue 52). Absent from copies saved before. */
  meetingAt: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  /** A tour's route, its days' places in order; empty for a micro-tour. Absent from copies saved before. */
  route: z
    .array(
      z.object({
        day: z.number().int(),
        id: z.number().int(),
        name: z.string(),
        country: z.string(),
        lat: z.number(),
        lng: z.number(),
      }),
    )
    .optional(),
  travelers: z.number().int(),
  addons: z.array(ticketAddonSchema),
  totalEur: z.number(),
  status: z.enum(['paid', 'cancelled']),
  checkedInAt: z.string().nullable(),
  holderName: z.string().nullable(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const CHECK_IN_OUTCOMES = ['checked_in', 'already_checked_in', 'cancelled'] as const;

/** What a scan tells the guide (`POST /functions/v1/check-in`). A forged code is an error. */
export const checkInResultSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  reference: z.string(),
  title: z.string(),
  /** The title in each other language it is written in, as on the ticket. */
  titleTranslations: z.record(z.string(), z.string()).optional(),
  startDate: isoDate,
  /** 'HH:MM' on the tour's wall clock (bookings from before start times have 09:00). */
  startTime: z.string().regex(CLOCK_TIME_PATTERN).optional(),
  travelers: z.number().int(),
  holderName: z.string().nullable(),
  /** When the booking was checked in (this scan or the first one), ISO 8601. */
  checkedInAt: z.string().nullable(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const STAFF_ROLES = ['guide'] as const;
export const staffRoleRequestSchema = z
  .object({
    email: z.email().max(254),
    /** `null` takes the role away. */
    role: z.enum(STAFF_ROLES).nullable(),
  })
  .strict();
export type StaffRoleRequest = z.infer<typeof staffRoleRequestSchema>;

export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
