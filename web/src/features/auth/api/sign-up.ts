import type { SignUpForm } from '@app/domain';
import { localizedPath } from '@app/domain/locales';
import { pageLocale } from '../../../i18n/page-locale';
import { rememberSignUpEmail } from '../../../lib/email-link-outcome';
import { getSupabase } from '../../../lib/supabase';

/**
 * POST /auth/v1/signup. The name goes in as both `name` and `full_name`, the confirmation link
 * leads back to `returnPath` (a checked same-origin path: the page that asked for sign-in) or the
 * site root, in the page's language. Returns whether a session already exists (confirmation off).
 */
export async function signUp({ fullName, email, password }: SignUpForm, returnPath = '/') {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: { name: fullName, full_name: fullName, locale: pageLocale },
      emailRedirectTo: `${window.location.origin}${localizedPath(pageLocale, returnPath)}`,
    },
  });
  if (error) throw error;
  // Offered again if the link has expired by the time it is opened (in this browser).
  rememberSignUpEmail(email);
  return { isSignedIn: data.session !== null };
}
