import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useUnsubscribe } from '../api/newsletter-link';
import { NewsletterResult } from '../components/newsletter-result';
import { errorText } from '../../../lib/error-text';

/**
 * /newsletter/unsubscribe?token=…: the link of every newsletter e-mail. Opening it only asks;
 * the 'Unsubscribe' button unsubscribes (mail scanners open links), and clicking it again on a
 * later visit changes nothing and says the same. Mail providers POST to the same URL instead
 * (one-click unsubscribe, answered by the server).
 */
export function NewsletterUnsubscribePage() {
  const { t } = useLingui();
  const resubscribe = { label: t`Subscribe again`, to: '/blog#newsletter' };
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe(token);

  if (!token) {
    return (
      <NewsletterResult title={t`Link incomplete`} tone="problem">
        <p>
          <Trans>
            This unsubscribe link is missing its code. Please open the link from your e-mail.
          </Trans>
        </p>
      </NewsletterResult>
    );
  }
  if (unsubscribe.isPending) return <NewsletterResult title={t`Unsubscribing...`} tone="busy" />;
  if (unsubscribe.isError) {
    return (
      <NewsletterResult title={t`Not unsubscribed`} tone="problem">
        <p>{errorText(unsubscribe.error, t`Please try again.`)}</p>
      </NewsletterResult>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <NewsletterResult title={t`You are unsubscribed`} tone="done" action={resubscribe}>
        <p>
          <Trans>We will not send you the Slow Travel Letter any more.</Trans>
        </p>
        <p className="text-sm text-stone-600">
          <Trans>Changed your mind? You can subscribe again at any time.</Trans>
        </p>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult title={t`Unsubscribe from the Slow Travel Letter?`} tone="ask">
      <p>
        <Trans>
          Confirm with one click and we will stop sending the newsletter to your address.
        </Trans>
      </p>
      <form
        className="pt-2"
        onSubmit={(event) => {
          event.preventDefault();
          unsubscribe.mutate();
        }}
      >
        <Button type="submit" size="lg">
          <Trans>Unsubscribe</Trans>
        </Button>
      </form>
    </NewsletterResult>
  );
}
