import '../../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { useAuth } from '../../../../lib/auth';
import { sessionAal } from '../session-aal';
import { useTotpFactors } from '../api/factors';
import { EnrolTwoFactor } from './enrol-two-factor';
import { ManageTwoFactor } from './manage-two-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorChallenge } from './two-factor-challenge';
import { twoFactorErrorText } from './two-factor-error';

/**
 * In front of the admin and check-in pages (decision 045): an admin or guide without an
 * authenticator app is walked through adding one (and saving the recovery codes); one with an
 * app is asked for its code, or a recovery code. The page shows once the session is at aal2.
 */
export function SecondFactorGate({
  children,
  required = true,
}: {
  children: ReactNode;
  /** False for a member's pages: only an account that has an app is asked for its code. */
  required?: boolean;
}) {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return children;
  return (
    <Gate
      userId={auth.user.id}
      isAal2={sessionAal(auth.session.access_token) === 'aal2'}
      required={required}
    >
      {children}
    </Gate>
  );
}

type Phase =
  | { step: 'auto' }
  /** A code is being checked: the enrolment stays while the session changes level. */
  | { step: 'enrolling' }
  | { step: 'codes'; codes: string[] }
  /** Signed in with a recovery code: the lost phone can go and a new one come. */
  | { step: 'recovered' };

function Gate({
  userId,
  isAal2,
  required,
  children,
}: {
  userId: string;
  isAal2: boolean;
  required: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const factors = useTotpFactors(userId);
  const [phase, setPhase] = useState<Phase>({ step: 'auto' });

  if (phase.step === 'codes') {
    return (
      <Shell title={t`Save your recovery codes`}>
        <RecoveryCodesPanel codes={phase.codes} onDone={() => setPhase({ step: 'auto' })} />
      </Shell>
    );
  }
  if (phase.step === 'recovered') {
    return (
      <Shell title={t`You signed in with a recovery code`}>
        <p className="text-sm text-stone-700">
          <Trans>
            If your phone is lost, remove it here and set up the new one. You can also do this later
            in your settings.
          </Trans>
        </p>
        <div className="mt-4">
          <ManageTwoFactor />
        </div>
        <Button
          variant="outline"
          className="mt-6 w-full"
          onClick={() => setPhase({ step: 'auto' })}
        >
          <Trans>Continue</Trans>
        </Button>
      </Shell>
    );
  }
  const needsEnrolment =
    phase.step === 'enrolling' ||
    (factors.data !== undefined && !factors.data.some((factor) => factor.status === 'verified'));
  if (isAal2 && phase.step === 'auto') return children;
  if (!required && needsEnrolment && phase.step === 'auto') return children;
  if (needsEnrolment) {
    return (
      <Shell title={t`Set up two-factor sign-in`}>
        <p className="mb-4 text-sm text-stone-700">
          <Trans>
            Admin and guide accounts need a second step at sign-in: a code from an app on your
            phone. Set it up once now.
          </Trans>
        </p>
        <EnrolTwoFactor
          onVerifying={() => setPhase({ step: 'enrolling' })}
          onEnrolled={(codes) => setPhase({ step: 'codes', codes })}
        />
      </Shell>
    );
  }
  if (factors.isPending) {
    return <Spinner className="min-h-[60vh]" label={t`Checking two-factor sign-in...`} showLabel />;
  }
  if (factors.isError) {
    return (
      <Shell title={t`Two-factor sign-in`}>
        <p role="alert" className="text-sm text-red-800">
          {twoFactorErrorText(factors.error, 'totp')}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void factors.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Shell>
    );
  }
  return (
    <Shell title={t`Enter your authentication code`}>
      <TwoFactorChallenge
        factors={factors.data.filter((factor) => factor.status === 'verified')}
        onRecovered={() => setPhase({ step: 'recovered' })}
      />
    </Shell>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <ShieldCheck aria-hidden="true" className="size-10 text-emerald-700" />
        <h1 className="mt-3 mb-4 text-2xl font-bold text-stone-900">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
