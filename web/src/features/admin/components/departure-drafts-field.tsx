import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPARTURE_CAPACITY_MAX } from '@app/domain/db-rules';
import { Plus, X } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { tomorrowHere } from '../lib/departure-dates';
import type { TourFormInput, TourFormValues } from '../lib/tour-form';

/**
 * The departures of a tour being created: dates with their capacities, saved with the tour (a
 * blank capacity is the group size).
 */
export function DepartureDraftsField({
  control,
  register,
  errors,
  groupSize,
}: {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: FieldErrors<TourFormInput>['departures'];
  /** The group size typed so far, if any: a blank capacity's value. */
  groupSize: string;
}) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'departures' });
  const firstDate = tomorrowHere();
  const size = groupSize.trim();
  return (
    <div className="space-y-3">
      {fields.length === 0 ? (
        <p className="text-sm text-stone-600">
          {size ? (
            <Trans>
              No departures: travellers may pick any future date, each with the group size ({size})
              seats.
            </Trans>
          ) : (
            <Trans>
              No departures: travellers may pick any future date, each with the group size seats.
            </Trans>
          )}
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const rowErrors = errors?.[index];
            const number = index + 1;
            return (
              <li
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,7rem)_auto] items-start gap-2 sm:max-w-xl"
              >
                <TextField
                  label={t`Departure ${number} date`}
                  type="date"
                  min={firstDate}
                  required
                  error={rowErrors?.start_date?.message}
                  {...register(`departures.${index}.start_date`)}
                />
                <TextField
                  label={t`Capacity`}
                  labelExtra={
                    <span className="sr-only">
                      {' '}
                      <Trans>of departure {number}</Trans>
                    </span>
                  }
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={DEPARTURE_CAPACITY_MAX}
                  step={1}
                  placeholder={groupSize.trim() || undefined}
                  error={rowErrors?.capacity?.message}
                  {...register(`departures.${index}.capacity`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6"
                  aria-label={t`Remove departure ${number}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {fields.length > 0 && (
        <p className="text-xs text-stone-600">
          {size ? (
            <Trans>A blank capacity is the group size ({size}).</Trans>
          ) : (
            <Trans>A blank capacity is the group size.</Trans>
          )}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => append({ start_date: '', capacity: '' }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" /> <Trans>Add departure</Trans>
      </Button>
    </div>
  );
}
