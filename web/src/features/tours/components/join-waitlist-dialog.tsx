import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLocale } from '../../../i18n/use-locale';

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
  const { t } = useLingui();
  const locale = useLocale();
  const held = formatEuros(holdAmount, locale);
  const price = formatEuros(pricePerPerson, locale);
  const people = plural(travelers, { one: '# traveler', other: '# travelers' });
  return (
    <Dialog
      open={date !== null}
      onOpenChange={(open) => !open && onCancel()}
      canClose={!isBusy}
      title={t`Join the waiting list`}
      description={t`${held} (${price} × ${people}) is held from your wallet, released in full if you leave the list.`}
    >
      <dl className="mt-5 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
        {[
          [t`Start date`, date ? formatCalendarDay(date, 'weekdayDay', locale) : ''],
          [t`Travelers`, String(travelers)],
          [t`Held from your wallet`, held],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-stone-600">{term}</dt>
            <dd className="text-right font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-700">
        <Trans>
          When seats free up, the first member in line whose travelers fit is booked automatically
          from the hold, and told by e-mail.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isBusy} onClick={onCancel} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled={isBusy} onClick={onConfirm}>
          {isBusy ? <Trans>Processing...</Trans> : <Trans>Join waiting list</Trans>}
        </Button>
      </div>
    </Dialog>
  );
}
