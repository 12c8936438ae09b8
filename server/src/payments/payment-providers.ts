import type { Config } from '../config.js';
import type { CallerDb } from '../platform/caller-db.js';
import { demoPayments } from './demo-payments.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripePayments } from './stripe-payments.js';

/** The provider the PAYMENTS setting names. */
export function selectPaymentProvider(
  config: Pick<Config, 'payments' | 'stripe'>,
  deps: { siteUrl: () => string; callFunction: CallerDb['callFunction'] },
): PaymentProvider {
  switch (config.payments) {
    case 'demo':
      return demoPayments;
    case 'stripe':
      if (!config.stripe) throw new Error('PAYMENTS=stripe without its settings');
      return createStripePayments({ settings: config.stripe, ...deps });
  }
}
