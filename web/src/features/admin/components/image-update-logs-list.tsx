import '../messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import type { AdminImageLogSort } from '@app/domain/admin-lists';
import { fixActions, type FixAction } from '@app/domain/image-fixing';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { imageLogListSpec, useImageUpdateLogsPage } from '../api/get-image-update-logs';
import { useListUrlState } from '../hooks/use-list-url-state';
import { formatScore } from '../lib/fix-result-display';
import { FixActionBadge, useFixActionWord } from './fix-action-badge';
import { ListPager, ListRows, ListToolbar, type SortOption } from './list-toolbar';
import { ReasonLine } from './reason-line';

const PAGE_SIZE = 25;
const ACTION_PARAM = 'logaction';

const logSortOptions: readonly SortOption<AdminImageLogSort>[] = [
  { sort: 'created_at', descending: true, label: msg`Newest first` },
  { sort: 'score', descending: true, label: msg`Highest score` },
  { sort: 'score', descending: false, label: msg`Lowest score` },
];

const parseAction = (value: string | null): FixAction | null =>
  fixActions.find((action) => action === value) ?? null;

/** 'Recent Image Update Logs': every log row, newest first, paged and searched on the server. */
export function ImageUpdateLogsList() {
  const list = useListUrlState(imageLogListSpec);
  const action = parseAction(list.searchParams.get(ACTION_PARAM));
  const logs = useImageUpdateLogsPage(list, PAGE_SIZE, action);
  const actionId = useId();
  const { t } = useLingui();
  const locale = useLocale();
  const wordOf = useFixActionWord();
  const isFiltered = list.state.search.trim() !== '' || action !== null;
  return (
    <Card className="flex flex-col p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">
        <Trans>Recent Image Update Logs</Trans>
      </h2>
      <div className="mt-3">
        <ListToolbar
          list={list}
          searchLabel={t`Search logs by tour, query or reason`}
          searchPlaceholder={t`Search by tour, query or reason`}
          sortOptions={logSortOptions}
        >
          <SelectField
            id={actionId}
            label={t`Outcome`}
            className="sm:w-40"
            value={action ?? ''}
            onValueChange={(value) => list.setFilter(ACTION_PARAM, value)}
            options={[
              { value: '', label: t`All` },
              ...fixActions.map((value) => ({ value, label: wordOf(value) })),
            ]}
          />
        </ListToolbar>
      </div>
      <div className="relative mt-3 h-96 overflow-y-auto rounded-md border border-stone-100 sm:h-[32rem]">
        {logs.isPending ? (
          <div role="status">
            <span className="sr-only">
              <Trans>Loading logs...</Trans>
            </span>
            <ul aria-hidden="true" className="divide-y divide-stone-100">
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <li key={n} className="space-y-2 p-3">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/3" />
                </li>
              ))}
            </ul>
          </div>
        ) : logs.isError ? (
          <p role="alert" className="m-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
            <Trans>Failed to load the image update logs.</Trans>
          </p>
        ) : logs.data.total === 0 ? (
          <p className="p-4 text-sm text-stone-600">
            {isFiltered ? t`No logs match.` : t`No recent logs available`}
          </p>
        ) : (
          <ListRows isBusy={logs.isPlaceholderData}>
            <ul className="divide-y divide-stone-100">
              {logs.data.rows.map((log) => (
                <li key={log.id} className="p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-1 font-medium wrap-anywhere text-stone-900">
                      {log.tour_title || log.micro_tour_title}
                    </span>
                    <FixActionBadge action={log.action} />
                    <span className="text-sm text-stone-700 tabular-nums">
                      {t`Score ${formatScore(log.score)}`}
                    </span>
                  </div>
                  <ReasonLine text={log.reason} code={log.reason_code} />
                  <p className="mt-1 text-xs wrap-anywhere text-stone-500">
                    <time dateTime={log.created_at}>
                      {formatMoment(log.created_at, 'dayTime', locale)}
                    </time>
                    {log.query && <> · {t`query “${log.query}”`}</>}
                  </p>
                </li>
              ))}
            </ul>
          </ListRows>
        )}
      </div>
      <div className="mt-3">
        <ListPager
          label={t`Log pages`}
          page={list.state.page}
          pageSize={PAGE_SIZE}
          total={logs.data?.total}
          onPageChange={list.setPage}
        />
      </div>
    </Card>
  );
}
