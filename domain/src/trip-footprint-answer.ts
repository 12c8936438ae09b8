import { z } from 'zod';
import { FOOTPRINT_TRANSPORTS } from './trip-footprint.js';

/** The answer of `GET /functions/v1/trip-footprint`: the figures and where the trip starts. */
export const tripFootprintAnswerSchema = z.object({
  distanceKm: z.number().nonnegative(),
  flightKg: z.number().nonnegative(),
  tripKg: z.number().nonnegative(),
  savedKg: z.number().nonnegative(),
  saves: z.boolean(),
  edition: z.string(),
  transport: z.enum(FOOTPRINT_TRANSPORTS),
  start: z.object({ name: z.string(), country: z.string() }),
});
export type TripFootprintAnswer = z.infer<typeof tripFootprintAnswerSchema>;
