import type { BookingStatus } from '@app/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../../../i18n/page-locale';
import type { Localized } from '../../../lib/catalogue-language';
import { getSupabase } from '../../../lib/supabase';
import { bookingKeys } from '../../../lib/booking-keys';

export const waitlistStatuses = ['waiting', 'booked', 'left', 'released'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export interface WaitlistEntry {
  id: string;
  travelers: number;
  hold_eur: number;
  status: WaitlistStatus;
  created_at: string;
  start_date: string | null;
  /** Its title in the page's language (decision 029). */
  tour: Localized<{ title: string; href: string }> | null;
  /** The booking the hold paid (status 'booked'), as it stands now: it may since be cancelled. */
  booking: { status: BookingStatus; refund_eur: number | null } | null;
}

const ENTRY_COLUMNS =
  'id,travelers,hold_eur,status,created_at, booking:bookings(status,refund_eur)';
// One literal, so that the typed client knows the rows it selects.
const SELECT =
  'id,travelers,hold_eur,status,created_at, booking:bookings(status,refund_eur), departure:departures(start_date, tour:tours(title,slug), micro_tour:micro_tours(title,slug))';

/**
 * The entries' columns and how a tour read with them is shown: in another language than
 * English, with its title in it (catalogue-language.ts), which an English page never loads.
 */
export async function waitlistRead(locale: Locale): Promise<{
  select: typeof SELECT;
  localize: <Row extends { title: string }>(tour: Row) => Localized<Row>;
}> {
  if (locale === 'en') return { select: SELECT, localize: (tour) => tour };
  const local = await import('../../../lib/catalogue-localize');
  const title = local.localizedColumns('titles', 'title,slug', locale);
  return {
    select:
      `${ENTRY_COLUMNS}, departure:departures(start_date, tour:tours(${title}), micro_tour:micro_tours(${title}))` as typeof SELECT,
    localize: (tour) => local.localizeRows('titles', [tour])[0]!,
  };
}

/** The member's waiting-list entries with their date and tour (in the page's language), newest first. */
export async function getWaitlistEntries(userId: string): Promise<WaitlistEntry[]> {
  const supabase = await getSupabase();
  const { select, localize } = await waitlistRead(pageLocale);
  const { data, error } = await supabase
    .from('waitlist_entries')
    .select(select)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.flatMap(({ departure, booking, ...row }) => {
    const status = waitlistStatuses.find((known) => known === row.status);
    if (!status) return [];
    const listed = departure?.tour
      ? { ...localize(departure.tour), base: '/tours' }
      : departure?.micro_tour
        ? { ...localize(departure.micro_tour), base: '/micro-tours' }
        : null;
    const tour = listed && {
      title: listed.title,
      href: `${listed.base}/${listed.slug}`,
      ...(listed.inEnglish && { inEnglish: listed.inEnglish }),
    };
    return [
      {
        ...row,
        status,
        hold_eur: Number(row.hold_eur),
        start_date: departure?.start_date ?? null,
        tour,
        booking: booking
          ? {
              status: booking.status,
              refund_eur: booking.refund_eur === null ? null : Number(booking.refund_eur),
            }
          : null,
      },
    ];
  });
}

export const waitlistEntriesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: bookingKeys.waitlist(userId ?? ''),
    queryFn: userId ? () => getWaitlistEntries(userId) : skipToken,
    staleTime: 30 * 1000,
  });

export const useWaitlistEntries = (userId: string | undefined) =>
  useQuery(waitlistEntriesQueryOptions(userId));
