import { createContext, type ReactNode, Suspense, useContext } from 'react';
import { Spinner } from '../components/ui/spinner';

/**
 * What stands between an admin or a guide and their pages until the session is proven with a
 * second factor (decision 045): enrolment, or the code. The app hands in the auth feature's
 * gate; the admin and check-in pages mount it through AdminGate without importing that feature.
 */
const SecondFactorContext = createContext<((children: ReactNode) => ReactNode) | null>(null);

export const SecondFactorProvider = SecondFactorContext.Provider;

export function SecondFactorStep({ children }: { children: ReactNode }) {
  const renderGate = useContext(SecondFactorContext);
  if (!renderGate) return children;
  return (
    <Suspense fallback={<Spinner className="min-h-[60vh]" />}>{renderGate(children)}</Suspense>
  );
}
