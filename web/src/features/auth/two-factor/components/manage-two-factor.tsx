import '../../messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useAuth } from '../../../../lib/auth';
import { formatLongDate } from '../../../../lib/calendar-dates';
import { sessionAal } from '../session-aal';
import { getSupabase } from '../../../../lib/supabase';
import { twoFactorKeys } from '../../../../lib/two-factor-keys';
import { removeFactor, useTotpFactors } from '../api/factors';
import { generateRecoveryCodes, useRecoveryCodesStatus } from '../api/recovery-codes';
import { EnrolTwoFactor } from './enrol-two-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { twoFactorErrorText } from './two-factor-error';

/**
 * Two-factor sign-in on a settings page: the account's authenticator apps with their removal,
 * adding one, and a new set of recovery codes. Self-contained: it reads the signed-in account
 * and renders nothing for visitors.
 */
export function ManageTwoFactor() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  return (
    <ManageFactors
      userId={auth.user.id}
      isAal2={sessionAal(auth.session.access_token) === 'aal2'}
    />
  );
}

function ManageFactors({ userId, isAal2 }: { userId: string; isAal2: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const factors = useTotpFactors(userId);
  const recovery = useRecoveryCodesStatus(userId);
  const [codes, setCodes] = useState<string[]>();
  const [isEnrolling, setIsEnrolling] = useState(false);
  const [removing, setRemoving] = useState<string>();
  const [error, setError] = useState<string>();

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
  }

  async function handleRemove(factorId: string) {
    setError(undefined);
    try {
      await removeFactor(factorId);
      // The sessions the app proved are back at aal1: the token says so after a refresh.
      await (await getSupabase()).auth.refreshSession();
      setRemoving(undefined);
      await refresh();
    } catch (failure) {
      setError(twoFactorErrorText(failure, 'totp'));
    }
  }

  async function handleRegenerate() {
    setError(undefined);
    try {
      setCodes((await generateRecoveryCodes()).codes);
      await refresh();
    } catch (failure) {
      setError(twoFactorErrorText(failure, 'totp'));
    }
  }

  const verified = factors.data?.filter((factor) => factor.status === 'verified') ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {codes ? (
        <RecoveryCodesPanel
          codes={codes}
          onDone={() => {
            setCodes(undefined);
            setIsEnrolling(false);
          }}
        />
      ) : factors.isPending ? (
        <div className="space-y-2" role="status" aria-label={t`Loading two-factor sign-in`}>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : factors.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p>{twoFactorErrorText(factors.error, 'totp')}</p>
          <Button variant="outline" onClick={() => void factors.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : verified.length === 0 || isEnrolling ? (
        <div className="space-y-3">
          {verified.length === 0 && (
            <p className="text-sm text-stone-700">
              <Trans>
                Two-factor sign-in is off. Turn it on to ask for a code from your phone at every
                sign-in.
              </Trans>
            </p>
          )}
          <EnrolTwoFactor onVerifying={() => setIsEnrolling(true)} onEnrolled={setCodes} />
        </div>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-md border border-stone-200">
            {verified.map((factor, index) => {
              const name = factor.friendly_name || t`Authenticator app ${index + 1}`;
              const added = formatLongDate(new Date(factor.created_at));
              return (
                <li
                  key={factor.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex items-center gap-2">
                    <Smartphone aria-hidden="true" className="size-5 text-stone-600" />
                    <div>
                      <p className="text-sm font-medium text-stone-900">{name}</p>
                      <p className="text-xs text-stone-600">
                        <Trans>Added on {added}</Trans>
                      </p>
                    </div>
                  </div>
                  {removing === factor.id ? (
                    <div className="flex gap-2">
                      <Button
                        variant="destructive"
                        size="sm"
                        onClick={() => void handleRemove(factor.id)}
                      >
                        <Trans>Remove {name}</Trans>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setRemoving(undefined)}>
                        <Trans>Keep it</Trans>
                      </Button>
                    </div>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={!isAal2}
                      onClick={() => setRemoving(factor.id)}
                      aria-label={t`Remove ${name}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="flex flex-col gap-2 rounded-md bg-stone-50 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-stone-800">
              <KeyRound aria-hidden="true" className="size-4 text-stone-600" />
              {recovery.data ? (
                <Plural
                  value={recovery.data.remaining}
                  _0="No recovery codes left"
                  one="# recovery code left"
                  other="# recovery codes left"
                />
              ) : (
                <Skeleton className="h-4 w-32" />
              )}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={!isAal2}
              onClick={() => void handleRegenerate()}
            >
              <Trans>Regenerate recovery codes</Trans>
            </Button>
          </div>
          {!isAal2 && (
            <p className="text-xs text-stone-600">
              <Trans>Verify a code from your app first to change these settings.</Trans>
            </p>
          )}
          <Button
            variant="link"
            className="h-auto px-0"
            disabled={!isAal2}
            onClick={() => setIsEnrolling(true)}
          >
            <Trans>Add another authenticator app</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
