import { achievementsOf, type Achievement, type TakenTrip } from '@app/domain/achievements';
import { computeTripFootprint, FOOTPRINT_TRANSPORTS } from '@app/domain/trip-footprint';
import { z } from 'zod';
import { defineFunction } from './server-function.js';

const point = z.object({ lat: z.number(), lng: z.number(), country: z.string() });

/** public.my_achievement_facts(): the member's trips that took place, home and review days. */
const factsSchema = z.object({
  home: point.nullable(),
  trips: z.array(
    z.object({
      takenOn: z.string(),
      country: z.string(),
      category: z.enum(['eco', 'gastro', 'no-flight-europe']).nullable(),
      start: point.nullable(),
      transport: z.enum(FOOTPRINT_TRANSPORTS),
    }),
  ),
  reviewedOn: z.array(z.string()),
});

export interface AchievementsAnswer {
  achievements: Achievement[];
  /** Trips that took place. */
  trips: number;
  /** CO₂e the member saved on them against flying from home, kg, to 0.1 (0 without a home). */
  savedKg: number;
  hasHome: boolean;
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The member's badges and totals, counted from their own trips that took place (never a cancelled
 * one), each trip's saving worked out by the one footprint function from the member's home city.
 */
export function countAchievements(facts: z.output<typeof factsSchema>): AchievementsAnswer {
  const { home } = facts;
  const trips = facts.trips.map((trip): TakenTrip => {
    const footprint =
      home && trip.start
        ? computeTripFootprint({
            from: home,
            fromCountry: home.country,
            to: trip.start,
            toCountry: trip.start.country,
            transport: trip.transport,
          })
        : null;
    return {
      takenOn: trip.takenOn,
      country: trip.country,
      category: trip.category,
      railKm: footprint && trip.transport === 'rail' ? 2 * footprint.distanceKm : 0,
      savedKg: footprint?.savedKg ?? 0,
    };
  });
  return {
    achievements: achievementsOf({ trips, reviewedOn: facts.reviewedOn }),
    trips: trips.length,
    savedKg: roundTenth(trips.reduce((sum, trip) => sum + trip.savedKg, 0)),
    hasHome: home !== null,
  };
}

/** GET or POST /functions/v1/achievements: the signed-in member's own badges. */
export const achievementsFunction = defineFunction({
  name: 'achievements',
  access: 'member',
  methods: ['GET', 'POST'],
  async handle({ caller, callFunction }): Promise<AchievementsAnswer> {
    const facts = factsSchema.parse(
      await callFunction<unknown>(caller, 'public.my_achievement_facts', []),
    );
    return countAchievements(facts);
  },
});
