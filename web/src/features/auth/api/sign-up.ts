import type { SignUpForm } from '@app/domain';
import { getSupabase } from '../../../lib/supabase';

/**
 * POST /auth/v1/signup. The name goes in as both `name` and `full_name`, the confirmation link
 * leads back to the site root. Returns whether a session already exists (confirmation off).
 */
export async function signUp({ fullName, email, password }: SignUpForm) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: { name: fullName, full_name: fullName },
      emailRedirectTo: `${window.location.origin}/`,
    },
  });
  if (error) throw error;
  return { isSignedIn: data.session !== null };
}
