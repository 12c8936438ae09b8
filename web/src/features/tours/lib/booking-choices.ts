import { isTravelersCount } from '@app/domain/pricing';

/** What a visitor chose in the booking panel, kept across the trip to the sign-in page. */
export interface BookingChoices {
  date: string;
  travelers: number;
  addonIds: string[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Add-on ids are uuids; anything else in the URL is not an add-on of any tour. */
const ADDON_ID = /^[0-9a-z-]{1,64}$/i;
/** More than any tour offers; the URL cannot grow the state without bound. */
const MAX_ADDONS = 50;

/** The choices as a query string for the tour's URL: '?date=2030-05-01&travelers=2&addons=a,b'. */
export function bookingChoicesSearch(choices: BookingChoices): string {
  const query = new URLSearchParams();
  if (choices.date) query.set('date', choices.date);
  if (choices.travelers !== 1) query.set('travelers', String(choices.travelers));
  if (choices.addonIds.length > 0) query.set('addons', choices.addonIds.join(','));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** '2030-02-30' matches the pattern but is no day. */
function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
}

/**
 * The choices back from the URL. A past, malformed or impossible date, a count outside 1 to 12
 * and add-on entries that are not ids are dropped; add-ons the tour does not offer are ignored where they are shown.
 */
export function parseBookingChoices(params: URLSearchParams, today: string): BookingChoices {
  const date = params.get('date') ?? '';
  const count = params.get('travelers') ?? '';
  const travelers = /^\d{1,2}$/.test(count) ? Number(count) : 1;
  const addonIds = (params.get('addons') ?? '').split(',').filter((id) => ADDON_ID.test(id));
  return {
    date: ISO_DAY.test(date) && isCalendarDay(date) && date >= today ? date : '',
    travelers: isTravelersCount(travelers) ? travelers : 1,
    addonIds: [...new Set(addonIds)].slice(0, MAX_ADDONS),
  };
}
