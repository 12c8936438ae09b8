import type { Achievement } from '@app/domain/achievements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../lib/booking-keys';
import { invokeServerFunction } from '../../../lib/server-function';

/** What the server counted from the member's trips that took place (functions/achievements). */
export interface MemberAchievements {
  achievements: Achievement[];
  /** Whether a home city was known: without one, kilometres and savings are not counted. */
  hasHome: boolean;
}

/** `homeQuery`: the browser's home (`from=…&country=…`), used when the account has none. */
export const getAchievements = (homeQuery: string) =>
  invokeServerFunction<MemberAchievements>(
    homeQuery ? `achievements?${homeQuery}` : 'achievements',
    {},
    'Failed to load achievements',
  );

/** Under the member's bookings: a booking, a cancellation or a review refreshes it. */
export const useAchievements = (userId: string, homeQuery: string) =>
  useQuery(
    queryOptions({
      queryKey: bookingKeys.achievements(userId, homeQuery),
      queryFn: () => getAchievements(homeQuery),
      staleTime: 60 * 1000,
    }),
  );
