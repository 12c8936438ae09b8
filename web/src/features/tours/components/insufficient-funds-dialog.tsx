import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatEuros } from '@app/domain/locale-format';
import { quickTopUpAmounts, topUpAndBookAmount } from '@app/domain/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLocale } from '../../../i18n/use-locale';

type Action = 'book' | 'join';

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
  action?: Action;
  /** The amount being topped up, while that runs. */
  busyAmount: number | null;
  onTopUp: (amount: number) => void;
  onCancel: () => void;
}) {
  const missing = missingAmount ?? 0;
  const isBusy = busyAmount !== null;
  const bookAmount = topUpAndBookAmount(missing);
  const { t } = useLingui();
  const locale = useLocale();
  const missingText = formatEuros(missing, locale);
  const bookText = formatEuros(bookAmount, locale);
  const isBook = action === 'book';
  const button = isBook ? t`Top Up & Book` : t`Top Up & Join`;
  return (
    <Dialog
      open={missingAmount !== null}
      onOpenChange={(open) => !open && onCancel()}
      canClose={!isBusy}
      title={t`Insufficient Funds`}
      description={
        isBook
          ? t`You need ${missingText} more to complete this booking.`
          : t`You need ${missingText} more to join the waiting list.`
      }
    >
      <p className="mt-5 text-sm font-medium text-stone-800">
        <Trans>Quick top-up</Trans>
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {quickTopUpAmounts(missing).map((amount) => {
          const amountText = formatEuros(amount, locale);
          return (
            <Button
              key={amount}
              variant="outline"
              disabled={isBusy}
              aria-label={t`Top up ${amountText}`}
              onClick={() => onTopUp(amount)}
            >
              {busyAmount === amount ? <Trans>Processing...</Trans> : amountText}
            </Button>
          );
        })}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isBusy} onClick={onCancel} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled={isBusy} onClick={() => onTopUp(bookAmount)}>
          {isBusy ? <Trans>Processing...</Trans> : button}
        </Button>
      </div>
      <p className="mt-3 text-xs text-stone-600 sm:text-right">
        {isBook ? (
          <Trans>
            {button} adds {bookText} to your wallet, then books this tour.
          </Trans>
        ) : (
          <Trans>
            {button} adds {bookText} to your wallet, then joins the waiting list for this date.
          </Trans>
        )}
      </p>
    </Dialog>
  );
}
