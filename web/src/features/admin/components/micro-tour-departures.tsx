import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPARTURE_CAPACITY_MAX } from '@app/domain/db-rules';
import { countryTimeZone, dateIn, type Departure } from '@app/domain/departures';
import { addMicroTourSlotInputSchema, type MicroTourSlot } from '@app/domain/micro-tour-slots';
import { Ban, ChevronLeft, ChevronRight, Lock, LockOpen, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/error-text';
import { useAddMicroTourSlot } from '../api/add-micro-tour-slot';
import { useChangeMicroTourSlots } from '../api/change-micro-tour-slots';
import { useMicroTourSlots } from '../api/get-micro-tour-slots';
import { formatDepartureDate } from '../lib/departure-dates';
import { CancelSlotsDialog, type SlotsToCancel } from './cancel-slots-dialog';
import { DepartureBookingsDialog } from './departure-bookings-dialog';
import { MicroTourSlotItem, slotButtonId, slotState } from './micro-tour-slot-item';

/** How many days one page shows. */
const RANGES = [7, 14, 28] as const;

/** `date` moved by `days` (both YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The bookings dialog reads a departure: a start time that has one, as that departure. */
function slotDeparture(microTourId: string, slot: MicroTourSlot): Departure | null {
  if (slot.departure_id === null) return null;
  return {
    id: slot.departure_id,
    tour_id: null,
    micro_tour_id: microTourId,
    start_date: slot.start_date,
    capacity: slot.capacity,
    seats_taken: slot.seats_taken,
    status: slot.status,
    scheduled: !slot.in_plan,
    cancel_reason: slot.cancel_reason,
  };
}

function SlotsSkeleton({ days }: { days: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">
        <Trans>Loading departures...</Trans>
      </span>
      {Array.from({ length: Math.min(days, 4) }, (_, n) => (
        <Skeleton key={n} className="h-36 w-full rounded-lg" />
      ))}
    </div>
  );
}

/** A one-off start time on a date, with its seats, added at once. */
function AddSlotFields({
  microTourId,
  firstDate,
  defaultCapacity,
}: {
  microTourId: string;
  firstDate: string;
  defaultCapacity: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [capacity, setCapacity] = useState(String(defaultCapacity));
  const [errors, setErrors] = useState<{ date?: string; time?: string; capacity?: string }>({});
  const addSlot = useAddMicroTourSlot();

  function handleAdd() {
    const result = addMicroTourSlotInputSchema.safeParse({ date, time, capacity });
    if (!result.success || result.data.capacity > DEPARTURE_CAPACITY_MAX) {
      const found: { date?: string; time?: string; capacity?: string } = {};
      for (const issue of result.error?.issues ?? []) {
        const field = issue.path[0];
        if (field === 'date') found.date ??= t`Date is required`;
        if (field === 'time') found.time ??= t`Give a start time as HH:MM (00:00 to 23:59).`;
        if (field === 'capacity')
          found.capacity ??= t`Capacity must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`;
      }
      if (result.success)
        found.capacity = t`Capacity must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`;
      setErrors(found);
      return;
    }
    setErrors({});
    addSlot.mutate(
      { microTourId, ...result.data },
      {
        onSuccess: (added) => {
          const day = formatDepartureDate(added.startDate, locale);
          const at = added.startTime;
          const seats = plural(added.capacity, { one: '# seat', other: '# seats' });
          toast.success(t`Start time added`, { description: `${day} ${at}, ${seats}` });
          setTime('');
        },
        onError: (error) =>
          toast.error(t`Failed to add the start time`, { description: errorText(error) }),
      },
    );
  }

  function handleEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleAdd();
  }

  return (
    <fieldset className="rounded-lg border border-dashed border-stone-300 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">
        <Trans>Add an extra start time</Trans>
      </legend>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[12rem_8rem_7rem_auto]">
        <div className="col-span-2 sm:col-span-1">
          <TextField
            label={t`Date`}
            type="date"
            min={firstDate}
            required
            value={date}
            error={errors.date}
            onChange={(event) => setDate(event.target.value)}
            onKeyDown={handleEnter}
          />
        </div>
        <TextField
          label={t`Start time`}
          type="time"
          required
          value={time}
          error={errors.time}
          onChange={(event) => setTime(event.target.value)}
          onKeyDown={handleEnter}
        />
        <TextField
          label={t`Capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={DEPARTURE_CAPACITY_MAX}
          step={1}
          required
          value={capacity}
          error={errors.capacity}
          onChange={(event) => setCapacity(event.target.value)}
          onKeyDown={handleEnter}
        />
        <Button
          className="col-span-2 sm:col-span-1 sm:mt-6 sm:justify-self-start"
          disabled={addSlot.isPending}
          onClick={handleAdd}
        >
          <Plus aria-hidden="true" />
          {addSlot.isPending ? <Trans>Adding...</Trans> : <Trans>Add start time</Trans>}
        </Button>
      </div>
    </fieldset>
  );
}

/** A day's start times and the actions on all of them at once. */
function DayCard({
  microTourId,
  date,
  slots,
  onShowBookings,
  onCancel,
}: {
  microTourId: string;
  date: string;
  slots: MicroTourSlot[];
  onShowBookings: (slot: MicroTourSlot) => void;
  onCancel: (target: SlotsToCancel) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const change = useChangeMicroTourSlots();
  const dateText = formatDepartureDate(date, locale);
  const changeable = slots.filter((slot) => {
    const state = slotState(slot);
    return state !== 'cancelled' && state !== 'started';
  });
  const seatsTaken = changeable.reduce((sum, slot) => sum + slot.seats_taken, 0);
  const allClosed = changeable.length > 0 && changeable.every((slot) => slot.status === 'closed');
  const headingId = `day-${date}`;

  function handleDay(action: 'close' | 'reopen') {
    change.mutate(
      { microTourId, date, action, times: null },
      {
        onSuccess: () =>
          toast.success(action === 'close' ? t`Day closed` : t`Day reopened`, {
            description: dateText,
          }),
        onError: (error) =>
          toast.error(
            action === 'close' ? t`Failed to close the day` : t`Failed to reopen the day`,
            {
              description: errorText(error),
            },
          ),
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 pb-3">
        <h3 id={headingId} className="font-semibold text-stone-900 tabular-nums">
          {dateText}
        </h3>
        {changeable.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={change.isPending}
              onClick={() => handleDay(allClosed ? 'reopen' : 'close')}
            >
              {allClosed ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
              {allClosed ? (
                <Trans>
                  Reopen day<span className="sr-only"> {dateText}</span>
                </Trans>
              ) : (
                <Trans>
                  Close day<span className="sr-only"> {dateText}</span>
                </Trans>
              )}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="border-red-300! text-red-800! hover:bg-red-50!"
              onClick={() => onCancel({ date, time: null, label: dateText, seatsTaken })}
            >
              <Ban aria-hidden="true" />
              <Trans>
                Cancel day<span className="sr-only"> {dateText}</span>
              </Trans>
            </Button>
          </div>
        )}
      </div>
      {slots.length === 0 ? (
        <p className="pt-3 text-sm text-stone-600">
          <Trans>No start times on this day.</Trans>
        </p>
      ) : (
        <div className="divide-y divide-stone-100 pt-3">
          {slots.map((slot) => {
            const time = slot.start_time;
            return (
              <MicroTourSlotItem
                key={time}
                microTourId={microTourId}
                slot={slot}
                dateText={dateText}
                onShowBookings={() => onShowBookings(slot)}
                onCancel={() =>
                  onCancel({
                    date,
                    time,
                    label: t`${dateText} at ${time}`,
                    seatsTaken: slot.seats_taken,
                  })
                }
              />
            );
          })}
        </div>
      )}
    </section>
  );
}

/**
 * A micro-tour's departures, day by day: every start time of its weekly plan and the extra ones,
 * with seats, bookings, waiting list and state; each change is saved at once.
 */
export function MicroTourDepartures({
  microTour,
}: {
  microTour: { id: string; country: string; daily_capacity: number };
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const today = dateIn(countryTimeZone(microTour.country), new Date());
  const [from, setFrom] = useState(today);
  const [days, setDays] = useState<number>(RANGES[0]);
  const slots = useMicroTourSlots(microTour.id, from, days);
  const [shown, setShown] = useState<MicroTourSlot | null>(null);
  const [toCancel, setToCancel] = useState<SlotsToCancel | null>(null);
  // The dialogs open without a Radix trigger: focus goes back to the button that opened them.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function rememberOpener() {
    const active = document.activeElement;
    returnFocusTo.current = active instanceof HTMLElement ? active : null;
  }

  const dates = Array.from({ length: days }, (_, n) => addDays(from, n));
  const byDate = new Map<string, MicroTourSlot[]>(dates.map((date) => [date, []]));
  for (const slot of slots.data ?? []) byDate.get(slot.start_date)?.push(slot);
  const shownNow =
    shown &&
    (slots.data?.find(
      (slot) => slot.start_date === shown.start_date && slot.start_time === shown.start_time,
    ) ??
      shown);
  const lastDay = formatDepartureDate(addDays(from, days - 1), locale);
  const firstDay = formatDepartureDate(from, locale);

  return (
    <div className="space-y-4">
      <AddSlotFields
        microTourId={microTour.id}
        firstDate={today}
        defaultCapacity={microTour.daily_capacity}
      />
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="sm:w-44">
          <TextField
            label={t`From`}
            type="date"
            value={from}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) setFrom(event.target.value);
            }}
          />
        </div>
        <SelectField
          id="micro-tour-departures-range"
          className="sm:w-36"
          label={t`Days shown`}
          value={String(days)}
          options={RANGES.map((count) => ({
            value: String(count),
            label: plural(count, { one: '# day', other: '# days' }),
          }))}
          onValueChange={(value) => setDays(Number(value))}
        />
        <div className="col-span-2 flex gap-2">
          <Button variant="outline" onClick={() => setFrom(addDays(from, -days))}>
            <ChevronLeft aria-hidden="true" />
            <Trans>Earlier</Trans>
          </Button>
          <Button variant="outline" onClick={() => setFrom(addDays(from, days))}>
            <Trans>Later</Trans>
            <ChevronRight aria-hidden="true" />
          </Button>
          {from !== today && (
            <Button variant="ghost" onClick={() => setFrom(today)}>
              <Trans>Today</Trans>
            </Button>
          )}
        </div>
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        <Trans>
          {firstDay} to {lastDay}
        </Trans>
      </p>
      {slots.isPending ? (
        <SlotsSkeleton days={days} />
      ) : slots.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <Trans>Failed to load the departures.</Trans> {errorText(slots.error)}
        </p>
      ) : (
        <div
          className={`space-y-3 ${slots.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={slots.isPlaceholderData}
        >
          {dates.map((date) => (
            <DayCard
              key={date}
              microTourId={microTour.id}
              date={date}
              slots={byDate.get(date) ?? []}
              onShowBookings={(slot) => {
                rememberOpener();
                setShown(slot);
              }}
              onCancel={(target) => {
                rememberOpener();
                setToCancel(target);
              }}
            />
          ))}
        </div>
      )}
      <DepartureBookingsDialog
        departure={shownNow ? slotDeparture(microTour.id, shownNow) : null}
        startTime={shownNow?.start_time}
        returnFocusTo={returnFocusTo}
        onOpenChange={(open) => !open && setShown(null)}
      />
      <CancelSlotsDialog
        microTourId={microTour.id}
        target={toCancel}
        returnFocusTo={returnFocusTo}
        onClose={() => {
          if (toCancel?.time && !returnFocusTo.current?.isConnected) {
            returnFocusTo.current = document.getElementById(
              slotButtonId({ start_date: toCancel.date, start_time: toCancel.time }),
            );
          }
          setToCancel(null);
        }}
      />
    </div>
  );
}
