import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { REFUND_TIERS } from '@app/domain/db-rules';
import { refundCases } from '@app/domain/refund-cases';
import { salesCases } from '@app/domain/sales-cases';
import { createCallerDb } from '@app/server/platform/caller-db';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';
import { fundWallet } from '@app/testing/money-fixtures';
import { sqlRefusal } from '@app/testing/sql-refusals';
import {
  createSessionMember,
  queryAsMember,
  type SessionMember,
} from '@app/testing/member-sessions';

const service = <Row extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
) => servicePool().query<Row>(sql, params);

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function asMember(member: SessionMember, call: string, params: unknown[]) {
  const { rows } = await queryAsMember<{ answer: Answer }>(
    member,
    `select ${call} as answer`,
    params,
  );
  return rows[0]!.answer.body;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createTour(options: { price?: number; groupSize?: number; dates?: string[] } = {}) {
  const tag = uniqueTag();
  const { rows } = await service<{ id: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size, available_dates)
     values ($1, $2, 'eco', 'France', $3, 3, 'easy', $4, $5) returning id`,
    [
      `seats-${tag}`,
      `Seats Tour ${tag}`,
      options.price ?? 100,
      options.groupSize ?? 12,
      options.dates ?? [],
    ],
  );
  return rows[0]!.id;
}

async function member(funds: number, options: { admin?: boolean } = {}) {
  const created = await createSessionMember(options);
  if (funds > 0) await fundWallet(servicePool(), created.id, funds);
  return created;
}

const bookTour = (
  who: SessionMember,
  tourId: string,
  date: string,
  travelers: number,
  price = 100,
) =>
  asMember(who, 'wallet.book_tour($1, $2, $3, $4, $5, $6, $7, null, null)', [
    tourId,
    date,
    travelers,
    [],
    price * travelers,
    0,
    price * travelers,
  ]);

async function departure(tourId: string, date: string) {
  const { rows } = await service<{
    id: string;
    capacity: number;
    seats_taken: number;
    status: string;
  }>(
    `select id, capacity, seats_taken, status from public.departures
      where tour_id = $1 and start_date = $2`,
    [tourId, date],
  );
  return rows[0]!;
}

async function wallet(who: SessionMember) {
  const { rows } = await service<{ balance_eur: string; held_eur: string; ledger: string }>(
    `select w.balance_eur, w.held_eur,
            (select coalesce(sum(t.signed_amount_eur), 0) from public.wallet_transactions t
              where t.user_id = w.user_id) as ledger
       from public.wallets w where w.user_id = $1`,
    [who.id],
  );
  const row = rows[0]!;
  return {
    balance: Number(row.balance_eur),
    held: Number(row.held_eur),
    ledger: Number(row.ledger),
  };
}

describe('departures', () => {
  it('follow available_dates both ways', async () => {
    const [first, second] = [inDays(40), inDays(50)];
    const tourId = await createTour({ dates: [second, first] });
    const listed = async () =>
      (
        await service<{ available_dates: string[] }>(
          `select to_json(available_dates) as available_dates from public.tours where id = $1`,
          [tourId],
        )
      ).rows[0]!.available_dates;
    expect(await listed()).toEqual([first, second]);
    expect(await departure(tourId, first)).toMatchObject({ capacity: 12, status: 'open' });

    await service(
      `update public.departures set status = 'closed' where tour_id = $1 and start_date = $2`,
      [tourId, first],
    );
    expect(await listed()).toEqual([second]);
    await service(`update public.tours set available_dates = $2 where id = $1`, [
      tourId,
      [first, second],
    ]);
    expect(await departure(tourId, first)).toMatchObject({ status: 'open' });
    await service(`update public.tours set available_dates = $2 where id = $1`, [tourId, [first]]);
    expect(await listed()).toEqual([first]);
    // Nothing was sold on the dropped date: it is gone, not closed.
    expect(
      (
        await service(`select 1 from public.departures where tour_id = $1 and start_date = $2`, [
          tourId,
          second,
        ])
      ).rowCount,
    ).toBe(0);
  });

  it('are read by anyone and written by admins only', async () => {
    const tourId = await createTour({ dates: [inDays(40)] });
    const { data } = await anonClient().from('departures').select('capacity').eq('tour_id', tourId);
    expect(data).toEqual([{ capacity: 12 }]);
    const traveller = await member(0);
    const refused = await sqlRefusal(
      queryAsMember(
        traveller,
        `insert into public.departures (tour_id, start_date, capacity) values ($1, $2, 5)`,
        [tourId, inDays(41)],
      ),
    );
    expect(refused.code).toBe('42501');
    const updated = await queryAsMember(
      traveller,
      `update public.departures set capacity = 500 where tour_id = $1`,
      [tourId],
    );
    expect(updated.rowCount).toBe(0);
  });

  it('never take a capacity below the seats sold', async () => {
    const date = inDays(30);
    const tourId = await createTour({ dates: [date] });
    await bookTour(await member(500), tourId, date, 4);
    const admin = await member(0, { admin: true });
    const refused = await sqlRefusal(
      queryAsMember(admin, `update public.departures set capacity = 3 where tour_id = $1`, [
        tourId,
      ]),
    );
    expect(refused.message).toContain('4 seats already sold');
    await queryAsMember(admin, `update public.departures set capacity = 4 where tour_id = $1`, [
      tourId,
    ]);
    expect(await departure(tourId, date)).toMatchObject({ capacity: 4, seats_taken: 4 });
  });
});

describe('seats', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it('50 simultaneous bookings for the last 3 seats sell exactly 3 and charge nobody else', async () => {
    const date = inDays(30);
    const tourId = await createTour({ groupSize: 12, dates: [date] });
    await bookTour(await member(2000), tourId, date, 9);
    const members = await Promise.all(Array.from({ length: 50 }, () => member(100)));
    const pool = new pg.Pool({ connectionString: inject('serviceDatabaseUrl'), max: 50 });
    pools.push(pool);
    const callerDb = createCallerDb(pool);
    const outcomes = await Promise.allSettled(
      members.map((who) =>
        callerDb.withCaller(who.caller, (tx) =>
          tx.query(`select wallet.book_tour($1, $2, 1, '{}', 100, 0, 100, null, null)`, [
            tourId,
            date,
          ]),
        ),
      ),
    );
    const sold = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [Reflect.get(Object(outcome.reason), 'hint')] : [],
    );
    expect(sold).toHaveLength(3);
    expect(new Set(refusals)).toEqual(new Set(['sold_out']));
    expect(await departure(tourId, date)).toMatchObject({ capacity: 12, seats_taken: 12 });
    const balances = await Promise.all(members.map(wallet));
    expect(balances.filter((purse) => purse.balance === 0)).toHaveLength(3);
    expect(balances.filter((purse) => purse.balance === 100)).toHaveLength(47);
  });

  it('refuse more travellers than seats left, with the seats left', async () => {
    const tourId = await createTour({ groupSize: 5 });
    const date = inDays(20);
    await bookTour(await member(1000), tourId, date, 3);
    const late = await member(1000);
    const refused = await sqlRefusal(bookTour(late, tourId, date, 3));
    expect(refused.hint).toBe('sold_out');
    expect(JSON.parse(refused.detail!)).toMatchObject({
      error: 'Only 2 seats left for this date.',
      seatsLeft: 2,
    });
    expect(await wallet(late)).toMatchObject({ balance: 1000 });
    // A free-date tour sells each date on its own.
    await bookTour(late, tourId, inDays(21), 5);
  });

  it('limit micro-tours per day with their daily capacity', async () => {
    const { rows } = await service<{ id: string }>(
      `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours, daily_capacity)
       values ($1, $2, 'Porto', 'Portugal', 10, 2, 2) returning id`,
      [`walk-${uniqueTag()}`, `Walk ${uniqueTag()}`],
    );
    const walker = await member(100);
    const book = (travelers: number) =>
      asMember(walker, 'wallet.book_micro_tour($1, $2, $3, null, null)', [
        rows[0]!.id,
        travelers,
        inDays(3),
      ]);
    await book(2);
    expect((await sqlRefusal(book(1))).hint).toBe('sold_out');
  });
});

describe('sales', () => {
  it.each(salesCases)(
    'SQL closes sales: $name',
    async ({ startDate, startTime, timeZone, isMicroTour, at, isOnSale }) => {
      const { rows } = await service<{ on_sale: boolean }>(
        `select private.departure_on_sale($1, $2, $3, $4, $5) as on_sale`,
        [startDate, startTime, timeZone, isMicroTour, at],
      );
      expect(rows[0]!.on_sale).toBe(isOnSale);
    },
  );
});

describe('cancellations', () => {
  it.each(refundCases)(
    'SQL applies the tier: $name',
    async ({ startDate, timeZone, at, expectedPercent }) => {
      const { rows } = await service<{ percent: number | null }>(
        `select private.refund_percent($1, $2, $3, $4) as percent`,
        [JSON.stringify(REFUND_TIERS), startDate, timeZone, at],
      );
      expect(rows[0]!.percent).toBe(expectedPercent);
    },
  );

  it('refund by the frozen policy, free the seats, and happen once', async () => {
    const tourId = await createTour({ groupSize: 4, price: 99.99 });
    const far = inDays(30);
    const near = inDays(10);
    const traveller = await member(1000);
    const farBooking = (await bookTour(traveller, tourId, far, 2, 99.99)).booking as { id: string };
    const nearBooking = (await bookTour(traveller, tourId, near, 1, 99.99)).booking as {
      id: string;
    };

    const cancel = (id: string) =>
      asMember(traveller, 'wallet.cancel_booking($1, null, null)', [id]);
    expect(await cancel(farBooking.id)).toMatchObject({
      success: true,
      refund: { amount: 199.98, percent: 100 },
      newBalance: 1000 - 99.99,
    });
    expect(await cancel(nearBooking.id)).toMatchObject({ refund: { amount: 50, percent: 50 } });
    expect(await departure(tourId, far)).toMatchObject({ seats_taken: 0 });
    expect(await wallet(traveller)).toEqual({
      balance: 1000 - 99.99 + 50,
      held: 0,
      ledger: 1000 - 99.99 + 50,
    });

    const again = await sqlRefusal(cancel(farBooking.id));
    expect(again.hint).toBe('booking_already_cancelled');
    const stranger = await member(0);
    const notYours = await sqlRefusal(
      asMember(stranger, 'wallet.cancel_booking($1, null, null)', [nearBooking.id]),
    );
    expect(notYours.hint).toBe('booking_not_found');
  });

  it('keep the tiers a booking was paid under when the policy changes', async () => {
    const tourId = await createTour();
    const traveller = await member(500);
    const booked = (await bookTour(traveller, tourId, inDays(10), 1)).booking as { id: string };
    // An older, stricter policy, as frozen on a booking sold before a change.
    await service(`update public.bookings set refund_tiers = $2 where id = $1`, [
      booked.id,
      JSON.stringify([
        { minDaysBefore: 30, refundPercent: 100 },
        { minDaysBefore: 0, refundPercent: 10 },
      ]),
    ]);
    expect(
      await asMember(traveller, 'wallet.cancel_booking($1, null, null)', [booked.id]),
    ).toMatchObject({
      refund: { amount: 10, percent: 10 },
    });
  });

  it('of a whole departure refund everyone in full, write their notices and stop sales', async () => {
    const date = inDays(5);
    const tourId = await createTour({ dates: [date] });
    const travellers = await Promise.all([member(300), member(300)]);
    for (const who of travellers) await bookTour(who, tourId, date, 2);
    const dep = await departure(tourId, date);
    const admin = await member(0, { admin: true });
    const outsider = await sqlRefusal(
      asMember(travellers[0]!, 'wallet.cancel_departure($1, $2, null, null)', [
        dep.id,
        'Storm warning',
      ]),
    );
    expect(outsider.hint).toBe('admin_required');

    expect(
      await asMember(admin, 'wallet.cancel_departure($1, $2, null, null)', [
        dep.id,
        'Storm warning',
      ]),
    ).toEqual({ success: true, cancelledBookings: 2, refundedTotal: 400, releasedHolds: 0 });
    for (const who of travellers)
      expect(await wallet(who)).toEqual({ balance: 300, held: 0, ledger: 300 });
    const notices = await service(
      `select kind, details ->> 'reason' as reason from private.member_notices
        where user_id = any ($1) order by id`,
      [travellers.map((who) => who.id)],
    );
    expect(notices.rows).toEqual([
      { kind: 'departure_cancelled', reason: 'Storm warning' },
      { kind: 'departure_cancelled', reason: 'Storm warning' },
    ]);
    expect(await departure(tourId, date)).toMatchObject({ status: 'cancelled', seats_taken: 0 });
    const rebook = await sqlRefusal(bookTour(travellers[0]!, tourId, date, 1));
    expect(rebook.hint).toBe('date_unavailable');
    const twice = await sqlRefusal(
      asMember(admin, 'wallet.cancel_departure($1, $2, null, null)', [dep.id, 'Storm warning']),
    );
    expect(twice.hint).toBe('departure_already_cancelled');
  });

  it('write every refund with two decimals, whoever cancels', async () => {
    const date = inDays(30);
    const tourId = await createTour({ price: 95, dates: [date] });
    const [leaving, staying] = await Promise.all([member(400), member(400)]);
    const left = (await bookTour(leaving!, tourId, date, 2, 95)).booking as { id: string };
    const kept = (await bookTour(staying!, tourId, date, 2, 95)).booking as { id: string };
    await asMember(leaving!, 'wallet.cancel_booking($1, null, null)', [left.id]);
    const admin = await member(0, { admin: true });
    await asMember(admin, 'wallet.cancel_departure($1, $2, null, null)', [
      (await departure(tourId, date)).id,
      'Guide ill',
    ]);
    const { rows } = await service<{ booking: string; refund: string; ledger: string }>(
      `select b.id as booking, b.refund_eur::text as refund, t.amount_eur::text as ledger
         from public.bookings b
         join public.wallet_transactions t on t.booking_id = b.id and t.type = 'refund'
        where b.id = any ($1) order by b.cancelled_by`,
      [[left.id, kept.id]],
    );
    expect(rows).toEqual([
      { booking: left.id, refund: '190.00', ledger: '190.00' },
      { booking: kept.id, refund: '190.00', ledger: '190.00' },
    ]);
  });
});

describe('waiting list', () => {
  it('holds the price, books from the hold when a seat frees, and never loses a euro', async () => {
    const date = inDays(30);
    const tourId = await createTour({ groupSize: 2, dates: [date] });
    const first = await member(500);
    const booked = (await bookTour(first, tourId, date, 2)).booking as { id: string };
    const dep = await departure(tourId, date);
    const waiting = await member(150);
    const join = (who: SessionMember, travelers: number) =>
      asMember(who, 'wallet.join_waitlist($1, $2, null, null)', [dep.id, travelers]);

    const joined = (await join(waiting, 1)) as { entry: { id: string; position: number } };
    expect(joined).toMatchObject({
      success: true,
      entry: { position: 1, holdAmount: 100 },
      newBalance: 50,
    });
    expect(await wallet(waiting)).toEqual({ balance: 50, held: 100, ledger: 50 });
    expect((await sqlRefusal(join(waiting, 1))).hint).toBe('already_waiting');
    const poor = await member(20);
    expect((await sqlRefusal(join(poor, 1))).hint).toBe('insufficient_funds');

    // The first in line whose travellers fit: a party of 2 waits behind a party of 1 here.
    const big = await member(400);
    await join(big, 2);
    await asMember(first, 'wallet.cancel_booking($1, null, null)', [booked.id]);
    const entries = await service<{ user_id: string; status: string }>(
      `select user_id, status from public.waitlist_entries where departure_id = $1 order by created_at`,
      [dep.id],
    );
    expect(entries.rows.map((row) => row.status)).toEqual(['booked', 'waiting']);
    expect(await wallet(waiting)).toEqual({ balance: 50, held: 0, ledger: 50 });
    expect(await departure(tourId, date)).toMatchObject({ seats_taken: 1 });

    // More room books the next one; leaving gives a hold back whole.
    const admin = await member(0, { admin: true });
    await queryAsMember(admin, `update public.departures set capacity = 3 where id = $1`, [dep.id]);
    expect(await departure(tourId, date)).toMatchObject({ seats_taken: 3 });
    expect(await wallet(big)).toEqual({ balance: 200, held: 0, ledger: 200 });
    expect((await sqlRefusal(join(poor, 1))).hint).toBe('insufficient_funds');
    const leaver = await member(100);
    const entry = ((await join(leaver, 1)) as { entry: { id: string } }).entry;
    expect(
      await asMember(leaver, 'wallet.leave_waitlist($1, null, null)', [entry.id]),
    ).toMatchObject({
      released: 100,
      newBalance: 100,
    });
    expect(
      (await sqlRefusal(asMember(leaver, 'wallet.leave_waitlist($1, null, null)', [entry.id])))
        .hint,
    ).toBe('waitlist_entry_closed');
    const notices = await service(
      `select kind from private.member_notices where user_id = any ($1)`,
      [[waiting.id, big.id]],
    );
    expect(notices.rows).toEqual([{ kind: 'waitlist_booked' }, { kind: 'waitlist_booked' }]);
  });

  it('refuses to wait while seats are on sale, and releases holds when the departure is cancelled', async () => {
    const date = inDays(30);
    const tourId = await createTour({ groupSize: 1, dates: [date] });
    const dep = await departure(tourId, date);
    const early = await member(100);
    expect(
      (await sqlRefusal(asMember(early, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]))).hint,
    ).toBe('seats_available');
    await bookTour(early, tourId, date, 1);
    const waiting = await member(100);
    await asMember(waiting, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]);
    const admin = await member(0, { admin: true });
    expect(
      await asMember(admin, 'wallet.cancel_departure($1, $2, null, null)', [
        dep.id,
        'Too few travellers',
      ]),
    ).toMatchObject({ cancelledBookings: 1, releasedHolds: 1 });
    expect(await wallet(waiting)).toEqual({ balance: 100, held: 0, ledger: 100 });
    expect(await wallet(early)).toEqual({ balance: 100, held: 0, ledger: 100 });
  });

  it("gives holds back when the departure's day has begun, through the server's sweep", async () => {
    const date = inDays(2);
    const tourId = await createTour({ groupSize: 1, dates: [date] });
    await bookTour(await member(100), tourId, date, 1);
    const dep = await departure(tourId, date);
    const waiting = await member(100);
    await asMember(waiting, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]);
    expect((await service(`select wallet.release_started_holds() as n`)).rows[0]).toEqual({ n: 0 });
    // The same departure, as if its day had come.
    await service(`update public.departures set start_date = current_date - 1 where id = $1`, [
      dep.id,
    ]);
    expect((await service(`select wallet.release_started_holds() as n`)).rows[0]).toEqual({ n: 1 });
    expect(await wallet(waiting)).toEqual({ balance: 100, held: 0, ledger: 100 });
    const notices = await service(
      `select kind, details ->> 'why' as why from private.member_notices where user_id = $1`,
      [waiting.id],
    );
    expect(notices.rows).toEqual([{ kind: 'waitlist_released', why: 'started' }]);
  });

  it("tells a member their own place in line, counting others' entries they cannot read", async () => {
    const date = inDays(30);
    const tourId = await createTour({ groupSize: 1, dates: [date] });
    await bookTour(await member(100), tourId, date, 1);
    const dep = await departure(tourId, date);
    const first = await member(100);
    const second = await member(100);
    await asMember(first, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]);
    await asMember(second, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]);
    const { rows } = await queryAsMember<{ departure_id: string; place: string }>(
      second,
      'select departure_id, place from public.my_waitlist_places($1)',
      [[dep.id]],
    );
    expect(rows).toEqual([{ departure_id: dep.id, place: '2' }]);
  });

  it('is private: members see only their own entries, and nobody reads the notices or the travellers list', async () => {
    const date = inDays(30);
    const tourId = await createTour({ groupSize: 1, dates: [date] });
    await bookTour(await member(100), tourId, date, 1);
    const dep = await departure(tourId, date);
    const waiting = await member(100);
    await asMember(waiting, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]);
    const other = await member(0);
    const seen = await queryAsMember(
      other,
      `select id from public.waitlist_entries where departure_id = $1`,
      [dep.id],
    );
    expect(seen.rowCount).toBe(0);
    const own = await queryAsMember(
      waiting,
      `select id from public.waitlist_entries where departure_id = $1`,
      [dep.id],
    );
    expect(own.rowCount).toBe(1);
    expect(
      (await sqlRefusal(queryAsMember(other, `select * from private.member_notices`))).code,
    ).toBe('42501');
    expect(
      await sqlRefusal(
        queryAsMember(other, `select * from public.departure_bookings($1)`, [dep.id]),
      ),
    ).toMatchObject({ code: '42501', message: 'Admin access required', hint: 'admin_required' });
    const admin = await member(0, { admin: true });
    const travellers = await queryAsMember(
      admin,
      `select travelers, status from public.departure_bookings($1)`,
      [dep.id],
    );
    expect(travellers.rows).toEqual([{ travelers: 1, status: 'paid' }]);
  });

  it('over /rest/v1: an admin adds, resizes and cancels departures; a member cannot', async () => {
    const tourId = await createTour({ groupSize: 8 });
    const admin = await member(0, { admin: true });
    const traveller = await member(300);
    const date = inDays(25);
    const refused = await traveller.client
      .from('departures')
      .insert({ tour_id: tourId, start_date: date, capacity: 3 });
    expect(refused.error?.code).toBe('42501');
    const added = await admin.client
      .from('departures')
      .insert({ tour_id: tourId, start_date: date, capacity: 3 })
      .select('id, scheduled, status')
      .single();
    expect(added.data).toMatchObject({ scheduled: true, status: 'open' });
    await bookTour(traveller, tourId, date, 2);
    const tooSmall = await admin.client
      .from('departures')
      .update({ capacity: 1 })
      .eq('id', added.data!.id);
    expect(tooSmall.error?.message).toBe('Capacity cannot be lower than the 2 seats already sold.');
    // The code and the figure, for a page to say it in its reader's language.
    expect(tooSmall.error?.hint).toBe('capacity_below_seats_sold');
    expect(JSON.parse(tooSmall.error!.details)).toMatchObject({ seatsSold: 2 });
    const withoutReason = await admin.client
      .from('departures')
      .update({ status: 'cancelled' })
      .eq('id', added.data!.id);
    expect(withoutReason.error).toMatchObject({
      message: 'Say why the departure is cancelled: its travellers are told.',
      hint: 'cancel_reason_required',
    });
    // Only the server writes a departure's status on insert.
    const bornCancelled = await sqlRefusal(
      servicePool().query(
        `insert into public.departures (tour_id, start_date, capacity, status, cancel_reason)
         values ($1, $2, 3, 'cancelled', 'Never ran')`,
        [tourId, inDays(26)],
      ),
    );
    expect(bornCancelled).toMatchObject({
      code: '23514',
      message: 'A new departure cannot be cancelled.',
      hint: 'new_departure_cancelled',
    });
    const cancelled = await admin.client
      .from('departures')
      .update({ status: 'cancelled', cancel_reason: 'River in flood' })
      .eq('id', added.data!.id);
    expect(cancelled.error).toBeNull();
    expect(await wallet(traveller)).toEqual({ balance: 300, held: 0, ledger: 300 });
    const reopened = await admin.client
      .from('departures')
      .update({ status: 'open' })
      .eq('id', added.data!.id);
    expect(reopened.error?.message).toBe('This departure was cancelled and cannot be changed.');
    expect(reopened.error?.hint).toBe('cancelled_departure_unchangeable');
  });

  it('passes over a member in line whose wallet went into debt', async () => {
    const date = inDays(30);
    const tourId = await createTour({ groupSize: 1, dates: [date] });
    const booker = await member(100);
    const booked = (await bookTour(booker, tourId, date, 1)).booking as { id: string };
    const dep = await departure(tourId, date);
    // Paid by card, then the card payment is refunded after the hold was taken.
    const debtor = await member(0);
    const started = await asMember(
      debtor,
      `wallet.start_topup('stripe', 100, 'Card', null, null)`,
      [],
    );
    const topupId = (started.topup as { id: string }).id;
    const paymentIntent = `pi_${uniqueTag()}`;
    const session = `cs_${uniqueTag()}`;
    await service(`select wallet.attach_checkout($1, $2, 'https://pay.test/x')`, [
      topupId,
      session,
    ]);
    await service(`select wallet.complete_topup($1, $2, $3, 100)`, [
      topupId,
      session,
      paymentIntent,
    ]);
    await asMember(debtor, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]);
    await service(`select wallet.reverse_topup($1, $2, 100)`, [paymentIntent, `re_${uniqueTag()}`]);
    const next = await member(100);
    await asMember(next, 'wallet.join_waitlist($1, 1, null, null)', [dep.id]);

    await asMember(booker, 'wallet.cancel_booking($1, null, null)', [booked.id]);
    const entries = await service<{ user_id: string; status: string }>(
      `select user_id, status from public.waitlist_entries where departure_id = $1 order by created_at`,
      [dep.id],
    );
    expect(entries.rows).toEqual([
      { user_id: debtor.id, status: 'waiting' },
      { user_id: next.id, status: 'booked' },
    ]);
  });
});
