import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../i18n/use-locale';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatEuros } from '../../lib/format-price';
import { useWalletTransactions } from '../../lib/wallet/get-wallet-transactions';
import { ledgerEntryTitle, ledgerKindLabel } from '../../lib/wallet/ledger-entry';
import {
  emptyFilterTexts,
  filterTransactions,
  isCredit,
  transactionFilterLabels,
  transactionFilters,
  type TransactionFilter,
} from '../../lib/wallet/transaction-filter';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

/** The member's ledger, newest first, filtered All / Credits / Debits. */
export function TransactionHistory({ userId }: { userId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const transactions = useWalletTransactions(userId);
  const shown = filterTransactions(transactions.data ?? [], filter);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          <Trans>Transaction history</Trans>
        </h2>
        <ToggleGroup.Root
          type="single"
          value={filter}
          onValueChange={(value) => {
            const chosen = transactionFilters.find((known) => known === value);
            if (chosen) setFilter(chosen);
          }}
          aria-label={t`Show transactions`}
          className="inline-flex rounded-md border border-stone-300 p-0.5"
        >
          {transactionFilters.map((value) => (
            <ToggleGroup.Item
              key={value}
              value={value}
              className="rounded px-3 py-1 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700 data-[state=on]:bg-emerald-700 data-[state=on]:text-white"
            >
              {transactionFilterLabels[value]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      {transactions.isPending ? (
        <ul aria-hidden="true" className="mt-4 divide-y divide-stone-100">
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex items-center gap-3 py-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
              <Skeleton className="h-4 w-16" />
            </li>
          ))}
        </ul>
      ) : transactions.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          <Trans>Your transactions could not be loaded. Please try again later.</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{emptyFilterTexts[filter]}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 divide-y divide-stone-100">
          {shown.map((transaction) => {
            const credit = isCredit(transaction);
            const Icon = credit ? ArrowDownLeft : ArrowUpRight;
            const kind = ledgerKindLabel(transaction);
            return (
              <li key={transaction.id} className="flex items-center gap-3 py-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full',
                    credit ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
                  )}
                >
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-stone-900">
                    {ledgerEntryTitle(transaction)}
                  </p>
                  <p className="text-xs text-stone-600">
                    {kind} ·{' '}
                    <time dateTime={transaction.created_at}>
                      {formatMoment(transaction.created_at, 'dayTime', locale)}
                    </time>
                  </p>
                </div>
                <span
                  className={cn(
                    'text-sm font-semibold whitespace-nowrap',
                    credit ? 'text-emerald-800' : 'text-stone-900',
                  )}
                >
                  {credit ? '+' : '−'}
                  {formatEuros(transaction.amount_eur, locale)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
