import '../messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TRAVELERS_RANGE } from '@app/domain/constants';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/label';
import { clampTravelers } from '@app/domain/pricing';
import { travelersAllowedText } from '../lib/travelers-limit';

/**
 * − / + buttons around the count. At a bound the button is aria-disabled rather than disabled,
 * so keyboard focus stays on it.
 */
export function TravelersStepper({
  value,
  onValueChange,
  max = TRAVELERS_RANGE.max,
  error,
}: {
  value: number;
  onValueChange: (value: number) => void;
  /** Fewer than the range's top on a smaller tour, or when the chosen date has fewer seats left. */
  max?: number;
  /** Said under the hint (too many travelers for the seats left). */
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const isMin = value <= TRAVELERS_RANGE.min;
  const limit = Math.max(Math.min(max, TRAVELERS_RANGE.max), TRAVELERS_RANGE.min);
  const isMax = value >= limit;
  const stepperClasses = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        <Trans>Travelers</Trans>
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="flex items-center gap-3"
      >
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Decrease travelers`}
          aria-disabled={isMin}
          className={stepperClasses}
          onClick={() => !isMin && onValueChange(clampTravelers(value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          className="min-w-16 text-center text-lg font-semibold text-stone-900"
        >
          {value}
          <span className="sr-only">
            {' '}
            <Plural value={value} one="traveler" other="travelers" />
          </span>
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Increase travelers`}
          aria-disabled={isMax}
          className={stepperClasses}
          onClick={() => !isMax && onValueChange(clampTravelers(value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {travelersAllowedText(limit)}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
