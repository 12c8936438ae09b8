import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { guardedPageSignInHref } from '../lib/return-path';
import { Spinner } from './ui/spinner';

/**
 * Signed-in pages: a spinner while auth loads, /login for visitors (with the page to come back
 * to and why, in the query), else the page. A member who signs out here on purpose lands on
 * plain /login: they were not asked to sign in, and have no reason to come back.
 */
export function ProtectedRoute({
  children,
  loadingLabel,
}: {
  children: ReactNode;
  loadingLabel?: string;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (auth.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);
  if (auth.status === 'loading') {
    return <Spinner className="min-h-[60vh]" label={loadingLabel ?? t`Loading...`} showLabel />;
  }
  if (auth.status === 'signed-out') {
    if (wasSignedIn && auth.isDeliberate) return <Navigate to="/login" replace />;
    const path = `${location.pathname}${location.search}`;
    return <Navigate to={guardedPageSignInHref(path)} replace />;
  }
  return children;
}
