import {
  isInEurope,
  setStartPlaceBodySchema,
  type StartPlaceColumns,
} from '@app/domain/start-place';
import { getPlace } from '../footprint/gazetteer.js';
import { FunctionError } from './function-errors.js';
import { defineFunction } from './server-function.js';

/**
 * POST /functions/v1/catalogue-start-place: where a tour or a micro-tour starts, and how its
 * travellers get there (issue 49, decision 030). The admin sends a GeoNames id only; the name,
 * the country and the coordinates come from the server's gazetteer, so no request can give a
 * place made-up coordinates. Written as the admin (the catalogue audit names them), with the
 * setting migration 0059's trigger lets through and no /rest/v1 request can make.
 */
export const catalogueStartPlaceFunction = defineFunction({
  name: 'catalogue-start-place',
  access: 'admin',
  body: setStartPlaceBodySchema,
  async handle({ body, caller, withCaller }): Promise<StartPlaceColumns> {
    const place = body.placeId === null ? null : getPlace(body.placeId);
    if (body.placeId !== null && (place === null || !isInEurope(place))) {
      throw new FunctionError('start_place_unknown', 'No such place in the gazetteer', {
        placeId: body.placeId,
      });
    }
    const rows = await withCaller(caller, async (tx) => {
      await tx.query(`select set_config('app.start_place_checked', 'on', true)`);
      // The table is one of two names the schema allows, never the request's text.
      const table = body.table === 'tours' ? 'public.tours' : 'public.micro_tours';
      const result = await tx.query<StartPlaceColumns>(
        `update ${table}
            set start_place_id = $2, start_place_name = $3, start_country = $4,
                start_lat = $5, start_lng = $6, footprint_transport = $7
          where id = $1
          returning start_place_id, start_place_name, start_country, start_lat, start_lng,
                    footprint_transport`,
        [
          body.id,
          place?.id ?? null,
          place?.name ?? null,
          place?.country ?? null,
          place?.lat ?? null,
          place?.lng ?? null,
          body.transport,
        ],
      );
      return result.rows;
    });
    const row = rows[0];
    if (!row) {
      throw body.table === 'tours'
        ? new FunctionError('tour_not_found', 'Tour not found')
        : new FunctionError('micro_tour_not_found', 'Micro-tour not found');
    }
    return row;
  },
});
