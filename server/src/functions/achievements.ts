import { achievementsOf, type Achievement } from '@app/domain/achievements';
import { readMemberTrips, tripSavedKg } from '../footprint/member-trips.js';
import { defineFunction } from './server-function.js';

export interface AchievementsAnswer {
  achievements: Achievement[];
  /** Whether kilometres and savings could be counted: a home on the account or in the query. */
  hasHome: boolean;
}

/**
 * GET or POST /functions/v1/achievements[?from=<lat>,<lng>&country=<ISO>]: the signed-in member's
 * own badges, counted from their trips that took place (never a cancelled one); kilometres and
 * savings from the home city on the account, else the browser's, as the CO₂ total counts them.
 */
export const achievementsFunction = defineFunction({
  name: 'achievements',
  access: 'member',
  methods: ['GET', 'POST'],
  async handle(context): Promise<AchievementsAnswer> {
    const { trips, reviewedOn, home } = await readMemberTrips(context);
    const achievements = achievementsOf({
      trips: trips.map((trip) => ({
        takenOn: trip.takenOn,
        country: trip.country,
        category: trip.category,
        railKm: trip.footprint && trip.transport === 'rail' ? 2 * trip.footprint.distanceKm : 0,
        savedKg: tripSavedKg(trip),
      })),
      reviewedOn,
    });
    return { achievements, hasHome: home !== null };
  },
});
