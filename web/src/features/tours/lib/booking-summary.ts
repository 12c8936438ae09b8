import type { Addon, Tour } from '@app/domain';
import { sumEuros } from '@app/domain/money';
import { bookingTotals } from '@app/domain/pricing';
import { isPastDay, isTooFarAhead } from '../../../lib/calendar-dates';
import { getUpcomingDates } from '../../../lib/departures/tour-dates';

/**
 * What the booking choices come to on a tour: the departures still on sale (up to two years ahead),
 * whether the chosen day can be booked, the add-ons taken and the totals. The panel and the
 * phone's bar read the same.
 */
export function summarizeBooking(
  tour: Pick<Tour, 'price_eur' | 'available_dates'>,
  addons: readonly Addon[],
  choices: { date: string; travelers: number; addonIds: ReadonlySet<string> },
  today: string,
  /** The first date still on sale in the tour's zone (firstTourDate): today there, or later. */
  firstDay: string = today,
) {
  const upcomingDates = getUpcomingDates(tour.available_dates, firstDay).filter(
    (day) => !isTooFarAhead(day, today),
  );
  const isPastDate = isPastDay(choices.date, firstDay);
  const isTooFar = isTooFarAhead(choices.date, today);
  const hasDate =
    choices.date !== '' &&
    !isPastDate &&
    !isTooFar &&
    (upcomingDates.length === 0 || upcomingDates.includes(choices.date));
  const chosenAddons = addons.filter((addon) => choices.addonIds.has(addon.id));
  const totals = bookingTotals({
    pricePerPerson: tour.price_eur,
    travelers: choices.travelers,
    addonPrices: chosenAddons.map((addon) => addon.price_eur),
  });
  return {
    upcomingDates,
    isPastDate,
    isTooFar,
    hasDate,
    chosenAddons,
    addonsPerPerson: sumEuros(chosenAddons.map((addon) => addon.price_eur)),
    totals,
  };
}
