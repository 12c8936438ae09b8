import '../messages';
import type { SignInForm as SignInValues } from '@app/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { signInWithPassword } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { ResetRequestForm } from '../components/reset-request-form';
import { SignInForm, type SignInOutcome } from '../../../components/sign-in-form';
import { signInWaitSeconds } from '../../../lib/sign-in-wait';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles, stateTitles } from '../../../lib/page-heads/titles';
import {
  readSignInTarget,
  returnPathFrom,
  signInHref,
  signInReasonMessages,
} from '../../../lib/return-path';
import { SignInReasonNotice } from '../components/sign-in-reason-notice';
import { errorText } from '../../../lib/error-text';

const SIGN_IN_TOAST = 'sign-in';

export function LoginPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  // A visitor sent here to sign in (to book, or from a members' page) goes back there after:
  // `?redirectTo=` (checked, same origin only), with a reason given as a key, never as text.
  const [searchParams] = useSearchParams();
  const target = readSignInTarget(searchParams);
  const returnPath = returnPathFrom(useLocation().state, '/dashboard', searchParams);
  const [view, setView] = useState<'sign-in' | 'reset-request'>('sign-in');
  useDocumentTitle(view === 'sign-in' ? pageTitles.login : stateTitles.loginResetPassword);

  if (auth.status === 'loading') return <Spinner className="min-h-[70vh]" />;
  if (auth.status === 'signed-in') return <Navigate to={returnPath} replace />;

  async function handleSignIn(values: SignInValues): Promise<SignInOutcome> {
    try {
      await signInWithPassword(values);
    } catch (error) {
      const waitSeconds = signInWaitSeconds(error);
      if (waitSeconds !== null) {
        // The form says how long to wait, next to the button it keeps off meanwhile.
        toast.dismiss(SIGN_IN_TOAST);
        return { waitSeconds };
      }
      toast.error(errorText(error, ''), { id: SIGN_IN_TOAST });
      return undefined;
    }
    // The same toast: a success replaces the error of an earlier attempt.
    toast.success(t`Signed in successfully`, { id: SIGN_IN_TOAST });
    await navigate(returnPath, { replace: true });
    return undefined;
  }

  if (view === 'reset-request') {
    return (
      <AuthCard
        title={t`Reset Password`}
        description={t`Enter your email and we'll send you a link to set a new password.`}
      >
        <ResetRequestForm onBack={() => setView('sign-in')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Sign In`}
      description={t`Welcome back. Sign in to manage your wallet and bookings.`}
      footer={
        <Trans>
          Don&apos;t have an account?{' '}
          <Link
            to={signInHref(target.returnPath, target.reason, '/signup')}
            className="font-medium text-emerald-800 hover:underline"
          >
            Sign up
          </Link>
        </Trans>
      }
    >
      {target.reason && <SignInReasonNotice text={signInReasonMessages[target.reason]} />}
      <SignInForm onSubmit={handleSignIn}>
        <div className="flex justify-end">
          <Button
            variant="link"
            size="sm"
            className="!h-auto !px-0"
            onClick={() => setView('reset-request')}
          >
            <Trans>Forgot password?</Trans>
          </Button>
        </div>
      </SignInForm>
    </AuthCard>
  );
}
