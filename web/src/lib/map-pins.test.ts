import { describe, expect, it } from 'vitest';
import type { CatalogueFilter } from '@app/domain/map-pins';
import { answeringCatalogue } from '../../test/answering-catalogue';
import { readMapPins } from './map-pins';

const view = { bounds: { west: -10, south: 35, east: 5, north: 44 }, zoom: 5 };

describe('readMapPins (issue 52)', () => {
  it('sends the catalogue, the language, the filters and the view', async () => {
    const { client, sent } = answeringCatalogue({ total: 0, pins: [] });
    const filters: CatalogueFilter[] = [{ column: 'country', op: 'eq', value: 'Spain' }];
    await readMapPins(client, 'tours', filters, view, 'de');
    expect(sent).toEqual([
      {
        url: 'http://127.0.0.1:9/rest/v1/rpc/catalogue_map_pins',
        body: {
          catalogue: 'tours',
          locale: 'de',
          filters: [{ column: 'country', op: 'eq', value: 'Spain' }],
          west: -10,
          south: 35,
          east: 5,
          north: 44,
          zoom: 5,
        },
      },
    ]);
  });

  it('answers what the contract allows and refuses anything else', async () => {
    const pins = {
      total: 3,
      pins: [
        { kind: 'listing', id: 'a', slug: 'w', title: 'W', priceCents: 500, lat: 41.1, lng: -8.6 },
        {
          kind: 'cluster',
          count: 2,
          lat: 40,
          lng: -3,
          minPriceCents: 1000,
          bounds: { west: -4, south: 39, east: -2, north: 41 },
        },
      ],
    };
    const read = (answer: unknown) =>
      readMapPins(answeringCatalogue(answer).client, 'micro_tours', [], view, 'en');
    await expect(read(pins)).resolves.toEqual(pins);
    await expect(read({ total: -1, pins: [] })).rejects.toThrow();
    await expect(read({ total: 1, pins: [{ kind: 'cluster', count: 1 }] })).rejects.toThrow();
  });
});
