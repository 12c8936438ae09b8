import type { TopUpResult } from '@app/domain';
import type { TopUpKind } from '@app/domain/money';
import { callServerFunction } from '../server-function';

/** A card provider answers with its payment page instead of crediting at once. */
export type WalletTopUpAnswer = TopUpResult | { success: true; checkoutUrl: string };

/** POST /functions/v1/wallet-topup, with the action's idempotency key. */
export function walletTopUp(
  amount: number,
  kind: TopUpKind,
  idempotencyKey: string,
): Promise<WalletTopUpAnswer> {
  return callServerFunction<WalletTopUpAnswer>(
    'wallet-topup',
    { amount_eur: amount, kind },
    idempotencyKey,
    'Failed to process top-up.',
  );
}
