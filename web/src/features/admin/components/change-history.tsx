import { auditSubjectTitles, describeAuditRow } from '@app/domain/catalogue-audit';
import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RefreshButton } from './refresh-button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCatalogueAudit } from '../api/get-catalogue-audit';

const changedAt = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium', timeStyle: 'short' });

/** Every change to tours, micro-tours and add-ons: who, when and which fields, newest first. */
export function ChangeHistory() {
  const audit = useCatalogueAudit();
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
          <History aria-hidden="true" className="size-5 text-emerald-700" /> Change History
        </h3>
        <RefreshButton
          size="sm"
          isFetching={audit.isFetching}
          onRefresh={() => void audit.refetch()}
        />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        Every change to tours, micro-tours and add-ons, newest first. The list cannot be edited.
      </p>
      {audit.isPending ? (
        <div role="status" aria-label="Loading change history" className="mt-4 space-y-3">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-12 w-full" />
          ))}
        </div>
      ) : audit.isError ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          Failed to load the change history
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No changes recorded yet.</p>
      ) : (
        <>
          <ol aria-label="Changes" className="mt-3 divide-y divide-stone-100">
            {rows.map((row) => {
              const { summary, actor, fields } = describeAuditRow(row, titles.get(row.row_id));
              return (
                <li key={row.id} className="py-3">
                  <p className="font-medium break-words text-stone-900">{summary}</p>
                  <p className="mt-0.5 text-sm text-stone-600">
                    <time dateTime={row.changed_at}>
                      {changedAt.format(new Date(row.changed_at))}
                    </time>{' '}
                    by <span className="break-all">{actor}</span>
                  </p>
                  {row.action === 'update' && fields.length > 0 && (
                    <p className="mt-0.5 text-sm break-words text-stone-700">
                      Changed: {fields.join(', ')}
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
              {audit.isFetchingNextPage ? 'Loading...' : 'Show older changes'}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
