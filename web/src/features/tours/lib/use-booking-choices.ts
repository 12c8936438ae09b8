import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toIsoDay } from '../../../lib/calendar-dates';
import { type BookingChoices, parseBookingChoices } from './booking-choices';

/**
 * The booking panel's choices, held by the tour page so that the phone's booking bar shows the
 * same total. They start from the URL, where a visitor who went to sign in left them.
 */
export function useBookingChoices() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => parseBookingChoices(searchParams, toIsoDay()));
  const [date, setDate] = useState(initial.date);
  const [travelers, setTravelers] = useState(initial.travelers);
  const [addonIds, setAddonIds] = useState<ReadonlySet<string>>(() => new Set(initial.addonIds));

  function toggleAddon(addonId: string, checked: boolean) {
    setAddonIds((current) => {
      const next = new Set(current);
      if (checked) next.add(addonId);
      else next.delete(addonId);
      return next;
    });
  }

  /** Starts over, after a booking: no date, one traveler, no add-ons, a clean URL. */
  function reset() {
    setDate('');
    setTravelers(1);
    setAddonIds(new Set());
    if (searchParams.size > 0) {
      setSearchParams({}, { replace: true, preventScrollReset: true });
    }
  }

  /** Takes up choices made before, as a card top-up's way back brings them (decision 026). */
  function restore(choices: BookingChoices) {
    setDate(choices.date);
    setTravelers(choices.travelers);
    setAddonIds(new Set(choices.addonIds));
  }

  return { date, setDate, travelers, setTravelers, addonIds, toggleAddon, reset, restore };
}

export type BookingChoicesState = ReturnType<typeof useBookingChoices>;
