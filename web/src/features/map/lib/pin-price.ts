import { formatWholeEuros } from '@app/domain/locale-format';
import { pageLocale } from '../../../i18n/page-locale';

/**
 * A pin's price in whole euros, in the page's language. From the domain's formatter, which every
 * page loads, rather than lib/format-price: the map's first opening then fetches one file fewer.
 */
export const pinPrice = (cents: number): string => formatWholeEuros(cents / 100, pageLocale);
