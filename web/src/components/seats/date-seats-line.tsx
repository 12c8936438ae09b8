import { FEW_SEATS_LEFT } from '@app/domain/seats';
import { Skeleton } from '../ui/skeleton';
import { cn } from '../../lib/cn';
import { dateSeatsLabel } from '../../lib/seats-text';

/**
 * 'Only 3 seats left' (or 'Cancelled') under the chosen date; a skeleton of the same height while
 * the seats load, so nothing below moves when they arrive.
 */
export function DateSeatsLine({
  id,
  seats,
}: {
  id: string;
  seats: { seatsLeft: number; isCancelled: boolean } | undefined;
}) {
  if (seats === undefined) return <Skeleton className="h-5 w-28" />;
  const { seatsLeft } = seats;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'h-5 text-sm',
        seatsLeft <= 0
          ? 'font-semibold text-red-700'
          : seatsLeft <= FEW_SEATS_LEFT
            ? 'font-medium text-amber-800'
            : 'text-stone-600',
      )}
    >
      {dateSeatsLabel(seats)}
    </p>
  );
}
