import '../messages';
import type { SignUpForm as SignUpValues } from '@app/domain';
import { MailCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { getPublicConfig } from '../../../lib/supabase';
import { readSignInTarget, signInHref, signUpReasonMessages } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { signUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';

import { SignInReasonNotice } from '../components/sign-in-reason-notice';
import { SignUpForm, type SignUpRefusal } from '../components/sign-up-form';
import { errorText, validationText } from '../../../lib/error-text';

const SIGN_UP_TOAST = 'sign-up';

function CheckYourEmail({ email, signInLink }: { email: string; signInLink: string }) {
  const { t } = useLingui();
  const { devMailbox } = getPublicConfig();
  return (
    <AuthCard title={t`Check your email`}>
      <div className="flex flex-col items-center gap-4 text-center">
        <MailCheck aria-hidden="true" className="size-12 text-emerald-700" />
        <p className="text-stone-700">
          <Trans>
            We sent a confirmation link to <strong className="text-stone-900">{email}</strong>.
            Follow it to activate your account and sign in.
          </Trans>
        </p>
        {devMailbox && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <Trans>
              This server has no mail server set up, so it sends no real e-mail: the message waits
              in the development mailbox, at the private address the server printed when it started.
            </Trans>
          </p>
        )}
        <Button asChild variant="outline">
          <Link to={signInLink}>
            <Trans>Back to Sign In</Trans>
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export function SignupPage() {
  const { t } = useLingui();
  const auth = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(pageTitles.signup);
  // The page that asked for sign-in: the confirmation link leads back there.
  const [searchParams] = useSearchParams();
  const target = readSignInTarget(searchParams);
  const signInLink = signInHref(target.returnPath, target.reason);

  if (auth.status === 'loading') return <Spinner className="min-h-[70vh]" />;
  if (auth.status === 'signed-in')
    return <Navigate to={target.returnPath ?? '/dashboard'} replace />;
  if (sentTo) return <CheckYourEmail email={sentTo} signInLink={signInLink} />;

  async function handleSignUp(values: SignUpValues): Promise<SignUpRefusal | undefined> {
    try {
      const { isSignedIn } = await signUp(values, target.returnPath);
      // One toast for the form: a success replaces the error of an earlier attempt.
      toast.success(t`Please check your email to confirm your account`, { id: SIGN_UP_TOAST });
      if (!isSignedIn) setSentTo(values.email);
    } catch (error) {
      // GoTrue's weak_password (the server alone knows the list of common passwords).
      if (typeof error === 'object' && error && 'code' in error && error.code === 'weak_password') {
        toast.dismiss(SIGN_UP_TOAST);
        return { password: validationText(errorText(error, '')) };
      }
      toast.error(errorText(error, ''), { id: SIGN_UP_TOAST });
    }
    return undefined;
  }

  return (
    <AuthCard
      title={t`Sign Up`}
      description={t`Create your account to top up a wallet and book low-carbon tours.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={signInLink} className="font-medium text-emerald-800 hover:underline">
            Sign in
          </Link>
        </Trans>
      }
    >
      {target.reason && <SignInReasonNotice text={signUpReasonMessages[target.reason]} />}
      <SignUpForm onSubmit={handleSignUp} />
    </AuthCard>
  );
}
