import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { FunctionErrorCode } from '@app/domain/function-errors';
import { functionErrorCode } from '../../../lib/server-function';
import { useNewsletterLink } from '../api/newsletter-link';
import { NewsletterResult } from '../components/newsletter-result';
import { errorText } from '../../../lib/error-text';

/** A link that cannot confirm any more: used, expired, forged or cut short. */
const USED_UP_CODES: readonly FunctionErrorCode[] = [
  'link_expired_or_used',
  'invalid_link',
  'validation_failed',
];

/** /newsletter/confirm?token=…: where the link of the confirmation e-mail lands. */
export function NewsletterConfirmPage() {
  const { t } = useLingui();
  const resubscribe = { label: t`Subscribe again`, to: '/blog#newsletter' };
  const readBlog = { label: t`Read the blog`, to: '/blog' };
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useNewsletterLink('confirm', token);

  if (!token) {
    return (
      <NewsletterResult title={t`Link incomplete`} tone="problem" action={resubscribe}>
        <p>
          <Trans>
            This confirmation link is missing its code. Please open the link from your e-mail.
          </Trans>
        </p>
      </NewsletterResult>
    );
  }
  if (link.isPending)
    return <NewsletterResult title={t`Confirming your subscription...`} tone="busy" />;
  if (link.isError) {
    const code = functionErrorCode(link.error);
    const isUsedUp = code !== undefined && USED_UP_CODES.includes(code);
    return (
      <NewsletterResult
        title={isUsedUp ? t`Link expired or already used` : t`Not confirmed yet`}
        tone="problem"
        action={resubscribe}
      >
        <p>{errorText(link.error, t`Please try again.`)}</p>
      </NewsletterResult>
    );
  }
  if (link.data === 'already-confirmed') {
    return (
      <NewsletterResult title={t`You are subscribed already`} tone="done" action={readBlog}>
        <p>
          <Trans>
            You confirmed this subscription earlier with this link: there is nothing more to do. The
            Slow Travel Letter reaches your inbox once a month.
          </Trans>
        </p>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult title={t`Subscription confirmed`} tone="done" action={readBlog}>
      <p>
        <Trans>Welcome aboard! The Slow Travel Letter will reach your inbox once a month.</Trans>
      </p>
      <p className="text-sm text-stone-600">
        <Trans>Every letter carries a link to unsubscribe with one click.</Trans>
      </p>
    </NewsletterResult>
  );
}
