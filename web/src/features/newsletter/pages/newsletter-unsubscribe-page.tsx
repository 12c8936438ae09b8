import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useUnsubscribe } from '../api/newsletter-link';
import { NewsletterResult } from '../components/newsletter-result';

const resubscribe = { label: 'Subscribe again', to: '/blog#newsletter' };

/**
 * /newsletter/unsubscribe?token=…: the link of every newsletter e-mail. Opening it only asks;
 * the 'Unsubscribe' button unsubscribes (mail scanners open links), and clicking it again on a
 * later visit changes nothing and says the same. Mail providers POST to the same URL instead
 * (one-click unsubscribe, answered by the server).
 */
export function NewsletterUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe(token);

  if (!token) {
    return (
      <NewsletterResult title="Link incomplete" tone="problem">
        <p>This unsubscribe link is missing its code. Please open the link from your e-mail.</p>
      </NewsletterResult>
    );
  }
  if (unsubscribe.isPending) return <NewsletterResult title="Unsubscribing..." tone="busy" />;
  if (unsubscribe.isError) {
    return (
      <NewsletterResult title="Not unsubscribed" tone="problem">
        <p>{errorText(unsubscribe.error)}</p>
      </NewsletterResult>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <NewsletterResult title="You are unsubscribed" tone="done" action={resubscribe}>
        <p>We will not send you the Slow Travel Letter any more.</p>
        <p className="text-sm text-stone-600">
          Changed your mind? You can subscribe again at any time.
        </p>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult title="Unsubscribe from the Slow Travel Letter?" tone="ask">
      <p>Confirm with one click and we will stop sending the newsletter to your address.</p>
      <form
        className="pt-2"
        onSubmit={(event) => {
          event.preventDefault();
          unsubscribe.mutate();
        }}
      >
        <Button type="submit" size="lg">
          Unsubscribe
        </Button>
      </form>
    </NewsletterResult>
  );
}
