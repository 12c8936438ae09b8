import { describe, expect, it } from 'vitest';
import {
  departureDraftsSchema,
  departureFormMessages as m,
  draftCapacities,
  draftDates,
  newDepartureSchema,
} from './departure-form';

const firstDate = () => '2027-03-02';

describe('newDepartureSchema', () => {
  const schema = newDepartureSchema(firstDate, ['2027-04-01']);
  const messagesOf = (input: { start_date: string; capacity: string }) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a date from the first bookable day on and a whole capacity from 1 to 1000', () => {
    expect(schema.parse({ start_date: '2027-03-02', capacity: ' 12 ' })).toEqual({
      start_date: '2027-03-02',
      capacity: 12,
    });
    expect(schema.parse({ start_date: '2027-05-01', capacity: '1000' }).capacity).toBe(1000);
  });

  it('refuses today, a date the tour has, a missing date and odd capacities', () => {
    expect(messagesOf({ start_date: '2027-03-01', capacity: '2' })).toEqual([m.dateNotFuture]);
    expect(messagesOf({ start_date: '2027-04-01', capacity: '2' })).toEqual([m.dateTaken]);
    expect(messagesOf({ start_date: '', capacity: '2' })).toEqual([m.dateRequired]);
    expect(messagesOf({ start_date: '2027-02-30', capacity: '2' })).toEqual([m.dateRequired]);
    expect(messagesOf({ start_date: '2027-05-01', capacity: '' })).toEqual([m.capacityRequired]);
    for (const capacity of ['0', '-1', '1001', '2.5', 'ten']) {
      expect(messagesOf({ start_date: '2027-05-01', capacity })).toHaveLength(1);
    }
  });
});

describe('departure drafts of a new tour', () => {
  const drafts = departureDraftsSchema(firstDate).parse([
    { start_date: '2027-06-01', capacity: '' },
    { start_date: '2027-05-01', capacity: '12' },
    { start_date: '2027-07-01', capacity: '30' },
  ]);

  it('become the sorted available dates, a blank capacity being the group size', () => {
    expect(draftDates(drafts)).toEqual(['2027-05-01', '2027-06-01', '2027-07-01']);
    expect(drafts[0]?.capacity).toBeNull();
  });

  it('keep only the capacities that differ from the group size', () => {
    expect(draftCapacities(drafts, 12)).toEqual([{ start_date: '2027-07-01', capacity: 30 }]);
  });

  it('refuse the same date twice, on the second row', () => {
    const result = departureDraftsSchema(firstDate).safeParse([
      { start_date: '2027-06-01', capacity: '' },
      { start_date: '2027-06-01', capacity: '3' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ message: m.dateTwice, path: [1, 'start_date'] }]);
  });
});
