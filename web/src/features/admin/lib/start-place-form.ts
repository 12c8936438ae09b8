import { FOOTPRINT_TRANSPORTS, type FootprintTransport } from '@app/domain/trip-footprint';
import type { SetStartPlaceBody, StartPlaceTable } from '@app/domain/start-place';
import {
  type MeetingPointColumns,
  readEndPlace,
  readMeetingPoint,
  readRoute,
  ROUTE_PLACES_MAX,
  type TourRouteColumns,
} from '@app/domain/catalogue-places';
import type { SetCataloguePlacesBody } from '@app/domain/catalogue-places-body';
import { z } from 'zod';

/**
 * A tour's or micro-tour's start in the admin forms (issue 49): the gazetteer place picked (its
 * GeoNames id, with the name and country shown) or none, and the transport to the start. Only the
 * id and the transport are sent; the server takes the rest from its gazetteer.
 */
export const startPlaceFieldSchema = z
  .object({ id: z.int().positive(), name: z.string(), country: z.string() })
  .nullable();
export type StartPlaceFieldValue = z.infer<typeof startPlaceFieldSchema>;

export const startFormFields = {
  start_place: startPlaceFieldSchema,
  footprint_transport: z.enum(FOOTPRINT_TRANSPORTS),
};

interface StartColumns {
  start_place_id: number | null;
  start_place_name: string | null;
  start_country: string | null;
  footprint_transport: string;
}

const asTransport = (value: string): FootprintTransport => (value === 'coach' ? 'coach' : 'rail');

/** A row's start columns as the form's two fields; a new row starts with none, by train. */
export function startToForm(row: StartColumns | null): {
  start_place: StartPlaceFieldValue;
  footprint_transport: FootprintTransport;
} {
  const place =
    row?.start_place_id != null && row.start_place_name != null && row.start_country != null
      ? { id: row.start_place_id, name: row.start_place_name, country: row.start_country }
      : null;
  return { start_place: place, footprint_transport: asTransport(row?.footprint_transport ?? '') };
}

/**
 * The call to make after the row is saved, or null when the start is as it was (a new row with
 * no place, by train, needs none).
 */
export function startPlaceChange(
  table: StartPlaceTable,
  id: string,
  before: StartColumns | null,
  values: { start_place: StartPlaceFieldValue; footprint_transport: FootprintTransport },
): SetStartPlaceBody | null {
  const was = startToForm(before);
  const placeId = values.start_place?.id ?? null;
  if (
    (was.start_place?.id ?? null) === placeId &&
    was.footprint_transport === values.footprint_transport
  ) {
    return null;
  }
  return { table, id, placeId, transport: values.footprint_transport };
}

/**
 * A meeting point in the forms (issue 52, decision 047): a point, found by searching the
 * gazetteer (`placeId` and `label` then say which place) and fine-tuned by dragging a pin (which
 * keeps the label, as "near Vienna", and drops the id: the point is the pin's now).
 */
export const meetingPointFieldSchema = z
  .object({
    lat: z.number(),
    lng: z.number(),
    placeId: z.int().positive().nullable(),
    label: z.string().nullable(),
  })
  .nullable();
export type MeetingPointFieldValue = z.infer<typeof meetingPointFieldSchema>;

/** A place of a tour's route in the form: the day and the gazetteer place picked for it. */
export const routePlaceFieldSchema = z.object({
  day: z.int().min(1),
  id: z.int().positive(),
  name: z.string(),
  country: z.string(),
});
export type RoutePlaceFieldValue = z.infer<typeof routePlaceFieldSchema>;

export const meetingFormFields = { meeting_at: meetingPointFieldSchema };

export const routeFormFields = {
  route: z.array(routePlaceFieldSchema).max(ROUTE_PLACES_MAX),
  end_place: startPlaceFieldSchema,
};

export const meetingToForm = (
  row: MeetingPointColumns | null,
): { meeting_at: MeetingPointFieldValue } => {
  const at = row && readMeetingPoint(row);
  return { meeting_at: at ? { ...at, placeId: null, label: null } : null };
};

const noEnd: TourRouteColumns = {
  route: [],
  end_place_id: null,
  end_place_name: null,
  end_country: null,
  end_lat: null,
  end_lng: null,
};

/** A tour's route and end place as the form's fields (none when the row has no route read). */
export function routeToForm(row: Partial<TourRouteColumns> | null): {
  route: RoutePlaceFieldValue[];
  end_place: StartPlaceFieldValue;
} {
  const end = row && readEndPlace({ ...noEnd, ...row });
  return {
    route:
      row?.route == null
        ? []
        : readRoute(row.route).map(({ day, id, name, country }) => ({ day, id, name, country })),
    end_place: end && { id: end.id, name: end.name, country: end.country },
  };
}

/** The route's places with their days in order, a day's places in the order given. */
export const sortRoute = (route: readonly RoutePlaceFieldValue[]) =>
  route
    .map((place, index) => ({ place, index }))
    .sort((a, b) => a.place.day - b.place.day || a.index - b.index)
    .map(({ place }) => place);

type PlacesRow = StartColumns & MeetingPointColumns & Partial<TourRouteColumns>;

interface PlacesValues {
  start_place: StartPlaceFieldValue;
  footprint_transport: FootprintTransport;
  meeting_at: MeetingPointFieldValue;
  route?: RoutePlaceFieldValue[];
  end_place?: StartPlaceFieldValue;
}

const sameRoute = (a: readonly RoutePlaceFieldValue[], b: readonly RoutePlaceFieldValue[]) =>
  a.length === b.length && a.every((place, i) => place.day === b[i]!.day && place.id === b[i]!.id);

/**
 * The call to make after the row is saved (POST /functions/v1/catalogue-start-place): the start
 * and transport always, the meeting point and (a tour) the route when they changed; null when
 * nothing did (a new row with none of them, by train, needs none).
 */
export function placesChange(
  table: StartPlaceTable,
  id: string,
  before: PlacesRow | null,
  values: PlacesValues,
): SetCataloguePlacesBody | null {
  const body: SetCataloguePlacesBody = {
    table,
    id,
    placeId: values.start_place?.id ?? null,
    transport: values.footprint_transport,
  };
  const startChanged = startPlaceChange(table, id, before, values) !== null;
  const was = before ? readMeetingPoint(before) : null;
  const now = values.meeting_at;
  if (was?.lat !== now?.lat || was?.lng !== now?.lng) {
    body.meetingPoint =
      now === null
        ? null
        : now.placeId !== null
          ? { placeId: now.placeId }
          : { lat: now.lat, lng: now.lng };
  }
  if (table === 'tours' && values.route !== undefined) {
    const wasRoute = routeToForm(before);
    const route = sortRoute(values.route);
    const endPlaceId = values.end_place?.id ?? null;
    if (!sameRoute(wasRoute.route, route) || (wasRoute.end_place?.id ?? null) !== endPlaceId) {
      body.route = {
        stops: route.map((place) => ({ day: place.day, placeId: place.id })),
        endPlaceId,
      };
    }
  }
  if (!startChanged && body.meetingPoint === undefined && body.route === undefined) return null;
  return body;
}
