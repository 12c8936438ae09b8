import { pageLocale } from '../../../i18n/page-locale';
import { invokeServerFunction } from '../../../lib/server-function';

export const SUBSCRIBE_FAILED_MESSAGE =
  'Something went wrong on our side and you are not subscribed yet. Please try again in a few minutes.';

/**
 * POST /functions/v1/newsletter-subscribe: the server mails a link that confirms the address, in
 * the page's language.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await invokeServerFunction(
    'newsletter-subscribe',
    { email, locale: pageLocale },
    SUBSCRIBE_FAILED_MESSAGE,
  );
}
