import type { SignInForm } from '@app/domain';
import { getSupabase } from '../../../lib/supabase';

/** POST /auth/v1/token?grant_type=password; returns the signed-in user or throws the server's error. */
export async function signInWithPassword({ email, password }: SignInForm) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.user;
}
