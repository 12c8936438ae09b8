import { type FailedJobRow, jobTaskLabel } from '@app/domain/failed-jobs';
import { CircleCheck, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { pluralize } from '../../../lib/pluralize';
import { useFailedJobAction, useFailedJobs } from '../api/failed-jobs';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { CardListSkeleton, EmptyListCard, ListLoadError } from './list-states';
import { RefreshButton } from './refresh-button';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function FailedJobCard({ job, onDiscard }: { job: FailedJobRow; onDiscard: () => void }) {
  const action = useFailedJobAction();
  const headingId = `job-${job.id}`;

  function handleRetry() {
    action.mutate(
      { action: 'retry', jobId: job.id },
      {
        onSuccess: () =>
          toast.success('Job queued again', {
            description: `${jobTaskLabel(job.task)} runs again now, with its attempts reset.`,
          }),
        onError: (error) =>
          toast.error('Could not retry the job', { description: errorText(error) }),
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-stone-900">
            {jobTaskLabel(job.task)} <span className="font-normal text-stone-500">#{job.id}</span>
          </h3>
          <p className="text-sm text-stone-600">
            Added <time dateTime={job.created_at}>{dateTime.format(new Date(job.created_at))}</time>
          </p>
        </div>
        <Badge className="bg-red-100 text-red-900 tabular-nums">
          {job.attempts} of {pluralize(job.max_attempts, 'attempt')}
        </Badge>
      </div>
      <pre className="mt-3 max-h-40 overflow-auto rounded-md bg-stone-50 p-3 text-xs break-words whitespace-pre-wrap text-stone-800">
        {job.last_error ?? 'No error recorded.'}
      </pre>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="sm" onClick={handleRetry} disabled={action.isPending}>
          <RotateCcw aria-hidden="true" />
          {action.isPending ? 'Retrying...' : 'Retry'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard} disabled={action.isPending}>
          <Trash2 aria-hidden="true" />
          Discard
        </Button>
      </div>
    </article>
  );
}

/**
 * 'Mail queue': the jobs (mails, newsletter batches, scheduled tasks) that failed every attempt,
 * with their last error; an admin runs one again or discards it.
 */
export function MailQueueTab() {
  const jobs = useFailedJobs();
  const discard = useFailedJobAction();
  const [toDiscard, setToDiscard] = useState<FailedJobRow | null>(null);

  async function handleDiscard(): Promise<boolean> {
    if (!toDiscard) return true;
    try {
      await discard.mutateAsync({ action: 'discard', jobId: toDiscard.id });
      toast.success('Job discarded', {
        description: `${jobTaskLabel(toDiscard.task)} will not run.`,
      });
      return true;
    } catch (error) {
      toast.error('Could not discard the job', { description: errorText(error) });
      return false;
    }
  }

  return (
    <section aria-labelledby="mail-queue-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="mail-queue-heading" className="text-2xl font-bold text-stone-900">
            Mail queue
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {jobs.data
              ? `${pluralize(jobs.data.length, 'failed job')}. Mails and tasks land here once every attempt failed.`
              : 'Mails and tasks land here once every attempt failed.'}
          </p>
        </div>
        <RefreshButton isFetching={jobs.isFetching} onRefresh={() => void jobs.refetch()} />
      </div>
      {jobs.isPending ? (
        <CardListSkeleton label="Loading failed jobs..." lines={['h-5 w-1/3', 'h-12 w-full']} />
      ) : jobs.isError ? (
        <ListLoadError what="failed jobs" error={jobs.error} />
      ) : jobs.data.length === 0 ? (
        <EmptyListCard
          icon={CircleCheck}
          iconClassName="text-emerald-600"
          title="No failed jobs"
          text="Every mail and task went through."
        />
      ) : (
        <ul className="space-y-4">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <FailedJobCard job={job} onDiscard={() => setToDiscard(job)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={toDiscard !== null}
        onOpenChange={(open) => !open && setToDiscard(null)}
        title={toDiscard ? `Discard ${jobTaskLabel(toDiscard.task)} #${toDiscard.id}?` : ''}
        description="The job is deleted and never runs: a mail in it is not sent."
        confirmLabel="Discard"
        onConfirm={handleDiscard}
      />
    </section>
  );
}
