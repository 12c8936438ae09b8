import '../messages';
import { t } from '@lingui/core/macro';
import { pageLocale } from '../../../i18n/page-locale';
import { invokeServerFunction } from '../../../lib/server-function';

/** What the box says when the subscription fails on our side (in the page's language). */
export const subscribeFailedMessage = () =>
  t`Something went wrong on our side and you are not subscribed yet. Please try again in a few minutes.`;

/**
 * POST /functions/v1/newsletter-subscribe: the server mails a link that confirms the address, in
 * the page's language.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await invokeServerFunction(
    'newsletter-subscribe',
    { email, locale: pageLocale },
    subscribeFailedMessage(),
  );
}
