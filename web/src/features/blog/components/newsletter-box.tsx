import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorText } from '../../../lib/error-text';
import { subscribeFailedMessage, subscribeToNewsletter } from '../api/subscribe-to-newsletter';

// zod and the address's schema load when the box is first used, not with the blog.
const loadEmailSchema = () =>
  import('@app/domain/newsletter').then((module) => module.newsletterEmailSchema);

/** Double opt-in: the box says a mail is on its way, never that the address is subscribed. */
export function NewsletterBox() {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  // The "Subscribe again" links of the newsletter pages lead to /blog#newsletter.
  useEffect(() => {
    if (window.location.hash === '#newsletter') sectionRef.current?.scrollIntoView();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let parsed;
    try {
      parsed = (await loadEmailSchema()).safeParse(email);
    } catch (failure) {
      setError(errorText(failure, subscribeFailedMessage()));
      return;
    }
    if (!parsed.success) {
      // The schema's own words are English: the box says the same in the page's language.
      setError(
        email.trim() === ''
          ? t`Please enter your email address.`
          : t`That email address does not look right. Please check it, e.g. name@example.com.`,
      );
      return;
    }
    setError(undefined);
    setIsSending(true);
    try {
      await subscribeToNewsletter(parsed.data);
      setSentTo(parsed.data);
      setEmail('');
    } catch (failure) {
      setError(errorText(failure, subscribeFailedMessage()));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section
      ref={sectionRef}
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="scroll-mt-24 rounded-2xl bg-emerald-800 px-6 py-10 text-white sm:px-10"
    >
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <Mail aria-hidden="true" className="size-8 text-emerald-200" />
        <h2 id="newsletter-heading" className="mt-3 text-2xl font-bold">
          <Trans>Get the Slow Travel Letter</Trans>
        </h2>
        <p className="mt-2 text-emerald-50">
          <Trans>New micro-tours, rail tips and stories from our guides, once a month.</Trans>
        </p>
        {sentTo ? (
          <div role="status" className="mt-6 flex max-w-md flex-col items-center gap-2">
            <MailCheck aria-hidden="true" className="size-7 text-emerald-200" />
            <p className="text-lg font-semibold">
              <Trans>Check your inbox to confirm your subscription.</Trans>
            </p>
            <p className="text-sm text-emerald-50">
              <Trans>
                We sent a link to <span className="break-all">{sentTo}</span>. You are subscribed
                once you open it.
              </Trans>
            </p>
            <Button
              variant="ghost"
              className="text-white! hover:bg-emerald-700!"
              onClick={() => setSentTo(undefined)}
            >
              <Trans>Use another address</Trans>
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onFocus={() => void loadEmailSchema().catch(() => undefined)}
            onSubmit={handleSubmit}
            aria-busy={isSending}
            className="mt-6 w-full max-w-md text-left"
          >
            <label htmlFor={inputId} className="sr-only">
              <Trans>Email address</Trans>
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="h-11"
              />
              <Button
                type="submit"
                disabled={isSending}
                className="h-11 bg-white! text-emerald-900! hover:bg-emerald-50! focus-visible:outline-white!"
              >
                {isSending ? t`Subscribing...` : t`Subscribe`}
              </Button>
            </div>
            {error && (
              <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-amber-200">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
