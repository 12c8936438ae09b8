import '../messages';
import { DEFAULT_TIME_ZONE } from '@app/domain/db-rules';
import { dateIn } from '@app/domain/departure-sales';
import { formatCalendarDay, formatEuros, formatMoment } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import {
  type AdminReceiptRow,
  RECEIPT_RANGE_MAX_DAYS,
  receiptRangeProblem,
} from '@app/domain/receipts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { exportReceipts, receiptFileFailedMessage } from '../api/download-receipt';
import { ADMIN_RECEIPTS_PAGE_SIZE, useAdminReceipts } from '../api/get-receipts';
import { receiptKindLabels, receiptTaxLabels } from '../lib/receipt-labels';
import { ReceiptDownloadButton } from './receipt-download-button';

/** The first day of this month and today, in the operator's time zone (the receipts' days). */
function thisMonth(): { from: string; to: string } {
  const today = dateIn(DEFAULT_TIME_ZONE, new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** What a receipt was for, in a few words: the tour and its booking, or the top-up's way. */
function describe(receipt: AdminReceiptRow, locale: Locale): string {
  const facts = receipt.description;
  const title = facts.titleTranslations?.[locale] ?? facts.title;
  const parts = [
    title,
    facts.reference,
    (facts.toDate ?? facts.startDate)
      ? formatCalendarDay(facts.toDate ?? facts.startDate ?? '', 'mediumDay', locale)
      : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Admin → Receipts: every receipt issued in a range of days (the operator's time zone), newest
 * first, each with its PDF, and the range as CSV for the accountant (decision 036). Composed into
 * the admin panel by its route.
 */
export function AdminReceipts() {
  const { t } = useLingui();
  const locale = useLocale();
  const [draft, setDraft] = useState(thisMonth);
  const [range, setRange] = useState(thisMonth);
  const [page, setPage] = useState(0);
  const [problem, setProblem] = useState<string>();
  const receipts = useAdminReceipts(range, page);
  const pages = receipts.data ? Math.ceil(receipts.data.total / ADMIN_RECEIPTS_PAGE_SIZE) : 0;
  const exporting = useMutation({
    mutationFn: () => exportReceipts(range.from, range.to),
    onError: (error) =>
      toast.error(t`Could not export the receipts`, {
        description: errorText(error, receiptFileFailedMessage()),
      }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const wrong = receiptRangeProblem(draft.from, draft.to);
    if (!draft.from || !draft.to) return setProblem(t`Choose the first and the last day.`);
    if (wrong === 'reversed') return setProblem(t`The last day must not be before the first.`);
    if (wrong === 'too_long') {
      return setProblem(t`Choose at most ${RECEIPT_RANGE_MAX_DAYS} days at a time.`);
    }
    setProblem(undefined);
    setPage(0);
    setRange(draft);
  }

  return (
    <section aria-labelledby="admin-receipts-heading" className="space-y-6">
      <div>
        <h2 id="admin-receipts-heading" className="text-2xl font-bold text-stone-900">
          <Trans>Receipts</Trans>
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>
            Every top-up, booking, date change, refund and withdrawal, numbered without gaps per
            year. Days are the operator&apos;s ({DEFAULT_TIME_ZONE}).
          </Trans>
        </p>
      </div>
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t`Receipts' dates`}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-44">
          <TextField
            type="date"
            label={t`From`}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="w-44">
          <TextField
            type="date"
            label={t`To`}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <Button type="submit" variant="outline">
          <Trans>Show receipts</Trans>
        </Button>
        <Button type="button" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          <FileSpreadsheet aria-hidden="true" />
          {exporting.isPending ? t`Preparing CSV...` : t`Export CSV`}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {receipts.isPending ? (
        <div>
          <p role="status" className="sr-only">
            <Trans>Loading receipts...</Trans>
          </p>
          <ul aria-hidden="true" className="space-y-3">
            {[0, 1, 2].map((row) => (
              <li key={row} className="rounded-xl border border-stone-200 bg-white p-4">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="mt-2 h-3 w-2/3" />
              </li>
            ))}
          </ul>
        </div>
      ) : receipts.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(receipts.error, t`Failed to load the receipts.`)}
        </p>
      ) : receipts.data.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          <Trans>No receipts were issued on these days.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            {plural(receipts.data.total, {
              one: '# receipt on these days.',
              other: '# receipts on these days.',
            })}
          </p>
          <ul className="space-y-3">
            {receipts.data.rows.map((receipt) => (
              <li
                key={receipt.id}
                className="flex flex-wrap items-start gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-semibold text-stone-900">
                    {receipt.number} · {t(receiptKindLabels[receipt.kind])}
                  </p>
                  <p className="text-sm text-stone-600">
                    <time dateTime={receipt.issued_at}>
                      {formatMoment(receipt.issued_at, 'dayTime', locale)}
                    </time>{' '}
                    ·{' '}
                    <span className="break-all">{receipt.billed_name ?? receipt.billed_email}</span>
                  </p>
                  <p className="text-sm break-words text-stone-700">{describe(receipt, locale)}</p>
                  <p className="text-xs text-stone-600">{t(receiptTaxLabels[receipt.tax_mode])}</p>
                </div>
                <span className="font-semibold whitespace-nowrap text-stone-900">
                  {receipt.direction === 'credit' ? '+' : '−'}
                  {formatEuros(receipt.amount_eur, locale)}
                </span>
                <ReceiptDownloadButton number={receipt.number} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t`Receipt pages`} className="flex items-center gap-3">
              <Button
                variant="outline"
                size="sm"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                <Trans>Newer receipts</Trans>
              </Button>
              <span className="text-sm text-stone-600">
                <Trans>
                  Page {page + 1} of {pages}
                </Trans>
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                <Trans>Older receipts</Trans>
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
