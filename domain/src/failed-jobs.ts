import { z } from 'zod';

/** One job that used up its attempts, as `public.failed_jobs()` lists it for admins. */
export const failedJobRowSchema = z.object({
  id: z.number().int(),
  task: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  run_at: z.string(),
  key: z.string().nullable(),
});
export type FailedJobRow = z.output<typeof failedJobRowSchema>;

/** What job-retry and job-discard answer. */
export const failedJobActionResultSchema = z.object({
  success: z.literal(true),
  jobId: z.number().int(),
});

/** What each kind of job does, in the admin's words. */
export const jobTaskLabels: Readonly<Record<string, string>> = {
  send_mail: 'E-mail',
  send_auth_mail: 'Sign-in e-mail (link or code)',
  member_notice: 'Member notice e-mail',
  booking_confirmation: 'Booking confirmation',
  booking_reminder: 'Booking reminder',
  booking_date_changed: 'Booking moved to another date',
  newsletter_issue: 'Newsletter: preparing an issue',
  newsletter_batch: 'Newsletter: a batch of mails',
  release_started_holds: 'Releasing started holds',
  settle_card_topups: 'Settling pending card top-ups',
  settle_card_withdrawals: 'Settling pending withdrawals to cards',
  prune_old_records: 'Nightly pruning',
};

export const jobTaskLabel = (task: string): string => jobTaskLabels[task] ?? task;
