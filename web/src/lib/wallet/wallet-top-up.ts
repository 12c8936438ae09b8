import type { TopUpResult } from '@app/domain';
import { callServerFunction } from '../server-function';

/** POST /functions/v1/wallet-topup, with the action's idempotency key. */
export function walletTopUp(amount: number, idempotencyKey: string): Promise<TopUpResult> {
  return callServerFunction<TopUpResult>(
    'wallet-topup',
    { amount_eur: amount },
    idempotencyKey,
    'Failed to process top-up.',
  );
}
