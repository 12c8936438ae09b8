import '../../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { twoFactorKeys } from '../../../../lib/two-factor-keys';
import { enrolTotpFactor, verifyTotpCode } from '../api/factors';
import { generateRecoveryCodes } from '../api/recovery-codes';
import { CodeForm } from './code-field';
import { twoFactorErrorText } from './two-factor-error';

/**
 * Adds an authenticator app: a QR code and the secret as text, then a code from the app; the
 * session is proven (aal2) and a first set of recovery codes is made, handed to `onEnrolled`
 * to be shown once. `onVerifying` tells the parent a code is being checked, so that it keeps
 * this step on screen while the session changes level.
 */
export function EnrolTwoFactor({
  onVerifying,
  onEnrolled,
}: {
  onVerifying?: () => void;
  onEnrolled: (codes: string[]) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const secretId = useId();
  const [error, setError] = useState<string>();
  const enrolment = useMutation({ mutationFn: enrolTotpFactor });

  async function handleCode(code: string) {
    if (!enrolment.data) return;
    onVerifying?.();
    try {
      await verifyTotpCode(enrolment.data.factorId, code);
    } catch (failure) {
      setError(twoFactorErrorText(failure, 'totp'));
      return;
    }
    setError(undefined);
    try {
      onEnrolled((await generateRecoveryCodes()).codes);
    } catch (failure) {
      setError(twoFactorErrorText(failure, 'totp'));
    } finally {
      // The factor, and the new set's count, once both are stored.
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
    }
  }

  if (!enrolment.data) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          <Trans>
            You need an authenticator app on your phone, such as Google Authenticator, Microsoft
            Authenticator, 1Password or Aegis.
          </Trans>
        </p>
        {enrolment.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {twoFactorErrorText(enrolment.error, 'totp')}
          </p>
        )}
        {enrolment.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <Button className="w-full" onClick={() => enrolment.mutate()}>
            <Trans>Set up authenticator app</Trans>
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-700">
        <li>
          <Trans>Scan this QR code with your authenticator app.</Trans>
        </li>
        <li>
          <Trans>Enter the six-digit code the app shows.</Trans>
        </li>
      </ol>
      <img
        src={enrolment.data.qrCode}
        alt={t`QR code for your authenticator app`}
        width={200}
        height={200}
        className="mx-auto size-48 rounded-md border border-stone-200 bg-white sm:size-52"
      />
      <div className="space-y-1">
        <p id={secretId} className="text-sm text-stone-700">
          <Trans>Cannot scan it? Enter this key in the app instead:</Trans>
        </p>
        <code
          aria-labelledby={secretId}
          data-testid="totp-secret"
          className="block rounded-md bg-stone-50 p-3 font-mono text-sm break-all text-stone-900 select-all"
        >
          {enrolment.data.secret}
        </code>
      </div>
      <CodeForm
        kind="totp"
        submitLabel={t`Verify and turn on`}
        onSubmit={handleCode}
        error={error}
      />
    </div>
  );
}
