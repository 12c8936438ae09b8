import { quickTopUpAmounts, topUpAndBookAmount } from '@app/domain/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatEuros } from '../../../lib/format-price';

const ACTIONS = {
  book: { purpose: 'complete this booking', button: 'Top Up & Book', then: 'books this tour' },
  join: {
    purpose: 'join the waiting list',
    button: 'Top Up & Join',
    then: 'joins the waiting list for this date',
  },
} as const;

/**
 * The shortage of a booking or of a waiting list's hold: quick top-ups that cover it and 'Top Up &
 * Book' (or '& Join'); either one tops up the wallet and tries again. While that runs the dialog
 * stays open and cannot be dismissed.
 */
export function InsufficientFundsDialog({
  missingAmount,
  action = 'book',
  busyAmount,
  onTopUp,
  onCancel,
}: {
  /** Null when the dialog is closed. */
  missingAmount: number | null;
  /** What the top-up is for, and what follows it. */
  action?: keyof typeof ACTIONS;
  /** The amount being topped up, while that runs. */
  busyAmount: number | null;
  onTopUp: (amount: number) => void;
  onCancel: () => void;
}) {
  const missing = missingAmount ?? 0;
  const isBusy = busyAmount !== null;
  const bookAmount = topUpAndBookAmount(missing);
  const words = ACTIONS[action];
  return (
    <Dialog
      open={missingAmount !== null}
      onOpenChange={(open) => !open && onCancel()}
      canClose={!isBusy}
      title="Insufficient Funds"
      description={`You need ${formatEuros(missing)} more to ${words.purpose}.`}
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
          {isBusy ? 'Processing...' : words.button}
        </Button>
      </div>
      <p className="mt-3 text-xs text-stone-600 sm:text-right">
        {words.button} adds {formatEuros(bookAmount)} to your wallet, then {words.then}.
      </p>
    </Dialog>
  );
}
