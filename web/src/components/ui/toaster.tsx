import { lazy, Suspense } from 'react';
import { loadSonner } from '../../lib/toast';

export { toast } from '../../lib/toast';

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" richColors closeButton />
    </Suspense>
  );
}
