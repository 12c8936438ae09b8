import { walletTopUpBodySchema } from '@app/domain';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { readMoneyRequest } from './money-request.js';
import { defineFunction } from './server-function.js';

/**
 * Adds money to the member's wallet through the configured payment provider: credited at once
 * (demo), or a payment page to send the member to (cards), credited by the provider's webhook.
 */
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
        context.body.resume,
      );
      return started.kind === 'credited'
        ? started.result
        : { success: true, checkoutUrl: started.checkoutUrl, topup: started.topup };
    },
  });
}
