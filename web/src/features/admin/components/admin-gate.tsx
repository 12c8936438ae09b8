import type { SignInForm as SignInValues } from '@app/domain';
import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isAdminUser, useAuth } from '../../../lib/auth';
import { getSupabase } from '../../../lib/supabase';
import { SignInForm, type SignInOutcome } from '../../../components/sign-in-form';
import { signInWaitSeconds } from '../../../lib/sign-in-wait';

const ACCESS_DENIED = 'Access denied. Admin privileges required.';

/** Admins see the page; anyone else the admin sign-in form. The server enforces the same rule. */
export function AdminGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [deniedEmail, setDeniedEmail] = useState<string | null>(null);

  if (auth.status === 'loading') {
    return <Spinner className="min-h-[60vh]" label="Checking authentication..." showLabel />;
  }
  if (auth.isAdmin) return children;

  async function handleAdminSignIn(values: SignInValues): Promise<SignInOutcome> {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signInWithPassword(values);
    if (error) {
      const waitSeconds = signInWaitSeconds(error);
      if (waitSeconds !== null) return { waitSeconds };
      toast.error(error.message);
      return undefined;
    }
    if (!isAdminUser(data.user)) {
      setDeniedEmail(data.user.email ?? values.email);
      toast.error(ACCESS_DENIED);
    }
    return undefined;
  }

  const deniedFor = deniedEmail ?? (auth.status === 'signed-in' ? auth.user.email : null);
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <ShieldAlert aria-hidden="true" className="size-10 text-emerald-700" />
        <h1 className="mt-3 text-2xl font-bold text-stone-900">Admin Access Required</h1>
        <p className="mt-2 text-sm text-stone-600">Sign in with an administrator account.</p>
        {deniedFor && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {ACCESS_DENIED}
          </p>
        )}
        <div className="mt-6">
          <SignInForm onSubmit={handleAdminSignIn} />
        </div>
      </Card>
    </div>
  );
}
