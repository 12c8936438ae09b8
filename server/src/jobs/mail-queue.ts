import type pg from 'pg';
import { z } from 'zod';
import type { MailMessage } from '../mail/mailer.js';
import type { JobHandler } from './job-handler.js';
import { enqueueJob } from './enqueue.js';

/** A rendered mail as a job carries it (attachments are made by the jobs that need them). */
const queuedMailSchema = z.object({
  kind: z.string().min(1).max(64),
  to: z.string().min(3).max(320),
  subject: z.string().max(500),
  text: z.string(),
  html: z.string(),
  link: z.string().optional(),
  code: z.string().optional(),
  secrets: z.array(z.string()).optional(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
type QueuedMail = z.infer<typeof queuedMailSchema>;

const sendMailPayloadSchema = z.object({ mail: queuedMailSchema });

/** The mail jobs: one handler, two places in the queue (migration 0038, job priorities). */
export const MAIL_TASKS = {
  /** A link or code a person waits for at the screen: before any other job, in a slot of its own. */
  atScreen: 'send_auth_mail',
  other: 'send_mail',
} as const;

/**
 * Adds the mail as a job on `db`: pass the transaction's client so that the mail exists exactly
 * when the change it tells of commits. Its one-time link rests in the job's payload until it is
 * sent (docs/security.md).
 */
export async function enqueueMail(
  db: Pick<pg.ClientBase, 'query'>,
  mail: Omit<MailMessage, 'attachments'>,
  options: { atScreen?: boolean } = {},
): Promise<void> {
  const payload: QueuedMail = queuedMailSchema.parse(mail);
  await enqueueJob(db, options.atScreen ? MAIL_TASKS.atScreen : MAIL_TASKS.other, {
    mail: payload,
  });
}

/** The mail tasks: hand the mail to SMTP (or the dev mailbox); a failure is retried by the queue. */
export function sendMailHandler(mailer: { send(message: MailMessage): Promise<void> }): JobHandler {
  return async (payload) => {
    const { mail } = sendMailPayloadSchema.parse(payload);
    await mailer.send(mail);
  };
}
