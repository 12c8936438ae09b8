import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REMINDER_HOURS_BEFORE } from '@app/domain/db-rules';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { sqlRefusal } from '@app/testing/sql-refusals';
import {
  bookSlot as bookMicroTour,
  callAsMember as call,
  createSlotsMicroTour as createMicroTour,
  fundedMember as member,
  nextWeekday,
} from '@app/testing/micro-tour-slots';

// Start times and time slots (migration 0062): a tour starts at its own time, a micro-tour at
// the times of its weekly plan, each time a departure of its own.

// The owner's connection: only it reads the queue's own tables.
const owner = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
afterAll(() => owner.end());

const service = <Row extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
) => servicePool().query<Row>(sql, params);

describe('micro-tour time slots', () => {
  it('sell each start time of a day as a departure with its own seats', async () => {
    const walkId = await createMicroTour({ '1': ['10:00', '14:00'] }, 3);
    const monday = nextWeekday(1);
    const walker = await member();

    const answer = await bookMicroTour(walker, walkId, monday, 3, '14:00');
    expect(answer).toMatchObject({
      success: true,
      booking: { startDate: monday, startTime: '14:00' },
    });
    // 14:00 is full; 10:00 still has all its seats.
    expect((await sqlRefusal(bookMicroTour(walker, walkId, monday, 1, '14:00'))).hint).toBe(
      'sold_out',
    );
    await bookMicroTour(walker, walkId, monday, 2, '10:00');

    const { rows: bookings } = await service<{ start_time: string; departure_time: string }>(
      `select to_char(b.start_time, 'HH24:MI') as start_time,
              to_char(d.start_time, 'HH24:MI') as departure_time
         from public.bookings b join public.departures d on d.id = b.departure_id
        where b.micro_tour_id = $1 order by b.start_time`,
      [walkId],
    );
    expect(bookings).toEqual([
      { start_time: '10:00', departure_time: '10:00' },
      { start_time: '14:00', departure_time: '14:00' },
    ]);

    const { rows: offered } = await service(
      `select start_date::text, start_time, capacity, seats_left, status, on_sale
         from public.micro_tour_departures($1, $2, 1)`,
      [walkId, monday],
    );
    expect(offered).toEqual([
      {
        start_date: monday,
        start_time: '10:00',
        capacity: 3,
        seats_left: 1,
        status: 'open',
        on_sale: true,
      },
      {
        start_date: monday,
        start_time: '14:00',
        capacity: 3,
        seats_left: 0,
        status: 'open',
        on_sale: true,
      },
    ]);
  });

  it('refuse a time the plan does not have, and ask for a time when the day has several', async () => {
    const walkId = await createMicroTour({ '1': ['10:00', '14:00'], '2': ['09:30'] });
    const walker = await member();
    const monday = nextWeekday(1);

    const wrongTime = await sqlRefusal(bookMicroTour(walker, walkId, monday, 1, '12:00'));
    expect(wrongTime).toMatchObject({ code: 'PT422', hint: 'date_unavailable' });
    const noTime = await sqlRefusal(bookMicroTour(walker, walkId, monday, 1, null));
    expect(noTime).toMatchObject({ code: 'PT400', hint: 'validation_failed' });
    expect(noTime.message).toBe('Please choose a start time.');
    const dayOff = await sqlRefusal(bookMicroTour(walker, walkId, nextWeekday(3), 1, null));
    expect(dayOff.message).toBe(
      'This micro-tour does not run on this date. Please choose another date.',
    );
    // A day with one time needs none (an older client's call).
    const tuesday = await bookMicroTour(walker, walkId, nextWeekday(2), 1, null);
    expect(tuesday).toMatchObject({ booking: { startTime: '09:30' } });

    // Nothing was sold or made by the refusals.
    const { rows } = await service<{ count: string }>(
      `select count(*) from public.departures where micro_tour_id = $1`,
      [walkId],
    );
    expect(rows[0]!.count).toBe('1');
  });

  it('sell a time an admin added for one date, and stop selling a closed one', async () => {
    const walkId = await createMicroTour({ '1': ['10:00'] });
    const monday = nextWeekday(1);
    await service(
      `insert into public.departures (micro_tour_id, start_date, start_time, capacity)
       values ($1, $2, '18:30', 8), ($1, $2, '10:00', 3)`,
      [walkId, monday],
    );
    await service(
      `update public.departures set status = 'closed'
        where micro_tour_id = $1 and start_time = '10:00'`,
      [walkId],
    );
    const walker = await member();
    expect(await bookMicroTour(walker, walkId, monday, 2, '18:30')).toMatchObject({
      booking: { startTime: '18:30' },
    });
    expect((await sqlRefusal(bookMicroTour(walker, walkId, monday, 1, '10:00'))).hint).toBe(
      'date_unavailable',
    );
    const { rows } = await service(
      `select start_time, status, on_sale from public.micro_tour_departures($1, $2, 1)`,
      [walkId, monday],
    );
    expect(rows).toEqual([
      { start_time: '10:00', status: 'closed', on_sale: false },
      { start_time: '18:30', status: 'open', on_sale: true },
    ]);
  });

  it('drop a time from the plan: its unsold departures go, sold ones stop selling', async () => {
    const walkId = await createMicroTour({ '1': ['10:00', '14:00'] });
    const walker = await member();
    const [first, second] = [nextWeekday(1), nextWeekday(1, 14)];
    await bookMicroTour(walker, walkId, first, 1, '14:00');
    await service(
      `insert into public.departures (micro_tour_id, start_date, start_time, capacity, scheduled)
       values ($1, $2, '14:00', 3, false)`,
      [walkId, second],
    );
    await service(`update public.micro_tours set weekly_times = '{"1": ["10:00"]}' where id = $1`, [
      walkId,
    ]);
    const { rows } = await service(
      `select start_date::text, status from public.departures
        where micro_tour_id = $1 and start_time = '14:00' order by start_date`,
      [walkId],
    );
    expect(rows).toEqual([{ start_date: first, status: 'closed' }]);
  });

  it('keep only weekly plans of known weekdays and ordered, distinct times', async () => {
    const walkId = await createMicroTour({ '1': ['10:00'] });
    for (const plan of [
      '[]',
      '{"8": ["10:00"]}',
      '{"1": "10:00"}',
      '{"1": ["10:00", "10:00"]}',
      '{"1": ["14:00", "10:00"]}',
      '{"1": ["24:00"]}',
      '{"1": ["9:00"]}',
      `{"1": ${JSON.stringify(Array.from({ length: 13 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`))}}`,
    ]) {
      const refused = await sqlRefusal(
        service(`update public.micro_tours set weekly_times = $2 where id = $1`, [walkId, plan]),
      );
      expect(refused.code, plan).toBe('23514');
    }
  });

  it('read the offer of 1 to 62 days only', async () => {
    const walkId = await createMicroTour({ '1': ['10:00'] });
    for (const days of [0, 63]) {
      const refused = await sqlRefusal(
        service(`select * from public.micro_tour_departures($1, current_date, $2)`, [walkId, days]),
      );
      expect(refused.hint).toBe('validation_failed');
    }
  });
});

describe('tour start times', () => {
  it("remind 48 hours before the tour's own start, in its zone", async () => {
    const tag = uniqueTag();
    const date = nextWeekday(5, 20);
    const { rows } = await service<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, available_dates, start_time)
       values ($1, $2, 'eco', 'Portugal', 100, 2, 'easy', 10, $3, '07:45') returning id`,
      [`early-${tag}`, `Early Tour ${tag}`, [date]],
    );
    const tourId = rows[0]!.id;
    const walker = await member();
    const answer = await call(walker, 'wallet.book_tour($1, $2, 1, $3, 100, 0, 100, null, null)', [
      tourId,
      date,
      [],
    ]);
    expect(answer).toMatchObject({ booking: { startTime: '07:45' } });
    const bookingId = (answer.booking as { id: string }).id;
    const { rows: jobs } = await owner.query<{ run_at: Date; starts: Date }>(
      `select j.run_at, ($2::date + time '07:45') at time zone 'Europe/Lisbon' as starts
         from graphile_worker._private_jobs j where j.key = 'booking_reminder:' || $1`,
      [bookingId, date],
    );
    expect(jobs[0]!.starts.getTime() - jobs[0]!.run_at.getTime()).toBe(
      REMINDER_HOURS_BEFORE * 3_600_000,
    );
  });

  it('move the departures nobody booked to a new start time, and keep the booked ones', async () => {
    const tag = uniqueTag();
    const [booked, free] = [nextWeekday(2, 10), nextWeekday(4, 10)];
    const { rows } = await service<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, available_dates)
       values ($1, $2, 'eco', 'France', 100, 2, 'easy', 10, $3) returning id`,
      [`moved-${tag}`, `Moved Tour ${tag}`, [booked, free]],
    );
    const tourId = rows[0]!.id;
    await call(await member(), 'wallet.book_tour($1, $2, 1, $3, 100, 0, 100, null, null)', [
      tourId,
      booked,
      [],
    ]);
    await service(`update public.tours set start_time = '13:15' where id = $1`, [tourId]);
    const { rows: departures } = await service(
      `select start_date::text, to_char(start_time, 'HH24:MI') as start_time
         from public.departures where tour_id = $1 order by start_date`,
      [tourId],
    );
    expect(departures).toEqual(
      [
        { start_date: booked, start_time: '09:00' },
        { start_date: free, start_time: '13:15' },
      ].sort((a, b) => a.start_date.localeCompare(b.start_date)),
    );
  });
});
