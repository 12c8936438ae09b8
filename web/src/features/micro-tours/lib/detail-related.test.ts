import { describe, expect, it } from 'vitest';
import { pickRelatedTours, RELATED_FETCH_SIZE } from './detail-related';

const tours = (ids: string[]) => ids.map((id) => ({ id }));

describe('pickRelatedTours', () => {
  it('drops the current tour and keeps six of the seven fetched', () => {
    const fetched = tours(['a', 'b', 'current', 'c', 'd', 'e', 'f']);
    expect(fetched).toHaveLength(RELATED_FETCH_SIZE);
    expect(pickRelatedTours(fetched, 'current').map((t) => t.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });

  it('keeps at most six when the current tour is not among them', () => {
    const fetched = tours(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(pickRelatedTours(fetched, 'current').map((t) => t.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });

  it('is empty when the current tour is the only one in its country', () => {
    expect(pickRelatedTours(tours(['current']), 'current')).toEqual([]);
  });
});
