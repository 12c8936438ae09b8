import '../messages';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { CalendarDays, Users } from 'lucide-react';
import { Link } from '../../../components/link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { pageLocale } from '../../../i18n/page-locale';
import { fieldLang } from '../../../lib/catalogue-language';
import { cn } from '../../../lib/cn';
import type { WaitlistEntry, WaitlistStatus } from '../api/get-waitlist-entries';

/** The entry's state, with the booking it made followed on: that booking may be cancelled since. */
type EntryState = WaitlistStatus | 'booking-cancelled';

const stateLabels: Record<EntryState, MessageDescriptor> = {
  waiting: msg`Waiting`,
  booked: msg`Booked`,
  'booking-cancelled': msg`Booking cancelled`,
  left: msg`Left`,
  released: msg`Released`,
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
  const amount = formatEuros(entry.hold_eur, pageLocale);
  if (state === 'waiting') return t`${amount} held`;
  if (state === 'booked') return t`${amount} paid the booking`;
  if (state === 'booking-cancelled') {
    const refundEur = entry.booking?.refund_eur ?? null;
    if (refundEur === null) return t`${amount} paid the booking`;
    const refund = formatEuros(refundEur, pageLocale);
    return t`${amount} paid the booking · ${refund} refunded`;
  }
  return t`${amount} released`;
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
  const count = entries.length;
  return (
    <section aria-label={t`Waiting lists`}>
      <h3 className="text-lg font-semibold text-stone-900">
        <Trans>
          Waiting lists <span className="font-normal text-stone-600">({count})</span>
        </Trans>
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>
          When seats free up, the first member in line whose travelers fit is booked from the hold.
        </Trans>
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
                      <Link
                        to={entry.tour.href}
                        lang={fieldLang(entry.tour, 'title')}
                        className="hover:text-emerald-800 hover:underline"
                      >
                        {entry.tour.title}
                      </Link>
                    ) : (
                      <Trans>Tour no longer available</Trans>
                    )}
                  </h4>
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
                    {entry.start_date && (
                      <span className="inline-flex items-center gap-1.5">
                        <CalendarDays aria-hidden="true" className="size-4 text-emerald-700" />
                        {formatCalendarDay(entry.start_date, 'longDay', pageLocale)}
                      </span>
                    )}
                    <span className="inline-flex items-center gap-1.5">
                      <Users aria-hidden="true" className="size-4 text-emerald-700" />
                      <Plural value={entry.travelers} one="# traveler" other="# travelers" />
                    </span>
                    <span>{holdText(entry, state)}</span>
                  </p>
                </div>
                <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                  <Badge className={cn(stateClasses[state])}>{t(stateLabels[state])}</Badge>
                  {entry.status === 'waiting' && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={leavingId !== null}
                      onClick={() => onLeave(entry)}
                    >
                      {leavingId === entry.id ? (
                        <Trans>Processing...</Trans>
                      ) : (
                        <Trans>Leave waiting list</Trans>
                      )}
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
