import type { Locale } from '@app/domain/locales';
import { MEMBER_LOCALE_KEY } from '@app/domain/member-locale';
import { getSupabase } from '../../../lib/supabase';

/** PUT /auth/v1/user: the signed-in member's language (user_metadata.locale, migration 0043). */
export async function updateAccountLanguage(locale: Locale): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ data: { [MEMBER_LOCALE_KEY]: locale } });
  if (error) throw error;
}
