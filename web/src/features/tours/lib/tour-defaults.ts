import '../messages';
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { ItineraryDay, Tour } from '@app/domain';

/**
 * What the detail page shows when a tour has no highlights, itinerary or inclusions of its own:
 * the promises every tour of the marketplace keeps.
 */
const defaultHighlights: readonly MessageDescriptor[] = [
  msg`Small groups led by local guides who live in the region`,
  msg`Low-carbon travel by train, bus, bike or on foot between stops`,
  msg`Locally owned places to stay and eat, chosen for their sustainability`,
  msg`Time to meet the communities, farmers and makers along the way`,
];

export function getDefaultIncluded(durationDays: number): string[] {
  return [
    t`Local guide for every day of the tour`,
    ...(durationDays > 1 ? [t`Accommodation in locally owned, eco-certified stays`] : []),
    t`Daily breakfast and the meals listed in the itinerary`,
    t`Low-carbon transport between the stops of the tour`,
    t`Entrance fees for the visits in the itinerary`,
  ];
}

const defaultNotIncluded: readonly MessageDescriptor[] = [
  msg`Travel to the starting point and back home`,
  msg`Travel insurance`,
  msg`Meals and drinks not listed in the itinerary`,
  msg`Personal expenses and tips`,
];

export const DEFAULT_ITINERARY_DAYS = { min: 3, max: 7 } as const;

const middleDays: readonly { title: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    title: msg`Into the landscape`,
    description: msg`A guided day outdoors with a local naturalist, at a pace that leaves time to look around.`,
  },
  {
    title: msg`Local producers and markets`,
    description: msg`Meet the farmers, cooks and makers behind the region's food and crafts.`,
  },
  {
    title: msg`Community and culture`,
    description: msg`Visit a community project and discover the history and traditions of the area with local hosts.`,
  },
  {
    title: msg`Slow travel day`,
    description: msg`Travel on to the next stop by train, bus or bike, with time to enjoy the views on the way.`,
  },
  {
    title: msg`A day at your own pace`,
    description: msg`Free time, with suggestions from your guide for walks, museums and local cafés.`,
  },
];

/** A general plan of 3 to 7 days (the tour's duration, clamped) for a tour without its own. */
export function buildDefaultItinerary(
  tour: Pick<Tour, 'duration_days' | 'country'>,
): ItineraryDay[] {
  const { min, max } = DEFAULT_ITINERARY_DAYS;
  const length = Math.min(max, Math.max(min, Math.trunc(tour.duration_days) || min));
  const country = tour.country;
  const first = {
    title: t`Arrival and welcome`,
    description: t`Meet your guide and fellow travellers in ${country}, settle in and share a welcome meal of local produce.`,
  };
  const last = {
    title: t`Farewell and journey home`,
    description: t`A last morning to explore before travelling home by train or bus.`,
  };
  const middle = middleDays
    .slice(0, length - 2)
    .map((day) => ({ title: i18n._(day.title), description: i18n._(day.description) }));
  return [first, ...middle, last].map((day, index) => ({
    day: index + 1,
    ...day,
  }));
}

/** The tour's own lists where it has them, else the defaults above. */
export function getTourContent(
  tour: Pick<
    Tour,
    'highlights' | 'itinerary' | 'included' | 'not_included' | 'duration_days' | 'country'
  >,
) {
  const highlights = tour.highlights.filter((item) => item.trim());
  const included = tour.included.filter((item) => item.trim());
  const notIncluded = tour.not_included.filter((item) => item.trim());
  return {
    highlights: highlights.length ? highlights : defaultHighlights.map((item) => i18n._(item)),
    itinerary: tour.itinerary.length
      ? [...tour.itinerary].sort((a, b) => a.day - b.day)
      : buildDefaultItinerary(tour),
    included: included.length ? included : getDefaultIncluded(tour.duration_days),
    notIncluded: notIncluded.length ? notIncluded : defaultNotIncluded.map((item) => i18n._(item)),
  };
}
