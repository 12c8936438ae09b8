import { splitLocalePath } from '@app/domain/locales';

/**
 * What an e-mail link from the auth server left in the address bar. GET /auth/v1/verify sends
 * the browser to the link's redirect_to with either the session (`#access_token=…&type=signup`)
 * or an error (`#error=access_denied&error_code=otp_expired&error_description=…`) in the
 * fragment. supabase-js reads (and, for a session, clears) the fragment itself when it starts,
 * so the outcome is read first, when this module loads, before the client exists.
 */
export type EmailLinkOutcome = 'confirmed' | 'link-invalid';

const LINK_PARAMS = [
  'access_token',
  'refresh_token',
  'expires_at',
  'expires_in',
  'token_type',
  'type',
  'error',
  'error_code',
  'error_description',
  'provider_token',
  'provider_refresh_token',
];

function linkParams(url: URL): URLSearchParams {
  const fragment = new URLSearchParams(url.hash.slice(1));
  // GoTrue may also put an error in the query.
  if (!fragment.has('error') && url.searchParams.has('error_code')) return url.searchParams;
  return fragment;
}

/** The outcome of a sign-up confirmation link; undefined for any other page (a reset link too). */
export function readEmailLinkOutcome(href: string): EmailLinkOutcome | undefined {
  const url = new URL(href);
  // The reset page reads its own link and says itself when it is invalid.
  if (splitLocalePath(url.pathname).path === '/reset-password') return undefined;
  const params = linkParams(url);
  if (params.has('error') || params.has('error_code') || params.has('error_description')) {
    return 'link-invalid';
  }
  const type = params.get('type');
  if (params.has('access_token') && (type === 'signup' || type === 'email')) return 'confirmed';
  return undefined;
}

/** The address without the link's tokens or errors, for history.replaceState. */
export function addressWithoutLinkParams(href: string): string {
  const url = new URL(href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** Read once, before supabase-js consumes the fragment: the link this page was opened from. */
export const initialEmailLinkOutcome: EmailLinkOutcome | undefined =
  typeof window === 'undefined' ? undefined : readEmailLinkOutcome(window.location.href);

const SIGN_UP_EMAIL_KEY = 'ecotours.sign-up-email';

/** The address of this browser's last sign-up, to offer a new link for if the first expired. */
export function rememberSignUpEmail(email: string) {
  try {
    localStorage.setItem(SIGN_UP_EMAIL_KEY, email);
  } catch {
    // Storage may be off (private mode): the visitor types the address instead.
  }
}

export function rememberedSignUpEmail(): string {
  try {
    return localStorage.getItem(SIGN_UP_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetSignUpEmail() {
  try {
    localStorage.removeItem(SIGN_UP_EMAIL_KEY);
  } catch {
    // Nothing was kept.
  }
}
