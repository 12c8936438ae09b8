import { ChevronDown } from 'lucide-react';
import { Label } from '../../../components/ui/label';
import { TRAVELER_OPTIONS } from '../lib/detail-booking';

type TravelersSelectProps = {
  id: string;
  value: number;
  onChange: (travelers: number) => void;
};

/** Travelers 1 to 12, with its label. */
export function TravelersSelect({ id, value, onChange }: TravelersSelectProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Travelers</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-11 w-full appearance-none rounded-md border border-stone-300 bg-white pr-10 pl-3 text-base text-stone-900 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700/40 sm:text-sm"
        >
          {TRAVELER_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count} {count === 1 ? 'traveler' : 'travelers'}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}
