import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '@app/domain/locales';

/** The language the page is read in. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}
