import { isTravelersCount } from '@app/domain/pricing';

/** What a visitor chose in the booking panel, kept across the trip to the sign-in page. */
export interface BookingChoices {
  date: string;
  travelers: number;
  addonIds: string[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The choices as a query string for the tour's URL: '?date=2030-05-01&travelers=2&addons=a,b'. */
export function bookingChoicesSearch(choices: BookingChoices): string {
  const query = new URLSearchParams();
  if (choices.date) query.set('date', choices.date);
  if (choices.travelers !== 1) query.set('travelers', String(choices.travelers));
  if (choices.addonIds.length > 0) query.set('addons', choices.addonIds.join(','));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/**
 * The choices back from the URL. A past or malformed date, a count outside 1 to 12 and empty
 * add-on entries are dropped; add-ons the tour does not offer are ignored where they are shown.
 */
export function parseBookingChoices(params: URLSearchParams, today: string): BookingChoices {
  const date = params.get('date') ?? '';
  const travelers = Number(params.get('travelers'));
  return {
    date: ISO_DAY.test(date) && date >= today ? date : '',
    travelers: isTravelersCount(travelers) ? travelers : 1,
    addonIds: (params.get('addons') ?? '').split(',').filter(Boolean),
  };
}
