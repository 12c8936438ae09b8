import type { SignInForm as SignInValues } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@supabase/supabase-js';
import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from './link';
import { pagePaths } from '../app/page-paths';
import { Card } from './ui/card';
import { Spinner } from './ui/spinner';
import { toast } from './ui/toaster';
import { isAdminUser, isStaffUser, useAuth } from '../lib/auth';
import { SecondFactorStep } from '../lib/second-factor-slot';
import { errorText } from '../lib/error-text';
import { getSupabase } from '../lib/supabase';
import { SignInForm, type SignInOutcome } from './sign-in-form';
import { signInWaitSeconds } from '../lib/sign-in-wait';

/** Who a gated page is for: admins alone, or admins and guides (staff). */
type Audience = 'admin' | 'staff';

const gateTexts: Record<
  Audience,
  { title: MessageDescriptor; hint: MessageDescriptor; denied: MessageDescriptor }
> = {
  admin: {
    title: msg`Admin Access Required`,
    hint: msg`Sign in with an administrator account.`,
    denied: msg`Access denied. Admin privileges required.`,
  },
  staff: {
    title: msg`Staff Access Required`,
    hint: msg`Sign in with an administrator or guide account.`,
    denied: msg`Access denied. Only admins and guides can check travelers in.`,
  },
};

const isAllowed = (user: User, audience: Audience) =>
  audience === 'admin' ? isAdminUser(user) : isStaffUser(user);

/**
 * The audience sees the page; anyone else a sign-in form for it. A guide who opens an admin-only
 * page is pointed to the check-in page, the one page guides have. Once signed in, the second
 * factor comes before the page (enrolment the first time). The server enforces the same rules.
 */
export function AdminGate({
  children,
  audience = 'admin',
}: {
  children: ReactNode;
  audience?: Audience;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const [deniedEmail, setDeniedEmail] = useState<string | null>(null);
  const texts = gateTexts[audience];

  if (auth.status === 'loading') {
    return <Spinner className="min-h-[60vh]" label={t`Checking authentication...`} showLabel />;
  }
  // Admins and guides act only from a session proven with a second factor (decision 045).
  if (auth.status === 'signed-in' && isAllowed(auth.user, audience)) {
    return <SecondFactorStep>{children}</SecondFactorStep>;
  }

  async function handleAdminSignIn(values: SignInValues): Promise<SignInOutcome> {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signInWithPassword(values);
    if (error) {
      const waitSeconds = signInWaitSeconds(error);
      if (waitSeconds !== null) return { waitSeconds };
      toast.error(errorText(error));
      return undefined;
    }
    if (!isAllowed(data.user, audience)) {
      setDeniedEmail(data.user.email ?? values.email);
      toast.error(t(texts.denied));
    }
    return undefined;
  }

  const deniedFor = deniedEmail ?? (auth.status === 'signed-in' ? auth.user.email : null);
  const isGuide = auth.status === 'signed-in' && isStaffUser(auth.user);
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <ShieldAlert aria-hidden="true" className="size-10 text-emerald-700" />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">{t(texts.title)}</h1>
        <p className="mt-2 text-sm text-stone-600">{t(texts.hint)}</p>
        {deniedFor && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t(texts.denied)}
          </p>
        )}
        {isGuide && (
          <p className="mt-4 text-sm text-stone-700">
            <Trans>
              Guides check travelers in on the{' '}
              <Link to={pagePaths.adminCheckIn} className="font-medium text-emerald-800 underline">
                check-in page
              </Link>
              .
            </Trans>
          </p>
        )}
        <div className="mt-6">
          <SignInForm onSubmit={handleAdminSignIn} />
        </div>
      </Card>
    </div>
  );
}
