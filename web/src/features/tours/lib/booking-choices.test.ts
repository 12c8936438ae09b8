import { describe, expect, it } from 'vitest';
import { bookingChoicesSearch, parseBookingChoices } from './booking-choices';

const today = '2030-01-10';

describe('booking choices in the URL', () => {
  it('round-trip a date, travelers and add-ons', () => {
    const choices = { date: '2030-02-01', travelers: 3, addonIds: ['a1', 'b2'] };
    const search = bookingChoicesSearch(choices);
    expect(search).toBe('?date=2030-02-01&travelers=3&addons=a1%2Cb2');
    expect(parseBookingChoices(new URLSearchParams(search), today)).toEqual(choices);
  });

  it('leave the defaults out', () => {
    expect(bookingChoicesSearch({ date: '', travelers: 1, addonIds: [] })).toBe('');
    expect(parseBookingChoices(new URLSearchParams(''), today)).toEqual({
      date: '',
      travelers: 1,
      addonIds: [],
    });
  });

  it('drop a past or malformed date and a count outside 1 to 12', () => {
    const parse = (search: string) => parseBookingChoices(new URLSearchParams(search), today);
    expect(parse('date=2030-01-09').date).toBe('');
    expect(parse('date=tomorrow').date).toBe('');
    expect(parse('date=2030-01-10').date).toBe('2030-01-10');
    expect(parse('travelers=13').travelers).toBe(1);
    expect(parse('travelers=2.5').travelers).toBe(1);
    expect(parse('addons=,x,').addonIds).toEqual(['x']);
  });

  it('ignore whatever else a URL may carry', () => {
    const parse = (search: string) => parseBookingChoices(new URLSearchParams(search), today);
    expect(parse('date=2030-02-30').date).toBe('');
    expect(parse('date=2030-1-05').date).toBe('');
    expect(parse('date=2030-02-01T00:00').date).toBe('');
    expect(parse('travelers=0').travelers).toBe(1);
    expect(parse('travelers=-2').travelers).toBe(1);
    expect(parse('travelers=1e1').travelers).toBe(1);
    expect(parse('travelers=+3').travelers).toBe(1);
    expect(parse('travelers=03').travelers).toBe(3);
    expect(parse('travelers=abc').travelers).toBe(1);
    expect(parse('addons=a1,a1,<script>,../x,b2').addonIds).toEqual(['a1', 'b2']);
    expect(parse(`addons=${'x'.repeat(65)}`).addonIds).toEqual([]);
    expect(
      parse(`addons=${Array.from({ length: 80 }, (_, i) => `id${i}`).join(',')}`).addonIds,
    ).toHaveLength(50);
  });
});
