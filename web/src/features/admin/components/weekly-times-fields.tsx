import '../messages';
import { Trans } from '@lingui/react/macro';
import { ISO_WEEKDAYS } from '@app/domain/start-times';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { useLocale } from '../../../i18n/use-locale';
import { weekdayName } from '../../../lib/weekday-name';
import type { MicroTourFormInput } from '../lib/micro-tour-form';

/**
 * A micro-tour's start times, a field per weekday ('10:00, 14:00'); an empty day has no
 * departures. Each time is a departure of its own, with the seats per start time.
 */
export function WeeklyTimesFields({
  register,
  errors,
}: {
  register: UseFormRegister<MicroTourFormInput>;
  errors: FieldErrors<MicroTourFormInput>['weekly_times'];
}) {
  const locale = useLocale();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-stone-900">
        <Trans>Start times</Trans>
      </legend>
      <p className="mt-1 text-xs text-stone-600">
        <Trans>
          Local time, separated by commas (10:00, 14:00). Leave a day empty when the micro-tour does
          not run. Times already booked keep their bookings.
        </Trans>
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ISO_WEEKDAYS.map((weekday) => (
          <TextField
            key={weekday}
            label={weekdayName(weekday, locale)}
            inputMode="numeric"
            autoComplete="off"
            error={errors?.[weekday]?.message}
            {...register(`weekly_times.${weekday}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
