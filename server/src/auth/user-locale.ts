import { isLocale } from '@app/domain/locales';
import { MEMBER_LOCALE_KEY } from '@app/domain/member-locale';
import { authErrors } from './auth-error.js';

/**
 * The member's language in user_metadata (migration 0043): one of the site's five codes, or null
 * to remove it (English). Checked for every way it is written, POST /signup and PUT /user, before
 * anything changes; the database's check refuses anything else too.
 */
export function assertMemberLocale(data: Record<string, unknown>) {
  if (!(MEMBER_LOCALE_KEY in data)) return;
  const value = data[MEMBER_LOCALE_KEY];
  if (value !== null && !isLocale(value)) throw authErrors.unsupportedLocale();
}
