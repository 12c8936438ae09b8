import { plural, t } from '@lingui/core/macro';
import { FEW_SEATS_LEFT } from '@app/domain/seats';

/**
 * domain/src/seats.ts's seatsLeftText in the page's language: 'Sold out', 'Only 1 seat left',
 * 'Only 3 seats left', '12 seats left'.
 */
export function seatsLeftLabel(count: number): string {
  if (count <= 0) return t`Sold out`;
  if (count <= FEW_SEATS_LEFT) {
    return plural(count, { one: 'Only # seat left', other: 'Only # seats left' });
  }
  return plural(count, { one: '# seat left', other: '# seats left' });
}

/** What a date says of its seats: 'Cancelled' once its departure is, else seatsLeftLabel. */
export function dateSeatsLabel(seats: { seatsLeft: number; isCancelled: boolean }): string {
  return seats.isCancelled ? t`Cancelled` : seatsLeftLabel(seats.seatsLeft);
}
