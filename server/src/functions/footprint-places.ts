import {
  PLACE_QUERY_MAX_LENGTH,
  PLACE_RESULTS_MAX,
  type PlaceMatch,
  searchPlaces,
} from '../footprint/gazetteer.js';
import { FunctionError } from './function-errors.js';
import { defineFunction } from './server-function.js';

/**
 * GET /functions/v1/footprint-places?q=<typed>: the gazetteer's places (Europe, GeoNames) whose
 * name in any language starts with what was typed, for the home city and the admin's start
 * place pickers. Searched on the server, so the gazetteer never reaches a browser.
 */
export const footprintPlacesFunction = defineFunction({
  name: 'footprint-places',
  access: 'anyone',
  methods: ['GET'],
  async handle({ request }): Promise<{ places: PlaceMatch[] }> {
    const { query } = request;
    const q = typeof query === 'object' && query !== null && 'q' in query ? query.q : undefined;
    if (typeof q !== 'string' || q.trim().length === 0 || q.length > PLACE_QUERY_MAX_LENGTH) {
      throw new FunctionError(
        'footprint_invalid_query',
        `q must be 1 to ${PLACE_QUERY_MAX_LENGTH} characters`,
      );
    }
    return { places: searchPlaces(q, PLACE_RESULTS_MAX) };
  },
});
