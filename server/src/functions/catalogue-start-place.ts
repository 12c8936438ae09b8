import {
  setCataloguePlacesBodySchema,
  type CataloguePlacesAnswer,
} from '@app/domain/catalogue-places-body';
import {
  MEETING_POINT_MAX_KM,
  meetingPointFault,
  readMeetingPoint,
  type RoutePlace,
  type GazetteerPoint,
} from '@app/domain/catalogue-places';
import { isInEurope } from '@app/domain/europe-bounds';
import type { GeoPoint } from '@app/domain/trip-footprint';
import { getPlace } from '../footprint/gazetteer.js';
import { FunctionError } from './function-errors.js';
import { defineFunction } from './server-function.js';

/** A gazetteer place by id, as a row keeps it; null when the gazetteer lacks it. */
function gazetteerPoint(id: number): GazetteerPoint | null {
  const place = getPlace(id);
  if (place === null || !isInEurope(place)) return null;
  return { id: place.id, name: place.name, country: place.country, lat: place.lat, lng: place.lng };
}

function routePoint(id: number): GazetteerPoint {
  const place = gazetteerPoint(id);
  if (place === null) {
    throw new FunctionError(
      'route_place_unknown',
      'A route place is not in the gazetteer. Pick one from the list.',
      {
        placeId: id,
      },
    );
  }
  return place;
}

const START_COLUMNS =
  'start_place_id, start_place_name, start_country, start_lat, start_lng, footprint_transport';
const TOUR_ROUTE_COLUMNS = 'route, end_place_id, end_place_name, end_country, end_lat, end_lng';

/**
 * POST /functions/v1/catalogue-start-place: where a tour or a micro-tour starts, how its
 * travellers get there (issue 49, decision 030), and where it meets and which places a tour
 * passes (issue 52, decision 047). The admin sends gazetteer ids (and, for a meeting point, the
 * coordinates of a dragged pin); names, countries and coordinates come from the server's
 * gazetteer, so no request can give a place made-up coordinates. A meeting point lies in Europe
 * within MEETING_POINT_MAX_KM of the start. Written as the admin in one transaction (the
 * catalogue audit names them), with the settings migrations 0059 and 0073 let through and no
 * /rest/v1 request can make; a refusal writes nothing.
 */
export const catalogueStartPlaceFunction = defineFunction({
  name: 'catalogue-start-place',
  access: 'admin',
  body: setCataloguePlacesBodySchema,
  async handle({ body, caller, withCaller }): Promise<CataloguePlacesAnswer> {
    const start = body.placeId === null ? null : getPlace(body.placeId);
    if (body.placeId !== null && (start === null || !isInEurope(start))) {
      throw new FunctionError('start_place_unknown', 'No such place in the gazetteer', {
        placeId: body.placeId,
      });
    }

    let meeting: GeoPoint | null | undefined;
    if (body.meetingPoint === null || body.meetingPoint === undefined) {
      meeting = body.meetingPoint;
    } else if ('placeId' in body.meetingPoint) {
      meeting = gazetteerPoint(body.meetingPoint.placeId);
      if (meeting === null) {
        throw new FunctionError(
          'meeting_point_unknown',
          'This meeting place is not in the gazetteer. Pick one from the list.',
          {
            placeId: body.meetingPoint.placeId,
          },
        );
      }
    } else {
      meeting = { lat: body.meetingPoint.lat, lng: body.meetingPoint.lng };
      if (!isInEurope(meeting)) {
        throw new FunctionError(
          'meeting_point_outside_europe',
          'The meeting point must be in Europe.',
        );
      }
    }

    const route = body.route && {
      stops: body.route.stops.map((stop): RoutePlace => ({
        day: stop.day,
        ...routePoint(stop.placeId),
      })),
      end: body.route.endPlaceId === null ? null : routePoint(body.route.endPlaceId),
    };

    // The table is one of two names the schema allows, never the request's text.
    const table = body.table === 'tours' ? 'public.tours' : 'public.micro_tours';
    const values: unknown[] = [
      body.id,
      start?.id ?? null,
      start?.name ?? null,
      start?.country ?? null,
      start?.lat ?? null,
      start?.lng ?? null,
      body.transport,
    ];
    const assignments = [
      'start_place_id = $2, start_place_name = $3, start_country = $4, start_lat = $5',
      'start_lng = $6, footprint_transport = $7',
    ];
    const assign = (column: string, value: unknown) => {
      values.push(value);
      assignments.push(`${column} = $${values.length}`);
    };
    if (meeting !== undefined) {
      assign('meeting_lat', meeting?.lat ?? null);
      assign('meeting_lng', meeting?.lng ?? null);
    }
    if (route) {
      assign('route', JSON.stringify(route.stops));
      assign('end_place_id', route.end?.id ?? null);
      assign('end_place_name', route.end?.name ?? null);
      assign('end_country', route.end?.country ?? null);
      assign('end_lat', route.end?.lat ?? null);
      assign('end_lng', route.end?.lng ?? null);
    }
    const returning = `${START_COLUMNS}, meeting_lat, meeting_lng${
      body.table === 'tours' ? `, ${TOUR_ROUTE_COLUMNS}, duration_days` : ''
    }`;

    return withCaller(caller, async (tx) => {
      await tx.query(
        `select set_config('app.start_place_checked', 'on', true),
                set_config('app.places_checked', 'on', true)`,
      );
      const result = await tx.query<CataloguePlacesAnswer & { duration_days?: number }>(
        `update ${table} set ${assignments.join(', ')} where id = $1 returning ${returning}`,
        values,
      );
      const row = result.rows[0];
      if (!row) {
        throw body.table === 'tours'
          ? new FunctionError('tour_not_found', 'Tour not found')
          : new FunctionError('micro_tour_not_found', 'Micro-tour not found');
      }
      // Checked on the row as written, so a new start cannot leave an old meeting point astray;
      // a refusal here rolls the transaction back.
      const { duration_days: days, ...written } = row;
      const at = readMeetingPoint(written);
      if (at !== null) {
        if (written.start_lat === null || written.start_lng === null) {
          throw new FunctionError(
            'meeting_point_needs_start',
            'Pick the start place before the meeting point.',
          );
        }
        const fault = meetingPointFault(at, { lat: written.start_lat, lng: written.start_lng });
        if (fault)
          throw new FunctionError(
            fault,
            fault === 'meeting_point_too_far'
              ? `The meeting point must be within ${MEETING_POINT_MAX_KM} km of the start place.`
              : 'The meeting point must be in Europe.',
          );
      }
      const lastDay = route?.stops.at(-1)?.day;
      if (lastDay !== undefined && days !== undefined && lastDay > days) {
        throw new FunctionError(
          'route_day_beyond_tour',
          'A route place is on a day after the tour ends.',
          {
            day: lastDay,
            durationDays: days,
          },
        );
      }
      return written;
    });
  },
});
