import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { anonClient, servicePool, signToken, tokenClient, uniqueTag } from '@app/testing/clients';
import { sqlRefusal } from '@app/testing/sql-refusals';
import {
  bookSlot as bookMicroTour,
  callAsMember as call,
  createSlotsMicroTour as createMicroTour,
  fundedMember as member,
  nextWeekday,
} from '@app/testing/micro-tour-slots';
import { createSessionMember } from '@app/testing/member-sessions';

// The micro-tours' departures screen and listings off sale (migration 0066, decision 039).

const service = <Row extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
) => servicePool().query<Row>(sql, params);

const admin = () => createSessionMember({ admin: true });

/** An admin's (or anyone's) call over /rest/v1, as the admin screen makes it. */
async function rpc(token: string | null, name: string, args: Record<string, unknown>) {
  const client = token === null ? anonClient() : tokenClient(token);
  const { data, error, status } = await client.rpc(name, args);
  return { data: data as unknown, error, status };
}

async function balance(userId: string): Promise<string> {
  const { rows } = await service<{ balance_eur: string }>(
    'select balance_eur::text from public.wallets where user_id = $1',
    [userId],
  );
  return rows[0]!.balance_eur;
}

async function slots(adminToken: string, microTourId: string, from: string, days = 1) {
  const answer = await rpc(adminToken, 'admin_micro_tour_slots', {
    p_micro_tour_id: microTourId,
    p_from: from,
    p_days: days,
  });
  expect(answer.error).toBeNull();
  return answer.data as {
    start_date: string;
    start_time: string;
    departure_id: string | null;
    capacity: number;
    seats_taken: number;
    bookings: number;
    waiting: number;
    status: string;
    sales_open: boolean;
    started: boolean;
    in_plan: boolean;
    cancel_reason: string | null;
  }[];
}

describe('the micro-tour departures screen', () => {
  it('is refused to visitors, members and forged tokens, call by call', async () => {
    const walkId = await createMicroTour({ '1': ['10:00'] });
    const monday = nextWeekday(1);
    const walker = await member(0);
    // A member who wrote "admin" into the metadata they may edit, and a token signed elsewhere.
    const selfMadeAdmin = await signToken({
      sub: walker.id,
      email: walker.email,
      app_metadata: { provider: 'email' },
      user_metadata: { role: 'admin' },
      session_id: walker.sessionId,
    });
    const wrongSecret = await new SignJWT({
      aud: 'authenticated',
      role: 'authenticated',
      sub: walker.id,
      app_metadata: { role: 'admin' },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(`not-${inject('jwtSecret')}`));
    const calls: [string, Record<string, unknown>][] = [
      ['admin_micro_tour_slots', { p_micro_tour_id: walkId, p_from: monday, p_days: 7 }],
      [
        'change_micro_tour_slots',
        { p_micro_tour_id: walkId, p_date: monday, p_action: 'close', p_times: null },
      ],
      [
        'change_micro_tour_slots',
        { p_micro_tour_id: walkId, p_date: monday, p_action: 'cancel', p_reason: 'Storm ahead' },
      ],
      [
        'set_micro_tour_slot_capacity',
        { p_micro_tour_id: walkId, p_date: monday, p_time: '10:00', p_capacity: 9 },
      ],
      [
        'add_micro_tour_slot',
        { p_micro_tour_id: walkId, p_date: monday, p_time: '18:00', p_capacity: 9 },
      ],
    ];
    for (const [name, args] of calls) {
      const anon = await rpc(null, name, args);
      expect([401, 403], `${name} as a visitor`).toContain(anon.status);
      const asMember = await rpc(walker.token, name, args);
      expect(asMember.status, `${name} as a member`).toBe(403);
      expect(asMember.error?.hint).toBe('admin_required');
      const forged = await rpc(selfMadeAdmin, name, args);
      expect(forged.status, `${name} with an admin role in user_metadata`).toBe(403);
      expect(forged.error?.hint).toBe('admin_required');
      const unsigned = await rpc(wrongSecret, name, args);
      expect(unsigned.status, `${name} with a token signed elsewhere`).toBe(401);
    }
    // Nothing was made, closed or added by any of them.
    const { rows } = await service('select 1 from public.departures where micro_tour_id = $1', [
      walkId,
    ]);
    expect(rows).toEqual([]);
    // The admin's own token passes.
    const boss = await admin();
    expect(await slots(boss.token, walkId, monday)).toMatchObject([
      { start_time: '10:00', departure_id: null, capacity: 3, status: 'open', in_plan: true },
    ]);
  });

  it('lists seats, bookings and the waiting list per start time', async () => {
    const walkId = await createMicroTour({ '1': ['10:00', '14:00'] }, 2);
    const monday = nextWeekday(1);
    const [first, second, waiting] = [await member(), await member(), await member()];
    await bookMicroTour(first, walkId, monday, 1, '10:00');
    await bookMicroTour(second, walkId, monday, 1, '10:00');
    const { rows } = await service<{ id: string }>(
      `select id from public.departures where micro_tour_id = $1 and start_time = '10:00'`,
      [walkId],
    );
    await call(waiting, 'wallet.join_waitlist($1, 1, null, null)', [rows[0]!.id]);
    const boss = await admin();
    expect(await slots(boss.token, walkId, monday)).toMatchObject([
      {
        start_time: '10:00',
        capacity: 2,
        seats_taken: 2,
        bookings: 2,
        waiting: 1,
        status: 'open',
        sales_open: true,
        started: false,
      },
      { start_time: '14:00', departure_id: null, seats_taken: 0, bookings: 0, waiting: 0 },
    ]);
  });

  it('never sets a capacity below the seats sold', async () => {
    const walkId = await createMicroTour({ '1': ['10:00', '14:00'] }, 5);
    const monday = nextWeekday(1);
    await bookMicroTour(await member(), walkId, monday, 3, '10:00');
    const boss = await admin();
    const below = await rpc(boss.token, 'set_micro_tour_slot_capacity', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_time: '10:00',
      p_capacity: 2,
    });
    expect(below.status).toBe(409);
    expect(below.error).toMatchObject({ hint: 'capacity_below_seats_sold' });
    // The table refuses it too, whoever writes it.
    const direct = await tokenClient(boss.token)
      .from('departures')
      .update({ capacity: 2 })
      .eq('micro_tour_id', walkId)
      .eq('start_time', '10:00');
    expect(direct.error?.hint).toBe('capacity_below_seats_sold');
    const atSold = await rpc(boss.token, 'set_micro_tour_slot_capacity', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_time: '10:00',
      p_capacity: 3,
    });
    expect(atSold.data).toMatchObject({ capacity: 3, seatsTaken: 3 });
    // A plan time with no departure yet gets one with the seats asked for.
    const planTime = await rpc(boss.token, 'set_micro_tour_slot_capacity', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_time: '14:00',
      p_capacity: 8,
    });
    expect(planTime.data).toMatchObject({ capacity: 8, seatsTaken: 0 });
    // A new seats-per-time leaves the capacities set per time as they are.
    await service('update public.micro_tours set daily_capacity = 6 where id = $1', [walkId]);
    expect(
      (await slots(boss.token, walkId, monday)).map((slot) => [slot.start_time, slot.capacity]),
    ).toEqual([
      ['10:00', 3],
      ['14:00', 8],
    ]);
  });

  it('closes a time without touching its bookings, and reopens it', async () => {
    const walkId = await createMicroTour({ '1': ['10:00', '14:00'] }, 4);
    const monday = nextWeekday(1);
    const walker = await member();
    await bookMicroTour(walker, walkId, monday, 2, '10:00');
    const boss = await admin();
    const closed = await rpc(boss.token, 'change_micro_tour_slots', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_action: 'close',
      p_times: ['10:00', '14:00'],
    });
    expect(closed.data).toMatchObject({ success: true, changed: 2, cancelledBookings: 0 });
    const { rows } = await service(
      `select b.status, d.seats_taken, d.status as departure_status
         from public.bookings b join public.departures d on d.id = b.departure_id
        where b.micro_tour_id = $1`,
      [walkId],
    );
    expect(rows).toEqual([{ status: 'paid', seats_taken: 2, departure_status: 'closed' }]);
    // Neither time sells, the one that had no departure included.
    for (const time of ['10:00', '14:00']) {
      expect((await sqlRefusal(bookMicroTour(walker, walkId, monday, 1, time))).hint).toBe(
        'date_unavailable',
      );
    }
    const { rows: offer } = await service(
      `select start_time, status, on_sale from public.micro_tour_departures($1, $2, 1)`,
      [walkId, monday],
    );
    expect(offer).toEqual([
      { start_time: '10:00', status: 'closed', on_sale: false },
      { start_time: '14:00', status: 'closed', on_sale: false },
    ]);
    await rpc(boss.token, 'change_micro_tour_slots', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_action: 'reopen',
      p_times: ['14:00'],
    });
    expect(await bookMicroTour(walker, walkId, monday, 1, '14:00')).toMatchObject({
      success: true,
    });
  });

  it('cancels a whole day in one call: every booking refunded once, holds released', async () => {
    const walkId = await createMicroTour({ '1': ['09:00', '11:00', '15:00'] }, 2);
    const monday = nextWeekday(1);
    const [ann, ben, cleo] = [await member(100), await member(100), await member(100)];
    await bookMicroTour(ann, walkId, monday, 1, '09:00');
    await bookMicroTour(ann, walkId, monday, 1, '11:00');
    await bookMicroTour(ben, walkId, monday, 1, '09:00');
    await bookMicroTour(ben, walkId, monday, 1, '11:00');
    const { rows: full } = await service<{ id: string }>(
      `select id from public.departures where micro_tour_id = $1 and start_time = '09:00'`,
      [walkId],
    );
    await call(cleo, 'wallet.join_waitlist($1, 1, null, null)', [full[0]!.id]);
    expect([await balance(ann.id), await balance(ben.id), await balance(cleo.id)]).toEqual([
      '80.00',
      '80.00',
      '90.00',
    ]);

    const boss = await admin();
    const missingReason = await rpc(boss.token, 'change_micro_tour_slots', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_action: 'cancel',
    });
    expect(missingReason.status).toBe(400);
    expect(missingReason.error?.hint).toBe('validation_failed');

    const cancelled = await rpc(boss.token, 'change_micro_tour_slots', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_action: 'cancel',
      p_reason: 'River flooding',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({
      success: true,
      changed: 3,
      cancelledBookings: 4,
      refundedTotal: 40,
      releasedHolds: 1,
    });
    // Again: nothing left to cancel, nothing refunded twice.
    const again = await rpc(boss.token, 'change_micro_tour_slots', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_action: 'cancel',
      p_reason: 'River flooding',
    });
    expect(again.data).toMatchObject({ changed: 0, cancelledBookings: 0, refundedTotal: 0 });

    expect([await balance(ann.id), await balance(ben.id), await balance(cleo.id)]).toEqual([
      '100.00',
      '100.00',
      '100.00',
    ]);
    const { rows: refunds } = await service<{ booking_id: string; count: string; sum: string }>(
      `select t.booking_id, count(*)::text, sum(t.amount_eur)::text from public.wallet_transactions t
         join public.bookings b on b.id = t.booking_id
        where b.micro_tour_id = $1 and t.type = 'refund' group by t.booking_id`,
      [walkId],
    );
    expect(refunds).toHaveLength(4);
    expect(refunds.every((refund) => refund.count === '1' && refund.sum === '10.00')).toBe(true);
    // Each member's ledger adds up to their balance: money is conserved.
    for (const who of [ann, ben, cleo]) {
      const { rows } = await service<{ ledger: string; balance: string }>(
        `select (select sum(case t.direction when 'credit' then t.amount_eur
                                             else -t.amount_eur end)
                   from public.wallet_transactions t where t.user_id = w.user_id)::text as ledger,
                w.balance_eur::text as balance
           from public.wallets w where w.user_id = $1`,
        [who.id],
      );
      expect(rows[0]!.ledger).toBe(rows[0]!.balance);
    }
    const screen = await slots(boss.token, walkId, monday);
    expect(screen.map((slot) => [slot.start_time, slot.status, slot.seats_taken])).toEqual([
      ['09:00', 'cancelled', 0],
      ['11:00', 'cancelled', 0],
      ['15:00', 'cancelled', 0],
    ]);
    expect(screen[0]!.cancel_reason).toBe('River flooding');
    expect((await sqlRefusal(bookMicroTour(ann, walkId, monday, 1, '15:00'))).hint).toBe(
      'date_unavailable',
    );
  });

  it('adds a one-off start time that sells like the plan’s', async () => {
    const walkId = await createMicroTour({ '1': ['10:00'] }, 3);
    const monday = nextWeekday(1);
    const boss = await admin();
    const added = await rpc(boss.token, 'add_micro_tour_slot', {
      p_micro_tour_id: walkId,
      p_date: monday,
      p_time: '18:30',
      p_capacity: 5,
    });
    expect(added.data).toMatchObject({ startTime: '18:30', capacity: 5 });
    for (const time of ['18:30', '10:00']) {
      const twice = await rpc(boss.token, 'add_micro_tour_slot', {
        p_micro_tour_id: walkId,
        p_date: monday,
        p_time: time,
        p_capacity: 5,
      });
      expect(twice.status).toBe(409);
      expect(twice.error?.hint).toBe('slot_exists');
    }
    const { rows: offer } = await service(
      `select start_time, capacity, on_sale from public.micro_tour_departures($1, $2, 1)`,
      [walkId, monday],
    );
    expect(offer).toEqual([
      { start_time: '10:00', capacity: 3, on_sale: true },
      { start_time: '18:30', capacity: 5, on_sale: true },
    ]);
    expect(await bookMicroTour(await member(), walkId, monday, 4, '18:30')).toMatchObject({
      booking: { startTime: '18:30' },
    });
    expect((await slots(boss.token, walkId, monday))[1]).toMatchObject({
      start_time: '18:30',
      in_plan: false,
      seats_taken: 4,
      bookings: 1,
    });
  });

  it('answers bad input with 400-class codes, never a server error', async () => {
    const walkId = await createMicroTour({ '1': ['10:00'] });
    const monday = nextWeekday(1);
    const boss = await admin();
    const base = { p_micro_tour_id: walkId, p_date: monday };
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'admin_micro_tour_slots',
        { p_micro_tour_id: walkId, p_from: '2024-13-45' },
        'validation_failed',
      ],
      [
        'admin_micro_tour_slots',
        { p_micro_tour_id: walkId, p_from: 'tomorrow' },
        'validation_failed',
      ],
      [
        'admin_micro_tour_slots',
        { p_micro_tour_id: walkId, p_from: '9999-12-31', p_days: 62 },
        'validation_failed',
      ],
      [
        'admin_micro_tour_slots',
        { p_micro_tour_id: walkId, p_from: monday, p_days: 63 },
        'validation_failed',
      ],
      [
        'admin_micro_tour_slots',
        { p_micro_tour_id: walkId, p_from: monday, p_days: 100000 },
        'validation_failed',
      ],
      [
        'admin_micro_tour_slots',
        { p_micro_tour_id: walkId, p_from: monday, p_days: 0 },
        'validation_failed',
      ],
      [
        'admin_micro_tour_slots',
        { p_micro_tour_id: crypto.randomUUID(), p_from: monday },
        'micro_tour_not_found',
      ],
      [
        'change_micro_tour_slots',
        { ...base, p_date: '2025-02-30', p_action: 'close' },
        'validation_failed',
      ],
      [
        'change_micro_tour_slots',
        { ...base, p_action: 'close', p_times: ['25:00'] },
        'validation_failed',
      ],
      [
        'change_micro_tour_slots',
        { ...base, p_action: 'close', p_times: ['9:00'] },
        'validation_failed',
      ],
      ['change_micro_tour_slots', { ...base, p_action: 'close', p_times: [] }, 'validation_failed'],
      [
        'change_micro_tour_slots',
        { ...base, p_action: 'close', p_times: ['12:00'] },
        'slot_not_found',
      ],
      ['change_micro_tour_slots', { ...base, p_action: 'explode' }, 'validation_failed'],
      [
        'change_micro_tour_slots',
        { ...base, p_action: 'cancel', p_reason: '  ' },
        'validation_failed',
      ],
      [
        'change_micro_tour_slots',
        { ...base, p_action: 'cancel', p_reason: 'x'.repeat(501) },
        'validation_failed',
      ],
      [
        'change_micro_tour_slots',
        { ...base, p_date: '2020-01-06', p_action: 'close', p_times: ['10:00'] },
        'slot_started',
      ],
      [
        'set_micro_tour_slot_capacity',
        { ...base, p_time: '24:00', p_capacity: 5 },
        'validation_failed',
      ],
      [
        'set_micro_tour_slot_capacity',
        { ...base, p_time: '10:00', p_capacity: 0 },
        'validation_failed',
      ],
      [
        'set_micro_tour_slot_capacity',
        { ...base, p_time: '10:00', p_capacity: 1000000 },
        'validation_failed',
      ],
      [
        'set_micro_tour_slot_capacity',
        { ...base, p_time: '11:00', p_capacity: 5 },
        'slot_not_found',
      ],
      ['add_micro_tour_slot', { ...base, p_time: '10:60', p_capacity: 5 }, 'validation_failed'],
      [
        'add_micro_tour_slot',
        { ...base, p_date: '', p_time: '12:00', p_capacity: 5 },
        'validation_failed',
      ],
      ['add_micro_tour_slot', { ...base, p_time: '12:00', p_capacity: null }, 'validation_failed'],
      [
        'add_micro_tour_slot',
        { ...base, p_date: '2020-01-06', p_time: '12:00', p_capacity: 5 },
        'slot_started',
      ],
    ];
    for (const [name, args, code] of cases) {
      const answer = await rpc(boss.token, name, args);
      const label = `${name} ${JSON.stringify(args)}`;
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.error?.hint, label).toBe(code);
    }
    const { rows } = await service('select 1 from public.departures where micro_tour_id = $1', [
      walkId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('a listing off sale', () => {
  async function createTour(dates: string[]) {
    const tag = uniqueTag();
    const { rows } = await service<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, available_dates)
       values ($1, $2, 'eco', 'France', 100, 2, 'easy', 1, $3) returning id`,
      [`off-${tag}`, `Off Sale Tour ${tag}`, dates],
    );
    return rows[0]!.id;
  }

  async function footprint(userId: string) {
    const { rows } = await service<{ bookings: string; entries: string; balance: string }>(
      `select (select count(*) from public.bookings where user_id = $1)::text as bookings,
              (select count(*) from public.wallet_transactions where user_id = $1)::text as entries,
              (select balance_eur::text from public.wallets where user_id = $1) as balance`,
      [userId],
    );
    return rows[0]!;
  }

  it('refuses new bookings, date changes into it and waiting-list entries; bookings stay', async () => {
    // Two dates in order whatever today's weekday (a Thursday can come before the Tuesday).
    const [first, second] = [nextWeekday(2, 60), nextWeekday(4, 60)].sort() as [string, string];
    const tourId = await createTour([first, second]);
    const booked = await member();
    const answer = await call(booked, 'wallet.book_tour($1, $2, 1, $3, 100, 0, 100, null, null)', [
      tourId,
      first,
      [],
    ]);
    const bookingId = (answer.booking as { id: string }).id;
    const boss = await admin();
    const off = await tokenClient(boss.token)
      .from('tours')
      .update({ on_sale: false })
      .eq('id', tourId);
    expect(off.error).toBeNull();

    const late = await member();
    const before = await footprint(late.id);
    const refused = await sqlRefusal(
      call(late, 'wallet.book_tour($1, $2, 1, $3, 100, 0, 100, null, null)', [tourId, second, []]),
    );
    expect(refused).toMatchObject({ code: 'PT422', hint: 'not_on_sale' });
    expect(refused.message).toBe(
      'This tour is not on sale at the moment. Please choose another tour.',
    );
    expect(await footprint(late.id)).toEqual(before);
    // The first date is sold out (one seat): its waiting list is closed too.
    const { rows } = await service<{ id: string; seats_taken: number }>(
      `select id, seats_taken from public.departures where tour_id = $1 order by start_date`,
      [tourId],
    );
    expect(rows.map((row) => row.seats_taken)).toEqual([1, 0]);
    expect(
      (await sqlRefusal(call(late, 'wallet.join_waitlist($1, 1, null, null)', [rows[0]!.id]))).hint,
    ).toBe('not_on_sale');
    expect(await footprint(late.id)).toEqual(before);
    // The member who booked keeps the booking and sees the tour; a move is refused.
    const quote = await tokenClient(booked.token).rpc('date_change_quote', {
      p_booking_id: bookingId,
      p_start_date: second,
    });
    expect(quote.data).toMatchObject({ allowed: false, code: 'not_on_sale' });
    expect(
      (
        await sqlRefusal(
          call(booked, 'wallet.change_booking_date($1, $2, null, null)', [bookingId, second]),
        )
      ).hint,
    ).toBe('not_on_sale');
    const { rows: kept } = await service(
      `select status, start_date::text from public.bookings where id = $1`,
      [bookingId],
    );
    expect(kept).toEqual([{ status: 'paid', start_date: first }]);
    const page = await anonClient().from('tours').select('id, on_sale').eq('id', tourId);
    expect(page.data).toEqual([{ id: tourId, on_sale: false }]);

    // Back on sale, it sells again.
    await tokenClient(boss.token).from('tours').update({ on_sale: true }).eq('id', tourId);
    expect(
      await call(late, 'wallet.book_tour($1, $2, 1, $3, 100, 0, 100, null, null)', [
        tourId,
        second,
        [],
      ]),
    ).toMatchObject({ success: true });
  });

  it('refuses a micro-tour’s bookings and shows none of its times on sale', async () => {
    const walkId = await createMicroTour({ '1': ['10:00', '14:00'] }, 5);
    const monday = nextWeekday(1);
    const booked = await member();
    await bookMicroTour(booked, walkId, monday, 1, '10:00');
    const boss = await admin();
    await tokenClient(boss.token).from('micro_tours').update({ on_sale: false }).eq('id', walkId);
    const late = await member();
    const before = await footprint(late.id);
    const refused = await sqlRefusal(bookMicroTour(late, walkId, monday, 1, '14:00'));
    expect(refused).toMatchObject({ code: 'PT422', hint: 'not_on_sale' });
    expect(await footprint(late.id)).toEqual(before);
    const { rows: offer } = await service(
      `select start_time, on_sale from public.micro_tour_departures($1, $2, 1)`,
      [walkId, monday],
    );
    expect(offer).toEqual([
      { start_time: '10:00', on_sale: false },
      { start_time: '14:00', on_sale: false },
    ]);
    const { rows } = await service(`select status from public.bookings where micro_tour_id = $1`, [
      walkId,
    ]);
    expect(rows).toEqual([{ status: 'paid' }]);
    // Only an admin switches it.
    const byMember = await tokenClient(booked.token)
      .from('micro_tours')
      .update({ on_sale: true })
      .eq('id', walkId)
      .select('id');
    expect(byMember.error?.code ?? (byMember.data ?? []).length).not.toBe(1);
    const { rows: still } = await service('select on_sale from public.micro_tours where id = $1', [
      walkId,
    ]);
    expect(still).toEqual([{ on_sale: false }]);
  });
});
