import { errorText } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';

export interface RecoveryTokens {
  accessToken: string;
  refreshToken: string;
}

/** The tokens a reset link carries in its query string, or null when either is missing. */
export function readRecoveryTokens(search: string): RecoveryTokens | null {
  const params = new URLSearchParams(search);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken };
}

/** Signs in with the link's tokens; false when the server refuses them. */
export async function startRecoverySession(tokens: RecoveryTokens): Promise<boolean> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.setSession({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
  });
  return !error;
}

export type PasswordUpdateResult =
  | { kind: 'updated' }
  | { kind: 'link-invalid' }
  /** The server refused this password (too common, the same as before): its sentence, in the page's language. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

const refusedCodes = new Set(['weak_password', 'same_password']);
/** The link's session is gone, or too old to change the password without more proof. */
const linkInvalidCodes = new Set([
  'reauthentication_needed',
  'session_not_found',
  'session_expired',
  'bad_jwt',
  'user_not_found',
]);

/** Sets the new password; an expired or invalid session means the link no longer works. */
export async function updatePassword(password: string): Promise<PasswordUpdateResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) {
    const code = error.code ?? '';
    if (refusedCodes.has(code)) return { kind: 'refused', message: errorText(error) };
    if (linkInvalidCodes.has(code) || error.name === 'AuthSessionMissingError') {
      return { kind: 'link-invalid' };
    }
    return /expired|invalid/i.test(error.message) ? { kind: 'link-invalid' } : { kind: 'failed' };
  }
  // The member signs in again with the new password, on this device too.
  await supabase.auth.signOut({ scope: 'local' });
  return { kind: 'updated' };
}
