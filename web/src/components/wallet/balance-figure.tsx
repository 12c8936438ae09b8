import { Trans } from '@lingui/react/macro';
import { sumEuros } from '@app/domain/money';
import { formatEuros } from '../../lib/format-price';
import { useWalletBalance, useWalletHeld } from '../../lib/wallet/get-wallet-balance';
import { pendingWithdrawalsTotal, useRecentWithdrawals } from '../../lib/wallet/get-withdrawals';
import { Skeleton } from '../ui/skeleton';

/**
 * The member's balance in large type, and what waiting-list holds and withdrawals on their way
 * to the card reserve when they do; a same-sized skeleton while it loads.
 */
export function BalanceFigure({ userId }: { userId: string }) {
  const balance = useWalletBalance(userId);
  const held = useWalletHeld(userId);
  const withdrawals = useRecentWithdrawals(userId);
  if (balance.isSuccess) {
    // The wallet's held money is both: withdrawals still pending, and the waiting lists' rest.
    const withdrawing = pendingWithdrawalsTotal(withdrawals.data ?? []);
    const waiting = Math.max(sumEuros([held.data ?? 0, -withdrawing]), 0);
    const heldAmount = formatEuros(waiting);
    const withdrawingAmount = formatEuros(withdrawing);
    return (
      <>
        <p
          data-testid="wallet-balance"
          className="h-10 text-4xl leading-10 font-bold text-stone-900"
          aria-live="polite"
        >
          {formatEuros(balance.data)}
        </p>
        {waiting > 0 && (
          <p data-testid="wallet-held" className="mt-1 text-sm text-stone-600">
            <Trans>{heldAmount} reserved for waiting lists</Trans>
          </p>
        )}
        {withdrawing > 0 && (
          <p data-testid="wallet-withdrawing" className="mt-1 text-sm text-stone-600">
            <Trans>{withdrawingAmount} on its way back to your card</Trans>
          </p>
        )}
      </>
    );
  }
  if (balance.isError) {
    return (
      <p className="h-10 leading-10 text-red-700">
        <Trans>Your balance could not be loaded.</Trans>
      </p>
    );
  }
  return <Skeleton className="h-10 w-40" />;
}
