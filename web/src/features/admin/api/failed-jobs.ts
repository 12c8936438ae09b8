import '../messages';
import { t } from '@lingui/core/macro';
import {
  failedJobActionResultSchema,
  failedJobRowSchema,
  type FailedJobRow,
} from '@app/domain/failed-jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/job-keys';
import { newsletterKeys } from '../../../lib/newsletter-keys';
import { invokeServerFunction } from '../../../lib/server-function';
import { getSupabase } from '../../../lib/supabase';

/** How many failed jobs the panel lists, newest first. */
export const FAILED_JOB_LIST_LIMIT = 100;

export async function getFailedJobs(): Promise<FailedJobRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('failed_jobs', { p_limit: FAILED_JOB_LIST_LIMIT });
  if (error) throw error;
  return z.array(failedJobRowSchema).parse(data);
}

export const failedJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.failed, queryFn: getFailedJobs, staleTime: 10_000 });

export const useFailedJobs = () => useQuery(failedJobsQueryOptions());

export type FailedJobAction = 'retry' | 'discard';

/** POST /functions/v1/job-retry or job-discard; an unknown or running job is 404 job_not_found. */
export async function actOnFailedJob(action: FailedJobAction, jobId: number): Promise<void> {
  const answer = await invokeServerFunction<unknown>(
    action === 'retry' ? 'job-retry' : 'job-discard',
    { jobId },
    action === 'retry' ? t`Failed to retry the job` : t`Failed to discard the job`,
  );
  failedJobActionResultSchema.parse(answer);
}

export function useFailedJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, jobId }: { action: FailedJobAction; jobId: number }) =>
      actOnFailedJob(action, jobId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.failed }),
        // A retried newsletter batch changes its issue's counts.
        queryClient.invalidateQueries({ queryKey: newsletterKeys.issues }),
      ]),
  });
}
