import type { Addon, Tour } from '@app/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { formatEuros, formatWholeEuros } from '../../../lib/format-price';
import { calculateBookingTotals } from '../lib/booking-totals';
import { toIsoDay } from '../../../lib/calendar-dates';
import { formatTourDate, getUpcomingDates } from '../lib/tour-dates';
import { SelectField } from '../../../components/ui/select-field';
import { TravelersStepper } from './travelers-stepper';

function travelersText(travelers: number): string {
  return travelers === 1 ? '1 traveler' : `${travelers} travelers`;
}

export function BookingPanel({
  tour,
  addons,
}: {
  tour: Pick<Tour, 'price_eur' | 'available_dates'>;
  addons: readonly Addon[];
}) {
  const id = useId();
  const auth = useAuth();
  const navigate = useNavigate();
  const [date, setDate] = useState('');
  const [travelers, setTravelers] = useState(1);
  const [addonIds, setAddonIds] = useState<ReadonlySet<string>>(new Set());

  const today = toIsoDay();
  const upcomingDates = getUpcomingDates(tour.available_dates, today);
  const isPastDate = date !== '' && date < today;
  const hasDate = date !== '' && !isPastDate;

  const chosenAddons = addons.filter((addon) => addonIds.has(addon.id));
  const addonsPerPerson = chosenAddons.reduce((sum, addon) => sum + addon.price_eur, 0);
  const totals = calculateBookingTotals({
    pricePerPerson: tour.price_eur,
    travelers,
    addonPrices: chosenAddons.map((addon) => addon.price_eur),
  });

  function handleToggleAddon(addonId: string, checked: boolean) {
    setAddonIds((current) => {
      const next = new Set(current);
      if (checked) next.add(addonId);
      else next.delete(addonId);
      return next;
    });
  }

  function handleBook() {
    if (auth.status !== 'signed-in') {
      toast.error('Authentication Required', {
        description: 'Please sign in to book a tour.',
        action: { label: 'Sign In', onClick: () => void navigate('/login') },
      });
      return;
    }
    if (!hasDate) {
      toast.error('Date Required', { description: 'Please select a tour date.' });
      return;
    }
    // NOTE: paying from the wallet arrives with the process-booking function.
    toast.info('Booking opens soon', {
      description: 'Wallet payment for multi-day tours is being set up.',
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2
        id={`${id}-title`}
        className="text-sm font-semibold tracking-wide text-emerald-800 uppercase"
      >
        Book this tour
      </h2>
      <p className="mt-1 text-stone-600">
        <span className="text-3xl font-bold text-stone-900">
          {formatWholeEuros(tour.price_eur)}
        </span>{' '}
        per person
      </p>

      <div className="mt-4 flex flex-col gap-4">
        {upcomingDates.length > 0 ? (
          <SelectField
            id={`${id}-date`}
            label="Tour date"
            value={date}
            options={[
              { value: '', label: 'Select a date' },
              ...upcomingDates.map((value) => ({ value, label: formatTourDate(value) })),
            ]}
            onValueChange={setDate}
          />
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-date`}>Tour date</Label>
            <Input
              id={`${id}-date`}
              type="date"
              min={today}
              value={date}
              aria-invalid={isPastDate || undefined}
              aria-describedby={isPastDate ? `${id}-date-error` : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
            <FieldError id={`${id}-date-error`}>
              {isPastDate ? 'Please choose a date from today on.' : undefined}
            </FieldError>
          </div>
        )}

        <TravelersStepper value={travelers} onValueChange={setTravelers} />

        {addons.length > 0 && (
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-stone-800">
              Add-ons <span className="font-normal text-stone-600">(price per person)</span>
            </legend>
            {/* On large screens the list scrolls, so the totals and Book stay in view. */}
            <div className="flex flex-col gap-1.5 lg:max-h-44 lg:overflow-y-auto lg:pr-1">
              {addons.map((addon) => (
                <label
                  key={addon.id}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-200 px-3 py-2 text-sm hover:bg-stone-50 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
                >
                  <input
                    type="checkbox"
                    checked={addonIds.has(addon.id)}
                    onChange={(event) => handleToggleAddon(addon.id, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0 accent-emerald-700"
                  />
                  <span className="flex-1 text-stone-800">{addon.title}</span>
                  <span className="font-medium whitespace-nowrap text-stone-900">
                    +{formatEuros(addon.price_eur)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <dl className="flex flex-col gap-2 border-t border-stone-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">
              Base price ({formatEuros(tour.price_eur)} × {travelersText(travelers)})
            </dt>
            <dd className="font-medium text-stone-900">{formatEuros(totals.baseTotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">
              Add-ons ({formatEuros(addonsPerPerson)} × {travelersText(travelers)})
            </dt>
            <dd className="font-medium text-stone-900">{formatEuros(totals.addOnsTotal)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
            <dt className="font-semibold text-stone-900">Total</dt>
            <dd className="font-bold text-stone-900" aria-live="polite">
              {formatEuros(totals.grandTotal)}
            </dd>
          </div>
        </dl>

        <div className="flex flex-col gap-2">
          <Button
            size="lg"
            disabled={!hasDate}
            aria-describedby={hasDate ? undefined : `${id}-book-hint`}
            onClick={handleBook}
          >
            Book Now
          </Button>
          {!hasDate && (
            <p id={`${id}-book-hint`} className="text-center text-xs text-stone-600">
              Select a tour date to book.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
