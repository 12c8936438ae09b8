import type { Achievement } from '@app/domain/achievements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../lib/booking-keys';
import { invokeServerFunction } from '../../../lib/server-function';

/** What the server counted from the member's trips that took place (functions/achievements). */
export interface MemberAchievements {
  achievements: Achievement[];
  /** Trips that took place, and the CO₂ they saved against flying from the member's home, in kg. */
  trips: number;
  savedKg: number;
  /** Whether the member has a home city: without one, kilometres and savings are not counted. */
  hasHome: boolean;
}

export const getAchievements = () =>
  invokeServerFunction<MemberAchievements>('achievements', {}, 'Failed to load achievements');

/** Under the member's bookings: a booking, a cancellation or a review refreshes it. */
export const useAchievements = (userId: string) =>
  useQuery(
    queryOptions({
      queryKey: bookingKeys.achievements(userId),
      queryFn: getAchievements,
      staleTime: 60 * 1000,
    }),
  );
