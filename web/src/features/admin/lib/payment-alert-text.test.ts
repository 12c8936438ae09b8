import { i18n, type Messages } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentAlertText } from './payment-alert-text';

const catalogues = import.meta.glob<Messages>('../../../locales/*/admin.po', {
  import: 'messages',
  eager: true,
});
const english = i18n.messages;

function activate(locale: string) {
  i18n.loadAndActivate({
    locale,
    messages: { ...english, ...catalogues[`../../../locales/${locale}/admin.po`] },
  });
}

/** The alerts as the top-up completion (SQL) and the Stripe webhook store them. */
const alerts = [
  {
    kind: 'amount_mismatch',
    message: 'A Checkout Session took €30.00 for a top-up of €25.00: nothing credited.',
    details: { paidEur: 30, askedEur: 25 },
  },
  {
    kind: 'foreign_attempt',
    message:
      'A paid Checkout Session names a top-up attempt that has another session: nothing credited.',
    details: {},
  },
  {
    kind: 'unknown_session',
    message: 'A signed event names a Checkout Session that Stripe does not have: nothing credited.',
    details: {},
  },
  {
    kind: 'event_mismatch',
    message:
      'A signed event says otherwise than Stripe about its Checkout Session: only what Stripe says counts.',
    details: {},
  },
  {
    kind: 'event_mismatch',
    message:
      'A signed event says otherwise than Stripe about a dispute: only what Stripe says counts.',
    details: {},
  },
  {
    kind: 'event_mismatch',
    message: 'A signed event names a dispute that Stripe does not have: nothing credited.',
    details: {},
  },
];

describe('payment alert sentences', () => {
  afterAll(() => activate('en'));

  it('stay as stored on an English page', () => {
    activate('en');
    for (const alert of alerts) expect(paymentAlertText(alert, 'en')).toBe(alert.message);
  });

  it.each(['de', 'fr', 'es', 'it'] as const)(
    'are said in %s, amounts in its notation',
    (locale) => {
      activate(locale);
      for (const alert of alerts) {
        const text = paymentAlertText(alert, locale);
        expect(text, alert.message).not.toBe(alert.message);
        expect(text).not.toMatch(/\b(signed|says|otherwise|names|nothing|credited|took)\b/);
      }
      expect(paymentAlertText(alerts[0]!, locale)).toContain('30,00');
    },
  );

  it('says the German amount mismatch with both amounts', () => {
    activate('de');
    expect(paymentAlertText(alerts[0]!, 'de')).toBe(
      'Eine Checkout-Sitzung hat 30,00\u00a0€ für eine Aufladung über 25,00\u00a0€ eingezogen: Es wurde nichts gutgeschrieben.',
    );
    // A sentence this version does not know stays as stored.
    expect(paymentAlertText({ kind: 'x', message: 'Something new.', details: {} }, 'de')).toBe(
      'Something new.',
    );
  });
});
