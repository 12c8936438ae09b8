import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatEuros } from '../../../lib/format-price';
import { pluralize } from '../../../lib/pluralize';
import { formatTourDate } from '../../../lib/departures/tour-dates';

/**
 * Asks before joining a waiting list: the price of the travelers is held from the wallet, and
 * given back whole on leaving the list. Busy while the request runs: it cannot be dismissed then.
 */
export function JoinWaitlistDialog({
  date,
  travelers,
  pricePerPerson,
  holdAmount,
  isBusy,
  onConfirm,
  onCancel,
}: {
  /** Null when the dialog is closed. */
  date: string | null;
  travelers: number;
  pricePerPerson: number;
  holdAmount: number;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={date !== null}
      onOpenChange={(open) => !open && onCancel()}
      canClose={!isBusy}
      title="Join the waiting list"
      description={`${formatEuros(holdAmount)} (${formatEuros(pricePerPerson)} × ${pluralize(travelers, 'traveler')}) is held from your wallet, released in full if you leave the list.`}
    >
      <dl className="mt-5 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
        {[
          ['Start date', date ? formatTourDate(date) : ''],
          ['Travelers', String(travelers)],
          ['Held from your wallet', formatEuros(holdAmount)],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-stone-600">{term}</dt>
            <dd className="text-right font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-700">
        When seats free up, the first member in line whose travelers fit is booked automatically
        from the hold, and told by e-mail.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isBusy} onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button disabled={isBusy} onClick={onConfirm}>
          {isBusy ? 'Processing...' : 'Join waiting list'}
        </Button>
      </div>
    </Dialog>
  );
}
