import type pg from 'pg';
import { z } from 'zod';
import type { JobHandler } from '../jobs/job-handler.js';
import type { Mailer } from '../mail/mailer.js';
import {
  bookingConfirmationMail,
  bookingMovedMail,
  bookingReminderMail,
  type DateChangeFacts,
  type MailedTicket,
  ticketAttachments,
} from './ticket-mails.js';
import type { MailAttachment } from '../mail/mailer.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import {
  MAILED_TICKET_LINK_SECONDS,
  storeTicketPdf,
  type TicketObjects,
  ticketPdfLink,
} from './ticket-objects.js';
import type { Logger } from '../platform/logger.js';
import { ticketCalendar } from './ticket-calendar.js';
import { loadTicketDetails, type TicketDetails } from './ticket-details.js';
import { renderTicketsPdf } from './ticket-pdf.js';
import { signTicketToken } from './ticket-tokens.js';
import { loadBookingReceipt, loadLatestBookingReceipt } from '../receipts/receipt-details.js';
import { receiptPdfFile, renderReceiptPdf } from '../receipts/receipt-pdf.js';
import { ticketLocale } from './ticket-facts.js';

const bookingPayloadSchema = z.object({ bookingId: z.guid() });
/** A move's job (migration 0040): the booking and which of its date changes it mails. */
const movedPayloadSchema = z.object({ bookingId: z.guid(), sequence: z.number().int().min(1) });
const euros = z.coerce.number().refine((value) => Number.isFinite(value));
const dateChangeRowSchema = z.object({
  from_date: z.string(),
  fee_eur: euros,
  price_difference_eur: euros,
  created_at: z.date(),
});

/** The booking's latest date change, as its mail states it. */
async function latestDateChange(
  pool: pg.Pool,
  bookingId: string,
): Promise<{ facts: DateChangeFacts; changedAt: Date } | undefined> {
  const { rows } = await pool.query(
    `select from_date::text as from_date, fee_eur::text as fee_eur,
            price_difference_eur::text as price_difference_eur, created_at
       from public.booking_date_changes where booking_id = $1
      order by created_at desc, id desc limit 1`,
    [bookingId],
  );
  if (rows.length === 0) return undefined;
  const row = dateChangeRowSchema.parse(rows[0]);
  return {
    facts: {
      fromDate: row.from_date,
      feeEur: row.fee_eur,
      priceDifferenceEur: row.price_difference_eur,
    },
    changedAt: row.created_at,
  };
}

export interface BookingTaskDeps {
  /** The server's service connections (ticket facts include the holder's account). */
  pool: pg.Pool;
  mailer: Mailer;
  siteUrl: () => string;
  /** Signs the QR codes (ticket-tokens). */
  ticketKey: Buffer;
  /** Where the e-tickets are stored and their links signed. */
  ticketObjects: TicketObjects;
  log: Logger;
}

/**
 * The booking mails the job queue sends: `booking_confirmation` when a booking is paid,
 * `booking_reminder` 48 hours before its start and `booking_date_changed` when its member moved
 * it. Each reads the booking as it is now, so a job run again (after a crash) or late (after a
 * cancellation, or a later move) sends what is still true, or nothing.
 */
export function createBookingTasks(deps: BookingTaskDeps): {
  booking_confirmation: JobHandler;
  booking_reminder: JobHandler;
  booking_date_changed: JobHandler;
} {
  /**
   * The e-ticket and calendar entry to attach, and an expiring link to the e-ticket, stored (or
   * replaced, after a move) as a private object of its member before the mail is sent.
   */
  async function mailedTicket(
    details: TicketDetails,
    more: readonly MailAttachment[] = [],
  ): Promise<MailedTicket> {
    const siteUrl = deps.siteUrl();
    const token = signTicketToken(deps.ticketKey, details.bookingId);
    const pdf = await renderTicketsPdf([{ details, token }]);
    await storeTicketPdf(deps.ticketObjects, details, pdf);
    const url = await ticketPdfLink(
      deps.ticketObjects,
      SERVICE_CALLER,
      details,
      siteUrl,
      MAILED_TICKET_LINK_SECONDS,
    );
    return {
      attachments: [
        ...ticketAttachments(details, { pdf, calendar: ticketCalendar(details, siteUrl) }),
        ...more,
      ],
      pdfLink: { url, days: MAILED_TICKET_LINK_SECONDS / (24 * 60 * 60) },
    };
  }

  async function load(payload: unknown): Promise<TicketDetails | undefined> {
    const { bookingId } = bookingPayloadSchema.parse(payload);
    const details = await loadTicketDetails(deps.pool, bookingId);
    if (!details) deps.log.warn({ bookingId }, 'booking mail: no such booking, nothing sent');
    return details;
  }

  return {
    async booking_confirmation(payload) {
      const details = await load(payload);
      if (!details) return;
      // Cancelled before the job ran (or never paid): a confirmation would be wrong now.
      if (details.status !== 'paid') {
        deps.log.info({ bookingId: details.bookingId }, 'confirmation skipped: booking not paid');
        return;
      }
      // The payment's receipt (issued with the booking's ledger entry) goes with the ticket.
      const receipt = await loadBookingReceipt(deps.pool, details.bookingId);
      const receiptFiles = receipt
        ? [receiptPdfFile(receipt, await renderReceiptPdf(receipt, ticketLocale(details)))]
        : [];
      await deps.mailer.send(
        bookingConfirmationMail(
          details,
          deps.siteUrl(),
          await mailedTicket(details, receiptFiles),
          receipt?.number,
        ),
      );
    },
    async booking_date_changed(payload) {
      const { bookingId, sequence } = movedPayloadSchema.parse(payload);
      const details = await load({ bookingId });
      if (!details) return;
      if (details.status !== 'paid') {
        deps.log.info({ bookingId }, 'date change mail skipped: booking not paid');
        return;
      }
      // Moved again before this job ran: the later move's job mails the booking as it is now.
      if (details.dateChanges !== sequence) {
        deps.log.info({ bookingId, sequence }, 'date change mail skipped: moved again since');
        return;
      }
      const change = await latestDateChange(deps.pool, bookingId);
      if (!change) throw new Error(`booking ${bookingId} has no date change to mail`);
      // The move's fee or difference got a receipt in the move's own transaction; a move that
      // cost nothing has none.
      const receipt = await loadLatestBookingReceipt(
        deps.pool,
        bookingId,
        'date_change',
        change.changedAt,
      );
      const receiptFiles = receipt
        ? [receiptPdfFile(receipt, await renderReceiptPdf(receipt, ticketLocale(details)))]
        : [];
      await deps.mailer.send(
        bookingMovedMail(
          details,
          change.facts,
          deps.siteUrl(),
          await mailedTicket(details, receiptFiles),
          receipt?.number,
        ),
      );
    },
    async booking_reminder(payload) {
      const details = await load(payload);
      if (!details) return;
      if (details.status !== 'paid') {
        deps.log.info({ bookingId: details.bookingId }, 'reminder skipped: booking not paid');
        return;
      }
      await deps.mailer.send(
        bookingReminderMail(details, deps.siteUrl(), await mailedTicket(details)),
      );
    },
  };
}
