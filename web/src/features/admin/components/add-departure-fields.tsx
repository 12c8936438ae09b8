import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Departure } from '@app/domain/departures';
import { DEPARTURE_CAPACITY_MAX } from '@app/domain/db-rules';
import { Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { useAddDeparture } from '../api/save-departure';
import { useLocale } from '../../../i18n/use-locale';
import { firstBookableDate, formatDepartureDate } from '../lib/departure-dates';
import { newDepartureSchema } from '../lib/departure-form';

/**
 * A new departure of a saved tour, added at once. Not a form of its own: it sits inside the tour's
 * form, so Enter adds the departure here instead of saving the tour.
 */
export function AddDepartureFields({
  tour,
  departures,
}: {
  tour: { id: string; country: string; group_size: number };
  departures: readonly Departure[];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [startDate, setStartDate] = useState('');
  const [capacity, setCapacity] = useState(String(tour.group_size));
  const [errors, setErrors] = useState<{ start_date?: string; capacity?: string }>({});
  const addDeparture = useAddDeparture();
  const firstDate = firstBookableDate(tour.country);

  function handleAdd() {
    const result = newDepartureSchema(
      () => firstBookableDate(tour.country),
      departures.map((departure) => departure.start_date),
    ).safeParse({ start_date: startDate, capacity });
    if (!result.success) {
      const found: { start_date?: string; capacity?: string } = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (field === 'start_date' || field === 'capacity') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    addDeparture.mutate(
      { tourId: tour.id, startDate: result.data.start_date, capacity: result.data.capacity },
      {
        onSuccess: (departure) => {
          const date = formatDepartureDate(departure.start_date, locale);
          const seats = plural(departure.capacity, { one: '# seat', other: '# seats' });
          toast.success(t`Departure added`, { description: `${date}, ${seats}` });
          setStartDate('');
          setCapacity(String(tour.group_size));
        },
        onError: (error) =>
          toast.error(t`Failed to add departure`, { description: errorText(error) }),
      },
    );
  }

  function handleEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleAdd();
  }

  return (
    <fieldset className="rounded-lg border border-dashed border-stone-300 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">
        <Trans>Add a departure</Trans>
      </legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,7rem)] items-start gap-3 sm:grid-cols-[12rem_8rem_auto]">
        <TextField
          label={t`Date`}
          type="date"
          min={firstDate}
          required
          value={startDate}
          error={errors.start_date}
          onChange={(event) => setStartDate(event.target.value)}
          onKeyDown={handleEnter}
        />
        <TextField
          label={t`Capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={DEPARTURE_CAPACITY_MAX}
          step={1}
          required
          value={capacity}
          error={errors.capacity}
          onChange={(event) => setCapacity(event.target.value)}
          onKeyDown={handleEnter}
        />
        <Button
          className="col-span-2 sm:col-span-1 sm:mt-6 sm:justify-self-start"
          disabled={addDeparture.isPending}
          onClick={handleAdd}
        >
          <Plus aria-hidden="true" />
          {addDeparture.isPending ? <Trans>Adding...</Trans> : <Trans>Add departure</Trans>}
        </Button>
      </div>
    </fieldset>
  );
}
