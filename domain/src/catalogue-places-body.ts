import { z } from 'zod';
import { ROUTE_DAY_MAX, ROUTE_PLACES_MAX } from './catalogue-places.js';
import { setStartPlaceBodySchema, startPlaceColumnsSchema } from './start-place.js';

/**
 * The body and the answer of `POST /functions/v1/catalogue-start-place` with the places of
 * issue 52 (decision 047): the start place and transport as before, and optionally the meeting
 * point and (a tour only) the route.
 */

const placeIdSchema = z.int().min(1).max(2_147_483_647);

/**
 * The meeting point to write: a gazetteer place's id, or a dragged pin's coordinates (finite
 * numbers; inside Europe and near the start is the server's check, answered 422), or null to
 * clear it.
 */
export const meetingPointInputSchema = z
  .union([
    z.strictObject({ placeId: placeIdSchema }),
    z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  ])
  .nullable();
export type MeetingPointInput = z.infer<typeof meetingPointInputSchema>;

/** A tour's route to write: its places in order, each on a day, and its end place. */
export const routeInputSchema = z.strictObject({
  stops: z
    .array(z.strictObject({ day: z.int().min(1).max(ROUTE_DAY_MAX), placeId: placeIdSchema }))
    .max(ROUTE_PLACES_MAX)
    .refine((stops) => stops.every((stop, i) => i === 0 || stop.day >= stops[i - 1]!.day), {
      message: 'The places go in the order of their days',
    }),
  endPlaceId: placeIdSchema.nullable(),
});
export type RouteInput = z.infer<typeof routeInputSchema>;

/**
 * `POST /functions/v1/catalogue-start-place` with the places of issue 52: the start place and
 * transport as before, and optionally the meeting point and (a tour only) the route. A key left
 * out leaves its columns as they are.
 */
export const setCataloguePlacesBodySchema = setStartPlaceBodySchema
  .extend({
    meetingPoint: meetingPointInputSchema.optional(),
    route: routeInputSchema.optional(),
  })
  .refine((body) => body.table === 'tours' || body.route === undefined, {
    message: 'Only a tour has a route',
    path: ['route'],
  });
export type SetCataloguePlacesBody = z.infer<typeof setCataloguePlacesBodySchema>;

const gazetteerPointShape = {
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
};

/** What the call answers: the start columns, the meeting point and, for a tour, its route. */
export const cataloguePlacesAnswerSchema = startPlaceColumnsSchema.extend({
  meeting_lat: z.number().nullable(),
  meeting_lng: z.number().nullable(),
  route: z.array(z.object({ day: z.number().int(), ...gazetteerPointShape })).optional(),
  end_place_id: z.number().int().nullable().optional(),
  end_place_name: z.string().nullable().optional(),
  end_country: z.string().nullable().optional(),
  end_lat: z.number().nullable().optional(),
  end_lng: z.number().nullable().optional(),
});
export type CataloguePlacesAnswer = z.infer<typeof cataloguePlacesAnswerSchema>;
