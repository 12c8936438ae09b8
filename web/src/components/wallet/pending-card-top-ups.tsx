import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../i18n/use-locale';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { formatEuros } from '../../lib/format-price';
import { walletKeys } from '../../lib/wallet-keys';
import {
  type CardTopUp,
  PENDING_POLL_FOR_MS,
  usePendingCardTopUps,
  useTopUp,
} from '../../lib/wallet/card-top-ups';
import { announceTopUpOutcome } from '../../lib/wallet/top-up-outcome';

/**
 * Card top-ups the provider has not confirmed yet ('Payment pending'): the one the member just
 * came back from Checkout with (`watchedId`), read every 2 seconds for up to 2 minutes, whose
 * outcome is toasted once; and any other pending ones, newest first, for a member who closed
 * the tab. Nothing when there are none.
 */
export function PendingCardTopUps({
  userId,
  watchedId,
  onWatchedSettled,
  showOthers = true,
}: {
  userId: string;
  watchedId: string | undefined;
  /** The watched top-up was paid, failed, cancelled or is unknown, and the member was told. */
  onWatchedSettled: () => void;
  /** False where only the watched one matters (a tour's booking panel). */
  showOthers?: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [isPolling, setPolling] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPolling(false), PENDING_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const watched = useTopUp(userId, watchedId, isPolling);
  const others = usePendingCardTopUps(showOthers ? userId : undefined, isPolling);

  // Told once, even when React runs the effect twice or the row is read again.
  const settledId = useRef<string | undefined>(undefined);
  const outcome = watched.isSuccess ? (watched.data?.status ?? 'unknown') : undefined;
  useEffect(() => {
    if (!watchedId || outcome === undefined || outcome === 'pending') return;
    if (settledId.current === watchedId) return;
    settledId.current = watchedId;
    announceTopUpOutcome(watched.data ?? null);
    void queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) });
    onWatchedSettled();
  }, [watchedId, outcome, watched.data, queryClient, userId, onWatchedSettled]);

  // A pending top-up that left the list was settled meanwhile: the balance may have changed.
  const listedIds = useRef<string[]>([]);
  useEffect(() => {
    if (!others.data) return;
    const now = others.data.map((topUp) => topUp.id);
    const gone = listedIds.current.some((id) => !now.includes(id));
    listedIds.current = now;
    if (gone) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.transactions(userId) });
    }
  }, [others.data, queryClient, userId]);

  const showsWatched =
    watchedId !== undefined && (watched.isPending || watched.isError || outcome === 'pending');
  const rest = (others.data ?? []).filter((topUp) => topUp.id !== watchedId);
  if (!showsWatched && rest.length === 0) return null;

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
        <Trans>Payment pending</Trans>
      </h2>
      <ul className="mt-3 flex flex-col divide-y divide-stone-100">
        {showsWatched && (
          <PendingRow
            topUp={watched.data ?? undefined}
            isLoading={watched.isPending}
            note={
              watched.isError
                ? t`We could not check this payment just now. Reload this page to try again.`
                : isPolling
                  ? t`Waiting for your card payment to be confirmed. Your balance updates as soon as it is.`
                  : t`Your payment is still being confirmed. Your balance updates once it is: reload this page to check.`
            }
          />
        )}
        {rest.map((topUp) => (
          <PendingRow
            key={topUp.id}
            topUp={topUp}
            isLoading={false}
            note={t`Waiting for the card payment to be confirmed.`}
          />
        ))}
      </ul>
    </Card>
  );
}

/** One pending top-up: its amount (a same-sized skeleton while it loads), when, and a note. */
function PendingRow({
  topUp,
  isLoading,
  note,
}: {
  topUp: CardTopUp | undefined;
  isLoading: boolean;
  note: string;
}) {
  const locale = useLocale();
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="pending-top-up">
      <LoaderCircle
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 animate-spin text-amber-700 motion-reduce:animate-none"
      />
      <div className="min-w-0 flex-1">
        <div className="flex h-7 items-baseline justify-between gap-3">
          {topUp ? (
            <>
              <span className="text-lg font-semibold text-stone-900">
                {formatEuros(topUp.amountEur, locale)}
              </span>
              <time dateTime={topUp.createdAt} className="text-xs text-stone-600">
                {formatMoment(topUp.createdAt, 'dayTime', locale)}
              </time>
            </>
          ) : isLoading ? (
            <Skeleton className="h-6 w-24" />
          ) : (
            <span className="text-lg font-semibold text-stone-900">
              <Trans>Card top-up</Trans>
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-stone-700">{note}</p>
      </div>
    </li>
  );
}
