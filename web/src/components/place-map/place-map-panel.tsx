import './messages';
import { useLingui } from '@lingui/react/macro';
import { geoUri } from '@app/domain/geo-uri';
import { Navigation } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Skeleton } from '../ui/skeleton';
import { listingPlaces } from './listing-places';
import type { PlaceMapProps } from './place-map-props';
import PlaceMapCanvas from './place-map-canvas';

/**
 * The map itself (its own chunk): the drawing, its text alternative (the places and the
 * meeting point in words), and a 'Directions' link for the meeting point that opens the phone's
 * own maps app through a geo: URI.
 */
export default function PlaceMapPanel({ row }: { row: PlaceMapProps }) {
  const { t } = useLingui();
  const [isSettled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  const fallbackName = t`Meeting point`;
  const places = useMemo(() => listingPlaces(row, fallbackName), [row, fallbackName]);
  const { route, meetingPoint } = places;

  const stops = route.map((place, i) => `${i + 1}. ${place.name}`).join(', ');
  const meeting = meetingPoint?.name ?? '';
  const description =
    route.length > 0 && meetingPoint
      ? t`Map of the route: ${stops}. Meeting point: ${meeting}.`
      : route.length > 0
        ? t`Map of the route: ${stops}.`
        : t`Map of the meeting point: ${meeting}.`;

  return (
    <>
      <PlaceMapCanvas places={places} description={description} onSettled={onSettled} />
      {!isSettled && <Skeleton className="absolute inset-0 rounded-none" />}
      {meetingPoint && (
        <a
          href={geoUri(meetingPoint, meetingPoint.name)}
          className="absolute bottom-3 left-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-emerald-800 shadow-sm hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {t`Directions`}
        </a>
      )}
    </>
  );
}
