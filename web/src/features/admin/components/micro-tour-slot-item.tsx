import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MicroTourSlot } from '@app/domain/micro-tour-slots';
import { Ban, Lock, LockOpen, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { useChangeMicroTourSlots } from '../api/change-micro-tour-slots';
import { useSetMicroTourSlotCapacity } from '../api/set-micro-tour-slot-capacity';
import { CapacityEditor } from './capacity-editor';

/** What a start time's badge says: its state, or that its sales have closed. */
export type SlotState = 'open' | 'closed' | 'cancelled' | 'sales_closed' | 'started';

export function slotState(slot: MicroTourSlot): SlotState {
  if (slot.status === 'cancelled') return 'cancelled';
  if (slot.started) return 'started';
  if (slot.status === 'closed') return 'closed';
  return slot.sales_open ? 'open' : 'sales_closed';
}

const looks: Record<SlotState, { label: MessageDescriptor; className: string }> = {
  open: { label: msg`Open`, className: 'bg-emerald-100 text-emerald-900' },
  closed: { label: msg`Closed`, className: 'bg-stone-200 text-stone-800' },
  cancelled: { label: msg`Cancelled`, className: 'bg-red-100 text-red-900' },
  sales_closed: { label: msg`Bookings closed`, className: 'bg-amber-100 text-amber-900' },
  started: { label: msg`Started`, className: 'bg-stone-100 text-stone-700' },
};

export function SlotStateBadge({ state }: { state: SlotState }) {
  const { t } = useLingui();
  return <Badge className={looks[state].className}>{t(looks[state].label)}</Badge>;
}

/** The id of a start time's Bookings button, where focus goes back to from its dialogs. */
export const slotButtonId = (slot: Pick<MicroTourSlot, 'start_date' | 'start_time'>) =>
  `slot-${slot.start_date}-${slot.start_time.replace(':', '')}`;

/** One start time of a day: seats, bookings, waiting list, state and what the admin may do. */
export function MicroTourSlotItem({
  microTourId,
  slot,
  dateText,
  onShowBookings,
  onCancel,
}: {
  microTourId: string;
  slot: MicroTourSlot;
  dateText: string;
  onShowBookings: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const change = useChangeMicroTourSlots();
  const setCapacity = useSetMicroTourSlotCapacity();
  const state = slotState(slot);
  const time = slot.start_time;
  const label = t`${dateText} at ${time}`;
  const canChange = state !== 'cancelled' && state !== 'started';
  const isClosed = slot.status === 'closed';
  const taken = slot.seats_taken;
  const capacity = slot.capacity;
  const percent = Math.min(100, Math.round((taken / capacity) * 100));

  function handleOpenChange() {
    change.mutate(
      {
        microTourId,
        date: slot.start_date,
        action: isClosed ? 'reopen' : 'close',
        times: [slot.start_time],
      },
      {
        onSuccess: () =>
          toast.success(isClosed ? t`Start time reopened` : t`Start time closed`, {
            description: label,
          }),
        onError: (error) =>
          toast.error(
            isClosed ? t`Failed to reopen the start time` : t`Failed to close the start time`,
            {
              description: errorText(error),
            },
          ),
      },
    );
  }

  return (
    <article
      aria-label={label}
      className="grid gap-3 py-3 first:pt-0 last:pb-0 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-base font-semibold text-stone-900 tabular-nums">{time}</h4>
          <SlotStateBadge state={state} />
          {!slot.in_plan && (
            <span className="text-xs text-stone-600">
              <Trans>extra start time</Trans>
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-stone-700 tabular-nums">
          <Trans>
            {taken} of {capacity} seats taken
          </Trans>
          <span className="text-stone-600">
            {' · '}
            {plural(slot.bookings, { one: '# booking', other: '# bookings' })}
            {' · '}
            {plural(slot.waiting, { one: '# waiting', other: '# waiting' })}
          </span>
        </p>
        <div aria-hidden="true" className="mt-2 h-1.5 w-full max-w-48 rounded-full bg-stone-200">
          <div
            className={`h-full rounded-full ${percent >= 100 ? 'bg-amber-600' : 'bg-emerald-600'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        {slot.cancel_reason && (
          <p className="mt-2 text-sm break-words text-stone-700">
            <span className="font-medium">
              <Trans>Reason:</Trans>
            </span>{' '}
            {slot.cancel_reason}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {canChange && (
          <CapacityEditor
            key={slot.capacity}
            capacity={slot.capacity}
            seatsTaken={slot.seats_taken}
            name={label}
            label={label}
            save={(capacity) =>
              setCapacity.mutateAsync({
                microTourId,
                date: slot.start_date,
                time: slot.start_time,
                capacity,
              })
            }
            isSaving={setCapacity.isPending}
          />
        )}
        <Button
          variant="outline"
          id={slotButtonId(slot)}
          disabled={slot.departure_id === null}
          onClick={onShowBookings}
        >
          <Users aria-hidden="true" />
          <Trans>
            Bookings<span className="sr-only"> {label}</span>
          </Trans>
        </Button>
        {canChange && (
          <Button variant="outline" disabled={change.isPending} onClick={handleOpenChange}>
            {isClosed ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {isClosed ? (
              <Trans>
                Reopen<span className="sr-only"> {label}</span>
              </Trans>
            ) : (
              <Trans>
                Close<span className="sr-only"> {label}</span>
              </Trans>
            )}
          </Button>
        )}
        {canChange && (
          <Button
            variant="outline"
            className="border-red-300! text-red-800! hover:bg-red-50!"
            onClick={onCancel}
          >
            <Ban aria-hidden="true" />
            <Trans>
              Cancel<span className="sr-only"> {label}</span>
            </Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
