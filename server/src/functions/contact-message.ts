import { contactMessageInputSchema, type ContactMessageInput } from '@app/domain';
import { contactNotificationMail } from '../mail/contact-mails.js';
import type { PublicFormDeps } from './public-forms.js';
import { defineFunction } from './server-function.js';

async function storeMessage(deps: PublicFormDeps, input: ContactMessageInput): Promise<string> {
  const { rows } = await deps.pool.query<{ id: string }>(
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
 * the admin panel), then the operator is mailed. The mail goes out after the answer: if it fails,
 * the outbox keeps it with the error and the message is still in the panel.
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
      const id = await storeMessage(deps, body);
      const adminUrl = `${deps.siteUrl()}/admin?tab=messages`;
      deps.background.run('contact message mail', () =>
        deps.mailer.send(contactNotificationMail(deps.contactEmail, { ...body, id }, adminUrl)),
      );
      return { success: true, id };
    },
  });
}
