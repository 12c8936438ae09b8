import type { PaymentsSetting } from '../config.js';
import { demoPayments } from './demo-payments.js';
import type { PaymentProvider } from './payment-provider.js';

/** The provider the PAYMENTS setting names. */
export function selectPaymentProvider(setting: PaymentsSetting): PaymentProvider {
  switch (setting) {
    case 'demo':
      return demoPayments;
  }
}
