import '../messages';
import { authMessages, newPasswordSchema } from '@app/domain/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { validationText } from '../../../lib/error-text';

/** Every rule the new password breaks right now, in the spec's words. */
export function newPasswordProblems(password: string, confirmPassword: string): string[] {
  const result = newPasswordSchema.safeParse(password);
  const problems = result.success ? [] : result.error.issues.map((issue) => issue.message);
  if (confirmPassword && password !== confirmPassword) {
    problems.push(authMessages.passwordsDoNotMatch);
  }
  return problems.map((problem) => validationText(problem));
}

/**
 * `onSubmit` answers the server's refusal of the password, if any (such as a password too
 * common to allow, which only the server can tell): it shows with the other problems.
 */
export function SetNewPasswordForm({
  onSubmit,
}: {
  onSubmit: (password: string) => Promise<string | undefined>;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<{ password: string; message: string } | null>(null);
  const problems = password ? newPasswordProblems(password, confirmPassword) : [];
  const canSubmit = password !== '' && confirmPassword !== '' && problems.length === 0;
  if (refusal?.password === password) problems.push(validationText(refusal.message));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || refusal?.password === password) return;
    setIsSubmitting(true);
    try {
      const message = await onSubmit(password);
      setRefusal(message ? { password, message } : null);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        label={t`New Password`}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby="new-password-problems"
      />
      <TextField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        aria-describedby="new-password-problems"
      />
      <ul id="new-password-problems" aria-live="polite" className="space-y-1 text-sm text-red-700">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Button
        type="submit"
        className="w-full"
        disabled={!canSubmit || isSubmitting || refusal?.password === password}
      >
        {isSubmitting ? <Trans>Updating...</Trans> : <Trans>Reset Password</Trans>}
      </Button>
    </form>
  );
}
