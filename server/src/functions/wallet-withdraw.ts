import { walletWithdrawBodySchema } from '@app/domain';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { FunctionError } from './function-errors.js';
import { readMoneyRequest } from './money-request.js';
import { defineFunction } from './server-function.js';

/**
 * Sends unused balance back to the cards it was paid with (decision 037): held at once, pending
 * until the provider confirms each refund, then one debit in the ledger. With a provider that
 * takes no cards (demo) nothing can go back to a card.
 */
export function createWalletWithdrawFunction(payments: PaymentProvider) {
  return defineFunction({
    name: 'wallet-withdraw',
    access: 'member',
    body: walletWithdrawBodySchema,
    async handle(context) {
      if (!payments.withdraw) {
        throw new FunctionError(
          'card_withdrawals_unavailable',
          'Withdrawals to a card are not available: this site takes no card payments, so no money can go back to a card.',
        );
      }
      return payments.withdraw(readMoneyRequest(context, context.body), context.body.amount_eur);
    },
  });
}
