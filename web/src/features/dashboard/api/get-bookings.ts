import type { BookingStatus } from '@app/domain';
import type { FrozenPolicy } from '@app/domain/departure-rules';
import type { DateChangeTerms } from '@app/domain/date-change-terms';
import { readDateChangeTerms, readFrozenPolicy } from '../../../lib/departures/frozen-policy';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import type { Localized } from '../../../lib/catalogue-language';
import { getSupabase } from '../../../lib/supabase';
import { bookingKeys } from '../../../lib/booking-keys';

export interface MemberBooking {
  id: string;
  tour_id: string | null;
  micro_tour_id: string | null;
  start_date: string;
  travelers: number;
  total_eur: number;
  status: BookingStatus;
  created_at: string;
  /** The refund policy frozen when the booking was paid; null if the row holds none readable. */
  policy: FrozenPolicy | null;
  /** The tour's zone, in which its days count. */
  time_zone: string | null;
  /** The date change terms frozen when the booking was paid; null if the row holds none readable. */
  changeTerms: DateChangeTerms | null;
  /** How many times the booking moved to another date. */
  date_changes: number;
  /** The date it started on before its last move; null when it never moved. */
  movedFrom: string | null;
  /** Once cancelled: what came back, and at what rate. */
  refund_eur: number | null;
  refund_percent: number | null;
  /** Who leads the party, as the guide sees it; null when the booking named nobody. */
  contact: { lead_name: string; phone: string } | null;
  /** In the page's language (decision 029). */
  tour: Localized<{
    title: string;
    slug: string;
    country: string;
    category: string;
    cover_image: string | null;
    image_override_url: string | null;
  }> | null;
  micro_tour: Localized<{
    title: string;
    slug: string;
    city: string;
    country: string;
    cover_url: string | null;
  }> | null;
}

/** The latest of a booking's moves. */
const lastMove = <T extends { created_at: string }>(moves: readonly T[]) =>
  moves.reduce<T | undefined>(
    (latest, move) => (latest && latest.created_at >= move.created_at ? latest : move),
    undefined,
  );

const TOUR_COLUMNS = 'title,slug,country,category,cover_image,image_override_url';
const MICRO_TOUR_COLUMNS = 'title,slug,city,country,cover_url';
const MOVES =
  'moves:booking_date_changes(from_date,created_at), contact:booking_contacts(lead_name,phone)';
// One literal, so that the typed client knows the rows it selects.
const SELECT =
  '*, tour:tours(title,slug,country,category,cover_image,image_override_url), micro_tour:micro_tours(title,slug,city,country,cover_url), moves:booking_date_changes(from_date,created_at), contact:booking_contacts(lead_name,phone)';

/**
 * The member's bookings with their tour (multi-day or micro-tour) in the page's language,
 * newest first.
 */
export async function getBookings(userId: string): Promise<MemberBooking[]> {
  const supabase = await getSupabase();
  // In another language than English, the tours' words in it (catalogue-language.ts).
  const local = pageLocale === 'en' ? undefined : await import('../../../lib/catalogue-localize');
  const select = local
    ? (`*, tour:tours(${local.localizedColumns('tourCards', TOUR_COLUMNS, pageLocale)}), micro_tour:micro_tours(${local.localizedColumns('microTourCards', MICRO_TOUR_COLUMNS, pageLocale)}), ${MOVES}` as typeof SELECT)
    : SELECT;
  const { data, error } = await supabase
    .from('bookings')
    .select(select)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(({ refund_tiers, date_change_terms, moves, tour, micro_tour, ...row }) => ({
    ...row,
    tour: tour && local ? local.localizeRows('tourCards', [tour])[0]! : tour,
    micro_tour:
      micro_tour && local ? local.localizeRows('microTourCards', [micro_tour])[0]! : micro_tour,
    total_eur: Number(row.total_eur),
    refund_eur: row.refund_eur === null ? null : Number(row.refund_eur),
    policy: readFrozenPolicy(refund_tiers, row.time_zone),
    changeTerms: readDateChangeTerms(date_change_terms),
    movedFrom: lastMove(moves)?.from_date ?? null,
  }));
}

export const bookingsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: bookingKeys.member(userId ?? ''),
    queryFn: userId ? () => getBookings(userId) : skipToken,
    staleTime: 30 * 1000,
  });

export const useBookings = (userId: string | undefined) => useQuery(bookingsQueryOptions(userId));
