import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { sessionAal } from '../features/auth/two-factor/session-aal';
import { useAuth } from '../lib/auth';
import { SecondFactorProvider } from '../lib/second-factor-slot';

// The two-factor gate's code and messages load with the staff pages that need it, never with
// the entry (decision 045).
const SecondFactorGate = lazy(() =>
  import('../features/auth/two-factor/components/second-factor-gate').then((module) => ({
    default: module.SecondFactorGate,
  })),
);

const renderSecondFactorGate = (children: ReactNode) => (
  <SecondFactorGate>{children}</SecondFactorGate>
);

/** A staff page (admin or check-in): its AdminGate asks for the second factor (decision 045). */
export function WithSecondFactor({ children }: { children: ReactNode }) {
  return <SecondFactorProvider value={renderSecondFactorGate}>{children}</SecondFactorProvider>;
}

/**
 * A member's own pages (dashboard, wallet, settings): a member who turned two-factor sign-in on
 * is asked for the app's code (or a recovery code) after the password; others see the page at
 * once, and the gate's code never loads for them.
 */
export function MemberSecondFactor({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return children;
  const hasApp = auth.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  if (!hasApp || sessionAal(auth.session.access_token) === 'aal2') return children;
  return (
    <Suspense fallback={<Spinner className="min-h-[60vh]" />}>
      <SecondFactorGate required={false}>{children}</SecondFactorGate>
    </Suspense>
  );
}
