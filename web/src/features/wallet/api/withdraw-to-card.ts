import '../messages';
import type { WithdrawalAnswer } from '@app/domain/withdrawals';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callServerFunction } from '../../../lib/server-function';
import { walletKeys } from '../../../lib/wallet-keys';

/**
 * POST /functions/v1/wallet-withdraw: `amount` of the balance back to the cards it was paid with.
 * The answer is pending until the card provider confirms (or already settled when it did).
 */
export function withdrawToCard(amount: number, idempotencyKey: string): Promise<WithdrawalAnswer> {
  return callServerFunction<WithdrawalAnswer>(
    'wallet-withdraw',
    { amount_eur: amount },
    idempotencyKey,
    t`The withdrawal could not be made.`,
  );
}

/** The withdrawal, then every wallet figure of the member read afresh. */
export function useWithdrawToCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
      withdrawToCard(amount, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) }),
  });
}
