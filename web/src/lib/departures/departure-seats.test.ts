import { describe, expect, it } from 'vitest';
import {
  canJoinWaitlist,
  datesToWaitFor,
  otherStartTime,
  readDepartureRow,
  seatsOnDate,
  tooFewSeatsMessage,
  type DepartureSeats,
} from './departure-seats';

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
  departure('2030-05-01', 5),
  departure('2030-05-08', 8),
  departure('2030-05-15', 2, 'closed'),
  departure('2030-05-22', 0, 'cancelled'),
];

describe('seatsOnDate', () => {
  it('counts the seats left on a date with a departure', () => {
    expect(seatsOnDate(departures, '2030-05-01', 12)).toEqual({
      date: '2030-05-01',
      departureId: 'd-2030-05-01',
      isOpen: true,
      isCancelled: false,
      seatsLeft: 3,
      // The time the departure was sold at, which a later change of the tour's time leaves.
      startTime: '09:00',
    });
    expect(seatsOnDate(departures, '2030-05-08', 12).seatsLeft).toBe(0);
  });

  it('has no seats on a closed or cancelled departure', () => {
    expect(seatsOnDate(departures, '2030-05-15', 12)).toMatchObject({
      isOpen: false,
      seatsLeft: 0,
    });
    expect(seatsOnDate(departures, '2030-05-22', 12)).toMatchObject({
      isOpen: false,
      isCancelled: true,
      seatsLeft: 0,
    });
  });

  it('gives a date nobody booked yet the whole capacity', () => {
    expect(seatsOnDate(departures, '2030-06-01', 12)).toEqual({
      date: '2030-06-01',
      departureId: null,
      isOpen: true,
      isCancelled: false,
      startTime: null,
      seatsLeft: 12,
    });
  });
});

describe('canJoinWaitlist', () => {
  it('lets travelers wait for an open departure with too few seats', () => {
    expect(canJoinWaitlist(seatsOnDate(departures, '2030-05-08', 12), 1)).toBe(true);
    expect(canJoinWaitlist(seatsOnDate(departures, '2030-05-01', 12), 4)).toBe(true);
    expect(canJoinWaitlist(seatsOnDate(departures, '2030-05-01', 12), 3)).toBe(false);
  });

  it('never for a closed, cancelled or unsold date', () => {
    expect(canJoinWaitlist(seatsOnDate(departures, '2030-05-15', 12), 1)).toBe(false);
    expect(canJoinWaitlist(seatsOnDate(departures, '2030-05-22', 12), 1)).toBe(false);
    expect(canJoinWaitlist(seatsOnDate(departures, '2030-06-01', 12), 12)).toBe(false);
  });
});

describe('tooFewSeatsMessage', () => {
  it('says what the server says', () => {
    expect(tooFewSeatsMessage(0)).toBe('Sold out');
    expect(tooFewSeatsMessage(1)).toBe('Only 1 seat left for this date.');
    expect(tooFewSeatsMessage(3)).toBe('Only 3 seats left for this date.');
  });
});

describe('readDepartureRow', () => {
  it('keeps the known states and drops others', () => {
    const row = {
      id: 'a',
      start_date: '2030-05-01',
      start_time: '09:00:00',
      capacity: 8,
      seats_taken: 0,
    };
    expect(readDepartureRow({ ...row, status: 'open' })?.status).toBe('open');
    expect(readDepartureRow({ ...row, status: 'archived' })).toBeNull();
  });
});

describe('datesToWaitFor', () => {
  const listed = ['2030-05-01', '2030-05-08', '2030-05-15'];

  it('offers the sold-out listed dates, not the closed ones nor those with seats', () => {
    expect(datesToWaitFor(departures, listed, '', 1, 12).map((seats) => seats.date)).toEqual([
      '2030-05-08',
    ]);
  });

  it('adds the chosen date when it has fewer seats than the travelers', () => {
    const dates = datesToWaitFor(departures, listed, '2030-05-01', 4, 12);
    expect(dates.map((seats) => seats.date)).toEqual(['2030-05-01', '2030-05-08']);
    expect(datesToWaitFor(departures, listed, '2030-05-01', 3, 12)).toHaveLength(1);
  });

  it('offers a sold-out free date once it is chosen', () => {
    expect(datesToWaitFor(departures, [], '', 1, 12)).toEqual([]);
    expect(datesToWaitFor(departures, [], '2030-05-08', 1, 12).map((seats) => seats.date)).toEqual([
      '2030-05-08',
    ]);
    expect(datesToWaitFor(departures, [], '2030-06-01', 12, 12)).toEqual([]);
  });
});

describe('otherStartTime', () => {
  it('names a date’s own start time only when it is not the tour’s', () => {
    expect(otherStartTime({ startTime: '09:00' }, '08:30:00')).toBe('09:00');
    expect(otherStartTime({ startTime: '08:30' }, '08:30:00')).toBeNull();
    // No departure yet: the date starts at the tour's time.
    expect(otherStartTime({ startTime: null }, '08:30:00')).toBeNull();
    expect(otherStartTime(undefined, '08:30:00')).toBeNull();
  });
});
