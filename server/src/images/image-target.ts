import type { ImageTarget } from '@app/domain/image-scoring';

const clean = (values: ReadonlyArray<string | null | undefined>) => [
  ...new Set(values.map((value) => value?.trim() ?? '').filter((value) => value !== '')),
];

/** A tour's places: where it starts and ends (its meeting point is usually a street address). */
export function tourImageTarget(tour: {
  country: string;
  start_locations: readonly string[];
  end_location: string | null;
}): { target: ImageTarget; query: string } {
  const places = clean([...tour.start_locations, tour.end_location]);
  return {
    target: { country: tour.country, places },
    query: clean([places[0], tour.country]).join(' '),
  };
}

/** A micro-tour's place is its city. */
export function microTourImageTarget(tour: { country: string; city: string }): {
  target: ImageTarget;
  query: string;
} {
  return {
    target: { country: tour.country, places: clean([tour.city]) },
    query: clean([tour.city, tour.country]).join(' '),
  };
}
