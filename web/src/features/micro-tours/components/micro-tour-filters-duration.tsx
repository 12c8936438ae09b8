import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { microTourDurationRange } from '@app/domain/constants';
import { Slider } from 'radix-ui';
import { useState } from 'react';

const { min: MIN_HOURS, max: MAX_HOURS, step: STEP_HOURS } = microTourDurationRange;

const formatHours = (hours: number) => plural(hours, { one: '# hour', other: '# hours' });

/** Two thumbs on a 1–8 hour track; the list follows when a thumb is let go. */
export function MicroTourDurationFilter({
  value,
  onChange,
}: {
  value: [number, number];
  onChange: (duration: [number, number]) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const [min, max] = draft;
  const range = min === max ? formatHours(min) : t`${min}–${max} hours`;
  const [lastValue, setLastValue] = useState(value);
  if (value[0] !== lastValue[0] || value[1] !== lastValue[1]) {
    setLastValue(value);
    setDraft(value);
  }

  return (
    <div role="group" aria-labelledby="micro-tour-duration-label" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id="micro-tour-duration-label" className="text-sm font-medium text-stone-800">
          <Trans>Duration</Trans>
        </span>
        <span className="text-sm text-stone-700" aria-hidden="true">
          {range}
        </span>
      </div>
      <Slider.Root
        min={MIN_HOURS}
        max={MAX_HOURS}
        step={STEP_HOURS}
        minStepsBetweenThumbs={0}
        value={draft}
        onValueChange={(next) => setDraft([next[0] ?? MIN_HOURS, next[1] ?? MAX_HOURS])}
        onValueCommit={(next) => onChange([next[0] ?? MIN_HOURS, next[1] ?? MAX_HOURS])}
        className="relative mx-3 flex h-6 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
          <Slider.Range className="absolute h-full rounded-full bg-emerald-700" />
        </Slider.Track>
        {[t`Minimum duration in hours`, t`Maximum duration in hours`].map((label, i) => (
          <Slider.Thumb
            key={i}
            aria-label={label}
            aria-valuetext={formatHours(draft[i]!)}
            className="block size-6 rounded-full border-2 border-emerald-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          />
        ))}
      </Slider.Root>
      <div aria-hidden="true" className="flex justify-between text-xs text-stone-600">
        <span>{MIN_HOURS} h</span>
        <span>{MAX_HOURS} h</span>
      </div>
    </div>
  );
}
