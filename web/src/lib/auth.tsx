import type { Database } from '@app/domain/catalogue-rows';
import { t } from '@lingui/core/macro';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { errorText } from './error-text';
import { toast } from './toast';
import { AUTH_STORAGE_KEY, getSupabase, mayHaveSession, whenSupabaseLoads } from './supabase';

export type AuthState =
  | { status: 'loading'; user: null; session: null; isAdmin: false }
  | {
      status: 'signed-out';
      user: null;
      session: null;
      isAdmin: false;
      /** The member signed out here on purpose (not an ended or revoked session). */
      isDeliberate: boolean;
    }
  | { status: 'signed-in'; user: User; session: Session; isAdmin: boolean };

const loading: AuthState = { status: 'loading', user: null, session: null, isAdmin: false };
const signedOut = {
  status: 'signed-out',
  user: null,
  session: null,
  isAdmin: false,
  isDeliberate: false,
} as const satisfies AuthState;

/** Set while signOut() runs: the SIGNED_OUT event it causes is the member's own doing. */
let isSigningOut = false;

const AuthContext = createContext<AuthState>(loading);

/** The server sets app_metadata.role; users cannot edit app_metadata, so this is trustworthy. */
export function isAdminUser(user: User): boolean {
  return user.app_metadata?.role === 'admin';
}

/** Admins and guides: the accounts that may check travelers in at the meeting point. */
export function isStaffUser(user: User): boolean {
  return isAdminUser(user) || user.app_metadata?.role === 'guide';
}

function stateFromSession(session: Session | null): AuthState {
  if (!session) return signedOut;
  return { status: 'signed-in', user: session.user, session, isAdmin: isAdminUser(session.user) };
}

/**
 * Follows supabase.auth: loading until the first session check or auth event, then the user. A
 * browser with no session to restore is signed out at once; supabase-js loads when the visitor
 * signs in or up, or when another tab stores a session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => (mayHaveSession() ? loading : signedOut));

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let isMounted = true;
    const follow = (supabase: SupabaseClient<Database>) => {
      if (!isMounted || unsubscribe) return;
      // INITIAL_SESSION arrives first (after any session in the URL is read), then every change.
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        setState(
          event === 'SIGNED_OUT' && isSigningOut
            ? { ...signedOut, isDeliberate: true }
            : stateFromSession(session),
        );
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void getSupabase().then(follow);
    };
    if (mayHaveSession()) void getSupabase().then(follow);
    void whenSupabaseLoads().then(follow);
    window.addEventListener('storage', onStorage);
    return () => {
      isMounted = false;
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, []);

  return <AuthContext value={state}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return use(AuthContext);
}

/** The name members gave at sign-up; empty when they gave none. */
export function accountName(user: User): string {
  const metadata = user.user_metadata ?? {};
  return (
    (typeof metadata.full_name === 'string' && metadata.full_name.trim()) ||
    (typeof metadata.name === 'string' && metadata.name.trim()) ||
    ''
  );
}

/** The name members gave at sign-up, else 'User' (in the page's language). */
export function getDisplayName(user: User): string {
  return accountName(user) || t`User`;
}

/** Signs out everywhere (scope global, as the spec's call list says) and tells the member. */
export async function signOut(): Promise<boolean> {
  const supabase = await getSupabase();
  // NOTE: supabase-js tells its listeners before signOut() returns, so the flag is still set.
  isSigningOut = true;
  const { error } = await supabase.auth.signOut({ scope: 'global' }).finally(() => {
    isSigningOut = false;
  });
  if (error) {
    toast.error(errorText(error));
    return false;
  }
  toast.success(t`Signed out successfully`);
  return true;
}
