import { FOOTPRINT_TRANSPORTS, type FootprintTransport } from '@app/domain/trip-footprint';
import type { SetStartPlaceBody, StartPlaceTable } from '@app/domain/start-place';
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
