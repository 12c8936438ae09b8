import '../messages';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { readRecoveryTokens, startRecoverySession, updatePassword } from '../api/recovery-session';
import { AuthCard } from '../components/auth-card';

// The form and its password rules (zod) load alongside the link's check, not with the page:
// a visit without a valid link never needs them.
const loadSetNewPasswordForm = () => import('../components/set-new-password-form');
const SetNewPasswordForm = lazy(() =>
  loadSetNewPasswordForm().then((module) => ({ default: module.SetNewPasswordForm })),
);

type ResetStep = 'validating' | 'invalid' | 'form' | 'done';

function InvalidLink() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Invalid Reset Link`}>
      <div className="flex flex-col items-center gap-4 text-center">
        <TriangleAlert aria-hidden="true" className="size-12 text-amber-600" />
        <p className="text-stone-700">
          <Trans>This reset link is invalid or expired</Trans>
        </p>
        <div className="flex w-full flex-col gap-2">
          <Button asChild>
            <Link to="/login">
              <Trans>Resend Link</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/login">
              <Trans>Back to Sign In</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}

function PasswordUpdated() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Password Successfully Updated`}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-700" />
        <p className="text-stone-700">
          <Trans>You can now sign in with your new password.</Trans>
        </p>
        <Button asChild className="w-full">
          <Link to="/login">
            <Trans>Sign In</Trans>
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useLingui();
  const [step, setStep] = useState<ResetStep>('validating');
  useDocumentTitle(pageTitles.resetPassword);

  useEffect(() => {
    const tokens = readRecoveryTokens(window.location.search);
    let isCurrent = true;
    if (tokens) void loadSetNewPasswordForm().catch(() => undefined);
    const check = tokens ? startRecoverySession(tokens) : Promise.resolve(false);
    void check.then((isValid) => {
      if (!isCurrent) return;
      // The tokens are a live session: keep them out of history and of any shared URL.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setStep(isValid ? 'form' : 'invalid');
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  /** Answers the server's refusal of this password, shown at the form. */
  async function handleNewPassword(password: string): Promise<string | undefined> {
    const result = await updatePassword(password);
    if (result.kind === 'updated') setStep('done');
    else if (result.kind === 'link-invalid') setStep('invalid');
    else if (result.kind === 'refused') return result.message;
    else toast.error(t`Failed to update password. Please try again.`);
    return undefined;
  }

  const checking = <Spinner className="min-h-[70vh]" label={t`Checking your reset link...`} />;
  if (step === 'validating') return checking;
  if (step === 'invalid') return <InvalidLink />;
  if (step === 'done') return <PasswordUpdated />;
  return (
    <Suspense fallback={checking}>
      <AuthCard
        title={t`Set New Password`}
        description={t`Choose a password you have not used here before.`}
      >
        <SetNewPasswordForm onSubmit={handleNewPassword} />
      </AuthCard>
    </Suspense>
  );
}
