import { describeCancellationTiers } from '@app/domain/cancellation-policy';
import { formatEuros } from '@app/domain/money';
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

/** What a date change cost or gave back (one row of public.booking_date_changes). */
export interface DateChangeFacts {
  fromDate: string;
  feeEur: number;
  /** The new price minus the old one, for all travellers. */
  priceDifferenceEur: number;
}

/** The money of a date change in words: the fee, the price difference, what the wallet moved. */
function dateChangeMoneyLines(change: DateChangeFacts): string[] {
  const { feeEur: fee, priceDifferenceEur: difference } = change;
  const net = Math.round((fee + difference) * 100) / 100;
  const lines = [
    fee > 0
      ? `The date change fee is ${formatEuros(fee)}.`
      : 'This date change was free, as your booking includes a free date change.',
  ];
  if (difference > 0) lines.push(`The new date costs ${formatEuros(difference)} more.`);
  if (difference < 0) lines.push(`The new date costs ${formatEuros(-difference)} less.`);
  if (net > 0) lines.push(`${formatEuros(net)} was paid from your wallet.`);
  if (net < 0) lines.push(`${formatEuros(-net)} is back in your wallet now.`);
  return [lines.join(' ')];
}

/** Sent when a member moved their booking: the new date, the money, the new ticket and entry. */
export function bookingMovedMail(
  details: TicketDetails,
  change: DateChangeFacts,
  siteUrl: string,
  attachments: readonly MailAttachment[],
): MailMessage {
  const message = linkedMail(
    'booking-date-changed',
    details.email,
    `Your booking has moved: ${details.title} on ${longDate(details.startDate)} (${details.reference})`,
    [
      `Your booking ${details.reference} has moved from ${longDate(change.fromDate)} to ${longDate(details.startDate)}.`,
      ...dateChangeMoneyLines(change),
      ...factLines(details),
      'Your updated e-ticket (PDF) and calendar entry are attached: the entry replaces the old date in your calendar. Show the ticket’s QR code at the meeting point on the new date.',
    ],
    { label: 'Your ticket', url: ticketUrl(siteUrl, details.reference) },
  );
  return { ...message, attachments };
}
