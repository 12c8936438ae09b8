import { lazy, type ReactNode } from 'react';

// The two-factor gate's code and messages load with the staff pages that need it, never with
// the entry (decision 045).
const SecondFactorGate = lazy(() =>
  import('../features/auth/two-factor/components/second-factor-gate').then((module) => ({
    default: module.SecondFactorGate,
  })),
);

export const renderSecondFactorGate = (children: ReactNode) => (
  <SecondFactorGate>{children}</SecondFactorGate>
);
