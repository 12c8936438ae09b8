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

export type PasswordUpdateResult = 'updated' | 'link-invalid' | 'failed';

/** Sets the new password; an expired or invalid session means the link no longer works. */
export async function updatePassword(password: string): Promise<PasswordUpdateResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) return /expired|invalid/i.test(error.message) ? 'link-invalid' : 'failed';
  // The member signs in again with the new password, on this device too.
  await supabase.auth.signOut({ scope: 'local' });
  return 'updated';
}
