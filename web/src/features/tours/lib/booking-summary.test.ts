import type { Addon } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { summarizeBooking } from './booking-summary';

const today = '2030-01-10';
const addon = (id: string, price_eur: number) => ({ id, price_eur }) as Addon;
const addons = [addon('kayak', 15.25), addon('bike', 9.9)];
const choices = (date: string, travelers = 2, ids: string[] = ['kayak']) => ({
  date,
  travelers,
  addonIds: new Set(ids),
});

describe('summarizeBooking', () => {
  it('adds the chosen add-ons per traveler to the price', () => {
    const summary = summarizeBooking(
      { price_eur: 120.5, available_dates: [] },
      addons,
      choices('2030-02-01'),
      today,
    );
    expect(summary.totals).toEqual({ baseTotal: 241, addOnsTotal: 30.5, grandTotal: 271.5 });
    expect(summary.chosenAddons.map((a) => a.id)).toEqual(['kayak']);
    expect(summary.addonsPerPerson).toBe(15.25);
    expect(summary.hasDate).toBe(true);
  });

  it('books no empty, past or unoffered day', () => {
    const tour = { price_eur: 100, available_dates: ['2030-03-01', '2029-12-01'] };
    expect(summarizeBooking(tour, [], choices(''), today).hasDate).toBe(false);
    const past = summarizeBooking(tour, [], choices('2029-12-01'), today);
    expect(past).toMatchObject({ hasDate: false, isPastDate: true });
    expect(past.upcomingDates).toEqual(['2030-03-01']);
    expect(summarizeBooking(tour, [], choices('2030-03-02'), today).hasDate).toBe(false);
    expect(summarizeBooking(tour, [], choices('2030-03-01'), today).hasDate).toBe(true);
  });

  it('offers and books no day more than two years ahead', () => {
    // today is 2030-01-10: the last bookable day is 2032-01-10.
    const listed = { price_eur: 100, available_dates: ['2032-01-10', '2032-01-11'] };
    expect(summarizeBooking(listed, [], choices(''), today).upcomingDates).toEqual(['2032-01-10']);
    const free = { price_eur: 100, available_dates: [] };
    expect(summarizeBooking(free, [], choices('2032-01-10'), today)).toMatchObject({
      hasDate: true,
      isTooFar: false,
    });
    expect(summarizeBooking(free, [], choices('2032-01-11'), today)).toMatchObject({
      hasDate: false,
      isTooFar: true,
    });
  });
});
