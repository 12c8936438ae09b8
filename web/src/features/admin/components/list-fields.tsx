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
import type { TourFormInput, TourFormValues } from '../lib/tour-form';

/**
 * A list of one-line entries ({ value } rows of a form) with add and remove; blank rows are
 * dropped when the form is saved.
 */
export function TextListField<T extends FieldValues, TValues>({
  control,
  register,
  name,
  legend,
  itemLabel,
  type = 'text',
  placeholder,
  error,
}: {
  control: Control<T, unknown, TValues>;
  register: UseFormRegister<T>;
  name: ArrayPath<T>;
  legend: string;
  /** One entry's name, for the row's label and its buttons: 'highlight'. */
  itemLabel: string;
  type?: 'text' | 'date' | 'url';
  placeholder?: string;
  /** A message about the list or one of its rows. */
  error?: string;
}) {
  const errorId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  const blankRow = { value: '' } as FieldArray<T, ArrayPath<T>>;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <ul className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex gap-2">
            <Input
              type={type}
              aria-label={`${capitalize(itemLabel)} ${index + 1}`}
              placeholder={placeholder}
              className={type === 'date' ? 'sm:max-w-56' : undefined}
              aria-describedby={error ? errorId : undefined}
              {...register(`${name}.${index}.value` as Path<T>)}
            />
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0"
              aria-label={`Remove ${itemLabel} ${index + 1}`}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <FieldError id={errorId}>{error}</FieldError>
      <Button variant="outline" size="sm" onClick={() => append(blankRow)}>
        <Plus aria-hidden="true" /> Add {itemLabel}
      </Button>
    </fieldset>
  );
}

/** Days of the itinerary, numbered in order; a day with neither title nor text is dropped. */
export function ItineraryField({
  control,
  register,
}: {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'itinerary' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">Itinerary</legend>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-stone-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-stone-900">Day {index + 1}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove day ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" /> Remove
              </Button>
            </div>
            <div className="mt-2 space-y-2">
              <Input
                aria-label={`Day ${index + 1} title`}
                placeholder="Title"
                {...register(`itinerary.${index}.title`)}
              />
              <Textarea
                aria-label={`Day ${index + 1} description`}
                placeholder="What happens this day"
                className="min-h-20"
                {...register(`itinerary.${index}.description`)}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => append({ title: '', description: '' })}>
        <Plus aria-hidden="true" /> Add day
      </Button>
    </fieldset>
  );
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
