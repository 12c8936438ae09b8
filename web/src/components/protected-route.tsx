import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { Spinner } from './ui/spinner';

/** Signed-in pages: a spinner while auth loads, /login for visitors, else the page. */
export function ProtectedRoute({
  children,
  loadingLabel = 'Loading...',
}: {
  children: ReactNode;
  loadingLabel?: string;
}) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return <Spinner className="min-h-[60vh]" label={loadingLabel} showLabel />;
  }
  if (status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return children;
}
