import type pg from 'pg';
import { z } from 'zod';
import type { JobHandler } from '../jobs/job-handler.js';
import type { Mailer } from '../mail/mailer.js';
import { bookingConfirmationMail, bookingReminderMail, ticketAttachments } from './ticket-mails.js';
import type { Logger } from '../platform/logger.js';
import { ticketCalendar } from './ticket-calendar.js';
import { loadTicketDetails, type TicketDetails } from './ticket-details.js';
import { renderTicketsPdf } from './ticket-pdf.js';
import { signTicketToken } from './ticket-tokens.js';

const bookingPayloadSchema = z.object({ bookingId: z.guid() });

export interface BookingTaskDeps {
  /** The server's service connections (ticket facts include the holder's account). */
  pool: pg.Pool;
  mailer: Mailer;
  siteUrl: () => string;
  /** Signs the QR codes (ticket-tokens). */
  ticketKey: Buffer;
  log: Logger;
}

/**
 * The booking mails the job queue sends: `booking_confirmation` when a booking is paid and
 * `booking_reminder` 48 hours before its start. Each reads the booking as it is now, so a job run
 * again (after a crash) or late (after a cancellation) sends what is still true, or nothing.
 */
export function createBookingTasks(deps: BookingTaskDeps): {
  booking_confirmation: JobHandler;
  booking_reminder: JobHandler;
} {
  async function attachments(details: TicketDetails) {
    const siteUrl = deps.siteUrl();
    const token = signTicketToken(deps.ticketKey, details.bookingId);
    return ticketAttachments(details, {
      pdf: await renderTicketsPdf([{ details, token }]),
      calendar: ticketCalendar(details, siteUrl),
    });
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
      await deps.mailer.send(
        bookingConfirmationMail(details, deps.siteUrl(), await attachments(details)),
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
        bookingReminderMail(details, deps.siteUrl(), await attachments(details)),
      );
    },
  };
}
