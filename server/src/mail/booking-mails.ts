import { bookingReference, formatEuros } from '@app/domain';
import { addCents, fromCents, toCents } from '@app/domain/money';
import { z } from 'zod';
import { escapeHtml } from './html-escape.js';
import type { MailMessage } from './mailer.js';

/** One row of private.member_notices, as the SQL that wrote it describes the event. */
export const memberNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('departure_cancelled'),
    booking_id: z.guid(),
    details: z.object({
      tourTitle: z.string(),
      startDate: z.string(),
      travelers: z.number(),
      refund: z.coerce.number(),
      reason: z.string(),
    }),
  }),
  z.object({
    kind: z.literal('waitlist_booked'),
    booking_id: z.guid(),
    details: z.object({
      tourTitle: z.string(),
      startDate: z.string(),
      travelers: z.number(),
      totalAmount: z.coerce.number(),
    }),
  }),
  z.object({
    kind: z.literal('booking_cancelled'),
    booking_id: z.guid(),
    details: z.object({
      tourTitle: z.string(),
      startDate: z.string(),
      travelers: z.number(),
      total: z.coerce.number(),
      refund: z.coerce.number(),
      percent: z.number().int(),
    }),
  }),
  z.object({
    kind: z.literal('waitlist_released'),
    details: z.object({
      tourTitle: z.string(),
      startDate: z.string(),
      amount: z.coerce.number(),
      why: z.enum(['cancelled', 'started']),
    }),
  }),
]);
export type MemberNotice = z.infer<typeof memberNoticeSchema>;

/** '1 December 2026': a calendar day as the mails write it. */
export const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

export interface MailLink {
  label: string;
  url: string;
}

function page(title: string, paragraphs: readonly string[], link: MailLink) {
  return `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="color: #047857;">${escapeHtml(link.label)}</a></p>
</body>
</html>
`;
}

/** A mail of plain paragraphs and one link, as text and as HTML. */
export function linkedMail(
  kind: string,
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link: MailLink,
): MailMessage {
  return {
    kind,
    to,
    subject,
    text: [...paragraphs, `${link.label}: ${link.url}`, ''].join('\n\n'),
    html: page(subject, paragraphs, link),
  };
}

/** The traveller's e-mail about what happened to their booking or their place in line. */
export function memberNoticeMail(to: string, notice: MemberNotice, siteUrl: string): MailMessage {
  const bookings = { label: 'Your bookings', url: `${siteUrl}/dashboard?tab=bookings` };
  const wallet = { label: 'Your wallet', url: `${siteUrl}/wallet` };
  switch (notice.kind) {
    case 'departure_cancelled': {
      const { details } = notice;
      return linkedMail(
        'departure-cancelled',
        to,
        `Cancelled: ${details.tourTitle} on ${longDate(details.startDate)}`,
        [
          `We are sorry: the departure of ${details.tourTitle} on ${longDate(details.startDate)} is cancelled. Reason: ${details.reason}`,
          `Your booking ${bookingReference(notice.booking_id)} for ${details.travelers} traveller${details.travelers === 1 ? '' : 's'} is refunded in full (100%): ${formatEuros(details.refund)} is back in your wallet now.`,
          'You can book another date with it at any time.',
        ],
        bookings,
      );
    }
    case 'booking_cancelled': {
      const { details } = notice;
      const reference = bookingReference(notice.booking_id);
      const kept = fromCents(addCents(toCents(details.total), toCents(-details.refund)));
      const money =
        details.refund > 0
          ? `Under the refund policy frozen on your booking, cancelling now refunds ${details.percent}%: ${formatEuros(details.refund)} of the ${formatEuros(details.total)} you paid is back in your wallet now.${kept > 0 ? ` The other ${formatEuros(kept)} is not refunded.` : ''}`
          : `Under the refund policy frozen on your booking, cancelling now refunds 0%: none of the ${formatEuros(details.total)} you paid is refunded.`;
      return linkedMail(
        'booking-cancelled',
        to,
        `Cancelled: ${details.tourTitle} on ${longDate(details.startDate)} (${reference})`,
        [
          `You cancelled your booking ${reference} of ${details.tourTitle} on ${longDate(details.startDate)} for ${details.travelers} traveller${details.travelers === 1 ? '' : 's'}.`,
          money,
        ],
        wallet,
      );
    }
    case 'waitlist_booked': {
      const { details } = notice;
      return linkedMail(
        'waitlist-booked',
        to,
        `You got the seats: ${details.tourTitle} on ${longDate(details.startDate)}`,
        [
          `Seats came free on ${details.tourTitle} on ${longDate(details.startDate)} and you were next in line: you are booked for ${details.travelers} traveller${details.travelers === 1 ? '' : 's'}.`,
          `The ${formatEuros(details.totalAmount)} held from your wallet was used to pay booking ${bookingReference(notice.booking_id)} in full: nothing more was taken from your balance. You can cancel it from your dashboard under the usual refund policy.`,
        ],
        bookings,
      );
    }
    case 'waitlist_released': {
      const { details } = notice;
      const why =
        details.why === 'cancelled'
          ? `The departure of ${details.tourTitle} on ${longDate(details.startDate)} was cancelled`
          : `No seat came free on ${details.tourTitle} before ${longDate(details.startDate)}`;
      return linkedMail(
        'waitlist-released',
        to,
        `Waiting list closed: ${details.tourTitle}`,
        [
          `${why}, so your place on the waiting list has ended.`,
          `The hold of ${formatEuros(details.amount)} is released in full: the whole amount is back in your wallet balance now, and nothing was charged.`,
        ],
        wallet,
      );
    }
  }
}
