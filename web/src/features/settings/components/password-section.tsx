import '../messages';
import { resetPasswordFormSchema } from '@app/domain/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorCode, errorText, validationText } from '../../../lib/error-text';
import { changePassword } from '../api/update-account';
import { SettingsSection } from './settings-section';

/** Every rule the new password and its confirmation break, in the shared words. */
function newPasswordProblems(password: string, confirmPassword: string): string[] {
  const result = resetPasswordFormSchema.safeParse({ password, confirmPassword });
  return result.success ? [] : result.error.issues.map((issue) => validationText(issue.message));
}

/**
 * A new password, proved with the current one (GoTrue's secure password change): a stolen
 * session alone cannot change it. The other sessions end; this one stays.
 */
export function PasswordSection() {
  const { t } = useLingui();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [currentError, setCurrentError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const problems = password ? newPasswordProblems(password, confirmPassword) : [];
  const canSubmit =
    currentPassword !== '' && password !== '' && confirmPassword !== '' && problems.length === 0;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setCurrentError(undefined);
    setRefusal(undefined);
    setIsSaving(true);
    try {
      await changePassword(currentPassword, password);
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
      toast.success(t`Your password was changed. Your other devices were signed out.`);
    } catch (failure) {
      if (errorCode(failure) === 'current_password_invalid') {
        setCurrentError(t`Your current password is not correct.`);
      } else {
        setRefusal(errorText(failure, t`Your password could not be changed. Please try again.`));
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <SettingsSection
      id="password"
      title={t`Password`}
      description={<Trans>Changing it signs you out on your other devices.</Trans>}
    >
      <form noValidate onSubmit={handleSubmit} className="max-w-md space-y-4">
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          error={currentError}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <TextField
          label={t`New Password`}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="settings-password-problems"
        />
        <TextField
          label={t`Confirm Password`}
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          aria-describedby="settings-password-problems"
        />
        <ul
          id="settings-password-problems"
          aria-live="polite"
          className="space-y-1 text-sm text-red-700"
        >
          {(refusal ? [...problems, refusal] : problems).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <Button type="submit" disabled={!canSubmit || isSaving}>
          {isSaving ? <Trans>Updating...</Trans> : <Trans>Change password</Trans>}
        </Button>
      </form>
    </SettingsSection>
  );
}
