import '../messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TranslatedLocale } from '@app/domain/catalogue-translations';
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/domain/locales';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { cn } from '../../../lib/cn';
import { cleanItinerary, cleanList, listErrorMessage } from '../lib/form-values';
import {
  microTourFormMissing,
  type MicroTourFormInput,
  type MicroTourFormValues,
} from '../lib/micro-tour-form';
import { tourFormMissing, type TourFormInput, type TourFormValues } from '../lib/tour-form';
import { ItineraryField, TextListField } from './list-fields';

/** How many fields each language lacks, for the language switch. */
export type MissingCounts = Record<TranslatedLocale, number>;

const countsOf = (missing: Record<TranslatedLocale, readonly string[]>): MissingCounts => ({
  de: missing.de.length,
  fr: missing.fr.length,
  es: missing.es.length,
  it: missing.it.length,
});

/**
 * The language the form edits: English (the row's own fields) or another one, each naming how
 * many of the fields English has it still lacks.
 */
function LanguageSwitch({
  value,
  onChange,
  missing,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  missing: MissingCounts;
}) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Language of the texts`}
      className="flex flex-wrap gap-1 rounded-lg border border-stone-200 bg-stone-50 p-1"
    >
      {LOCALES.map((locale) => {
        const count = locale === 'en' ? 0 : missing[locale];
        const isActive = locale === value;
        return (
          <button
            key={locale}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(locale)}
            className={cn(
              'inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              isActive
                ? 'bg-white text-emerald-900 shadow-sm ring-1 ring-emerald-700'
                : 'text-stone-700 hover:bg-white',
            )}
          >
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
            {locale !== 'en' &&
              (count > 0 ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 tabular-nums">
                  <span aria-hidden="true">{count}</span>
                  <span className="sr-only">
                    <Plural value={count} one="# field missing" other="# fields missing" />
                  </span>
                </span>
              ) : (
                <span className="text-emerald-700">
                  <Check aria-hidden="true" className="size-4" />
                  <span className="sr-only">
                    <Trans>complete</Trans>
                  </span>
                </span>
              ))}
          </button>
        );
      })}
    </div>
  );
}

/** The tour form's switch, counting what each language lacks as the admin types. */
export function TourLanguageSwitch({
  control,
  value,
  onChange,
}: {
  control: Control<TourFormInput, unknown, TourFormValues>;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const missing = useWatch({ control, compute: (values) => countsOf(tourFormMissing(values)) });
  return <LanguageSwitch value={value} onChange={onChange} missing={missing} />;
}

/** The micro-tour form's switch, counting what each language lacks as the admin types. */
export function MicroTourLanguageSwitch({
  control,
  value,
  onChange,
}: {
  control: Control<MicroTourFormInput, unknown, MicroTourFormValues>;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const missing = useWatch({
    control,
    compute: (values) => countsOf(microTourFormMissing(values)),
  });
  return <LanguageSwitch value={value} onChange={onChange} missing={missing} />;
}

/** The English of a field beside its translation: read-only, as the reference. */
function EnglishText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-stone-800">
        {label} <span className="font-normal text-stone-500">· {LOCALE_NAMES.en}</span>
      </p>
      <div
        lang="en"
        className="min-h-10 rounded-md border border-dashed border-stone-300 bg-stone-50 px-3 py-2 text-sm break-words whitespace-pre-line text-stone-800"
      >
        {children}
      </div>
    </div>
  );
}

function EmptyInEnglish() {
  return (
    <span className="text-stone-500 italic">
      <Trans>Empty in English</Trans>
    </span>
  );
}

/** A field's row: English on the left, the language on the right (stacked on a phone). */
function TranslatedRow({
  label,
  english,
  children,
}: {
  label: string;
  english: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3 border-t border-stone-100 pt-4 first:border-t-0 first:pt-0 lg:grid-cols-2 lg:gap-6">
      <EnglishText label={label}>{english}</EnglishText>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function EnglishList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <EmptyInEnglish />;
  return (
    <ul className="list-disc space-y-1 pl-5 whitespace-normal">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** What the panel of a language says first: blanks fall back to English, pictures are shared. */
function TranslationIntro() {
  return (
    <p className="text-sm text-stone-600">
      <Trans>
        Write each field in this language. A field left empty shows the English text on this
        language’s pages. Prices, pictures and dates are the same in every language.
      </Trans>
    </p>
  );
}

type TourTextField =
  | 'title'
  | 'short_description'
  | 'full_description'
  | 'country'
  | 'meeting_point'
  | 'end_location'
  | 'cancellation_policy';
type TourListField = 'highlights' | 'included' | 'not_included';

/** A tour's fields in one language beside the English ones. */
export function TourTranslationFields({
  locale,
  control,
  register,
  errors,
}: {
  locale: TranslatedLocale;
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: FieldErrors<TourFormInput>['translations'];
}) {
  const { t } = useLingui();
  const english = useWatch({ control });
  const own = errors?.[locale];
  const language = LOCALE_NAMES[locale];
  const fallback = t`Left empty, the English text is shown.`;
  const listFallback = t`Left empty, the English list is shown.`;
  const langName = <span className="font-normal text-stone-500"> · {language}</span>;

  const text = (field: TourTextField, label: string, multiline?: 'short' | 'long') => {
    const value = english[field] ?? '';
    const props = {
      label,
      labelExtra: langName,
      lang: locale,
      hint: fallback,
      error: own?.[field]?.message,
      ...register(`translations.${locale}.${field}`),
    };
    return (
      <TranslatedRow label={label} english={value.trim() ? value : <EmptyInEnglish />}>
        {multiline ? (
          <TextareaField {...props} className={multiline === 'long' ? 'min-h-40' : 'min-h-20'} />
        ) : (
          <TextField {...props} autoComplete="off" />
        )}
      </TranslatedRow>
    );
  };
  const list = (
    field: TourListField,
    label: string,
    item: 'highlight' | 'included' | 'excluded',
  ) => (
    <TranslatedRow
      label={label}
      english={
        <EnglishList
          items={cleanList(english[field]?.map((row) => ({ value: row?.value ?? '' })) ?? [])}
        />
      }
    >
      <TextListField
        control={control}
        register={register}
        name={`translations.${locale}.${field}`}
        legend={`${label} · ${language}`}
        item={item}
        lang={locale}
        hint={listFallback}
        error={listErrorMessage(own?.[field])}
      />
    </TranslatedRow>
  );
  const englishDays = cleanItinerary(
    english.itinerary?.map((day) => ({
      title: day?.title ?? '',
      description: day?.description ?? '',
    })) ?? [],
  );

  return (
    <div className="space-y-4">
      <TranslationIntro />
      <div className="space-y-4">
        {text('title', t`Title`)}
        {text('country', t`Country`)}
        {text('short_description', t`Short description`, 'short')}
        {text('full_description', t`Full description`, 'long')}
        {list('highlights', t`Highlights`, 'highlight')}
        <TranslatedRow
          label={t`Itinerary`}
          english={
            englishDays.length === 0 ? (
              <EmptyInEnglish />
            ) : (
              <ol className="space-y-2 whitespace-normal">
                {englishDays.map(({ day, title, description }) => (
                  <li key={day}>
                    <span className="font-semibold">
                      <Trans>Day {day}</Trans>
                      {title ? `: ${title}` : ''}
                    </span>
                    {description && (
                      <span className="block whitespace-pre-line">{description}</span>
                    )}
                  </li>
                ))}
              </ol>
            )
          }
        >
          <ItineraryField
            control={control}
            register={register}
            name={`translations.${locale}.itinerary`}
            lang={locale}
            legend={`${t`Itinerary`} · ${language}`}
            hint={listFallback}
            error={listErrorMessage(own?.itinerary)}
          />
        </TranslatedRow>
        {list('included', t`Included`, 'included')}
        {list('not_included', t`Not included`, 'excluded')}
        {text('meeting_point', t`Meeting point`)}
        {text('end_location', t`End location`)}
        {text('cancellation_policy', t`Cancellation notes`, 'short')}
      </div>
    </div>
  );
}

type MicroTextField = 'title' | 'description' | 'city' | 'country' | 'meeting_point';
type MicroListField = 'whats_included' | 'whats_not';

/** A micro-tour's fields in one language beside the English ones. */
export function MicroTourTranslationFields({
  locale,
  control,
  register,
  errors,
}: {
  locale: TranslatedLocale;
  control: Control<MicroTourFormInput, unknown, MicroTourFormValues>;
  register: UseFormRegister<MicroTourFormInput>;
  errors: FieldErrors<MicroTourFormInput>['translations'];
}) {
  const { t } = useLingui();
  const english = useWatch({ control });
  const own = errors?.[locale];
  const language = LOCALE_NAMES[locale];
  const fallback = t`Left empty, the English text is shown.`;
  const listFallback = t`Left empty, the English list is shown.`;
  const langName = <span className="font-normal text-stone-500"> · {language}</span>;

  const text = (field: MicroTextField, label: string, multiline?: boolean) => {
    const value = english[field] ?? '';
    const props = {
      label,
      labelExtra: langName,
      lang: locale,
      hint: fallback,
      error: own?.[field]?.message,
      ...register(`translations.${locale}.${field}`),
    };
    return (
      <TranslatedRow label={label} english={value.trim() ? value : <EmptyInEnglish />}>
        {multiline ? (
          <TextareaField {...props} className="min-h-28" />
        ) : (
          <TextField {...props} autoComplete="off" />
        )}
      </TranslatedRow>
    );
  };
  const list = (field: MicroListField, label: string, item: 'included' | 'excluded') => (
    <TranslatedRow
      label={label}
      english={
        <EnglishList
          items={cleanList(english[field]?.map((row) => ({ value: row?.value ?? '' })) ?? [])}
        />
      }
    >
      <TextListField
        control={control}
        register={register}
        name={`translations.${locale}.${field}`}
        legend={`${label} · ${language}`}
        item={item}
        lang={locale}
        hint={listFallback}
        error={listErrorMessage(own?.[field])}
      />
    </TranslatedRow>
  );

  return (
    <div className="space-y-4">
      <TranslationIntro />
      <div className="space-y-4">
        {text('title', t`Title`)}
        {text('city', t`City`)}
        {text('country', t`Country`)}
        {text('description', t`Description`, true)}
        {text('meeting_point', t`Meeting point`)}
        {list('whats_included', t`What's included`, 'included')}
        {list('whats_not', t`Not included`, 'excluded')}
      </div>
    </div>
  );
}

/** The heading of a language's panel: 'Texts in Deutsch'. */
export function useTextsIn() {
  const { t } = useLingui();
  return (language: string) => t`Texts in ${language}`;
}
