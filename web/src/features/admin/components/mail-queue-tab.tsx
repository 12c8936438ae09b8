import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FailedJobRow } from '@app/domain/failed-jobs';
import { formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import { jobTaskNames } from '../lib/admin-labels';
import { CircleCheck, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { useFailedJobAction, useFailedJobs } from '../api/failed-jobs';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { CardListSkeleton, EmptyListCard, ListLoadError } from './list-states';
import { RefreshButton } from './refresh-button';

/** What a job does, in the page's language; a task without a name shows as itself. */
function useJobTaskLabel() {
  const { t } = useLingui();
  return (task: string) => {
    const name = jobTaskNames[task];
    return name ? t(name) : task;
  };
}

function FailedJobCard({ job, onDiscard }: { job: FailedJobRow; onDiscard: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const jobTaskLabel = useJobTaskLabel();
  const action = useFailedJobAction();
  const headingId = `job-${job.id}`;
  const task = jobTaskLabel(job.task);
  const attempts = job.attempts;

  function handleRetry() {
    action.mutate(
      { action: 'retry', jobId: job.id },
      {
        onSuccess: () =>
          toast.success(t`Job queued again`, {
            description: t`${task} runs again now, with its attempts reset.`,
          }),
        onError: (error) =>
          toast.error(t`Could not retry the job`, { description: errorText(error) }),
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
            {task} <span className="font-normal text-stone-500">#{job.id}</span>
          </h3>
          <p className="text-sm text-stone-600">
            <Trans>
              Added{' '}
              <time dateTime={job.created_at}>
                {formatMoment(job.created_at, 'dayTime', locale)}
              </time>
            </Trans>
          </p>
        </div>
        <Badge className="bg-red-100 text-red-900 tabular-nums">
          {plural(job.max_attempts, {
            one: `${attempts} of # attempt`,
            other: `${attempts} of # attempts`,
          })}
        </Badge>
      </div>
      <pre className="mt-3 max-h-40 overflow-auto rounded-md bg-stone-50 p-3 text-xs break-words whitespace-pre-wrap text-stone-800">
        {job.last_error ?? t`No error recorded.`}
      </pre>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="sm" onClick={handleRetry} disabled={action.isPending}>
          <RotateCcw aria-hidden="true" />
          {action.isPending ? <Trans>Retrying...</Trans> : <Trans>Retry</Trans>}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard} disabled={action.isPending}>
          <Trash2 aria-hidden="true" />
          <Trans>Discard</Trans>
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
  const { t } = useLingui();
  const jobTaskLabel = useJobTaskLabel();
  const jobs = useFailedJobs();
  const discard = useFailedJobAction();
  const [toDiscard, setToDiscard] = useState<FailedJobRow | null>(null);

  function discardTitle(task: string, id: FailedJobRow['id']) {
    return t`Discard ${task} #${id}?`;
  }

  async function handleDiscard(): Promise<boolean> {
    if (!toDiscard) return true;
    try {
      await discard.mutateAsync({ action: 'discard', jobId: toDiscard.id });
      const task = jobTaskLabel(toDiscard.task);
      toast.success(t`Job discarded`, { description: t`${task} will not run.` });
      return true;
    } catch (error) {
      toast.error(t`Could not discard the job`, { description: errorText(error) });
      return false;
    }
  }

  return (
    <section aria-labelledby="mail-queue-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="mail-queue-heading" className="text-2xl font-bold text-stone-900">
            <Trans>Mail queue</Trans>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {jobs.data
              ? plural(jobs.data.length, {
                  one: '# failed job. Mails and tasks land here once every attempt failed.',
                  other: '# failed jobs. Mails and tasks land here once every attempt failed.',
                })
              : t`Mails and tasks land here once every attempt failed.`}
          </p>
        </div>
        <RefreshButton isFetching={jobs.isFetching} onRefresh={() => void jobs.refetch()} />
      </div>
      {jobs.isPending ? (
        <CardListSkeleton label={t`Loading failed jobs...`} lines={['h-5 w-1/3', 'h-12 w-full']} />
      ) : jobs.isError ? (
        <ListLoadError message={t`Failed to load the failed jobs.`} error={jobs.error} />
      ) : jobs.data.length === 0 ? (
        <EmptyListCard
          icon={CircleCheck}
          iconClassName="text-emerald-600"
          title={t`No failed jobs`}
          text={t`Every mail and task went through.`}
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
        title={toDiscard ? discardTitle(jobTaskLabel(toDiscard.task), toDiscard.id) : ''}
        description={t`The job is deleted and never runs: a mail in it is not sent.`}
        confirmLabel={t`Discard`}
        onConfirm={handleDiscard}
      />
    </section>
  );
}
