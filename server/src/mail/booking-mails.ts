import { bookingReference } from '@app/domain';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@app/domain/locales';
import { addCents, fromCents, toCents } from '@app/domain/money';
import { z } from 'zod';
import { escapeHtml } from './html-escape.js';
import { mailTexts, type MailTexts } from './mail-texts.js';
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
  z.object({
    kind: z.literal('withdrawal_settled'),
    details: z.object({ amount: z.coerce.number(), withdrawn: z.coerce.number() }),
  }),
  z.object({
    kind: z.literal('withdrawal_returned'),
    details: z.object({ amount: z.coerce.number() }),
  }),
]);
export type MemberNotice = z.infer<typeof memberNoticeSchema>;

/** '1 December 2026', '1. Dezember 2026': a calendar day as the mails write it. */
export const longDate = (isoDate: string, locale: Locale = DEFAULT_LOCALE) =>
  formatCalendarDay(isoDate, 'formalDay', locale);

export interface MailLink {
  label: string;
  url: string;
}

function page(locale: Locale, title: string, paragraphs: readonly string[], link: MailLink) {
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="color: #047857;">${escapeHtml(link.label)}</a></p>
</body>
</html>
`;
}

/** A mail of plain paragraphs and one link, as text and as HTML, in the reader's language. */
export function linkedMail(
  texts: MailTexts,
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
    text: [
      ...paragraphs,
      texts.t('mail.labelled', { label: link.label, value: link.url }),
      '',
    ].join('\n\n'),
    html: page(texts.locale, subject, paragraphs, link),
  };
}

/** A page of the site in the reader's language: `https://site/de/wallet`. */
export const sitePage = (siteUrl: string, locale: Locale, path: string) =>
  `${siteUrl.replace(/\/+$/, '')}${localizedPath(locale, path)}`;

/** The traveller's e-mail about what happened to their booking or their place in line. */
export function memberNoticeMail(
  to: string,
  notice: MemberNotice,
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
  /** The receipt of the money the notice tells of, when its PDF goes with it. */
  receiptNumber?: string,
): MailMessage {
  const texts = mailTexts(locale);
  const { t } = texts;
  const receipt = receiptNumber ? [t('receipt.attached', { number: receiptNumber })] : [];
  const date = (isoDate: string) => longDate(isoDate, locale);
  const euros = (amount: number) => formatEuros(amount, locale);
  const travellers = (count: number) => t('mail.travellers', { count });
  const bookings = {
    label: t('booking.link.bookings'),
    url: sitePage(siteUrl, locale, '/dashboard?tab=bookings'),
  };
  const wallet = { label: t('booking.link.wallet'), url: sitePage(siteUrl, locale, '/wallet') };
  switch (notice.kind) {
    case 'departure_cancelled': {
      const { details } = notice;
      const tour = details.tourTitle;
      return linkedMail(
        texts,
        'departure-cancelled',
        to,
        t('notice.departureCancelled.subject', { tour, date: date(details.startDate) }),
        [
          t('notice.departureCancelled.sorry', {
            tour,
            date: date(details.startDate),
            reason: details.reason,
          }),
          t('notice.departureCancelled.refund', {
            reference: bookingReference(notice.booking_id),
            travellers: travellers(details.travelers),
            refund: euros(details.refund),
          }),
          t('notice.departureCancelled.rebook'),
          ...receipt,
        ],
        bookings,
      );
    }
    case 'booking_cancelled': {
      const { details } = notice;
      const reference = bookingReference(notice.booking_id);
      const tour = details.tourTitle;
      const kept = fromCents(addCents(toCents(details.total), toCents(-details.refund)));
      const money =
        details.refund > 0
          ? [
              t('notice.bookingCancelled.refund', {
                percent: details.percent,
                refund: euros(details.refund),
                total: euros(details.total),
              }),
              ...(kept > 0 ? [t('notice.bookingCancelled.kept', { kept: euros(kept) })] : []),
            ].join(' ')
          : t('notice.bookingCancelled.noRefund', { total: euros(details.total) });
      return linkedMail(
        texts,
        'booking-cancelled',
        to,
        t('notice.bookingCancelled.subject', { tour, date: date(details.startDate), reference }),
        [
          t('notice.bookingCancelled.done', {
            reference,
            tour,
            date: date(details.startDate),
            travellers: travellers(details.travelers),
          }),
          money,
          ...receipt,
        ],
        wallet,
      );
    }
    case 'waitlist_booked': {
      const { details } = notice;
      const tour = details.tourTitle;
      return linkedMail(
        texts,
        'waitlist-booked',
        to,
        t('notice.waitlistBooked.subject', { tour, date: date(details.startDate) }),
        [
          t('notice.waitlistBooked.booked', {
            tour,
            date: date(details.startDate),
            travellers: travellers(details.travelers),
          }),
          t('notice.waitlistBooked.paid', {
            amount: euros(details.totalAmount),
            reference: bookingReference(notice.booking_id),
          }),
          ...receipt,
        ],
        bookings,
      );
    }
    case 'waitlist_released': {
      const { details } = notice;
      const tour = details.tourTitle;
      const why =
        details.why === 'cancelled'
          ? t('notice.waitlistReleased.cancelled', { tour, date: date(details.startDate) })
          : t('notice.waitlistReleased.started', { tour, date: date(details.startDate) });
      return linkedMail(
        texts,
        'waitlist-released',
        to,
        t('notice.waitlistReleased.subject', { tour }),
        [why, t('notice.waitlistReleased.hold', { amount: euros(details.amount) })],
        wallet,
      );
    }
    case 'withdrawal_settled': {
      const { amount, withdrawn } = notice.details;
      if (withdrawn <= 0) {
        return linkedMail(
          texts,
          'withdrawal-failed',
          to,
          t('notice.withdrawalFailed.subject', { amount: euros(amount) }),
          [t('notice.withdrawalFailed.failed', { amount: euros(amount) })],
          wallet,
        );
      }
      const kept = fromCents(addCents(toCents(amount), toCents(-withdrawn)));
      return linkedMail(
        texts,
        'withdrawal-sent',
        to,
        t('notice.withdrawalSent.subject', { amount: euros(withdrawn) }),
        [
          t('notice.withdrawalSent.sent', { amount: euros(withdrawn) }),
          ...(kept > 0
            ? [t('notice.withdrawalSent.kept', { kept: euros(kept), requested: euros(amount) })]
            : []),
        ],
        wallet,
      );
    }
    case 'withdrawal_returned':
      return linkedMail(
        texts,
        'withdrawal-returned',
        to,
        t('notice.withdrawalReturned.subject'),
        [t('notice.withdrawalReturned.returned', { amount: euros(notice.details.amount) })],
        wallet,
      );
  }
}
