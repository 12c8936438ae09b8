import '../../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Factor } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { twoFactorKeys } from '../../../../lib/two-factor-keys';
import { verifyTotpCode } from '../api/factors';
import { verifyRecoveryCode } from '../api/recovery-codes';
import { CodeForm } from './code-field';
import { twoFactorErrorText } from './two-factor-error';

/**
 * Asks a signed-in member with an authenticator app for its code, or one of their recovery codes
 * when the phone is not at hand; either proves the session (aal2).
 */
export function TwoFactorChallenge({
  factors,
  onRecovered,
}: {
  factors: readonly Factor[];
  /** Called after a recovery code (not an app's code) proved the session. */
  onRecovered?: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const [factorId, setFactorId] = useState(factors[0]?.id);
  const [error, setError] = useState<string>();

  async function handleCode(code: string) {
    try {
      if (kind === 'totp' && factorId) await verifyTotpCode(factorId, code);
      else {
        await verifyRecoveryCode(code);
        onRecovered?.();
      }
      setError(undefined);
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
    } catch (failure) {
      setError(twoFactorErrorText(failure, kind));
    }
  }

  function switchTo(next: 'totp' | 'recovery') {
    setKind(next);
    setError(undefined);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        {kind === 'totp' ? (
          <Trans>Open your authenticator app and enter the code it shows for this account.</Trans>
        ) : (
          <Trans>
            Enter one of your recovery codes. Each code works once; afterwards you can remove the
            lost phone and set up a new one.
          </Trans>
        )}
      </p>
      {kind === 'totp' && factors.length > 1 && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-stone-900">
            <Trans>Authenticator app</Trans>
          </legend>
          {factors.map((factor, index) => (
            <label key={factor.id} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name="factor"
                className="accent-emerald-700"
                checked={factorId === factor.id}
                onChange={() => setFactorId(factor.id)}
              />
              {factor.friendly_name || t`Authenticator app ${index + 1}`}
            </label>
          ))}
        </fieldset>
      )}
      <CodeForm
        key={kind}
        kind={kind}
        submitLabel={t`Verify`}
        onSubmit={handleCode}
        error={error}
      />
      <Button
        variant="link"
        className="h-auto px-0"
        onClick={() => switchTo(kind === 'totp' ? 'recovery' : 'totp')}
      >
        {kind === 'totp' ? (
          <Trans>Lost your phone? Use a recovery code</Trans>
        ) : (
          <Trans>Use the code from the app instead</Trans>
        )}
      </Button>
    </div>
  );
}
