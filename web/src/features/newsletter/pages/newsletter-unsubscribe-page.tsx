import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useNewsletterLink } from '../api/newsletter-link';
import { NewsletterResult } from '../components/newsletter-result';

const resubscribe = { label: 'Subscribe again', to: '/blog#newsletter' };

/**
 * /newsletter/unsubscribe?token=…: one click from any newsletter e-mail unsubscribes; following
 * the link again changes nothing and says the same.
 */
export function NewsletterUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useNewsletterLink('unsubscribe', token);

  if (!token) {
    return (
      <NewsletterResult title="Link incomplete" tone="problem">
        <p>This unsubscribe link is missing its code. Please open the link from your e-mail.</p>
      </NewsletterResult>
    );
  }
  if (link.isPending) return <NewsletterResult title="Unsubscribing..." tone="busy" />;
  if (link.isError) {
    return (
      <NewsletterResult title="Not unsubscribed" tone="problem">
        <p>{errorText(link.error)}</p>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult title="You are unsubscribed" tone="done" action={resubscribe}>
      <p>We will not send you the Slow Travel Letter any more.</p>
      <p className="text-sm text-stone-600">
        Changed your mind? You can subscribe again at any time.
      </p>
    </NewsletterResult>
  );
}
