import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PlacePicker } from '../../../components/place-map/place-picker';
import { Button } from '../../../components/ui/button';
import { PlaceCombobox } from '../../../components/ui/place-combobox';
import type { MeetingPointFieldValue } from '../lib/start-place-form';

const COMBOBOX_INPUT =
  'mt-1.5 h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40';

/** Five decimals: a metre or so, as a pin can be placed. */
const coordinate = (value: number) => value.toFixed(5);

/**
 * Where a tour or micro-tour meets, on the map (issue 52): found by searching the gazetteer, then
 * fine-tuned by dragging the pin of the place picker (mouse, touch or arrow keys). The text
 * "Meeting point" beside it stays its description.
 */
export function MeetingPointField({
  value,
  onChange,
}: {
  value: MeetingPointFieldValue;
  onChange: (value: MeetingPointFieldValue) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const currentId = `${id}-current`;
  const lat = value ? coordinate(value.lat) : '';
  const lng = value ? coordinate(value.lng) : '';
  const near = value?.label ?? '';
  return (
    <div className="space-y-2">
      <PlaceCombobox
        label={t`Meeting point on the map`}
        labelClassName="block text-sm font-medium text-stone-800"
        inputClassName={COMBOBOX_INPUT}
        listLabel={t`Places`}
        placeholder={t`Type a city, e.g. Wien`}
        describedBy={currentId}
        clearOnPick
        className="w-full"
        onPick={(place) =>
          onChange({
            lat: place.lat,
            lng: place.lng,
            placeId: place.id,
            label: `${place.name}, ${place.country}`,
          })
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <p id={currentId} className="text-sm text-stone-700" aria-live="polite">
          {value === null ? (
            <Trans>No meeting point on the map yet.</Trans>
          ) : near ? (
            <Trans>
              Meets near <strong className="font-semibold text-stone-900">{near}</strong> ({lat},{' '}
              {lng})
            </Trans>
          ) : (
            <Trans>
              Meets at{' '}
              <strong className="font-semibold text-stone-900">
                {lat}, {lng}
              </strong>
            </Trans>
          )}
        </p>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trans>Clear meeting point</Trans>
          </Button>
        )}
      </div>
      {value && (
        <PlacePicker
          value={value}
          label={t`Meeting point`}
          onChange={(point) => onChange({ ...point, placeId: null, label: value.label })}
        />
      )}
    </div>
  );
}
