import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { ROUTE_PLACES_MAX } from '@app/domain/catalogue-places';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PlaceCombobox } from '../../../components/ui/place-combobox';
import { SelectField } from '../../../components/ui/select-field';
import {
  sortRoute,
  type RoutePlaceFieldValue,
  type StartPlaceFieldValue,
} from '../lib/start-place-form';

const COMBOBOX_INPUT =
  'mt-1.5 h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40';

/**
 * A tour's route (issue 52): the gazetteer places of its itinerary days, in order, and where it
 * ends. A place is added to the day chosen beside the search box, moved up or down among its
 * day's places or to another day, and removed.
 */
export function RouteField({
  route,
  endPlace,
  days,
  onRouteChange,
  onEndChange,
  error,
}: {
  route: RoutePlaceFieldValue[];
  endPlace: StartPlaceFieldValue;
  /** How many days the tour has (the day choices). */
  days: number;
  onRouteChange: (route: RoutePlaceFieldValue[]) => void;
  onEndChange: (place: StartPlaceFieldValue) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [day, setDay] = useState(1);
  const sorted = sortRoute(route);
  const dayOptions = Array.from({ length: Math.max(days, 1) }, (_, i) => ({
    value: String(i + 1),
    label: t`Day ${i + 1}`,
  }));
  const full = sorted.length >= ROUTE_PLACES_MAX;
  const move = (index: number, by: -1 | 1) => {
    const next = [...sorted];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onRouteChange(next);
  };
  const endName = endPlace ? `${endPlace.name}, ${endPlace.country}` : '';
  return (
    <fieldset className="space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-stone-900">
        <Trans>Route</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr] sm:items-start">
        <SelectField
          id={`${id}-day`}
          label={t`Day`}
          options={dayOptions}
          value={String(Math.min(day, Math.max(days, 1)))}
          onValueChange={(value) => setDay(Number(value))}
        />
        {full ? (
          <p className="text-sm text-stone-700 sm:pt-7">
            <Trans>A route holds at most {ROUTE_PLACES_MAX} places.</Trans>
          </p>
        ) : (
          <PlaceCombobox
            label={t`Add a route place`}
            labelClassName="block text-sm font-medium text-stone-800"
            inputClassName={COMBOBOX_INPUT}
            listLabel={t`Places`}
            placeholder={t`Type a town, e.g. Linz`}
            clearOnPick
            className="w-full"
            onPick={(place) =>
              onRouteChange(
                sortRoute([
                  ...sorted,
                  {
                    day: Math.min(day, Math.max(days, 1)),
                    id: place.id,
                    name: place.name,
                    country: place.country,
                  },
                ]),
              )
            }
          />
        )}
      </div>
      {sorted.length === 0 ? (
        <p className="text-sm text-stone-700">
          <Trans>No route places yet: the tour page shows only where it starts.</Trans>
        </p>
      ) : (
        <ol className="divide-y divide-stone-200 rounded-md border border-stone-200">
          {sorted.map((place, index) => {
            const name = `${place.name}, ${place.country}`;
            const sameDayBefore = sorted[index - 1]?.day === place.day;
            const sameDayAfter = sorted[index + 1]?.day === place.day;
            return (
              <li
                key={`${place.day}-${place.id}-${index}`}
                className="flex flex-wrap items-center gap-2 px-3 py-2"
              >
                <SelectField
                  id={`${id}-place-${index}-day`}
                  label={t`Day of ${name}`}
                  className="w-28 [&_label]:sr-only"
                  options={dayOptions}
                  value={String(place.day)}
                  onValueChange={(value) =>
                    onRouteChange(
                      sortRoute(
                        sorted.map((other, i) =>
                          i === index ? { ...other, day: Number(value) } : other,
                        ),
                      ),
                    )
                  }
                />
                <span className="min-w-0 flex-1 text-sm text-stone-900">{name}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Move ${name} up`}
                  disabled={!sameDayBefore}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Move ${name} down`}
                  disabled={!sameDayAfter}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove ${name} from the route`}
                  onClick={() => onRouteChange(sorted.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="space-y-2">
        <PlaceCombobox
          label={t`End place`}
          labelClassName="block text-sm font-medium text-stone-800"
          inputClassName={COMBOBOX_INPUT}
          listLabel={t`Places`}
          placeholder={t`Type a town, e.g. Salzburg`}
          describedBy={`${id}-end`}
          clearOnPick
          className="w-full"
          onPick={(place) =>
            onEndChange({ id: place.id, name: place.name, country: place.country })
          }
        />
        <div className="flex flex-wrap items-center gap-2">
          <p id={`${id}-end`} className="text-sm text-stone-700" aria-live="polite">
            {endPlace ? (
              <Trans>
                Ends in <strong className="font-semibold text-stone-900">{endName}</strong>
              </Trans>
            ) : (
              <Trans>No end place yet.</Trans>
            )}
          </p>
          {endPlace && (
            <Button variant="ghost" size="sm" onClick={() => onEndChange(null)}>
              <Trans>Clear end place</Trans>
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
