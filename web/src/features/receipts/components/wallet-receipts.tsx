import '../messages';
import { formatEuros, formatMoment } from '@app/domain/locale-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../i18n/use-locale';
import { useMemberReceipts } from '../api/get-receipts';
import { receiptKindLabels } from '../lib/receipt-labels';
import { ReceiptDownloadButton } from './receipt-download-button';

/**
 * The wallet's 'Receipts': one per top-up, booking, date change, refund and withdrawal, newest
 * first, each with its number, day, kind, amount and PDF (decision 036). Composed into the
 * wallet page by its route.
 */
export function WalletReceipts({ userId }: { userId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const receipts = useMemberReceipts(userId);
  const rows = receipts.data?.pages.flat() ?? [];

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        <Trans>Receipts</Trans>
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>Every top-up, booking, date change and refund has a numbered receipt.</Trans>
      </p>
      {receipts.isPending ? (
        <>
          <p role="status" className="sr-only">
            <Trans>Loading receipts...</Trans>
          </p>
          <ul aria-hidden="true" className="mt-4 divide-y divide-stone-100">
            {[0, 1, 2].map((row) => (
              <li key={row} className="flex items-center gap-3 py-3">
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-2/3" />
                </div>
                <Skeleton className="h-4 w-16" />
                <Skeleton className="h-8 w-16" />
              </li>
            ))}
          </ul>
        </>
      ) : receipts.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          <Trans>Your receipts could not be loaded. Please try again later.</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">
          <Trans>No receipts yet: your first top-up will have one.</Trans>
        </p>
      ) : (
        <>
          <ul aria-labelledby={headingId} className="mt-2 divide-y divide-stone-100">
            {rows.map((receipt) => (
              <li key={receipt.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-stone-900">
                    {t(receiptKindLabels[receipt.kind])}
                  </p>
                  <p className="text-xs text-stone-600">
                    <Trans>No. {receipt.number}</Trans> ·{' '}
                    <time dateTime={receipt.issued_at}>
                      {formatMoment(receipt.issued_at, 'mediumDay', locale)}
                    </time>
                  </p>
                </div>
                <span className="text-sm font-semibold whitespace-nowrap text-stone-900">
                  {receipt.direction === 'credit' ? '+' : '−'}
                  {formatEuros(receipt.amount_eur, locale)}
                </span>
                <ReceiptDownloadButton number={receipt.number} />
              </li>
            ))}
          </ul>
          {receipts.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              disabled={receipts.isFetchingNextPage}
              onClick={() => void receipts.fetchNextPage()}
            >
              {receipts.isFetchingNextPage ? t`Loading receipts...` : t`Show more receipts`}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
