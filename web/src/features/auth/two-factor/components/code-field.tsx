import '../../messages';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';

/** The six digits an authenticator app shows (or, with `kind="recovery"`, a recovery code). */
export function CodeForm({
  kind,
  submitLabel,
  onSubmit,
  error,
}: {
  kind: 'totp' | 'recovery';
  submitLabel: string;
  /** Resolves when the code was checked; its failure is shown through `error`. */
  onSubmit: (code: string) => Promise<void>;
  error?: string;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [localError, setLocalError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    if (kind === 'totp' && !/^\d{6}$/.test(value.replace(/\s/g, ''))) {
      setLocalError(t`Enter the six digits your authenticator app shows.`);
      return;
    }
    if (kind === 'recovery' && value.replace(/[^a-z0-9]/gi, '').length < 8) {
      setLocalError(t`Enter one of your recovery codes.`);
      return;
    }
    setLocalError(undefined);
    setIsBusy(true);
    try {
      await onSubmit(kind === 'totp' ? value.replace(/\s/g, '') : value);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      {kind === 'totp' ? (
        <TextField
          label={t`Authentication code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={localError ?? error}
          hint={t`Six digits from your authenticator app.`}
        />
      ) : (
        <TextField
          label={t`Recovery code`}
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={localError ?? error}
          hint={t`One of the ten codes you saved, for example abcd-efgh-jkmn-pqrs.`}
        />
      )}
      <Button type="submit" className="w-full" disabled={isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
}
