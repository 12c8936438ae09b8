/**
 * Where an e-mail link may send the browser: only to the site's own origin (`SITE_URL`), never
 * to the origin a request claims through `Host` or `X-Forwarded-Host`. Anything else (another
 * host, a relative path, `javascript:`) falls back, so the links can never be turned into an
 * open redirect that leaks tokens.
 */
export function allowedRedirect(
  candidate: string | undefined,
  siteUrl: string,
  fallback: string,
): string {
  if (!candidate) return fallback;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  return url.origin === new URL(siteUrl).origin ? url.toString() : fallback;
}

/** `target` with the given parameters in its fragment (and optionally in its query). */
export function redirectWith(
  target: string,
  fragment: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  url.hash = new URLSearchParams(fragment).toString();
  return url.toString();
}
