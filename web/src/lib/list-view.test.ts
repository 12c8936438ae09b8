import { describe, expect, it } from 'vitest';
import { readListView, withListView } from './list-view';

describe('the list view in the URL', () => {
  it('reads view=map as the map and anything else as the list', () => {
    expect(readListView(new URLSearchParams('view=map'))).toBe('map');
    expect(readListView(new URLSearchParams('view=list'))).toBe('list');
    expect(readListView(new URLSearchParams('view=MAP'))).toBe('list');
    expect(readListView(new URLSearchParams(''))).toBe('list');
  });

  it('adds the map last and keeps the other parameters as they are written', () => {
    expect(withListView('?price=5,10&page=2', 'map')).toBe('?price=5,10&page=2&view=map');
    expect(withListView('', 'map')).toBe('?view=map');
    expect(withListView('search=x', 'map')).toBe('?search=x&view=map');
  });

  it('leaves no view parameter for the list, and never two for the map', () => {
    expect(withListView('?view=map&search=x', 'list')).toBe('?search=x');
    expect(withListView('?view=map', 'list')).toBe('');
    expect(withListView('?view=map&view=x&city=Rome', 'map')).toBe('?city=Rome&view=map');
    expect(withListView('?view&city=Rome', 'list')).toBe('?city=Rome');
  });
});
