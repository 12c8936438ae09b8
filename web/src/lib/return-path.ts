/**
 * Where the sign-in page sends a member back to: the page that sent them there (router state
 * `from`, a path or a location), else the dashboard. Only paths of this app are followed, never
 * another origin ('//evil.example' or 'https://...').
 */
export function returnPathFrom(state: unknown, fallback = '/dashboard'): string {
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object') {
    const { pathname, search } = from as { pathname?: unknown; search?: unknown };
    if (typeof pathname === 'string') {
      path = pathname + (typeof search === 'string' ? search : '');
    }
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return fallback;
  }
  if (path === '/login' || path.startsWith('/login?') || path === '/signup') return fallback;
  return path;
}
