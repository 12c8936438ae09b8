import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { guardReason, signInHref } from '../lib/return-path';
import { Spinner } from './ui/spinner';

/**
 * Signed-in pages: a spinner while auth loads, /login for visitors (with the page to come back
 * to and why, in the query), else the page.
 */
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
    const path = `${location.pathname}${location.search}`;
    return <Navigate to={signInHref(path, guardReason(path))} replace />;
  }
  return children;
}
