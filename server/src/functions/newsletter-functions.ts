import {
  newsletterMessages,
  newsletterSubscribeInputSchema,
  newsletterTokenInputSchema,
} from '@app/domain';
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
} from '../mail/newsletter-mails.js';
import {
  confirmSubscription,
  createUnsubscribeTokens,
  endSubscription,
  startSubscription,
} from './newsletter-subscriptions.js';
import { enqueueMail } from '../jobs/mail-queue.js';
import { withTransaction } from '../platform/transactions.js';
import type { PublicFormDeps } from './public-forms.js';
import { FunctionError } from './function-errors.js';
import { defineFunction, type ServerFunction } from './server-function.js';

/**
 * Double opt-in: newsletter-subscribe mails a single-use, expiring confirmation link;
 * newsletter-confirm uses it up; newsletter-unsubscribe takes the signed link every mail carries.
 * The pages /newsletter/confirm and /newsletter/unsubscribe call the last two.
 */
export function createNewsletterFunctions(deps: PublicFormDeps): ServerFunction[] {
  const tokens = createUnsubscribeTokens(deps.unsubscribeKey);
  const link = (page: string, token: string) => {
    const url = new URL(`${deps.siteUrl()}/newsletter/${page}`);
    url.searchParams.set('token', token);
    return url.toString();
  };
  const limitLinks = (ip: string) =>
    deps.limiter.enforce(
      [{ limit: 'newsletterLinkPerIp', ip }],
      'Too many newsletter links were opened from your network.',
    );

  return [
    defineFunction({
      name: 'newsletter-subscribe',
      access: 'anyone',
      body: newsletterSubscribeInputSchema,
      // The answer is the same, and as quick, whether or not the address is subscribed.
      async handle({ body, request }) {
        await deps.limiter.enforce(
          [
            { limit: 'newsletterPerIp', ip: request.ip },
            { limit: 'newsletterPerEmail', email: body.email },
          ],
          'We have sent several confirmation e-mails to this address or from your network already: please look for them in your inbox (and spam folder).',
        );
        deps.background.run('newsletter confirmation mail', () =>
          withTransaction(deps.pool, async (client) => {
            const outcome = await startSubscription(client, body.email, deps.confirmLinkSeconds);
            const unsubscribeLink = link('unsubscribe', tokens.make(outcome.id));
            await enqueueMail(
              client,
              outcome.kind === 'confirm'
                ? newsletterConfirmMail(
                    body.email,
                    link('confirm', outcome.token),
                    unsubscribeLink,
                    deps.confirmLinkSeconds,
                  )
                : newsletterAlreadySubscribedMail(body.email, unsubscribeLink),
            );
          }),
        );
        return { success: true, message: newsletterMessages.checkInbox };
      },
    }),
    defineFunction({
      name: 'newsletter-confirm',
      access: 'anyone',
      body: newsletterTokenInputSchema,
      async handle({ body, request }) {
        await limitLinks(request.ip);
        const outcome = await confirmSubscription(deps.pool, body.token);
        if (outcome === 'not-valid') {
          throw new FunctionError(
            'link_expired_or_used',
            newsletterMessages.confirmLinkUsedOrExpired,
          );
        }
        return { success: true, status: outcome };
      },
    }),
    defineFunction({
      name: 'newsletter-unsubscribe',
      access: 'anyone',
      body: newsletterTokenInputSchema,
      async handle({ body, request }) {
        await limitLinks(request.ip);
        const id = tokens.read(body.token);
        if (!id) {
          throw new FunctionError('invalid_link', newsletterMessages.linkInvalid);
        }
        await endSubscription(deps.pool, id);
        return { success: true, status: 'unsubscribed' };
      },
    }),
  ];
}
