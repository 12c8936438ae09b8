import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ledgerKindLabel } from '../../../lib/wallet/ledger-entry';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatEuros } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import { formatCount } from '../lib/list-state';
import { bookingListSpec, useAdminBookingsPage } from '../api/admin-bookings';
import { ledgerListSpec, useAdminMember, useMemberLedgerPage } from '../api/admin-members';
import { useListUrlState } from '../hooks/use-list-url-state';
import { formatDateTime, PagedBookings } from './bookings-table';
import { ListLoadError } from './list-states';
import { ListPager, ListRows, ListToolbar } from './list-toolbar';
import { RoleBadge } from './role-badge';
import { WalletAdjustmentForm } from './wallet-adjustment-form';

const PAGE_SIZE = 10;

/** One member: who they are, their wallet (with the admin's adjustment), bookings and ledger. */
export function MemberDetails({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const member = useAdminMember(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The member was chosen in the list below: take the admin (and a screen reader) to them.
  useEffect(() => headingRef.current?.focus(), [userId]);

  return (
    <section aria-labelledby="member-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id="member-heading"
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 text-lg font-semibold break-all text-stone-900 focus:outline-none"
        >
          {member.data?.email ?? t`Member`}
        </h3>
        <Button variant="outline" size="sm" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
      {member.isPending ? (
        <div role="status" aria-label={t`Loading member`}>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : member.isError ? (
        <ListLoadError message={t`Failed to load the member.`} error={member.error} />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card className="p-4 sm:p-6">
              <h4 className="text-base font-semibold text-stone-900">
                <Trans>Details</Trans>
              </h4>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-stone-600">
                  <Trans>Joined</Trans>
                </dt>
                <dd>{formatDateTime(member.data.created_at, locale)}</dd>
                <dt className="text-stone-600">
                  <Trans>Last sign-in</Trans>
                </dt>
                <dd>
                  {member.data.last_sign_in_at
                    ? formatDateTime(member.data.last_sign_in_at, locale)
                    : t`Never`}
                </dd>
                <dt className="text-stone-600">
                  <Trans>E-mail confirmed</Trans>
                </dt>
                <dd>
                  {member.data.email_confirmed_at
                    ? formatDateTime(member.data.email_confirmed_at, locale)
                    : t`Not yet`}
                </dd>
                <dt className="text-stone-600">
                  <Trans>Role</Trans>
                </dt>
                <dd>
                  <RoleBadge role={member.data.role} />
                </dd>
                <dt className="text-stone-600">
                  <Trans>Balance</Trans>
                </dt>
                <dd className="font-semibold tabular-nums" data-testid="member-balance">
                  {formatEuros(member.data.balance_eur, locale)}
                </dd>
                <dt className="text-stone-600">
                  <Trans>Reserved</Trans>
                </dt>
                <dd className="tabular-nums">{formatEuros(member.data.held_eur, locale)}</dd>
                <dt className="text-stone-600">
                  <Trans>Bookings</Trans>
                </dt>
                <dd className="tabular-nums">{formatCount(member.data.bookings_count, locale)}</dd>
              </dl>
            </Card>
            <WalletAdjustmentForm key={userId} userId={userId} />
          </div>
          <MemberBookings userId={userId} />
          <MemberLedger userId={userId} />
        </>
      )}
    </section>
  );
}

function MemberBookings({ userId }: { userId: string }) {
  const { t } = useLingui();
  const list = useListUrlState(bookingListSpec('b'));
  const bookings = useAdminBookingsPage(list, PAGE_SIZE, { status: null, userId });
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h4 className="text-base font-semibold text-stone-900">
        <Trans>Bookings</Trans>
      </h4>
      <ListToolbar
        list={list}
        searchLabel={t`Search this member's bookings by reference or title`}
        searchPlaceholder={t`Search by reference or title`}
      />
      {bookings.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : bookings.isError ? (
        <ListLoadError message={t`Failed to load the bookings.`} error={bookings.error} />
      ) : bookings.data.total === 0 ? (
        <p className="text-sm text-stone-600">
          <Trans>No bookings.</Trans>
        </p>
      ) : (
        <PagedBookings
          page={bookings.data}
          isBusy={bookings.isPlaceholderData}
          pageNumber={list.state.page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          showMember={false}
          caption={t`Their bookings`}
          pagerLabel={t`Pages of their bookings`}
        />
      )}
    </Card>
  );
}

function MemberLedger({ userId }: { userId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const list = useListUrlState(ledgerListSpec);
  const ledger = useMemberLedgerPage(userId, list, PAGE_SIZE);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h4 className="text-base font-semibold text-stone-900">
        <Trans>Ledger</Trans>
      </h4>
      {ledger.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : ledger.isError ? (
        <ListLoadError message={t`Failed to load the ledger.`} error={ledger.error} />
      ) : ledger.data.total === 0 ? (
        <p className="text-sm text-stone-600">
          <Trans>No wallet entries yet.</Trans>
        </p>
      ) : (
        <>
          <ListRows isBusy={ledger.isPlaceholderData}>
            <ul aria-label={t`Ledger entries`} className="divide-y divide-stone-100">
              {ledger.data.rows.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-stone-900">
                      {ledgerKindLabel(entry)}
                      {/* An adjustment's note repeats its reason, shown on its own below. */}
                      {entry.notes && !entry.reason && (
                        <span className="font-normal wrap-anywhere text-stone-600">
                          {' '}
                          · {entry.notes}
                        </span>
                      )}
                    </p>
                    {entry.reason && (
                      <p className="text-sm wrap-anywhere text-stone-700">“{entry.reason}”</p>
                    )}
                    <p className="text-xs text-stone-500">
                      <time dateTime={entry.created_at}>
                        {formatDateTime(entry.created_at, locale)}
                      </time>
                      {entry.created_by_email && <> · {t`by ${entry.created_by_email}`}</>}
                    </p>
                  </div>
                  <span
                    className={cn(
                      'text-sm font-semibold whitespace-nowrap tabular-nums',
                      entry.direction === 'credit' ? 'text-emerald-700' : 'text-red-700',
                    )}
                  >
                    {entry.direction === 'credit' ? '+' : '−'}
                    {formatEuros(entry.amount_eur, locale)}
                  </span>
                </li>
              ))}
            </ul>
          </ListRows>
          <ListPager
            label={t`Ledger pages`}
            page={list.state.page}
            pageSize={PAGE_SIZE}
            total={ledger.data.total}
            onPageChange={list.setPage}
          />
        </>
      )}
    </Card>
  );
}
