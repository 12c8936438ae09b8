import { topUpNotes, topUpResultSchema } from '@app/domain';
import { callMoneyFunction } from '../wallet/money-call.js';
import type { PaymentProvider } from './payment-provider.js';

/** No card, no money: credits the wallet at once, as the product's demo always did. */
export const demoPayments: PaymentProvider = {
  name: 'demo',
  async startTopUp(request, amountEur, kind, resume) {
    const result = await callMoneyFunction(request, 'wallet.start_topup', [
      'demo',
      amountEur,
      topUpNotes(kind, amountEur),
      resume ?? null,
    ]);
    return { kind: 'credited', result: topUpResultSchema.parse(result) };
  },
  // A demo top-up is paid as it starts: there is never a page to close.
  closeCheckout: () => Promise.resolve('paid'),
};
