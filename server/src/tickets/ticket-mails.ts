import { describeCancellationTiers } from '@app/domain/cancellation-policy';
import { ticketFileName } from '@app/domain/tickets';
import type { TicketDetails } from './ticket-details.js';
import { ticketFacts, ticketUrl } from './ticket-facts.js';
import { linkedMail, longDate } from '../mail/booking-mails.js';
import type { MailAttachment, MailMessage } from '../mail/mailer.js';

const factLines = (details: TicketDetails) =>
  ticketFacts(details).map(([label, value]) => `${label}: ${value}`);

/** The refund policy frozen on the booking, in the words the site uses for it. */
function policyLines(details: TicketDetails): string[] {
  if (details.refundTiers.length === 0) return [];
  return [
    'If you cancel (from your dashboard), the refund goes back to your wallet at once:',
    ...describeCancellationTiers(details.refundTiers).map((line) => `• ${line}`),
  ];
}

/** The e-ticket as a file: mailed with a booking and downloaded from the ticket page. */
export const ticketPdfFile = (details: TicketDetails, pdf: Buffer): MailAttachment => ({
  filename: ticketFileName(details.reference, 'pdf'),
  contentType: 'application/pdf',
  content: pdf,
});

/** The booking's calendar entry as a file, like the e-ticket. */
export const ticketCalendarFile = (details: TicketDetails, calendar: string): MailAttachment => ({
  filename: ticketFileName(details.reference, 'ics'),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: Buffer.from(calendar, 'utf8'),
});

/** The files sent with a booking's mails: the e-ticket and its calendar entry. */
export function ticketAttachments(
  details: TicketDetails,
  files: { pdf: Buffer; calendar: string },
): MailAttachment[] {
  return [ticketPdfFile(details, files.pdf), ticketCalendarFile(details, files.calendar)];
}

/** Sent once a booking is paid: what was bought, the policy it was bought under, the ticket. */
export function bookingConfirmationMail(
  details: TicketDetails,
  siteUrl: string,
  attachments: readonly MailAttachment[],
): MailMessage {
  const message = linkedMail(
    'booking-confirmation',
    details.email,
    `Booking confirmed: ${details.title} on ${longDate(details.startDate)} (${details.reference})`,
    [
      `Thank you for booking with EcoTours. Your booking ${details.reference} is confirmed and paid.`,
      ...factLines(details),
      ...policyLines(details),
      'Your e-ticket (PDF) and a calendar entry are attached. Show the ticket’s QR code at the meeting point, printed or on your phone.',
    ],
    { label: 'Your ticket', url: ticketUrl(siteUrl, details.reference) },
  );
  return { ...message, attachments };
}

/** Sent 48 hours before the start. */
export function bookingReminderMail(
  details: TicketDetails,
  siteUrl: string,
  attachments: readonly MailAttachment[],
): MailMessage {
  const message = linkedMail(
    'booking-reminder',
    details.email,
    `See you soon: ${details.title} on ${longDate(details.startDate)}`,
    [
      `Your tour starts in two days. Please be at the meeting point at ${details.meetingTime} (${details.timeZone} time) on ${longDate(details.startDate)}.`,
      ...factLines(details),
      'Show your ticket’s QR code at the meeting point, printed or on your phone.',
    ],
    { label: 'Your ticket', url: ticketUrl(siteUrl, details.reference) },
  );
  return { ...message, attachments };
}
