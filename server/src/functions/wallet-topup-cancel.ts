import { walletTopUpCancelBodySchema } from '@app/domain';
import { z } from 'zod';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import { callWalletFunction } from '../wallet/money-call.js';
import { defineFunction } from './server-function.js';

const pendingSchema = z.object({ topupId: z.guid(), checkoutSessionId: z.string().nullable() });
const closedSchema = z.object({ status: z.string() });

/**
 * The member came back from the payment page without paying: the page is closed at the
 * provider, so it can no longer be paid, and the top-up is marked cancelled. Only the member's
 * own pending top-up; if the provider took the money first, the top-up stays to be credited.
 */
export function createWalletTopUpCancelFunction(payments: PaymentProvider) {
  return defineFunction({
    name: 'wallet-topup-cancel',
    access: 'member',
    body: walletTopUpCancelBodySchema,
    async handle(context) {
      const pending = pendingSchema.parse(
        await callWalletFunction(context.callFunction, context.caller, 'wallet.own_pending_topup', [
          context.body.topup_id,
        ]),
      );
      if (pending.checkoutSessionId) {
        const outcome = await payments.closeCheckout(pending.checkoutSessionId);
        if (outcome === 'paid') return { success: true, status: 'pending' };
      }
      const closed = closedSchema.parse(
        await callWalletFunction(context.callFunction, SERVICE_CALLER, 'wallet.close_topup', [
          pending.topupId,
          'cancelled',
        ]),
      );
      return { success: true, status: closed.status };
    },
  });
}
