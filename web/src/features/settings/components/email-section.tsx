import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { errorCode, errorText, validationText } from '../../../lib/error-text';
import { requestEmailChange } from '../api/update-account';
import { emailChangeProblem, emailChangeRefusal, pendingEmail } from '../lib/email-change';
import { SettingsSection } from './settings-section';

/** The page the confirmation links of an e-mail change lead back to. */
const SETTINGS_RETURN_PATH = '/settings';

/**
 * The account's address and a form to move it to another: nothing changes until the links
 * mailed to the current and to the new address are both opened (GoTrue's secure e-mail change).
 */
export function EmailSection() {
  const { t } = useLingui();
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  if (auth.status !== 'signed-in') return null;
  const currentEmail = auth.user.email ?? '';
  const waiting = pendingEmail(auth.user);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = emailChangeProblem(email, currentEmail);
    if (problem) {
      setError(
        problem.kind === 'same'
          ? t`This is already your e-mail address.`
          : validationText(problem.message),
      );
      return;
    }
    setError(undefined);
    setIsSending(true);
    try {
      await requestEmailChange(
        email.trim().toLowerCase(),
        new URL(SETTINGS_RETURN_PATH, window.location.origin).href,
      );
      setEmail('');
    } catch (failure) {
      const refusal = emailChangeRefusal(errorCode(failure));
      setError(
        refusal === 'email_exists'
          ? t`An account with this e-mail address already exists.`
          : refusal === 'rate_limited'
            ? t`Too many e-mails were sent. Please wait a few minutes and try again.`
            : errorText(failure, t`Your e-mail address could not be changed. Please try again.`),
      );
    } finally {
      setIsSending(false);
    }
  }

  return (
    <SettingsSection
      id="email"
      title={t`E-mail address`}
      description={
        <Trans>
          Your address is{' '}
          <strong className="font-medium break-all text-stone-900">{currentEmail}</strong>.
        </Trans>
      }
    >
      {waiting && (
        <div
          role="status"
          className="mb-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="pending-email"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <Trans>
              Waiting for confirmation: <strong className="break-all">{waiting}</strong>. Open the
              links we sent to both {currentEmail} and {waiting}; your address changes once both are
              confirmed.
            </Trans>
          </p>
        </div>
      )}
      <form noValidate onSubmit={handleSubmit} className="max-w-md space-y-4">
        <TextField
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          hint={t`We send a confirmation link to your current and to your new address.`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={isSending || email.trim() === ''}>
          {isSending ? <Trans>Sending...</Trans> : <Trans>Change e-mail</Trans>}
        </Button>
      </form>
    </SettingsSection>
  );
}
