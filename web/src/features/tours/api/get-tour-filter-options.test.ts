import { describe, expect, it } from 'vitest';
import { parseTourFilterOptions } from './get-tour-filter-options';

describe('parseTourFilterOptions', () => {
  it('keeps only the categories, difficulties and transports the list can filter by', () => {
    const options = parseTourFilterOptions({
      categories: ['gastro', 'space-travel', 'eco'],
      countries: ['Portugal', 'Spain'],
      difficulties: ['hard', 'challenging', 'easy', 'medium', 'extreme'],
      transports: ['train', 'teleport'],
    });
    expect(options).toEqual({
      categories: ['eco', 'gastro'],
      countries: ['Portugal', 'Spain'],
      difficulties: ['easy', 'challenging'],
      transports: ['train'],
    });
  });

  it('refuses a row whose columns are not lists of text', () => {
    expect(() =>
      parseTourFilterOptions({
        categories: [],
        countries: 'Spain',
        difficulties: [],
        transports: [],
      }),
    ).toThrow('tour_filter_options.countries is not a list of text');
    expect(() => parseTourFilterOptions({ countries: [] })).toThrow('categories');
  });
});
