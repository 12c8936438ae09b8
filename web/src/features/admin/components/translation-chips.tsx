import '../messages';
import { useLingui } from '@lingui/react/macro';
import {
  TRANSLATED_LOCALES,
  translationState,
  type TranslatedLocale,
  type TranslationState,
} from '@app/domain/catalogue-translations';
import { LOCALE_NAMES } from '@app/domain/locales';
import { cn } from '../../../lib/cn';

const chipStyle: Record<TranslationState, string> = {
  complete: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  partial: 'border-amber-300 bg-amber-50 text-amber-900',
  missing: 'border-dashed border-stone-300 bg-white text-stone-500 line-through',
};
const chipMark: Record<TranslationState, string> = { complete: '✓', partial: '½', missing: '' };

/**
 * A list row's languages (DE FR ES IT), each complete, partial or missing: from the two numbers
 * the admin lists send (`admin_tours`, `admin_micro_tours`), not the translations themselves.
 */
export function TranslationChips({
  translatableFields,
  missing,
  className,
  inName = false,
}: {
  translatableFields: number;
  missing: Record<TranslatedLocale, number>;
  className?: string;
  /**
   * The chips are read as part of the name of what holds them (the picker's options): the list
   * goes unlabelled, so each language's state is said in that name instead of "Translations".
   */
  inName?: boolean;
}) {
  const { t } = useLingui();
  function describe(locale: TranslatedLocale, state: TranslationState) {
    const language = LOCALE_NAMES[locale];
    const lacking = missing[locale];
    const total = translatableFields;
    if (state === 'complete') return t`${language}: complete`;
    if (state === 'partial') return t`${language}: ${lacking} of ${total} fields missing`;
    return t`${language}: not translated`;
  }
  return (
    // Spans with list roles: the chips also sit inside buttons (the images manager's tour cards).
    <span
      role="list"
      aria-label={inName ? undefined : t`Translations`}
      className={cn('flex flex-wrap gap-1', className)}
    >
      {TRANSLATED_LOCALES.map((locale) => {
        const state = translationState(missing[locale], translatableFields);
        const description = describe(locale, state);
        return (
          <span
            role="listitem"
            key={locale}
            title={description}
            className={cn(
              'inline-flex items-center gap-0.5 rounded border px-1.5 py-0.5 text-[11px] leading-none font-semibold tracking-wide',
              chipStyle[state],
            )}
          >
            <span aria-hidden="true">
              {locale.toUpperCase()}
              {chipMark[state]}
            </span>
            <span className="sr-only">{description}</span>
          </span>
        );
      })}
    </span>
  );
}
