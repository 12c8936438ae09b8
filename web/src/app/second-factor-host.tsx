import { lazy, type ReactNode } from 'react';
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
