/**
 * The badges a member earns from their own trips (issue 49): the dashboard's four original badges
 * with rules counted from trips that took place, and two more for the CO₂ saved and the first
 * review. Pure: the server gathers the facts (trips that took place, never a cancelled one; visible
 * reviews) and this says what is earned, when, and how far the member is from what is not.
 */

export type TripCategory = 'eco' | 'gastro' | 'no-flight-europe';

/** One booking that took place, with what the footprint call says of its round trip. */
export interface TakenTrip {
  /** The day it took place (its start date), ISO `YYYY-MM-DD`. */
  takenOn: string;
  /** ISO 3166-1 alpha-2 code or the catalogue's country name: only compared with itself. */
  country: string;
  /** A multi-day tour's category; `null` for a micro-tour. */
  category: TripCategory | null;
  /** Kilometres travelled by rail for the round trip from home, 0 by other means. */
  railKm: number;
  /** CO₂e saved against flying, in kg; 0 or less when there was no saving. */
  savedKg: number;
}

export interface AchievementFacts {
  trips: readonly TakenTrip[];
  /** The days the member's visible reviews were written, ISO `YYYY-MM-DD`. */
  reviewedOn: readonly string[];
}

/** How a badge counts: trips, distinct countries, gastronomy trips, rail km, kg saved, reviews. */
export type AchievementMeasure =
  'trips' | 'countries' | 'gastro-trips' | 'rail-km' | 'saved-kg' | 'reviews';

export interface AchievementRule {
  id: string;
  measure: AchievementMeasure;
  target: number;
}

/** The catalogue of badges, in the order the dashboard shows them. */
export const ACHIEVEMENT_RULES = [
  { id: 'green-starter', measure: 'trips', target: 1 },
  { id: 'local-flavours', measure: 'gastro-trips', target: 1 },
  { id: 'explorer', measure: 'countries', target: 3 },
  { id: 'rail-rover', measure: 'rail-km', target: 1000 },
  { id: 'climate-saver', measure: 'saved-kg', target: 100 },
  { id: 'trusted-voice', measure: 'reviews', target: 1 },
] as const satisfies readonly AchievementRule[];

export type AchievementId = (typeof ACHIEVEMENT_RULES)[number]['id'];

export interface Achievement {
  id: AchievementId;
  measure: AchievementMeasure;
  target: number;
  /** Where the member stands, never above the target (whole numbers: km and kg rounded down). */
  current: number;
  /** The day the target was reached, or `null` while it is not. */
  earnedOn: string | null;
}

/** One dated step of a measure: on `day`, it grew by `amount`. */
interface Step {
  day: string;
  amount: number;
}

function stepsOf(measure: AchievementMeasure, facts: AchievementFacts): Step[] {
  const trips = [...facts.trips].sort((a, b) => a.takenOn.localeCompare(b.takenOn));
  switch (measure) {
    case 'trips':
      return trips.map((trip) => ({ day: trip.takenOn, amount: 1 }));
    case 'gastro-trips':
      return trips
        .filter((trip) => trip.category === 'gastro')
        .map((trip) => ({ day: trip.takenOn, amount: 1 }));
    case 'countries': {
      const seen = new Set<string>();
      return trips.flatMap((trip) => {
        if (seen.has(trip.country)) return [];
        seen.add(trip.country);
        return [{ day: trip.takenOn, amount: 1 }];
      });
    }
    case 'rail-km':
      return trips.map((trip) => ({ day: trip.takenOn, amount: Math.max(0, trip.railKm) }));
    case 'saved-kg':
      return trips.map((trip) => ({ day: trip.takenOn, amount: Math.max(0, trip.savedKg) }));
    case 'reviews':
      return [...facts.reviewedOn].sort().map((day) => ({ day, amount: 1 }));
  }
}

function achievement(
  rule: (typeof ACHIEVEMENT_RULES)[number],
  facts: AchievementFacts,
): Achievement {
  let total = 0;
  let earnedOn: string | null = null;
  for (const step of stepsOf(rule.measure, facts)) {
    total += step.amount;
    if (earnedOn === null && total >= rule.target) earnedOn = step.day;
  }
  return {
    id: rule.id,
    measure: rule.measure,
    target: rule.target,
    current: Math.min(rule.target, Math.floor(total)),
    earnedOn,
  };
}

/** Every badge of the catalogue, earned or with its progress, from the member's facts. */
export function achievementsOf(facts: AchievementFacts): Achievement[] {
  return ACHIEVEMENT_RULES.map((rule) => achievement(rule, facts));
}
