import { describe, expect, it } from 'vitest';
import { pastDateMessage, tooFarAheadMessage } from '../calendar-dates';
import { listedMoveDates, moveDateProblem, sameDateMessage, type MoveFrom } from './change-dates';
import type { DepartureSeats } from './departure-seats';

const departure = (
  start_date: string,
  seats_taken: number,
  status: DepartureSeats['status'] = 'open',
): DepartureSeats => ({
  id: `d-${start_date}`,
  start_date,
  start_time: '09:00:00',
  capacity: 8,
  seats_taken,
  status,
});

const departures = [
  departure('2030-05-01', 6),
  departure('2030-05-08', 2),
  departure('2030-05-15', 0, 'closed'),
  departure('2030-05-22', 0, 'cancelled'),
];

const from: MoveFrom = {
  currentDate: '2030-05-08',
  travelers: 3,
  firstDay: '2030-04-02',
  today: '2030-04-01',
};

describe('listedMoveDates', () => {
  it("lists the tour's dates on sale but the booking's own, each with why it cannot be chosen", () => {
    const listed = [
      '2030-06-01',
      '2030-05-22',
      '2030-05-15',
      '2030-05-08',
      '2030-05-01',
      '2030-04-01',
    ];
    expect(listedMoveDates(listed, departures, 8, from)).toEqual([
      expect.objectContaining({
        date: '2030-05-01',
        seatsLeft: 2,
        problem: 'Only 2 seats left for this date.',
      }),
      expect.objectContaining({
        date: '2030-05-15',
        problem: 'This departure no longer takes bookings.',
      }),
      expect.objectContaining({
        date: '2030-05-22',
        isCancelled: true,
        problem: 'This departure is cancelled.',
      }),
      expect.objectContaining({
        date: '2030-06-01',
        departureId: null,
        seatsLeft: 8,
        problem: undefined,
      }),
    ]);
  });

  it('stops two years ahead, as bookings do', () => {
    expect(listedMoveDates(['2032-04-01', '2032-04-02'], [], 8, from).map((d) => d.date)).toEqual([
      '2032-04-01',
    ]);
  });
});

describe('moveDateProblem', () => {
  it('says why a typed date cannot be chosen', () => {
    expect(moveDateProblem('2030-04-01', undefined, from)).toBe(pastDateMessage);
    expect(moveDateProblem('2032-04-02', undefined, from)).toBe(tooFarAheadMessage);
    expect(moveDateProblem('2030-05-08', undefined, from)).toBe(sameDateMessage);
    expect(moveDateProblem('2030-05-01', undefined, from)).toBeUndefined();
    expect(
      moveDateProblem(
        '2030-05-01',
        {
          date: '2030-05-01',
          departureId: 'd',
          isOpen: true,
          isCancelled: false,
          seatsLeft: 0,
          startTime: null,
        },
        from,
      ),
    ).toBe('Sold out');
    expect(
      moveDateProblem(
        '2030-05-01',
        {
          date: '2030-05-01',
          departureId: 'd',
          isOpen: true,
          isCancelled: false,
          seatsLeft: 3,
          startTime: null,
        },
        from,
      ),
    ).toBeUndefined();
  });
});
