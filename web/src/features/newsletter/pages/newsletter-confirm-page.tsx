import { useSearchParams } from 'react-router';
import type { FunctionErrorCode } from '@app/domain/function-errors';
import { functionErrorCode } from '../../../lib/server-function';
import { errorText } from '../../../lib/error-text';
import { useNewsletterLink } from '../api/newsletter-link';
import { NewsletterResult } from '../components/newsletter-result';

const resubscribe = { label: 'Subscribe again', to: '/blog#newsletter' };

/** A link that cannot confirm any more: used, expired, forged or cut short. */
const USED_UP_CODES: readonly FunctionErrorCode[] = [
  'link_expired_or_used',
  'invalid_link',
  'validation_failed',
];

/** /newsletter/confirm?token=…: where the link of the confirmation e-mail lands. */
export function NewsletterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useNewsletterLink('confirm', token);

  if (!token) {
    return (
      <NewsletterResult title="Link incomplete" tone="problem" action={resubscribe}>
        <p>This confirmation link is missing its code. Please open the link from your e-mail.</p>
      </NewsletterResult>
    );
  }
  if (link.isPending)
    return <NewsletterResult title="Confirming your subscription..." tone="busy" />;
  if (link.isError) {
    const code = functionErrorCode(link.error);
    const isUsedUp = code !== undefined && USED_UP_CODES.includes(code);
    return (
      <NewsletterResult
        title={isUsedUp ? 'Link expired or already used' : 'Not confirmed yet'}
        tone="problem"
        action={resubscribe}
      >
        <p>{errorText(link.error)}</p>
      </NewsletterResult>
    );
  }
  if (link.data === 'already-confirmed') {
    return (
      <NewsletterResult
        title="You are subscribed already"
        tone="done"
        action={{ label: 'Read the blog', to: '/blog' }}
      >
        <p>
          You confirmed this subscription earlier with this link: there is nothing more to do. The
          Slow Travel Letter reaches your inbox once a month.
        </p>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult
      title="Subscription confirmed"
      tone="done"
      action={{ label: 'Read the blog', to: '/blog' }}
    >
      <p>Welcome aboard! The Slow Travel Letter will reach your inbox once a month.</p>
      <p className="text-sm text-stone-600">
        Every letter carries a link to unsubscribe with one click.
      </p>
    </NewsletterResult>
  );
}
