import { SelectField } from '../../../components/ui/select-field';
import { TRAVELER_OPTIONS } from '../lib/detail-booking';
import { pluralize } from '../../../lib/pluralize';

const travelerChoices = TRAVELER_OPTIONS.map((count) => ({
  value: String(count),
  label: pluralize(count, 'traveler'),
}));

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
  return (
    <SelectField
      id={id}
      label="Travelers"
      value={String(value)}
      options={travelerChoices}
      onValueChange={(travelers) => onChange(Number(travelers))}
    />
  );
}
