import type { TopUpResult } from '@app/domain';
import { callMoneyFunction } from '../functions/money-call.js';
import type { PaymentProvider } from './payment-provider.js';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** No card, no money: credits the wallet at once, as the product's demo always did. */
export const demoPayments: PaymentProvider = {
  name: 'demo',
  async startTopUp(request, amountEur) {
    const result = await callMoneyFunction(request, 'wallet.top_up', [
      amountEur,
      `Top-up of ${euros.format(amountEur)}`,
    ]);
    return { kind: 'credited', result: result as unknown as TopUpResult };
  },
};
