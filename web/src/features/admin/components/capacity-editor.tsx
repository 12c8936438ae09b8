import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPARTURE_CAPACITY_MAX } from '@app/domain/db-rules';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { capacitySchema } from '../lib/departure-form';

/**
 * The capacity of one departure (a tour's date, a micro-tour's start time), saved on its own:
 * never below the seats sold, which the database says when it refuses.
 */
export function CapacityEditor({
  capacity,
  seatsTaken,
  name,
  label,
  save,
  isSaving,
}: {
  capacity: number;
  seatsTaken: number;
  /** The departure as the toast names it: '12 May 2027', '12 May 2027 at 14:00'. */
  name: string;
  /** The departure as screen readers hear it after 'Capacity': 'on 12 May 2027'. */
  label: string;
  save: (capacity: number) => Promise<{ capacity: number }>;
  isSaving: boolean;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(String(capacity));
  const [error, setError] = useState<string>();
  const isChanged = value.trim() !== String(capacity);

  function handleSave() {
    const result = capacitySchema.safeParse(value);
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save(result.data).then(
      (saved) => {
        setValue(String(saved.capacity));
        toast.success(t`Capacity changed`, {
          description: `${name}: ${plural(saved.capacity, { one: '# seat', other: '# seats' })}`,
        });
      },
      (failure: unknown) => {
        // The stored capacity is what holds; the refusal says why the typed one did not.
        setValue(String(capacity));
        toast.error(t`Failed to change capacity`, { description: errorText(failure) });
      },
    );
  }

  function handleEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (isChanged) handleSave();
  }

  return (
    <div className="flex items-start gap-2">
      <div className="w-24">
        <TextField
          label={t`Capacity`}
          labelExtra={<span className="sr-only"> {label}</span>}
          type="number"
          inputMode="numeric"
          min={seatsTaken || 1}
          max={DEPARTURE_CAPACITY_MAX}
          step={1}
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={handleEnter}
        />
      </div>
      <Button
        variant="outline"
        className="mt-6"
        disabled={!isChanged || isSaving}
        onClick={handleSave}
      >
        {isSaving ? (
          <Trans>Saving...</Trans>
        ) : (
          <Trans>
            Save<span className="sr-only"> capacity {label}</span>
          </Trans>
        )}
      </Button>
    </div>
  );
}
