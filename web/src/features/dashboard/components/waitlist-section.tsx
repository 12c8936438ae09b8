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

const statusLabels: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  booked: 'Booked',
  left: 'Left',
  released: 'Released',
};

const statusClasses: Record<WaitlistStatus, string> = {
  waiting: 'bg-amber-100! text-amber-900!',
  booked: 'bg-emerald-100! text-emerald-900!',
  left: 'bg-stone-200! text-stone-800!',
  released: 'bg-stone-200! text-stone-800!',
};

/** What became of the hold: still held, spent on the booking, or back in the wallet. */
function holdText(entry: WaitlistEntry) {
  const amount = formatEuros(entry.hold_eur);
  if (entry.status === 'waiting') return `${amount} held`;
  if (entry.status === 'booked') return `${amount} paid the booking`;
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
        {entries.map((entry) => (
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
                  <span>{holdText(entry)}</span>
                </p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                <Badge className={cn(statusClasses[entry.status])}>
                  {statusLabels[entry.status]}
                </Badge>
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
        ))}
      </ul>
    </section>
  );
}
