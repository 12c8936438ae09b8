import '../messages';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/ui/select-field';
import { TRAVELER_OPTIONS } from '../lib/detail-booking';

/** Travelers 1 to 12, with its label. */
export function TravelersSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (travelers: number) => void;
}) {
  const { t } = useLingui();
  const travelerChoices = TRAVELER_OPTIONS.map((count) => ({
    value: String(count),
    label: plural(count, { one: '# traveler', other: '# travelers' }),
  }));
  return (
    <SelectField
      id={id}
      label={t`Travelers`}
      value={String(value)}
      options={travelerChoices}
      onValueChange={(travelers) => onChange(Number(travelers))}
    />
  );
}
