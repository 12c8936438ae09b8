import { type TripReview, tripReviewsSchema } from '@app/domain/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from '../../../lib/review-keys';
import { getSupabase } from '../../../lib/supabase';

export type { TripReview };

/** The member's trips that took place, each with its review if written (my_trip_reviews()). */
export async function getTripReviews(): Promise<TripReview[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_trip_reviews');
  if (error) throw error;
  return tripReviewsSchema.parse(data);
}

export const tripReviewsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.trips(userId), queryFn: getTripReviews });

export const useTripReviews = (userId: string) => useQuery(tripReviewsQueryOptions(userId));
