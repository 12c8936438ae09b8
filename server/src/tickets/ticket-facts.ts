import type { RefundTier } from '@app/domain/cancellation-policy';
import { formatEuros } from '@app/domain/locale-format';
import { DEFAULT_LOCALE, type Locale } from '@app/domain/locales';
import { ticketTitleIn } from '@app/domain/tickets';
import { longDate, sitePage } from '../mail/booking-mails.js';
import { mailTexts } from '../mail/mail-texts.js';
import type { TicketDetails } from './ticket-details.js';

/** The language a ticket's words are in: its holder's. */
export const ticketLocale = (details: TicketDetails): Locale => details.locale ?? DEFAULT_LOCALE;

/**
 * The tour's title in the ticket's language: its translation there, else the English title (the
 * PDF, the calendar entry and the mails say the same title).
 */
export const ticketTitle = (details: TicketDetails): string =>
  ticketTitleIn(details, ticketLocale(details)).title;

/** The facts a ticket states, in the order the PDF and the mails list them. */
export function ticketFacts(details: TicketDetails): Array<[label: string, value: string]> {
  const locale = ticketLocale(details);
  const { t } = mailTexts(locale);
  return [
    [t('ticket.fact.reference'), details.reference],
    [t('ticket.fact.tour'), ticketTitle(details)],
    [t('ticket.fact.date'), longDate(details.startDate, locale)],
    [
      t('ticket.fact.meetingTime'),
      t('ticket.meetingTime', { time: details.meetingTime, zone: details.timeZone }),
    ],
    [t('ticket.fact.meetingPoint'), details.meetingPoint ?? t('ticket.meetingPointLater')],
    [t('ticket.fact.travellers'), t('mail.travellers', { count: details.travelers })],
    [
      t('ticket.fact.addons'),
      details.addons.length === 0
        ? t('ticket.noAddons')
        : details.addons
            .map((addon) =>
              t('ticket.addon', { name: addon.name, price: formatEuros(addon.priceEur, locale) }),
            )
            .join(', '),
    ],
    [t('ticket.fact.total'), formatEuros(details.totalEur, locale)],
    [t('ticket.fact.holder'), details.holderName ?? details.email],
  ];
}

/**
 * The refund policy's tiers in words, earliest first: 'More than 14 days before the tour: full
 * refund' (the words of @app/domain's describeCancellationTiers, in the reader's language).
 */
export function describeRefundTiers(tiers: readonly RefundTier[], locale: Locale): string[] {
  const { t } = mailTexts(locale);
  return tiers.map((tier, index) => {
    const upTo = index === 0 ? null : tiers[index - 1]!.minDaysBefore - 1;
    let period: string;
    if (upTo === null) {
      period =
        tier.minDaysBefore === 0
          ? t('policy.tier.anyTime')
          : t('policy.tier.moreThan', { days: tier.minDaysBefore - 1 });
    } else if (tier.minDaysBefore === 0) {
      period = t('policy.tier.fewerThan', { days: upTo + 1 });
    } else if (tier.minDaysBefore === upTo) {
      period = t('policy.tier.exactly', { days: upTo });
    } else {
      period = t('policy.tier.range', { from: tier.minDaysBefore, days: upTo });
    }
    const refund =
      tier.refundPercent >= 100
        ? t('policy.refund.full')
        : tier.refundPercent <= 0
          ? t('policy.refund.none')
          : t('policy.refund.partial', { percent: tier.refundPercent });
    return t('mail.labelled', { label: period, value: refund });
  });
}

/** Where the owner finds the ticket on the site, in their language. */
export const ticketUrl = (siteUrl: string, reference: string, locale: Locale = DEFAULT_LOCALE) =>
  sitePage(siteUrl, locale, `/tickets/${reference}`);
