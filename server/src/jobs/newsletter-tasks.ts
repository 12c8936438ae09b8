import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/domain/locales';
import type pg from 'pg';
import { z } from 'zod';
import type { Mailer } from '../mail/mailer.js';
import { newsletterIssueMail } from '../mail/newsletter-mails.js';
import { createUnsubscribeTokens, unsubscribeLink } from '../mail/unsubscribe-links.js';
import { withTransaction } from '../platform/transactions.js';
import { enqueueJob } from './enqueue.js';
import type { JobHandler } from './job-handler.js';

export const NEWSLETTER_ISSUE_TASK = 'newsletter_issue';
export const NEWSLETTER_BATCH_TASK = 'newsletter_batch';

/** Recipients per batch job. */
export const NEWSLETTER_BATCH_SIZE = 50;
/** Mails per second across an issue's batches, unless NEWSLETTER_MAILS_PER_SECOND says otherwise. */
export const DEFAULT_NEWSLETTER_MAILS_PER_SECOND = 10;

export const newsletterIssueJobSchema = z.strictObject({ issueId: z.uuid() });
export type NewsletterIssueJob = z.output<typeof newsletterIssueJobSchema>;

export const newsletterBatchJobSchema = z.strictObject({
  issueId: z.uuid(),
  subscriptionIds: z.array(z.uuid()).min(1).max(NEWSLETTER_BATCH_SIZE),
});
export type NewsletterBatchJob = z.output<typeof newsletterBatchJobSchema>;

export interface NewsletterTaskDeps {
  /** The service pool (service_role). */
  pool: pg.Pool;
  mailer: Mailer;
  /** Origin of the unsubscribe links. */
  siteUrl: () => string;
  /** Signs unsubscribe links: the key the newsletter functions use. */
  unsubscribeKey: Buffer;
  mailsPerSecond?: number;
  batchSize?: number;
}

const ERROR_TEXT_MAX = 1000;
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);

/** Waits so that successive calls are at least 1 / `perSecond` seconds apart. */
function pacer(perSecond: number): () => Promise<void> {
  const gapMs = 1000 / perSecond;
  let next = 0;
  return async () => {
    const wait = next - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next = Math.max(Date.now(), next) + gapMs;
  };
}

/**
 * The two jobs of a newsletter issue. `newsletter_issue` writes a pending delivery for every
 * confirmed subscriber and splits them into `newsletter_batch` jobs spaced by their run time,
 * so that the whole issue stays under `mailsPerSecond`. A batch mails its recipients whose
 * delivery is not sent yet, recording each mail as it goes: run again (a crash, a retry after
 * an SMTP failure) it mails only the ones left. Both are safe to repeat.
 */
export function createNewsletterTasks(deps: NewsletterTaskDeps): {
  newsletter_issue: JobHandler;
  newsletter_batch: JobHandler;
} {
  const mailsPerSecond = deps.mailsPerSecond ?? DEFAULT_NEWSLETTER_MAILS_PER_SECOND;
  const batchSize = deps.batchSize ?? NEWSLETTER_BATCH_SIZE;
  const tokens = createUnsubscribeTokens(deps.unsubscribeKey);
  const linkFor = (subscriptionId: string, locale: Locale) =>
    unsubscribeLink(deps.siteUrl(), tokens.make(subscriptionId), locale);

  async function splitIssue(payload: unknown): Promise<void> {
    const { issueId } = newsletterIssueJobSchema.parse(payload);
    await withTransaction(deps.pool, async (client) => {
      const { rows: issues } = await client.query<{ recipient_count: number | null }>(
        `select recipient_count from public.newsletter_issues where id = $1 for update`,
        [issueId],
      );
      // Gone, or split already by an earlier run of this job.
      if (!issues[0] || issues[0].recipient_count !== null) return;
      const { rows } = await client.query<{ subscription_id: string }>(
        `insert into public.newsletter_deliveries (issue_id, subscription_id)
         select $1, s.id from public.newsletter_subscriptions s where s.status = 'confirmed'
         returning subscription_id`,
        [issueId],
      );
      const ids = rows.map((row) => row.subscription_id).sort();
      await client.query(
        `update public.newsletter_issues
            set recipient_count = $2,
                state = case when $2 = 0 then 'sent' else state end,
                sent_at = case when $2 = 0 then now() end
          where id = $1`,
        [issueId, ids.length],
      );
      const batchSeconds = batchSize / mailsPerSecond;
      const start = Date.now();
      for (let index = 0; index * batchSize < ids.length; index += 1) {
        const job: NewsletterBatchJob = {
          issueId,
          subscriptionIds: ids.slice(index * batchSize, (index + 1) * batchSize),
        };
        await enqueueJob(client, NEWSLETTER_BATCH_TASK, job, {
          runAt: new Date(start + index * batchSeconds * 1000),
          jobKey: `${NEWSLETTER_BATCH_TASK}:${issueId}:${index}`,
        });
      }
    });
  }

  async function sendBatch(payload: unknown): Promise<void> {
    const { issueId, subscriptionIds } = newsletterBatchJobSchema.parse(payload);
    const { rows: issues } = await deps.pool.query<{ subject: string; body: string }>(
      `select subject, body from public.newsletter_issues where id = $1`,
      [issueId],
    );
    const issue = issues[0];
    if (!issue) return;
    // Who unsubscribed since the issue was split gets nothing.
    await deps.pool.query(
      `update public.newsletter_deliveries d set status = 'skipped', last_error = null
         from public.newsletter_subscriptions s
        where d.issue_id = $1 and d.subscription_id = any($2::uuid[])
          and d.status in ('pending', 'failed')
          and s.id = d.subscription_id and s.status <> 'confirmed'`,
      [issueId, subscriptionIds],
    );
    const { rows: recipients } = await deps.pool.query<{
      id: string;
      email: string;
      locale: string;
    }>(
      `select s.id, s.email, s.locale
         from public.newsletter_deliveries d
         join public.newsletter_subscriptions s on s.id = d.subscription_id
        where d.issue_id = $1 and d.subscription_id = any($2::uuid[])
          and d.status in ('pending', 'failed')
        order by s.id`,
      [issueId, subscriptionIds],
    );

    const pace = pacer(mailsPerSecond);
    const failures: string[] = [];
    for (const recipient of recipients) {
      await pace();
      try {
        const locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
        await deps.mailer.send(
          newsletterIssueMail(recipient.email, issue, linkFor(recipient.id, locale), locale),
        );
      } catch (error) {
        failures.push(errorText(error));
        await deps.pool.query(
          `update public.newsletter_deliveries
              set status = 'failed', last_error = $3, attempts = attempts + 1
            where issue_id = $1 and subscription_id = $2 and status <> 'sent'`,
          [issueId, recipient.id, failures.at(-1)],
        );
        continue;
      }
      await deps.pool.query(
        `update public.newsletter_deliveries
            set status = 'sent', sent_at = now(), last_error = null, attempts = attempts + 1
          where issue_id = $1 and subscription_id = $2 and status <> 'sent'`,
        [issueId, recipient.id],
      );
    }

    await deps.pool.query(
      `update public.newsletter_issues i set state = 'sent', sent_at = now()
        where i.id = $1 and i.state = 'sending' and i.recipient_count is not null
          and not exists (select 1 from public.newsletter_deliveries d
                           where d.issue_id = i.id and d.status in ('pending', 'failed'))`,
      [issueId],
    );
    if (failures.length > 0) {
      // Thrown so that the queue tries again later; the mails sent stay sent.
      throw new Error(
        `${failures.length} of ${recipients.length} newsletter mails failed: ${failures[0]}`,
      );
    }
  }

  return { [NEWSLETTER_ISSUE_TASK]: splitIssue, [NEWSLETTER_BATCH_TASK]: sendBatch };
}
