import { quickTopUpAmounts, topUpAndBookAmount } from '@app/domain/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatEuros } from '../../../lib/format-price';

/**
 * The booking's shortage: quick top-ups that cover it and 'Top Up & Book'; either one tops up the
 * wallet and books again. While that runs the dialog stays open and cannot be dismissed.
 */
export function InsufficientFundsDialog({
  missingAmount,
  busyAmount,
  onTopUp,
  onCancel,
}: {
  /** Null when the dialog is closed. */
  missingAmount: number | null;
  /** The amount being topped up, while that runs. */
  busyAmount: number | null;
  onTopUp: (amount: number) => void;
  onCancel: () => void;
}) {
  const missing = missingAmount ?? 0;
  const isBusy = busyAmount !== null;
  const bookAmount = topUpAndBookAmount(missing);
  return (
    <Dialog
      open={missingAmount !== null}
      onOpenChange={(open) => !open && onCancel()}
      canClose={!isBusy}
      title="Insufficient Funds"
      description={`You need ${formatEuros(missing)} more to complete this booking.`}
    >
      <p className="mt-5 text-sm font-medium text-stone-800">Quick top-up</p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {quickTopUpAmounts(missing).map((amount) => (
          <Button
            key={amount}
            variant="outline"
            disabled={isBusy}
            aria-label={`Top up ${formatEuros(amount)}`}
            onClick={() => onTopUp(amount)}
          >
            {busyAmount === amount ? 'Processing...' : formatEuros(amount)}
          </Button>
        ))}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isBusy} onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button disabled={isBusy} onClick={() => onTopUp(bookAmount)}>
          {isBusy ? 'Processing...' : 'Top Up & Book'}
        </Button>
      </div>
      <p className="mt-3 text-xs text-stone-600 sm:text-right">
        Top Up &amp; Book adds {formatEuros(bookAmount)} to your wallet, then books this tour.
      </p>
    </Dialog>
  );
}
