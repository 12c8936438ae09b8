/**
 * How long the auth service last asked this browser to wait. supabase-js turns a 429 into an
 * AuthApiError that keeps only the message, the status and the code, so the app's fetch for
 * supabase-js (`global.fetch`) notes the answer's Retry-After on the way.
 */
let latestWait: { seconds: number; noted: number } | undefined;

/** Retry-After in seconds (a number of seconds, or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date names its weekday and month; Date.parse would take '-5' for a year.
  if (!/[a-z]/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** fetch as supabase-js would call it, noting the wait of a rate-limited auth request. */
export const fetchNotingRetryAfter: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (
    response.status === 429 &&
    new URL(url, window.location.href).pathname.includes('/auth/v1/')
  ) {
    const seconds = parseRetryAfter(response.headers.get('retry-after'));
    latestWait = seconds === null ? undefined : { seconds, noted: Date.now() };
  }
  return response;
};

/**
 * The wait the last rate-limited auth answer asked for, counted from now, and forgotten once
 * read; null when it named none.
 */
export function takeAuthRetryAfter(now = Date.now()): number | null {
  const wait = latestWait;
  latestWait = undefined;
  if (!wait) return null;
  return Math.max(0, wait.seconds - Math.floor((now - wait.noted) / 1000));
}
