import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoment } from '@app/domain/locale-format';
import { auditSubjectTitles, describeAuditRow } from '@app/domain/catalogue-audit';
import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RefreshButton } from './refresh-button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCatalogueAudit } from '../api/get-catalogue-audit';
import { useLocale } from '../../../i18n/use-locale';
import { auditChangedFields, auditSummary } from '../lib/audit-text';

/** Every change to tours, micro-tours and add-ons: who, when and which fields, newest first. */
export function ChangeHistory() {
  const audit = useCatalogueAudit();
  const { t } = useLingui();
  const locale = useLocale();
  const pages = audit.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  // A change that did not touch the title is named by the title the row has (or last had).
  const titles = auditSubjectTitles(
    rows,
    new Map(pages.flatMap((page) => [...page.currentTitles])),
  );

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <History aria-hidden="true" className="size-5 text-emerald-700" />{' '}
          <Trans>Change History</Trans>
        </h3>
        <RefreshButton
          size="sm"
          isFetching={audit.isFetching}
          onRefresh={() => void audit.refetch()}
        />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>
          Every change to tours, micro-tours and add-ons, newest first. The list cannot be edited.
        </Trans>
      </p>
      {audit.isPending ? (
        <div role="status" aria-label={t`Loading change history`} className="mt-4 space-y-3">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-12 w-full" />
          ))}
        </div>
      ) : audit.isError ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <Trans>Failed to load the change history</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">
          <Trans>No changes recorded yet.</Trans>
        </p>
      ) : (
        <>
          <ol aria-label={t`Changes`} className="mt-3 divide-y divide-stone-100">
            {rows.map((row) => {
              const described = describeAuditRow(row, titles.get(row.row_id));
              const when = formatMoment(row.changed_at, 'dayTime', locale);
              const who = described.actor;
              const actor = who.kind === 'email' ? who.email : who.kind === 'role' ? who.role : '';
              return (
                <li key={row.id} className="py-3">
                  <p className="font-medium break-words text-stone-900">
                    {auditSummary(described)}
                  </p>
                  <p className="mt-0.5 text-sm text-stone-600">
                    {who.kind === 'server' ? (
                      <Trans>
                        <time dateTime={row.changed_at}>{when}</time> by Server
                      </Trans>
                    ) : (
                      <Trans>
                        <time dateTime={row.changed_at}>{when}</time> by{' '}
                        <span className="break-all">{actor}</span>
                      </Trans>
                    )}
                  </p>
                  {row.action === 'update' && described.fields.length > 0 && (
                    <p className="mt-0.5 text-sm break-words text-stone-700">
                      {auditChangedFields(described)}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          {audit.hasNextPage && (
            <Button
              variant="outline"
              className="mt-3 w-full sm:w-auto"
              onClick={() => void audit.fetchNextPage()}
              disabled={audit.isFetchingNextPage}
            >
              {audit.isFetchingNextPage ? t`Loading...` : t`Show older changes`}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
