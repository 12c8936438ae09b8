import '../messages';
import { formatMoment } from '@app/domain/locale-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { formatEuros } from '../../../lib/format-price';
import { walletKeys } from '../../../lib/wallet-keys';
import { PENDING_POLL_FOR_MS } from '../../../lib/wallet/card-top-ups';
import { useRecentWithdrawals } from '../../../lib/wallet/get-withdrawals';
import { announceWithdrawal } from '../lib/withdrawal-outcome';

/**
 * Withdrawals the card provider has not confirmed yet ('Withdrawal pending'), read every 2
 * seconds for 2 minutes. One that settles meanwhile is told once (sent, or
 * back in the balance) and its debit appears in the history. Nothing when none is pending.
 */
export function PendingWithdrawals({ userId }: { userId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const queryClient = useQueryClient();
  // Read again while pending, for 2 minutes after the last change of what is pending (a new
  // withdrawal on the page starts them again).
  const [stoppedFor, setStoppedFor] = useState<string>();
  const [pendingKey, setPendingKey] = useState('');
  const isPolling = stoppedFor !== pendingKey;
  const withdrawals = useRecentWithdrawals(userId, isPolling);
  const pending = (withdrawals.data ?? []).filter((withdrawal) => withdrawal.status === 'pending');
  const nowPending = pending.map((withdrawal) => withdrawal.id).join(',');
  if (nowPending !== pendingKey) setPendingKey(nowPending);
  useEffect(() => {
    const timer = setTimeout(() => setStoppedFor(pendingKey), PENDING_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);

  // The ones seen pending; each told once when it settles, even if React runs this twice.
  const seenPending = useRef(new Set<string>());
  useEffect(() => {
    if (!withdrawals.data) return;
    const settled = withdrawals.data.filter(
      (withdrawal) => withdrawal.status !== 'pending' && seenPending.current.has(withdrawal.id),
    );
    for (const withdrawal of withdrawals.data) {
      if (withdrawal.status === 'pending') seenPending.current.add(withdrawal.id);
    }
    if (settled.length === 0) return;
    for (const withdrawal of settled) {
      seenPending.current.delete(withdrawal.id);
      announceWithdrawal(withdrawal);
    }
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
    void queryClient.invalidateQueries({ queryKey: walletKeys.transactions(userId) });
    void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawable(userId) });
  }, [withdrawals.data, queryClient, userId]);

  if (pending.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
        <Trans>Withdrawal pending</Trans>
      </h2>
      <ul className="mt-3 flex flex-col divide-y divide-stone-100">
        {pending.map((withdrawal) => (
          <li
            key={withdrawal.id}
            className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
            data-testid="pending-withdrawal"
          >
            <LoaderCircle
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 animate-spin text-amber-700 motion-reduce:animate-none"
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-lg font-semibold text-stone-900">
                  {formatEuros(withdrawal.amountEur, locale)}
                </span>
                <time dateTime={withdrawal.createdAt} className="text-xs text-stone-600">
                  {formatMoment(withdrawal.createdAt, 'dayTime', locale)}
                </time>
              </div>
              <p className="mt-1 text-sm text-stone-700">
                {isPolling
                  ? t`Reserved from your balance while the refund to your card is confirmed.`
                  : t`The refund to your card is still being confirmed: reload this page to check.`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
