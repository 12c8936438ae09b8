import '../messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBookingRow } from '@app/domain/admin-lists';
import { Link } from '../../../components/link';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatEuros, formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import type { Locale } from '@app/domain/locales';
import { formatDepartureDate } from '../lib/departure-dates';
import { ListPager, ListRows } from './list-toolbar';

const statusClasses: Record<AdminBookingRow['status'], string> = {
  paid: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-stone-200 text-stone-800',
};

/** '2 Dec 2026, 14:05' in English. */
export const formatDateTime = (iso: string, locale: Locale) => formatMoment(iso, 'dayTime', locale);

const statusNames = { paid: msg`paid`, pending: msg`pending`, cancelled: msg`cancelled` };

/** The Members tab with this member selected. */
export const memberPath = (userId: string) => `/admin?tab=members&member=${userId}`;

/**
 * Bookings as a table on wider screens; on a phone it scrolls sideways inside its card rather than
 * widening the page. `showMember` adds the member's e-mail, linking to their page in Members.
 */
export function BookingsTable({
  rows,
  showMember,
  caption,
}: {
  rows: readonly AdminBookingRow[];
  showMember: boolean;
  caption: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 text-xs text-stone-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Reference</Trans>
            </th>
            {showMember && (
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Member</Trans>
              </th>
            )}
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Tour</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Travellers</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Total</Trans>
            </th>
            <th scope="col" className="py-2 font-medium">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((booking) => (
            <tr key={booking.id}>
              <td className="py-2 pr-3 font-mono text-xs">{booking.reference}</td>
              {showMember && (
                <td className="py-2 pr-3">
                  <Link
                    to={memberPath(booking.user_id)}
                    className="whitespace-nowrap text-emerald-800 underline-offset-4 hover:underline"
                  >
                    {booking.email}
                  </Link>
                </td>
              )}
              <td className="max-w-64 py-2 pr-3">
                <span className="block truncate" title={booking.title}>
                  {booking.title}
                </span>
                <span className="block text-xs text-stone-500">
                  {booking.kind === 'micro_tour'
                    ? t`Micro-tour · booked ${formatDateTime(booking.created_at, locale)}`
                    : t`Tour · booked ${formatDateTime(booking.created_at, locale)}`}
                </span>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatDepartureDate(booking.start_date, locale)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{booking.travelers}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                {formatEuros(booking.total_eur, locale)}
                {booking.refund_eur !== null && booking.refund_eur > 0 && (
                  <span className="block text-xs text-stone-500">
                    {t`refunded ${formatEuros(booking.refund_eur, locale)}`}
                  </span>
                )}
              </td>
              <td className="py-2">
                <Badge className={cn('capitalize', statusClasses[booking.status])}>
                  {t(statusNames[booking.status])}
                </Badge>
                {booking.checked_in_at && (
                  <span className="block text-xs text-stone-500">
                    <Trans>checked in</Trans>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One page of bookings and its pager: the Bookings tab and a member's details both show it. */
export function PagedBookings({
  page,
  isBusy,
  pageNumber,
  pageSize,
  onPageChange,
  showMember,
  caption,
  pagerLabel,
}: {
  page: { rows: readonly AdminBookingRow[]; total: number };
  isBusy: boolean;
  pageNumber: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  showMember: boolean;
  caption: string;
  pagerLabel: string;
}) {
  return (
    <>
      <ListRows isBusy={isBusy}>
        <BookingsTable rows={page.rows} showMember={showMember} caption={caption} />
      </ListRows>
      <ListPager
        label={pagerLabel}
        page={pageNumber}
        pageSize={pageSize}
        total={page.total}
        onPageChange={onPageChange}
      />
    </>
  );
}
