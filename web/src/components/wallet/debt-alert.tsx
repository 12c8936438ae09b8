import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { formatEuros } from '../../lib/format-price';
import { useWalletDebt } from '../../lib/wallet/get-wallet-balance';

/**
 * What the member owes after a card payment was reversed (a refund or a dispute) once its money
 * was spent: bookings are refused until a top-up has paid it. Nothing while there is no debt.
 */
export function DebtAlert({ userId, className }: { userId: string; className?: string }) {
  const headingId = useId();
  const debt = useWalletDebt(userId);
  if (!debt.isSuccess || !(debt.data > 0)) return null;
  const owed = formatEuros(debt.data);
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      data-testid="wallet-debt"
      className={cn('flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 sm:p-5', className)}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="text-sm text-red-900">
        <p id={headingId} className="font-semibold">
          <Trans>You owe {owed}</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            A card payment to your wallet was reversed after its money had been spent. Bookings are
            paused until a top-up settles this amount: your next top-up pays it first.
          </Trans>
        </p>
      </div>
    </section>
  );
}
