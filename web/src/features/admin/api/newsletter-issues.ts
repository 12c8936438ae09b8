import '../messages';
import { t } from '@lingui/core/macro';
import {
  newsletterIssueRowSchema,
  type NewsletterIssueInput,
  type NewsletterIssueRow,
  newsletterSendResultSchema,
  type NewsletterSendResult,
} from '@app/domain/newsletter';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { newsletterKeys } from '../../../lib/newsletter-keys';
import { invokeServerFunction } from '../../../lib/server-function';
import { getSupabase } from '../../../lib/supabase';

/** How often the list is read again while an issue is being sent. */
export const SENDING_REFRESH_MS = 3000;

/** The issues, newest first, with their counts (public.newsletter_issues, admins only). */
export async function getNewsletterIssues(): Promise<NewsletterIssueRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_issues');
  if (error) throw error;
  return z.array(newsletterIssueRowSchema).parse(data);
}

export const isSending = (issues: readonly NewsletterIssueRow[] | undefined) =>
  issues?.some((issue) => issue.state === 'sending') ?? false;

export const newsletterIssuesQueryOptions = () =>
  queryOptions({
    queryKey: newsletterKeys.issues,
    queryFn: getNewsletterIssues,
    staleTime: 5_000,
    refetchInterval: (query) => (isSending(query.state.data) ? SENDING_REFRESH_MS : false),
  });

export const useNewsletterIssues = () => useQuery(newsletterIssuesQueryOptions());

export async function getNewsletterSubscriberCount(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_subscriber_count');
  if (error) throw error;
  return z.number().int().parse(data);
}

export const useNewsletterSubscriberCount = () =>
  useQuery({
    queryKey: newsletterKeys.subscriberCount,
    queryFn: getNewsletterSubscriberCount,
    staleTime: 15_000,
  });

/**
 * POST /functions/v1/newsletter-send. Sent once, never retried by itself: a second delivery of
 * the request would send the issue twice.
 */
export async function sendNewsletter(issue: NewsletterIssueInput): Promise<NewsletterSendResult> {
  const answer = await invokeServerFunction<unknown>(
    'newsletter-send',
    issue,
    t`Failed to send the newsletter`,
  );
  return newsletterSendResultSchema.parse(answer);
}

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsletterKeys.issues }),
        queryClient.invalidateQueries({ queryKey: newsletterKeys.subscriberCount }),
      ]),
  });
}
