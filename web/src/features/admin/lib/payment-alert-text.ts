import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatEuros } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import type { PaymentAlertRow } from '@app/domain/payment-alerts';

/**
 * The sentences the payment alerts are stored with (the top-up completion in SQL and the Stripe
 * webhook write them in English), each with its message, keyed by its English.
 */
const alertSentences = new Map<string, MessageDescriptor>([
  [
    'A paid Checkout Session names a top-up attempt that has another session: nothing credited.',
    msg`A paid Checkout Session names a top-up attempt that has another session: nothing credited.`,
  ],
  [
    'A signed event names a Checkout Session that Stripe does not have: nothing credited.',
    msg`A signed event names a Checkout Session that Stripe does not have: nothing credited.`,
  ],
  [
    'A signed event says otherwise than Stripe about its Checkout Session: only what Stripe says counts.',
    msg`A signed event says otherwise than Stripe about its Checkout Session: only what Stripe says counts.`,
  ],
  [
    'A signed event says otherwise than Stripe about a dispute: only what Stripe says counts.',
    msg`A signed event says otherwise than Stripe about a dispute: only what Stripe says counts.`,
  ],
  [
    'A signed event names a dispute that Stripe does not have: nothing credited.',
    msg`A signed event names a dispute that Stripe does not have: nothing credited.`,
  ],
]);

const amountOf = (value: unknown): number | undefined => {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
};

/**
 * A payment alert's sentence in the page's language: in English as it was stored; in another
 * language its message (an amount mismatch with the amounts of its details), else as stored.
 */
export function paymentAlertText(
  alert: Pick<PaymentAlertRow, 'kind' | 'message' | 'details'>,
  locale: Locale,
): string {
  if (locale === 'en') return alert.message;
  if (alert.kind === 'amount_mismatch') {
    const paidEur = amountOf(alert.details.paidEur);
    const askedEur = amountOf(alert.details.askedEur);
    if (paidEur !== undefined && askedEur !== undefined) {
      const paid = formatEuros(paidEur, locale);
      const asked = formatEuros(askedEur, locale);
      return t`A Checkout Session took ${paid} for a top-up of ${asked}: nothing credited.`;
    }
  }
  const known = alertSentences.get(alert.message);
  return known ? t(known) : alert.message;
}
