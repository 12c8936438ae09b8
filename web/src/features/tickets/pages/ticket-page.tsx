import '../messages';
import { formatCalendarDay, formatEuros, formatMoment } from '@app/domain/locale-format';
import type { TicketView } from '@app/domain/tickets';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CalendarDays, Clock, MapPin, Printer, Ticket, Users } from 'lucide-react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { useLocale } from '../../../i18n/use-locale';
import { functionErrorCode } from '../../../lib/server-function';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { stateTitles } from '../../../lib/page-heads/titles';
import { parseTicketReference, ticketFailedMessage, useTicket } from '../api/get-ticket';
import { TicketFileButton } from '../components/ticket-file-button';
import { TicketQr } from '../components/ticket-qr';
import { ticketTitle } from '../lib/ticket-title';
import { errorText } from '../../../lib/error-text';

const BOOKINGS_PATH = '/dashboard?tab=bookings';
// The meeting point's map loads after the ticket has painted, into a box the fallback reserves.
const PlaceMap = lazy(() => import('../../../components/place-map/place-map'));

function BackToBookings() {
  return (
    <Link
      to={BOOKINGS_PATH}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>My bookings</Trans>
    </Link>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-stone-600 uppercase">
        <span className="text-emerald-700 print:hidden">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1 break-words text-stone-900">{children}</dd>
    </div>
  );
}

function TicketCard({ ticket }: { ticket: TicketView }) {
  const { t } = useLingui();
  const locale = useLocale();
  const isCancelled = ticket.status === 'cancelled';
  const checkedIn = ticket.checkedInAt
    ? formatMoment(ticket.checkedInAt, 'longDayTime', locale)
    : '';
  const timeZone = ticket.timeZone;
  const { title, lang } = ticketTitle(ticket, locale);
  const { meetingPoint, meetingAt } = ticket;
  const meeting = useMemo(
    () =>
      meetingAt
        ? { meeting_point: meetingPoint, meeting_lat: meetingAt.lat, meeting_lng: meetingAt.lng }
        : null,
    [meetingPoint, meetingAt],
  );
  return (
    <Card data-print-black className="overflow-hidden print:rounded-none">
      <div className="flex flex-col items-center gap-4 border-b border-dashed border-stone-300 p-5 text-center sm:p-8">
        <p className="text-xs font-semibold tracking-widest text-stone-600 uppercase">
          {ticket.kind === 'tour' ? (
            <Trans>Multi-day tour · E-ticket</Trans>
          ) : (
            <Trans>Micro-tour · E-ticket</Trans>
          )}
        </p>
        <h1 lang={lang} className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">
          {title}
        </h1>
        <p className="font-mono text-lg font-semibold tracking-widest text-stone-900">
          <span className="sr-only">
            <Trans>Booking reference</Trans>{' '}
          </span>
          {ticket.reference}
        </p>
        {isCancelled ? (
          <div role="status" className="w-full rounded-lg bg-stone-100 p-4">
            <Badge className="bg-stone-200 text-base text-stone-900">
              <Trans>Cancelled</Trans>
            </Badge>
            <p className="mt-2 text-sm text-stone-700">
              <Trans>This booking was cancelled: the ticket is no longer valid.</Trans>
            </p>
          </div>
        ) : (
          <>
            <TicketQr token={ticket.token} reference={ticket.reference} />
            <p className="text-sm text-stone-600">
              <Trans>Show this code to your guide at the meeting point.</Trans>
            </p>
          </>
        )}
        {ticket.checkedInAt && (
          <p className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
            <Trans>Checked in {checkedIn}</Trans>
          </p>
        )}
      </div>
      <dl className="grid gap-4 p-5 sm:grid-cols-2 sm:p-8">
        <Detail icon={<CalendarDays aria-hidden="true" className="size-4" />} term={t`Date`}>
          {formatCalendarDay(ticket.startDate, 'longDay', locale)}
        </Detail>
        <Detail icon={<Clock aria-hidden="true" className="size-4" />} term={t`Meeting time`}>
          {ticket.meetingTime}{' '}
          <span className="text-stone-600">
            <Trans>(local time, {timeZone})</Trans>
          </span>
        </Detail>
        <Detail icon={<MapPin aria-hidden="true" className="size-4" />} term={t`Meeting point`}>
          {ticket.meetingPoint ?? t`Sent by your guide before the tour`}
        </Detail>
        <Detail icon={<Users aria-hidden="true" className="size-4" />} term={t`Travelers`}>
          <Plural value={ticket.travelers} one="# traveler" other="# travelers" />
          {ticket.holderName && <span className="block text-stone-600">{ticket.holderName}</span>}
        </Detail>
        <Detail icon={<Ticket aria-hidden="true" className="size-4" />} term={t`Add-ons`}>
          {ticket.addons.length === 0 ? (
            t`None`
          ) : (
            <ul>
              {ticket.addons.map((addon) => (
                <li key={addon.name}>
                  {addon.name}{' '}
                  <span className="text-stone-600">{formatEuros(addon.priceEur, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </Detail>
        <Detail
          icon={<span className="block size-4 text-center leading-4 font-bold">€</span>}
          term={t`Total`}
        >
          <span className="font-semibold">{formatEuros(ticket.totalEur, locale)}</span>
          {' · '}
          {isCancelled ? t`Cancelled` : t`Paid`}
        </Detail>
      </dl>
      {meeting && (
        <div className="px-5 pb-5 sm:px-8 sm:pb-8">
          <Suspense fallback={<div className="aspect-[4/3] w-full sm:aspect-[2/1]" />}>
            <PlaceMap row={meeting} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}

function TicketSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        <Trans>Loading your ticket...</Trans>
      </span>
      <Card className="flex flex-col items-center gap-4 p-5 sm:p-8">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-6 w-28" />
        <Skeleton className="aspect-square w-[min(100%,20rem)] min-w-60" />
      </Card>
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

function TicketNotFound({ reference }: { reference: string | undefined }) {
  const { t } = useLingui();
  return (
    <Card className="p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold text-stone-900">
        <Trans>Ticket not found</Trans>
      </h1>
      <p className="mt-2 break-words text-stone-600">
        {reference
          ? t`No booking of yours has the reference ${reference}.`
          : t`This address names no ticket.`}{' '}
        <Trans>Your tickets are listed with your bookings.</Trans>
      </p>
      <Button asChild className="mt-5">
        <Link to={BOOKINGS_PATH}>
          <Trans>My bookings</Trans>
        </Link>
      </Button>
    </Card>
  );
}

export function TicketPage() {
  const params = useParams();
  const reference = parseTicketReference(params.reference);
  const locale = useLocale();
  const auth = useAuth();
  const ticket = useTicket(auth.user?.id, reference);
  useDocumentTitle(reference ? stateTitles.ticketOf(reference) : stateTitles.ticketNotFound);

  let content: ReactNode;
  if (!reference || functionErrorCode(ticket.error) === 'ticket_not_found') {
    content = <TicketNotFound reference={reference ?? params.reference} />;
  } else if (ticket.isPending) {
    content = <TicketSkeleton />;
  } else if (ticket.isError) {
    content = (
      <Card role="alert" className="border-red-200 bg-red-50 p-6">
        <h1 className="text-xl font-bold text-red-900">
          <Trans>Your ticket could not be loaded</Trans>
        </h1>
        <p className="mt-2 text-sm text-red-900">
          {errorText(ticket.error, ticketFailedMessage())}
        </p>
        <Button className="mt-4" onClick={() => void ticket.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  } else {
    const { ticket: view, savedAt } = ticket.data;
    const savedOn = savedAt ? formatMoment(savedAt, 'longDayTime', locale) : '';
    content = (
      <>
        {savedAt && (
          <p
            role="status"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 print:hidden"
          >
            <Trans>
              You are offline: this is the copy of your ticket saved on this device on {savedOn}.
            </Trans>
          </p>
        )}
        <TicketCard ticket={view} />
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          {view.status === 'paid' && (
            <>
              <TicketFileButton reference={view.reference} format="pdf" />
              <TicketFileButton reference={view.reference} format="ics" />
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                <Trans>Print ticket</Trans>
              </Button>
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-4">
        <BackToBookings />
      </div>
      {content}
    </div>
  );
}
