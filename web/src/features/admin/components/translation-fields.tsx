import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TranslatedLocale } from '@app/domain/catalogue-translations';
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/domain/locales';
import { Check } from 'lucide-react';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import {
  useWatch,
  type ArrayPath,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { cn } from '../../../lib/cn';
import { cleanList, listErrorMessage } from '../lib/form-values';
import { TextListField, type ListItemKind } from './list-fields';

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

export function EmptyInEnglish() {
  return (
    <span className="text-stone-500 italic">
      <Trans>Empty in English</Trans>
    </span>
  );
}

/**
 * A field's row: English on the left, the language on the right (stacked on a phone). `name`
 * (the stored field) lets a refused save find the field.
 */
export function TranslatedRow({
  name,
  label,
  english,
  children,
}: {
  name: string;
  label: string;
  english: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      data-translated-field={name}
      className="grid gap-3 border-t border-stone-100 pt-4 first:border-t-0 first:pt-0 lg:grid-cols-2 lg:gap-6"
    >
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

/** A row of a language's panel: a text (one line, or a box of the given height), a list, or a custom row. */
export type TranslatedRowSpec<Text extends string, List extends string> =
  | { text: Text; label: MessageDescriptor; box?: 'min-h-20' | 'min-h-28' | 'min-h-40' }
  | { list: List; label: MessageDescriptor; item: ListItemKind }
  | { custom: string; label: MessageDescriptor };

/** What a custom row (a tour's itinerary) is given. */
export interface CustomRowProps<T extends FieldValues, TValues> {
  locale: TranslatedLocale;
  name: string;
  label: string;
  control: Control<T, unknown, TValues>;
  register: UseFormRegister<T>;
  /** The row's error, where react-hook-form put it, or the refused save's message. */
  error: string | undefined;
}

/** A form edited in every language (a tour, a micro-tour): English fields of type `string` (`Text`) or lists (`List`). */
export type TranslatableValues<Text extends string, List extends string> = FieldValues &
  Record<Text, string> &
  Record<List, readonly { value: string }[]>;

/**
 * How a form's languages are edited: its panel's rows, what each language lacks, and where
 * the fields of a language are in the form (`translations.de.title`).
 */
export interface TranslationFormSpec<
  T extends TranslatableValues<Text, List>,
  TValues,
  Text extends string,
  List extends string,
> {
  rows: readonly TranslatedRowSpec<Text, List>[];
  missing: (values: T) => Record<TranslatedLocale, readonly string[]>;
  textPath: (locale: TranslatedLocale, field: Text) => Path<T>;
  listPath: (locale: TranslatedLocale, field: List) => ArrayPath<T>;
  /** A language's errors, by field. */
  errors: (
    errors: FieldErrors<T>,
    locale: TranslatedLocale,
  ) => Partial<Record<string, unknown>> | undefined;
  custom?: Record<string, ComponentType<CustomRowProps<T, TValues>>>;
}

/** Where a save the server refused for a translation points, and what it said. */
export interface TranslationRefusal {
  locale: TranslatedLocale;
  field: string;
  message: string;
}

/** The refused save the form shows (TranslatedForm provides it until the next submit). */
export const RefusalContext = createContext<TranslationRefusal | null>(null);

const rowName = (row: TranslatedRowSpec<string, string>) =>
  'text' in row ? row.text : 'list' in row ? row.list : row.custom;

/** The form's switch, counting what each language lacks as the admin types. */
export function FormLanguageSwitch<T extends FieldValues, TValues>({
  control,
  missing: missingOf,
  value,
  onChange,
}: {
  control: Control<T, unknown, TValues>;
  missing: (values: T) => Record<TranslatedLocale, readonly string[]>;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const missing = useWatch({ control, compute: (values) => countsOf(missingOf(values)) });
  return <LanguageSwitch value={value} onChange={onChange} missing={missing} />;
}

/** A language's fields beside the English ones, row by row as the spec names them. */
export function TranslationFields<
  T extends TranslatableValues<Text, List>,
  TValues,
  Text extends string,
  List extends string,
>({
  spec,
  locale,
  form,
}: {
  spec: TranslationFormSpec<T, TValues, Text, List>;
  locale: TranslatedLocale;
  form: UseFormReturn<T, unknown, TValues>;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { t } = useLingui();
  const refusal = useContext(RefusalContext);
  const refused = refusal?.locale === locale ? refusal : null;
  // The English of each row, read as the admin types it.
  const english = useWatch({
    control,
    compute: (values): (string | string[] | null)[] =>
      spec.rows.map((row) =>
        'text' in row ? values[row.text] : 'list' in row ? cleanList(values[row.list]) : null,
      ),
  });
  const own = spec.errors(errors, locale);
  const language = LOCALE_NAMES[locale];
  const fallback = t`Left empty, the English text is shown.`;
  const listFallback = t`Left empty, the English list is shown.`;
  const langName = <span className="font-normal text-stone-500"> · {language}</span>;
  const errorOf = (name: string) =>
    refused?.field === name ? refused.message : listErrorMessage(own?.[name]);
  const refusedRow = spec.rows.find((row) => rowName(row) === refused?.field);
  const field = refusedRow ? t(refusedRow.label) : refused?.field;

  return (
    <div className="space-y-4">
      <TranslationIntro />
      {refused && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <Trans>Not saved: {field} was refused.</Trans> {refused.message}
        </p>
      )}
      <div className="space-y-4">
        {spec.rows.map((row, index) => {
          const label = t(row.label);
          const value = english[index];
          if ('text' in row) {
            const text = typeof value === 'string' ? value : '';
            const props = {
              label,
              labelExtra: langName,
              lang: locale,
              hint: fallback,
              error: errorOf(row.text),
              ...register(spec.textPath(locale, row.text)),
            };
            return (
              <TranslatedRow
                key={row.text}
                name={row.text}
                label={label}
                english={text.trim() ? text : <EmptyInEnglish />}
              >
                {row.box ? (
                  <TextareaField {...props} className={row.box} />
                ) : (
                  <TextField {...props} autoComplete="off" />
                )}
              </TranslatedRow>
            );
          }
          if ('list' in row) {
            return (
              <TranslatedRow
                key={row.list}
                name={row.list}
                label={label}
                english={<EnglishList items={Array.isArray(value) ? value : []} />}
              >
                <TextListField
                  control={control}
                  register={register}
                  name={spec.listPath(locale, row.list)}
                  legend={`${label} · ${language}`}
                  item={row.item}
                  lang={locale}
                  hint={listFallback}
                  error={errorOf(row.list)}
                />
              </TranslatedRow>
            );
          }
          const Custom = spec.custom?.[row.custom];
          return Custom ? (
            <Custom
              key={row.custom}
              locale={locale}
              name={row.custom}
              label={label}
              control={control}
              register={register}
              error={errorOf(row.custom)}
            />
          ) : null;
        })}
      </div>
    </div>
  );
}

/** The heading of a language's panel: 'Texts in Deutsch'. */
export function useTextsIn() {
  const { t } = useLingui();
  return (language: string) => t`Texts in ${language}`;
}
