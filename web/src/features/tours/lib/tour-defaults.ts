import type { ItineraryDay, Tour } from '@app/domain';

/**
 * What the detail page shows when a tour has no highlights, itinerary or inclusions of its own:
 * the promises every tour of the marketplace keeps.
 */
export const defaultHighlights: readonly string[] = [
  'Small groups led by local guides who live in the region',
  'Low-carbon travel by train, bus, bike or on foot between stops',
  'Locally owned places to stay and eat, chosen for their sustainability',
  'Time to meet the communities, farmers and makers along the way',
];

export function getDefaultIncluded(durationDays: number): string[] {
  return [
    'Local guide for every day of the tour',
    ...(durationDays > 1 ? ['Accommodation in locally owned, eco-certified stays'] : []),
    'Daily breakfast and the meals listed in the itinerary',
    'Low-carbon transport between the stops of the tour',
    'Entrance fees for the visits in the itinerary',
  ];
}

export const defaultNotIncluded: readonly string[] = [
  'Travel to the starting point and back home',
  'Travel insurance',
  'Meals and drinks not listed in the itinerary',
  'Personal expenses and tips',
];

export const DEFAULT_ITINERARY_DAYS = { min: 3, max: 7 } as const;

const middleDays: readonly Omit<ItineraryDay, 'day'>[] = [
  {
    title: 'Into the landscape',
    description:
      'A guided day outdoors with a local naturalist, at a pace that leaves time to look around.',
  },
  {
    title: 'Local producers and markets',
    description: "Meet the farmers, cooks and makers behind the region's food and crafts.",
  },
  {
    title: 'Community and culture',
    description:
      'Visit a community project and discover the history and traditions of the area with local hosts.',
  },
  {
    title: 'Slow travel day',
    description:
      'Travel on to the next stop by train, bus or bike, with time to enjoy the views on the way.',
  },
  {
    title: 'A day at your own pace',
    description: 'Free time, with suggestions from your guide for walks, museums and local cafés.',
  },
];

/** A general plan of 3 to 7 days (the tour's duration, clamped) for a tour without its own. */
export function buildDefaultItinerary(
  tour: Pick<Tour, 'duration_days' | 'country'>,
): ItineraryDay[] {
  const { min, max } = DEFAULT_ITINERARY_DAYS;
  const length = Math.min(max, Math.max(min, Math.trunc(tour.duration_days) || min));
  const first = {
    title: 'Arrival and welcome',
    description: `Meet your guide and fellow travellers in ${tour.country}, settle in and share a welcome meal of local produce.`,
  };
  const last = {
    title: 'Farewell and journey home',
    description: 'A last morning to explore before travelling home by train or bus.',
  };
  return [first, ...middleDays.slice(0, length - 2), last].map((day, index) => ({
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
    highlights: highlights.length ? highlights : [...defaultHighlights],
    itinerary: tour.itinerary.length
      ? [...tour.itinerary].sort((a, b) => a.day - b.day)
      : buildDefaultItinerary(tour),
    included: included.length ? included : getDefaultIncluded(tour.duration_days),
    notIncluded: notIncluded.length ? notIncluded : [...defaultNotIncluded],
  };
}
