import '../messages';
import { Plural, Trans } from '@lingui/react/macro';
import { formatEuros } from '@app/domain/locale-format';
import { BadgeCheck, Clock, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { microTourTotal } from '@app/domain/pricing';
import { fieldLang } from '../../../lib/catalogue-language';
import type { MicroTourDetail } from '../api/get-micro-tour';
import { formatDuration, walletBookingHref } from '../lib/detail-booking';
import { TravelersSelect } from './checkout-travelers-select';
import { PlaceName } from './place-name';
import { GalleryImage } from '../../../components/ui/gallery-image';
import { useLocale } from '../../../i18n/use-locale';
import { closedMicroTourDateMessage } from '../../../lib/departures/sales-dates';
import {
  chooseMicroTourTime,
  MICRO_TOUR_OFFER_DAYS,
  useMicroTourTimes,
} from '../../../lib/departures/micro-tour-times';
import { StartTimeChoice } from '../../../components/seats/start-time-choice';
import { countryTimeZone, dateIn } from '@app/domain/departure-sales';

type CheckoutSummaryProps = {
  tour: MicroTourDetail;
  initialTravelers: number;
};

/**
 * The tour, the date, its start time and travelers, and the price; one action goes on to pay
 * from the wallet.
 */
export function CheckoutSummary({ tour, initialTravelers }: CheckoutSummaryProps) {
  const dateId = useId();
  const locale = useLocale();
  const travelersId = useId();
  const timeZone = countryTimeZone(tour.country);
  const [today] = useState(() => dateIn(timeZone, new Date()));
  // The first date with a time still on sale, until the member picks one.
  const offer = useMicroTourTimes(tour.id, timeZone, today, MICRO_TOUR_OFFER_DAYS);
  const [pickedDate, setPickedDate] = useState<string>();
  const date = pickedDate ?? offer.data?.find((slot) => slot.isOnSale)?.date ?? today;
  const times = useMicroTourTimes(tour.id, timeZone, date);
  const [pickedTime, setPickedTime] = useState<string>();
  const [travelers, setTravelers] = useState(initialTravelers);
  const chosen = times.data ? chooseMicroTourTime(times.data, travelers, pickedTime) : undefined;
  const total = microTourTotal(tour.price_eur, travelers);
  // A day gone by is refused in words, and no way to pay is offered with it or without a time.
  const dateError = closedMicroTourDateMessage(date, today, today);
  const isPastDate = dateError !== undefined;
  const canPay = !isPastDate && chosen !== undefined;
  const walletHref = walletBookingHref(tour.id, travelers, date || undefined, chosen?.time);

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="overflow-hidden">
        <div className="aspect-video bg-stone-200">
          <GalleryImage
            src={tour.cover_url ?? tour.gallery_urls[0] ?? null}
            alt=""
            sizes="(min-width: 1024px) 600px, 100vw"
            priority
          />
        </div>
        <div className="p-6">
          <h2
            lang={fieldLang(tour, 'title')}
            className="text-xl font-semibold text-stone-900 sm:text-2xl"
          >
            {tour.title}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-stone-700">
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-emerald-700" />
              <PlaceName row={tour} />
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-emerald-700" />
              {formatDuration(tour.duration_hours)}
            </li>
          </ul>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={dateId}>
                <Trans>Date</Trans>
              </Label>
              <Input
                id={dateId}
                type="date"
                min={today}
                value={date}
                aria-invalid={isPastDate || undefined}
                aria-describedby={isPastDate ? `${dateId}-error` : undefined}
                onChange={(event) => setPickedDate(event.target.value)}
                className="h-11 text-base sm:text-sm"
              />
              <FieldError id={`${dateId}-error`}>{dateError}</FieldError>
            </div>
            <TravelersSelect id={travelersId} value={travelers} onChange={setTravelers} />
          </div>
          {!isPastDate && date !== '' && (
            <div className="mt-4">
              <StartTimeChoice
                times={times.data}
                isError={times.isError}
                travelers={travelers}
                value={chosen?.time}
                onChange={setPickedTime}
              />
            </div>
          )}
        </div>
      </Card>
      <Card className="p-6 lg:sticky lg:top-24">
        <h2 className="text-lg font-semibold text-stone-900">
          <Trans>Price summary</Trans>
        </h2>
        <dl className="mt-4 space-y-3 text-stone-700">
          <div className="flex justify-between gap-4">
            <dt>
              {formatEuros(tour.price_eur, locale)} ×{' '}
              <Plural value={travelers} one="# traveler" other="# travelers" />
            </dt>
            <dd className="tabular-nums">{formatEuros(total, locale)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="inline-flex items-center gap-1.5 text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              <Trans>No booking fees</Trans>
            </dt>
            <dd className="tabular-nums">{formatEuros(0, locale)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-semibold text-stone-900">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd className="tabular-nums">{formatEuros(total, locale)}</dd>
          </div>
        </dl>
        <div className="mt-6 space-y-3">
          {!canPay ? (
            <Button size="lg" className="w-full" disabled>
              <Trans>Book &amp; Pay</Trans>
            </Button>
          ) : (
            <Button size="lg" className="w-full" asChild>
              <Link to={walletHref}>
                <Trans>Book &amp; Pay</Trans>
              </Link>
            </Button>
          )}
          <p className="text-sm text-stone-600">
            <Trans>
              You confirm and pay from your wallet on the next page, where you can also top it up by
              card.
            </Trans>
          </p>
        </div>
      </Card>
    </div>
  );
}
