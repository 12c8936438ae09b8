import {
  newsletterMessages,
  newsletterSubscribeInputSchema,
  newsletterTokenInputSchema,
} from '@app/domain';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '@app/domain/locales';
import { UNSUPPORTED_LOCALE, unsupportedLocaleMessage } from '@app/domain/member-locale';
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
} from '../mail/newsletter-mails.js';
import { createUnsubscribeTokens, unsubscribeLink } from '../mail/unsubscribe-links.js';
import {
  confirmSubscription,
  endSubscription,
  startSubscription,
} from './newsletter-subscriptions.js';
import { createNewsletterSendFunction } from './newsletter-send.js';
import { enqueueMail } from '../jobs/mail-queue.js';
import { withTransaction } from '../platform/transactions.js';
import type { PublicFormDeps } from './public-forms.js';
import { FunctionError } from './function-errors.js';
import { defineFunction, type ServerFunction } from './server-function.js';

/**
 * Double opt-in: newsletter-subscribe mails a single-use, expiring confirmation link;
 * newsletter-confirm uses it up; newsletter-unsubscribe takes the signed link every mail carries.
 * The pages /newsletter/confirm and /newsletter/unsubscribe call the last two; mail providers
 * POST to the unsubscribe link itself (gateway/one-click-unsubscribe). newsletter-send is the
 * admins' issue.
 */
export function createNewsletterFunctions(deps: PublicFormDeps): ServerFunction[] {
  const tokens = createUnsubscribeTokens(deps.unsubscribeKey);
  const unsubscribe = createNewsletterUnsubscriber(deps);
  const confirmLink = (token: string, locale: Locale) => {
    const url = new URL(`${deps.siteUrl()}${localizedPath(locale, '/newsletter/confirm')}`);
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
        const locale = body.locale ?? DEFAULT_LOCALE;
        if (!isLocale(locale)) {
          throw new FunctionError(UNSUPPORTED_LOCALE, unsupportedLocaleMessage);
        }
        await deps.limiter.enforce(
          [
            { limit: 'newsletterPerIp', ip: request.ip },
            { limit: 'newsletterPerEmail', email: body.email },
          ],
          'We have sent several confirmation e-mails to this address or from your network already: please look for them in your inbox (and spam folder).',
        );
        deps.background.run('newsletter confirmation mail', () =>
          withTransaction(deps.pool, async (client) => {
            const outcome = await startSubscription(
              client,
              body.email,
              deps.confirmLinkSeconds,
              locale,
            );
            const leaveLink = unsubscribeLink(deps.siteUrl(), tokens.make(outcome.id), locale);
            await enqueueMail(
              client,
              outcome.kind === 'confirm'
                ? newsletterConfirmMail(
                    body.email,
                    confirmLink(outcome.token, locale),
                    leaveLink,
                    deps.confirmLinkSeconds,
                    locale,
                  )
                : newsletterAlreadySubscribedMail(body.email, leaveLink, locale),
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
        await unsubscribe(body.token);
        return { success: true, status: 'unsubscribed' };
      },
    }),
    createNewsletterSendFunction(deps),
  ];
}

/**
 * Ends the subscription an unsubscribe link names; a forged or altered token is refused with
 * `invalid_link`. Used by newsletter-unsubscribe and by the one-click POST to the link.
 */
export function createNewsletterUnsubscriber(
  deps: Pick<PublicFormDeps, 'pool' | 'unsubscribeKey'>,
): (token: string) => Promise<void> {
  const tokens = createUnsubscribeTokens(deps.unsubscribeKey);
  return async (token) => {
    const id = tokens.read(token);
    if (!id) throw new FunctionError('invalid_link', newsletterMessages.linkInvalid);
    await endSubscription(deps.pool, id);
  };
}
