import { Trans } from '@lingui/react/macro';
import { formatEuros } from '../../lib/format-price';
import { useWalletBalance, useWalletHeld } from '../../lib/wallet/get-wallet-balance';
import { Skeleton } from '../ui/skeleton';

/**
 * The member's balance in large type, and what waiting-list holds reserve when they do; a
 * same-sized skeleton while it loads.
 */
export function BalanceFigure({ userId }: { userId: string }) {
  const balance = useWalletBalance(userId);
  const held = useWalletHeld(userId);
  if (balance.isSuccess) {
    const heldAmount = formatEuros(held.data ?? 0);
    return (
      <>
        <p
          data-testid="wallet-balance"
          className="h-10 text-4xl leading-10 font-bold text-stone-900"
          aria-live="polite"
        >
          {formatEuros(balance.data)}
        </p>
        {held.data !== undefined && held.data > 0 && (
          <p data-testid="wallet-held" className="mt-1 text-sm text-stone-600">
            <Trans>{heldAmount} reserved for waiting lists</Trans>
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
