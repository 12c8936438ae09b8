import { Plus, X } from 'lucide-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import type { TourFormInput, TourFormValues } from '../lib/tour-form';

type TextListName =
  'available_dates' | 'highlights' | 'included' | 'not_included' | 'start_locations';

/** A list of one-line entries with add and remove; blank rows are dropped when the tour is saved. */
export function TextListField({
  control,
  register,
  name,
  legend,
  itemLabel,
  type = 'text',
  placeholder,
}: {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  name: TextListName;
  legend: string;
  /** One entry's name, for the row's label and its buttons: 'highlight'. */
  itemLabel: string;
  type?: 'text' | 'date';
  placeholder?: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
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
              {...register(`${name}.${index}.value`)}
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
      <Button variant="outline" size="sm" onClick={() => append({ value: '' })}>
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
