import { translatedValues } from '@app/domain/catalogue-translations';
import type { Locale } from '@app/domain/locales';
import type { TicketView } from '@app/domain/tickets';

/**
 * The tour's title on its ticket in the page's language (decision 029): the server's English
 * title on an English page or where the language has none, then marked `lang: 'en'`.
 */
export function ticketTitle(
  ticket: Pick<TicketView, 'title' | 'titleTranslations'>,
  locale: Locale,
): { title: string; lang: 'en' | undefined } {
  if (locale === 'en') return { title: ticket.title, lang: undefined };
  const translation = { title: ticket.titleTranslations?.[locale] };
  const { values, inEnglish } = translatedValues({ title: ticket.title }, translation, ['title']);
  return typeof values.title === 'string'
    ? { title: values.title, lang: undefined }
    : { title: ticket.title, lang: inEnglish.length > 0 ? 'en' : undefined };
}
