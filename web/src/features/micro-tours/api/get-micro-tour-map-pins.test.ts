import { describe, expect, it, vi } from 'vitest';
import { answeringCatalogue } from '../../../../test/answering-catalogue';
import { getCatalogue } from '../../../lib/catalogue-client';
import { defaultMicroTourListParams } from '../lib/micro-tour-search-params';
import { getMicroTourMapPins } from './get-micro-tour-map-pins';

vi.mock('../../../lib/catalogue-client');

describe('getMicroTourMapPins (issue 52)', () => {
  it('sends the list’s own filters, not its sort', async () => {
    const { client, sent } = answeringCatalogue({ total: 0, pins: [] });
    vi.mocked(getCatalogue).mockResolvedValue(client);
    await getMicroTourMapPins(
      { ...defaultMicroTourListParams, prices: [5, 20], duration: [2, 4], sortField: 'rating' },
      { bounds: { west: -10, south: 35, east: 5, north: 44 }, zoom: 5 },
    );
    expect(sent[0]!.body).toMatchObject({
      catalogue: 'micro_tours',
      filters: [
        { column: 'price_cents', op: 'in', value: [500, 2000] },
        { column: 'duration_minutes', op: 'gte', value: 120 },
        { column: 'duration_minutes', op: 'lte', value: 240 },
      ],
    });
  });
});
