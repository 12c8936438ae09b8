import { walletTopUpBodySchema } from '@app/domain';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { readMoneyRequest } from './money-request.js';
import { defineFunction } from './server-function.js';

/** Adds money to the member's wallet through the configured payment provider. */
export function createWalletTopUpFunction(payments: PaymentProvider) {
  return defineFunction({
    name: 'wallet-topup',
    access: 'member',
    body: walletTopUpBodySchema,
    async handle(context) {
      const started = await payments.startTopUp(
        readMoneyRequest(context, context.body),
        context.body.amount_eur,
        context.body.kind,
      );
      return started.kind === 'credited'
        ? started.result
        : { success: true, checkoutUrl: started.checkoutUrl };
    },
  });
}
