import '../messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminMemberSort } from '@app/domain/admin-lists';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../i18n/use-locale';
import { formatCount } from '../lib/list-state';
import { formatEuros, formatMoment } from '@app/domain/locale-format';
import { memberListSpec, useAdminMembersPage } from '../api/admin-members';
import { useListUrlState } from '../hooks/use-list-url-state';
import { formatDateTime } from './bookings-table';
import { CardListSkeleton, ListLoadError } from './list-states';
import { ListPager, ListRows, ListToolbar, type SortOption } from './list-toolbar';
import { MemberDetails } from './member-details';
import { RoleBadge } from './role-badge';

const PAGE_SIZE = 25;
export const MEMBER_PARAM = 'member';

const memberSortOptions: readonly SortOption<AdminMemberSort>[] = [
  { sort: 'created_at', descending: true, label: msg`Newest first` },
  { sort: 'email', descending: false, label: msg`E-mail A–Z` },
  { sort: 'balance_eur', descending: true, label: msg`Highest balance` },
  { sort: 'last_sign_in_at', descending: true, label: msg`Recently signed in` },
];

/** 'Members': every account, searched by e-mail; a chosen member's details below the list. */
export function MembersTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const list = useListUrlState(memberListSpec);
  const members = useAdminMembersPage(list, PAGE_SIZE);
  const [, setSearchParams] = useSearchParams();
  const selectedId = list.searchParams.get(MEMBER_PARAM);
  const search = list.state.search.trim();

  function select(id: string | null) {
    // A history entry: Back returns to the list as it was.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(MEMBER_PARAM, id);
        else next.delete(MEMBER_PARAM);
        // Their bookings and ledger start at the first page.
        for (const name of ['bq', 'bpage', 'bsort', 'lpage']) next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <section aria-labelledby="members-heading" className="space-y-6">
      <h2 id="members-heading" className="text-xl font-semibold text-stone-900">
        <Trans>Members</Trans>
      </h2>
      {selectedId && <MemberDetails userId={selectedId} onClose={() => select(null)} />}
      <Card className="space-y-4 p-4 sm:p-6">
        <ListToolbar
          list={list}
          searchLabel={t`Search members by e-mail`}
          searchPlaceholder={t`Search by e-mail`}
          sortOptions={memberSortOptions}
        />
        {members.isPending ? (
          <CardListSkeleton label={t`Loading members...`} lines={['h-5 w-1/3', 'h-4 w-full']} />
        ) : members.isError ? (
          <ListLoadError message={t`Failed to load the members.`} error={members.error} />
        ) : members.data.total === 0 ? (
          <p className="text-sm text-stone-600">
            {search === '' ? t`No members yet.` : t`No members match “${search}”.`}
          </p>
        ) : (
          <>
            <ListRows isBusy={members.isPlaceholderData}>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <caption className="sr-only">
                    <Trans>Members</Trans>
                  </caption>
                  <thead className="border-b border-stone-200 text-xs text-stone-600 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        <Trans>E-mail</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        <Trans>Joined</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        <Trans>Balance</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        <Trans>Reserved</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        <Trans>Bookings</Trans>
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        <Trans>Role</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {members.data.rows.map((member) => (
                      <tr
                        key={member.id}
                        className={cn(member.id === selectedId && 'bg-emerald-50')}
                      >
                        <td className="py-2 pr-3">
                          <button
                            type="button"
                            aria-current={member.id === selectedId ? 'true' : undefined}
                            onClick={() => select(member.id)}
                            className="text-left whitespace-nowrap text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
                          >
                            {member.email}
                          </button>
                        </td>
                        <td
                          className="py-2 pr-3 whitespace-nowrap"
                          title={formatDateTime(member.created_at, locale)}
                        >
                          {formatMoment(member.created_at, 'mediumDay', locale)}
                        </td>
                        <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                          {formatEuros(member.balance_eur, locale)}
                        </td>
                        <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                          {formatEuros(member.held_eur, locale)}
                        </td>
                        <td className="py-2 pr-3 text-right tabular-nums">
                          {formatCount(member.bookings_count, locale)}
                        </td>
                        <td className="py-2">
                          <RoleBadge role={member.role} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </ListRows>
            <ListPager
              label={t`Member pages`}
              page={list.state.page}
              pageSize={PAGE_SIZE}
              total={members.data.total}
              onPageChange={list.setPage}
            />
          </>
        )}
      </Card>
    </section>
  );
}
