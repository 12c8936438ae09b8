import {
  newsletterIssueInputSchema,
  newsletterMessages,
  type NewsletterSendResult,
} from '@app/domain/newsletter';
import { enqueueJob } from '../jobs/enqueue.js';
import { NEWSLETTER_ISSUE_TASK, type NewsletterIssueJob } from '../jobs/newsletter-tasks.js';
import { withTransaction } from '../platform/transactions.js';
import { FunctionError } from './function-errors.js';
import type { PublicFormDeps } from './public-forms.js';
import { defineFunction } from './server-function.js';

/**
 * POST /functions/v1/newsletter-send {subject, body} (admins): stores the issue and adds its
 * job in one transaction, so the issue goes out exactly when it is stored. The queue then mails
 * the confirmed subscribers in batches (jobs/newsletter-tasks).
 */
export function createNewsletterSendFunction(deps: Pick<PublicFormDeps, 'pool'>) {
  return defineFunction({
    name: 'newsletter-send',
    access: 'admin',
    body: newsletterIssueInputSchema,
    handle: ({ body, caller }) =>
      withTransaction(deps.pool, async (client): Promise<NewsletterSendResult> => {
        const { rows: counted } = await client.query<{ recipients: number }>(
          `select count(*)::integer as recipients from public.newsletter_subscriptions
            where status = 'confirmed'`,
        );
        const recipients = counted[0]?.recipients ?? 0;
        if (recipients === 0) {
          throw new FunctionError('no_subscribers', newsletterMessages.noSubscribers);
        }
        const { rows } = await client.query<{ id: string }>(
          `insert into public.newsletter_issues (subject, body, created_by)
           values ($1, $2, $3) returning id`,
          [body.subject, body.body, caller.userId ?? null],
        );
        const issueId = rows[0]!.id;
        const job: NewsletterIssueJob = { issueId };
        await enqueueJob(client, NEWSLETTER_ISSUE_TASK, job);
        return { issueId, recipients };
      }),
  });
}
