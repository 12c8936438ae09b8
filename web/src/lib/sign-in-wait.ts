import { plural, t } from '@lingui/core/macro';
import { takeAuthRetryAfter } from './retry-after';

/** GoTrue's code for too many requests from one client (sign-in attempts, here). */
const RATE_LIMITED = 'over_request_rate_limit';

/**
 * How long a refused sign-in must wait, from the error supabase-js threw: the seconds of the
 * answer's Retry-After, 0 when the server was over its limit but named no wait, or null when the
 * error is not a rate limit at all.
 */
export function signInWaitSeconds(error: unknown): number | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code !== RATE_LIMITED) return null;
  return takeAuthRetryAfter() ?? 0;
}

/** '42 seconds', '1 minute', '4 minutes 10 seconds', in the page's language. */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const secondsText = plural(rest, { one: '# second', other: '# seconds' });
  if (minutes === 0) return secondsText;
  const minutesText = plural(minutes, { one: '# minute', other: '# minutes' });
  return rest === 0 ? minutesText : `${minutesText} ${secondsText}`;
}

/** What the sign-in forms say while a member must wait ('Too many sign-in attempts. …'). */
export function signInWaitMessage(seconds: number): string {
  if (seconds <= 0) return t`Too many sign-in attempts. Please wait a few minutes and try again.`;
  const wait = formatWait(seconds);
  return t`Too many sign-in attempts. Try again in ${wait}.`;
}
