import { describe, expect, it, vi } from 'vitest';
import { answeringCatalogue } from '../../../../test/answering-catalogue';
import { getCatalogue } from '../../../lib/catalogue-client';
import { defaultTourListState } from '../lib/tour-list-params';
import { getTourMapPins } from './get-tour-map-pins';

vi.mock('../../../lib/catalogue-client');

describe('getTourMapPins (issue 52)', () => {
  it('sends the list’s own filters, area included, and not its page', async () => {
    const { client, sent } = answeringCatalogue({ total: 0, pins: [] });
    vi.mocked(getCatalogue).mockResolvedValue(client);
    const state = {
      ...defaultTourListState,
      search: 'Łódź',
      country: 'Spain',
      minPrice: 99.995,
      durationDays: 8,
      area: { west: -9, south: 36, east: 3, north: 43 },
      page: 4,
    };
    await getTourMapPins(state, { bounds: { west: -10, south: 35, east: 5, north: 44 }, zoom: 5 });
    expect(sent[0]!.body).toMatchObject({
      catalogue: 'tours',
      locale: 'en',
      filters: [
        { column: 'search_text', op: 'like', value: '%lodz%' },
        { column: 'country', op: 'eq', value: 'Spain' },
        { column: 'price_cents', op: 'gte', value: 10000 },
        { column: 'duration_days', op: 'gte', value: 8 },
        { column: 'start_lng', op: 'gte', value: -9 },
        { column: 'start_lng', op: 'lte', value: 3 },
        { column: 'start_lat', op: 'gte', value: 36 },
        { column: 'start_lat', op: 'lte', value: 43 },
      ],
    });
  });
});
