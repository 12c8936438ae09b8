import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useImageUpdateLogs } from '../api/get-image-update-logs';
import { formatScore } from '../lib/fix-result-display';
import { FixActionBadge } from './fix-action-badge';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Recent Image Update Logs': the newest 50 log rows. */
export function ImageUpdateLogsList() {
  const logs = useImageUpdateLogs();
  return (
    <Card className="flex flex-col p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">Recent Image Update Logs</h2>
      <p className="mt-1 min-h-5 text-sm text-stone-600">The newest 50 entries, newest first.</p>
      <div className="relative mt-3 h-96 sm:h-[32rem] overflow-y-auto rounded-md border border-stone-100">
        {logs.isPending ? (
          <div role="status">
            <span className="sr-only">Loading logs...</span>
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
            Failed to load the image update logs.
          </p>
        ) : logs.data.length === 0 ? (
          <p className="p-4 text-sm text-stone-600">No recent logs available</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {logs.data.map((log) => (
              <li key={log.id} className="p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 font-medium wrap-anywhere text-stone-900">
                    {log.tour_title}
                  </span>
                  <FixActionBadge action={log.action} />
                  <span className="text-sm text-stone-700 tabular-nums">
                    Score {formatScore(log.score)}
                  </span>
                </div>
                {log.reason && (
                  <p className="mt-1 text-sm wrap-anywhere text-stone-600">{log.reason}</p>
                )}
                <p className="mt-1 text-xs wrap-anywhere text-stone-500">
                  <time dateTime={log.created_at}>{dateTime.format(new Date(log.created_at))}</time>
                  {log.query && <> · query “{log.query}”</>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
