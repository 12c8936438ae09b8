import '../messages';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { invokeServerFunction } from '../../../lib/server-function';
import { newsletterKeys } from '../../../lib/newsletter-keys';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

const functionNames: Record<NewsletterLinkAction, string> = {
  confirm: 'newsletter-confirm',
  unsubscribe: 'newsletter-unsubscribe',
};

/** Said when the server gives no reason (read when shown, in the page's language). */
export const linkFailedMessage = () =>
  t`Something went wrong on our side. Please open the link from your e-mail again in a few minutes.`;

/**
 * What following a link did: 'confirmed', 'already-confirmed' (a used confirmation link of an
 * address that is subscribed) or 'unsubscribed'.
 */
export type NewsletterLinkStatus = 'confirmed' | 'already-confirmed' | 'unsubscribed';

/** POST /functions/v1/newsletter-confirm or newsletter-unsubscribe with the link's token. */
export async function followNewsletterLink(
  action: NewsletterLinkAction,
  token: string,
): Promise<NewsletterLinkStatus> {
  const answer = await invokeServerFunction<{ status?: NewsletterLinkStatus } | null>(
    functionNames[action],
    { token },
    linkFailedMessage(),
  );
  return answer?.status ?? (action === 'confirm' ? 'confirmed' : 'unsubscribed');
}

// NOTE: a query, not an effect, so that the link is followed once per page visit (React's strict
// mode runs effects twice, and a confirmation link works only once).
export const newsletterLinkQueryOptions = (action: NewsletterLinkAction, token: string) =>
  queryOptions({
    queryKey: newsletterKeys.link(action, token),
    queryFn: () => followNewsletterLink(action, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useNewsletterLink = (action: NewsletterLinkAction, token: string) =>
  useQuery({ ...newsletterLinkQueryOptions(action, token), enabled: token !== '' });

/**
 * Unsubscribing waits for the reader's click: mail scanners open every link of a mail, and
 * opening the page must not unsubscribe.
 */
export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => followNewsletterLink('unsubscribe', token) });
