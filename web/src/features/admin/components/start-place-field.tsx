import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { PlaceCombobox } from '../../../components/ui/place-combobox';
import { SelectField } from '../../../components/ui/select-field';
import type { StartPlaceFieldValue } from '../lib/start-place-form';

/**
 * "Start place" and "Transport to the start" of a tour or micro-tour (issue 49): the shared
 * gazetteer combobox picks the place, the current one is shown with a button that clears it.
 */
export function StartPlaceField({
  value,
  onChange,
  transport,
}: {
  value: StartPlaceFieldValue;
  onChange: (value: StartPlaceFieldValue) => void;
  /** The transport select, registered with the form. */
  transport: UseFormRegisterReturn<'footprint_transport'>;
}) {
  const { t } = useLingui();
  const id = useId();
  const currentId = `${id}-current`;
  const placeName = value ? `${value.name}, ${value.country}` : '';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <PlaceCombobox
          label={t`Start place`}
          labelClassName="block text-sm font-medium text-stone-800"
          inputClassName="mt-1.5 h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40"
          listLabel={t`Places`}
          placeholder={t`Type a city, e.g. Wien`}
          describedBy={currentId}
          clearOnPick
          className="w-full"
          onPick={(place) => onChange({ id: place.id, name: place.name, country: place.country })}
        />
        <div className="flex flex-wrap items-center gap-2">
          <p id={currentId} className="text-sm text-stone-700" aria-live="polite">
            {value ? (
              <Trans>
                Starts in <strong className="font-semibold text-stone-900">{placeName}</strong>
              </Trans>
            ) : (
              <Trans>No start place yet: no CO₂ saving is shown.</Trans>
            )}
          </p>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trans>Clear start place</Trans>
            </Button>
          )}
        </div>
      </div>
      <SelectField
        id={`${id}-transport`}
        label={t`Transport to the start`}
        options={[
          { value: 'rail', label: t`Train` },
          { value: 'coach', label: t`Coach` },
        ]}
        {...transport}
      />
    </div>
  );
}
