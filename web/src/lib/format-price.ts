import {
  formatEuros as formatLocaleEuros,
  formatWholeEuros as formatLocaleWholeEuros,
} from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../i18n/page-locale';

/** Whole euros, as on tour cards and prices, in the page's language: '€1,235' / '1.235 €'. */
export function formatWholeEuros(amount: number, locale: Locale = pageLocale): string {
  return formatLocaleWholeEuros(amount, locale);
}

/** Euros with two decimals, as for wallet and booking amounts: '€1,234.50' / '1.234,50 €'. */
export function formatEuros(amount: number, locale: Locale = pageLocale): string {
  return formatLocaleEuros(amount, locale);
}
