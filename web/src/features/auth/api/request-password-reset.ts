import { localizedPath } from '@app/domain/locales';
import { pageLocale } from '../../../i18n/page-locale';
import { getSupabase } from '../../../lib/supabase';

/**
 * Asks for a reset e-mail leading to /reset-password on this origin, in the page's language. The answer is the same
 * whether or not the address has an account, so the result is deliberately ignored.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase();
  await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${localizedPath(pageLocale, '/reset-password')}`,
  });
}
