/** The level supabase-js's session was proven at, read from its access token's `aal` claim. */
export function sessionAal(accessToken: string): 'aal1' | 'aal2' {
  try {
    const payload: unknown = JSON.parse(
      atob(accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    );
    return typeof payload === 'object' &&
      payload !== null &&
      'aal' in payload &&
      payload.aal === 'aal2'
      ? 'aal2'
      : 'aal1';
  } catch {
    return 'aal1';
  }
}
