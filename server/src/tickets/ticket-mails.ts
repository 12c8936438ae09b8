import { formatEuros } from '@app/domain/locale-format';
import { ticketFileName } from '@app/domain/tickets';
import type { TicketDetails } from './ticket-details.js';
import {
  describeRefundTiers,
  ticketFacts,
  ticketLocale,
  ticketTitle,
  ticketUrl,
} from './ticket-facts.js';
import { linkedMail, longDate } from '../mail/booking-mails.js';
import { type MailTexts, mailTexts } from '../mail/mail-texts.js';
import type { MailAttachment, MailMessage } from '../mail/mailer.js';

const factLines = (details: TicketDetails, texts: MailTexts) =>
  ticketFacts(details).map(([label, value]) => texts.t('mail.labelled', { label, value }));

/** The refund policy frozen on the booking, in the words the site uses for it. */
function policyLines(details: TicketDetails, texts: MailTexts): string[] {
  if (details.refundTiers.length === 0) return [];
  return [
    texts.t('ticket.policy.intro'),
    ...describeRefundTiers(details.refundTiers, texts.locale).map((line) => `• ${line}`),
  ];
}

/** The files a booking mail carries and the expiring link to its stored e-ticket. */
export interface MailedTicket {
  attachments: readonly MailAttachment[];
  /** A signed URL of the e-ticket PDF (ticket-objects.ts), working for MAILED_TICKET_LINK_SECONDS. */
  pdfLink: { url: string; days: number };
}

const pdfLinkLine = ({ pdfLink }: MailedTicket, texts: MailTexts) =>
  texts.t('ticket.pdfLink', { url: pdfLink.url, days: pdfLink.days });

/** The link every booking mail ends with. */
const ticketLink = (details: TicketDetails, siteUrl: string, texts: MailTexts) => ({
  label: texts.t('booking.link.ticket'),
  url: ticketUrl(siteUrl, details.reference, texts.locale),
});

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

/**
 * Sent once a booking is paid: what was bought, the policy it was bought under, the ticket, and
 * the payment's receipt when it has one (`receiptNumber`, its PDF among the attachments).
 */
export function bookingConfirmationMail(
  details: TicketDetails,
  siteUrl: string,
  ticket: MailedTicket,
  receiptNumber?: string,
): MailMessage {
  const texts = mailTexts(ticketLocale(details));
  const { t, locale } = texts;
  const message = linkedMail(
    texts,
    'booking-confirmation',
    details.email,
    t('ticket.confirmed.subject', {
      tour: ticketTitle(details),
      date: longDate(details.startDate, locale),
      reference: details.reference,
    }),
    [
      t('ticket.confirmed.thanks', { reference: details.reference }),
      ...factLines(details, texts),
      ...policyLines(details, texts),
      t('ticket.confirmed.attached'),
      pdfLinkLine(ticket, texts),
      ...(receiptNumber ? [t('ticket.confirmed.receipt', { number: receiptNumber })] : []),
    ],
    ticketLink(details, siteUrl, texts),
  );
  return { ...message, attachments: ticket.attachments };
}

/** Sent 48 hours before the start. */
export function bookingReminderMail(
  details: TicketDetails,
  siteUrl: string,
  ticket: MailedTicket,
): MailMessage {
  const texts = mailTexts(ticketLocale(details));
  const { t, locale } = texts;
  const date = longDate(details.startDate, locale);
  const message = linkedMail(
    texts,
    'booking-reminder',
    details.email,
    t('ticket.reminder.subject', { tour: ticketTitle(details), date }),
    [
      t('ticket.reminder.intro', { time: details.meetingTime, zone: details.timeZone, date }),
      ...factLines(details, texts),
      t('ticket.reminder.show'),
      pdfLinkLine(ticket, texts),
    ],
    ticketLink(details, siteUrl, texts),
  );
  return { ...message, attachments: ticket.attachments };
}

/** What a date change cost or gave back (one row of public.booking_date_changes). */
export interface DateChangeFacts {
  fromDate: string;
  feeEur: number;
  /** The new price minus the old one, for all travellers. */
  priceDifferenceEur: number;
}

/** The money of a date change in words: the fee, the price difference, what the wallet moved. */
function dateChangeMoneyLines(change: DateChangeFacts, { t, locale }: MailTexts): string[] {
  const { feeEur: fee, priceDifferenceEur: difference } = change;
  const net = Math.round((fee + difference) * 100) / 100;
  const euros = (amount: number) => formatEuros(amount, locale);
  const lines = [fee > 0 ? t('ticket.moved.fee', { fee: euros(fee) }) : t('ticket.moved.free')];
  if (difference > 0) lines.push(t('ticket.moved.costsMore', { amount: euros(difference) }));
  if (difference < 0) lines.push(t('ticket.moved.costsLess', { amount: euros(-difference) }));
  if (net > 0) lines.push(t('ticket.moved.paid', { amount: euros(net) }));
  if (net < 0) lines.push(t('ticket.moved.returned', { amount: euros(-net) }));
  return [lines.join(' ')];
}

/** Sent when a member moved their booking: the new date, the money, the new ticket and entry. */
export function bookingMovedMail(
  details: TicketDetails,
  change: DateChangeFacts,
  siteUrl: string,
  ticket: MailedTicket,
  /** The receipt of the fee or difference the move charged or paid back, when it moved money. */
  receiptNumber?: string,
): MailMessage {
  const texts = mailTexts(ticketLocale(details));
  const { t, locale } = texts;
  const date = longDate(details.startDate, locale);
  const message = linkedMail(
    texts,
    'booking-date-changed',
    details.email,
    t('ticket.moved.subject', { tour: ticketTitle(details), date, reference: details.reference }),
    [
      t('ticket.moved.intro', {
        reference: details.reference,
        from: longDate(change.fromDate, locale),
        to: date,
      }),
      ...dateChangeMoneyLines(change, texts),
      ...factLines(details, texts),
      t('ticket.moved.attached'),
      pdfLinkLine(ticket, texts),
      ...(receiptNumber ? [t('receipt.attached', { number: receiptNumber })] : []),
    ],
    ticketLink(details, siteUrl, texts),
  );
  return { ...message, attachments: ticket.attachments };
}
