import { DEFAULT_LOCALE, type Locale } from '@app/domain/locales';
import { mailTexts } from './mail-texts.js';

/** How long a mailed link or code works, in words: 86400 → '24 hours', 1800 → '30 minutes'. */
export function formatLifetime(seconds: number, locale: Locale = DEFAULT_LOCALE): string {
  const { t } = mailTexts(locale);
  return seconds % 3600 === 0
    ? t('mail.lifetime.hours', { count: seconds / 3600 })
    : t('mail.lifetime.minutes', { count: Math.max(1, Math.round(seconds / 60)) });
}
