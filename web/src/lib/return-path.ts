import { t } from '@lingui/core/macro';
/**
 * Where sign-in sends a visitor back to. The path travels as `?redirectTo=` on /login and
 * /signup (router state would not survive a confirmation mail opened in another tab) and into
 * the confirmation link, so it is checked here, once, wherever it is read: only a path of this
 * app is followed, never another origin.
 */

const MAX_RETURN_PATH_LENGTH = 2048;
/** Any base will do: a path that resolves away from it would leave the app. */
const PROBE_ORIGIN = 'https://app.invalid';
/** Pages a visitor must never be sent back to: they would loop or reopen a used link. */
const AUTH_PAGES = new Set(['/login', '/signup', '/reset-password']);

/**
 * A same-origin path ('/tours/alps?date=2030-01-02'), normalised, or undefined. Refused:
 * anything not starting with exactly one '/', protocol-relative '//host' and '/\host' (browsers
 * read a backslash as a slash), schemes ('javascript:', 'https:'), control characters and
 * whitespace (the URL parser drops tabs and newlines, so '/\t/host' would become '//host'),
 * anything that resolves to another origin, and the sign-in pages themselves.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return undefined;
  if (AUTH_PAGES.has(url.pathname.replace(/\/+$/, '') || '/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why a visitor is asked to sign in: a key, so that no text from a URL is ever shown. */
export type SignInReason = 'book' | 'dashboard' | 'wallet' | 'continue';

// Getters: each reason is read in the page's language when it is shown.
export const signInReasonMessages: Record<SignInReason, string> = {
  get book() {
    return t`Sign in to book this tour`;
  },
  get dashboard() {
    return t`Sign in to see your dashboard`;
  },
  get wallet() {
    return t`Sign in to see your wallet`;
  },
  get continue() {
    return t`Please sign in to continue`;
  },
};

/** The same reasons on /signup, for a visitor who has no account yet. */
export const signUpReasonMessages: Record<SignInReason, string> = {
  get book() {
    return t`Sign up to book this tour`;
  },
  get dashboard() {
    return t`Sign up to see your dashboard`;
  },
  get wallet() {
    return t`Sign up to see your wallet`;
  },
  get continue() {
    return t`Please sign up to continue`;
  },
};

function isSignInReason(value: unknown): value is SignInReason {
  return typeof value === 'string' && Object.hasOwn(signInReasonMessages, value);
}

/** The reason a members' page gives: the wallet with a tour in its query is a booking. */
export function guardReason(path: string): SignInReason {
  const url = new URL(path, PROBE_ORIGIN);
  if (url.pathname === '/dashboard') return 'dashboard';
  if (url.pathname === '/wallet') return url.searchParams.has('tourId') ? 'book' : 'wallet';
  return 'continue';
}

/** '/login?redirectTo=%2Ftours%2Falps%3Fdate%3D…&reason=book' (or /signup). */
export function signInHref(
  returnPath: string | undefined,
  reason?: SignInReason,
  page: '/login' | '/signup' = '/login',
): string {
  const query = new URLSearchParams();
  const path = safeReturnPath(returnPath);
  if (path) query.set('redirectTo', path);
  if (reason) query.set('reason', reason);
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}

/** Where a visitor who opened a members' page at `path` (with its query) is sent to sign in. */
export const guardedPageSignInHref = (path: string) => signInHref(path, guardReason(path));

/** What /login and /signup read from their URL: the checked return path and reason. */
export function readSignInTarget(params: URLSearchParams): {
  returnPath: string | undefined;
  reason: SignInReason | undefined;
} {
  const returnPath = safeReturnPath(params.get('redirectTo'));
  const reason = params.get('reason');
  return { returnPath, reason: isSignInReason(reason) ? reason : undefined };
}

/**
 * Where the sign-in page sends a member back to: `?redirectTo=`, else the page that sent them
 * (router state `from`, a path or a location), else the dashboard.
 */
export function returnPathFrom(
  state: unknown,
  fallback = '/dashboard',
  params?: URLSearchParams,
): string {
  const fromQuery = params && safeReturnPath(params.get('redirectTo'));
  if (fromQuery) return fromQuery;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  let path: unknown = from;
  if (from && typeof from === 'object') {
    const pathname = 'pathname' in from ? from.pathname : undefined;
    const search = 'search' in from ? from.search : undefined;
    path =
      typeof pathname === 'string' ? pathname + (typeof search === 'string' ? search : '') : '';
  }
  return safeReturnPath(path) ?? fallback;
}
