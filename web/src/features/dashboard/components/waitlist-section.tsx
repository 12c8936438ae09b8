import { formatEuros } from '@app/domain/money';
import { CalendarDays, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatIsoDay } from '../../../lib/calendar-dates';
import { cn } from '../../../lib/cn';
import { pluralize } from '../../../lib/pluralize';
import type { WaitlistEntry, WaitlistStatus } from '../api/get-waitlist-entries';

/** The entry's state, with the booking it made followed on: that booking may be cancelled since. */
type EntryState = WaitlistStatus | 'booking-cancelled';

const stateLabels: Record<EntryState, string> = {
  waiting: 'Waiting',
  booked: 'Booked',
  'booking-cancelled': 'Booking cancelled',
  left: 'Left',
  released: 'Released',
};

const stateClasses: Record<EntryState, string> = {
  waiting: 'bg-amber-100! text-amber-900!',
  booked: 'bg-emerald-100! text-emerald-900!',
  'booking-cancelled': 'bg-stone-200! text-stone-800!',
  left: 'bg-stone-200! text-stone-800!',
  released: 'bg-stone-200! text-stone-800!',
};

function entryState(entry: WaitlistEntry): EntryState {
  return entry.status === 'booked' && entry.booking?.status === 'cancelled'
    ? 'booking-cancelled'
    : entry.status;
}

/** What became of the hold: still held, spent on the booking (and refunded), or back in the wallet. */
function holdText(entry: WaitlistEntry, state: EntryState) {
  const amount = formatEuros(entry.hold_eur);
  if (state === 'waiting') return `${amount} held`;
  if (state === 'booked') return `${amount} paid the booking`;
  if (state === 'booking-cancelled') {
    const refund = entry.booking?.refund_eur ?? null;
    return refund === null
      ? `${amount} paid the booking`
      : `${amount} paid the booking · ${formatEuros(refund)} refunded`;
  }
  return `${amount} released`;
}

/** The member's waiting lists: tour, date, travelers, hold and state; a waiting one can be left. */
export function WaitlistSection({
  entries,
  leavingId,
  onLeave,
}: {
  entries: readonly WaitlistEntry[];
  /** The entry being left, while that runs. */
  leavingId: string | null;
  onLeave: (entry: WaitlistEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-label="Waiting lists">
      <h3 className="text-lg font-semibold text-stone-900">
        Waiting lists <span className="font-normal text-stone-600">({entries.length})</span>
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        When seats free up, the first member in line whose travelers fit is booked from the hold.
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {entries.map((entry) => {
          const state = entryState(entry);
          return (
            <li key={entry.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
                <div className="min-w-0">
                  <h4 className="text-base font-semibold break-words text-stone-900">
                    {entry.tour ? (
                      <Link to={entry.tour.href} className="hover:text-emerald-800 hover:underline">
                        {entry.tour.title}
                      </Link>
                    ) : (
                      'Tour no longer available'
                    )}
                  </h4>
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
                    {entry.start_date && (
                      <span className="inline-flex items-center gap-1.5">
                        <CalendarDays aria-hidden="true" className="size-4 text-emerald-700" />
                        {formatIsoDay(entry.start_date)}
                      </span>
                    )}
                    <span className="inline-flex items-center gap-1.5">
                      <Users aria-hidden="true" className="size-4 text-emerald-700" />
                      {pluralize(entry.travelers, 'traveler')}
                    </span>
                    <span>{holdText(entry, state)}</span>
                  </p>
                </div>
                <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                  <Badge className={cn(stateClasses[state])}>{stateLabels[state]}</Badge>
                  {entry.status === 'waiting' && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={leavingId !== null}
                      onClick={() => onLeave(entry)}
                    >
                      {leavingId === entry.id ? 'Processing...' : 'Leave waiting list'}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
