import '../messages';
import { fullNameSchema } from '@app/domain/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { accountName, useAuth } from '../../../lib/auth';
import { errorText, validationText } from '../../../lib/error-text';
import { updateAccountName } from '../api/update-account';
import { SettingsSection } from './settings-section';

/**
 * Name, language and home city. The language control and the home city are other features'
 * (account-language, footprint), composed in by the route.
 */
export function ProfileSection({
  language,
  homeCity,
}: {
  language?: ReactNode;
  homeCity?: ReactNode;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const savedName = auth.status === 'signed-in' ? accountName(auth.user) : '';
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = fullNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(validationText(parsed.error.issues[0]!.message));
      return;
    }
    setError(undefined);
    setIsSaving(true);
    try {
      await updateAccountName(parsed.data);
      setName(parsed.data);
      toast.success(t`Your name was saved.`);
    } catch (failure) {
      toast.error(errorText(failure, t`Your name could not be saved. Please try again.`));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <SettingsSection id="profile" title={t`Profile`}>
      <div className="space-y-6">
        <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <TextField
              label={t`Full Name`}
              autoComplete="name"
              value={name}
              error={error}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={isSaving || name.trim() === savedName}>
            {isSaving ? <Trans>Saving...</Trans> : <Trans>Save name</Trans>}
          </Button>
        </form>
        {language}
        {homeCity}
      </div>
    </SettingsSection>
  );
}
