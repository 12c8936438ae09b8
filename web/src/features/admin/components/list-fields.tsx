import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { FieldError } from '../../../components/ui/label';
import type { TranslatedLocale } from '@app/domain/catalogue-translations';
import type { TourFormInput, TourFormValues } from '../lib/tour-form';

/** The kinds of entries a list field holds: each names its rows and buttons in its own words. */
export type ListItemKind =
  'highlight' | 'included' | 'excluded' | 'start-location' | 'language' | 'gallery-url';

interface ItemTexts {
  /** The row's label: 'Highlight 2'. */
  row: (number: number) => string;
  /** The row's remove button: 'Remove highlight 2'. */
  remove: (number: number) => string;
  /** 'Add highlight'. */
  add: string;
}

function useItemTexts(kind: ListItemKind): ItemTexts {
  const { t } = useLingui();
  switch (kind) {
    case 'highlight':
      return {
        row: (number) => t`Highlight ${number}`,
        remove: (number) => t`Remove highlight ${number}`,
        add: t`Add highlight`,
      };
    case 'included':
      return {
        row: (number) => t`Included item ${number}`,
        remove: (number) => t`Remove included item ${number}`,
        add: t`Add included item`,
      };
    case 'excluded':
      return {
        row: (number) => t`Excluded item ${number}`,
        remove: (number) => t`Remove excluded item ${number}`,
        add: t`Add excluded item`,
      };
    case 'start-location':
      return {
        row: (number) => t`Start location ${number}`,
        remove: (number) => t`Remove start location ${number}`,
        add: t`Add start location`,
      };
    case 'language':
      return {
        row: (number) => t`Language ${number}`,
        remove: (number) => t`Remove language ${number}`,
        add: t`Add language`,
      };
    case 'gallery-url':
      return {
        row: (number) => t`Gallery URL ${number}`,
        remove: (number) => t`Remove gallery URL ${number}`,
        add: t`Add gallery URL`,
      };
  }
}

/**
 * A list of one-line entries ({ value } rows of a form) with add and remove; blank rows are
 * dropped when the form is saved.
 */
export function TextListField<T extends FieldValues, TValues>({
  control,
  register,
  name,
  legend,
  item,
  type = 'text',
  placeholder,
  error,
  lang,
  hint,
}: {
  control: Control<T, unknown, TValues>;
  register: UseFormRegister<T>;
  name: ArrayPath<T>;
  legend: string;
  /** What an entry is, for the row's label and its buttons. */
  item: ListItemKind;
  type?: 'text' | 'date' | 'url';
  placeholder?: string;
  /** A message about the list or one of its rows. */
  error?: string;
  /** The language the entries are written in, when it is not the page's. */
  lang?: string;
  /** Said under the legend. */
  hint?: string;
}) {
  const errorId = useId();
  const texts = useItemTexts(item);
  const { fields, append, remove } = useFieldArray({ control, name });
  const blankRow = { value: '' } as FieldArray<T, ArrayPath<T>>;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {hint && <p className="text-xs text-stone-600">{hint}</p>}
      <ul className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex gap-2">
            <Input
              type={type}
              lang={lang}
              aria-label={texts.row(index + 1)}
              placeholder={placeholder}
              className={type === 'date' ? 'sm:max-w-56' : undefined}
              aria-describedby={error ? errorId : undefined}
              {...register(`${name}.${index}.value` as Path<T>)}
            />
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0"
              aria-label={texts.remove(index + 1)}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <FieldError id={errorId}>{error}</FieldError>
      <Button variant="outline" size="sm" onClick={() => append(blankRow)}>
        <Plus aria-hidden="true" /> {texts.add}
      </Button>
    </fieldset>
  );
}

/**
 * Days of the itinerary (`name`: the English one or a language's), numbered in order; a day
 * with neither title nor text is dropped.
 */
export function ItineraryField({
  control,
  register,
  name,
  lang,
  error,
  legend,
  hint,
}: {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  name: 'itinerary' | `translations.${TranslatedLocale}.itinerary`;
  /** The language the days are written in, when it is not the page's. */
  lang?: string;
  /** A message about the days or one of them. */
  error?: string;
  /** The legend, when not just "Itinerary". */
  legend?: string;
  /** Said under the legend. */
  hint?: string;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">
        {legend ?? <Trans>Itinerary</Trans>}
      </legend>
      {hint && <p className="text-xs text-stone-600">{hint}</p>}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const day = index + 1;
          return (
            <li key={field.id} className="rounded-lg border border-stone-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-stone-900">
                  <Trans>Day {day}</Trans>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove day ${day}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" /> <Trans>Remove</Trans>
                </Button>
              </div>
              <div className="mt-2 space-y-2">
                <Input
                  lang={lang}
                  aria-label={t`Day ${day} title`}
                  placeholder={t`Title`}
                  aria-describedby={error ? errorId : undefined}
                  {...register(`${name}.${index}.title`)}
                />
                <Textarea
                  lang={lang}
                  aria-label={t`Day ${day} description`}
                  placeholder={t`What happens this day`}
                  className="min-h-20"
                  {...register(`${name}.${index}.description`)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={errorId}>{error}</FieldError>
      <Button variant="outline" size="sm" onClick={() => append({ title: '', description: '' })}>
        <Plus aria-hidden="true" /> <Trans>Add day</Trans>
      </Button>
    </fieldset>
  );
}
