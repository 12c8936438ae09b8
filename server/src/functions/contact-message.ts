import { contactMessageInputSchema, type ContactMessageInput } from '@app/domain';
import { contactNotificationMail } from '../mail/contact-mails.js';
import type pg from 'pg';
import { enqueueMail } from '../jobs/mail-queue.js';
import { withTransaction } from '../platform/transactions.js';
import type { PublicFormDeps } from './public-forms.js';
import { defineFunction } from './server-function.js';

async function storeMessage(
  db: Pick<pg.ClientBase, 'query'>,
  input: ContactMessageInput,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.contact_messages
       (first_name, last_name, email, inquiry_type, group_size, message)
     values ($1, $2, $3, $4, $5, $6)
     returning id`,
    [
      input.firstName,
      input.lastName,
      input.email,
      input.inquiryType,
      input.groupSize,
      input.message,
    ],
  );
  return rows[0]!.id;
}

/**
 * POST /functions/v1/contact-message: anyone may write; the message is stored (admins read it in
 * the admin panel), and the operator's mail is queued in the same transaction: a failed mail is
 * retried by the queue, and the message is in the panel either way.
 */
export function createContactMessageFunction(deps: PublicFormDeps) {
  return defineFunction({
    name: 'contact-message',
    access: 'anyone',
    body: contactMessageInputSchema,
    async handle({ body, request }) {
      await deps.limiter.enforce(
        [
          { limit: 'contactPerIp', ip: request.ip },
          { limit: 'contactPerEmail', email: body.email },
        ],
        'You have sent us several messages in a short time, and we have them all.',
      );
      const adminUrl = `${deps.siteUrl()}/admin?tab=messages`;
      // The message and the operator's mail commit together.
      const id = await withTransaction(deps.pool, async (client) => {
        const stored = await storeMessage(client, body);
        await enqueueMail(
          client,
          contactNotificationMail(deps.contactEmail, { ...body, id: stored }, adminUrl),
        );
        return stored;
      });
      return { success: true, id };
    },
  });
}
