import { getSupabase } from '../../../lib/supabase';

// PUT /auth/v1/user through supabase-js: its answer updates the signed-in user everywhere
// (USER_UPDATED), so the header and the dashboard show the change at once.

/** The member's name (user_metadata.full_name; the server keeps `name` in step). */
export async function updateAccountName(fullName: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ data: { full_name: fullName } });
  if (error) throw error;
}

/**
 * Asks to move the account to another address (GoTrue's secure e-mail change): a link goes to
 * the current and to the new address, and the change happens once both are opened. Until then
 * the user's `new_email` holds the address waiting.
 */
export async function requestEmailChange(email: string, redirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo });
  if (error) throw error;
}

/** A new password, proved with the current one whatever the session's age. */
export async function changePassword(currentPassword: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({
    password,
    current_password: currentPassword,
  });
  if (error) throw error;
}
