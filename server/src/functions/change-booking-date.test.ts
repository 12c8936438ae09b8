import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { servicePool, signToken, tokenClient, uniqueTag } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { fundWallet } from '@app/testing/money-fixtures';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import {
  createTicketMicroTour,
  firstTourDayOnSale,
  inDays,
  insertBooking,
} from '@app/testing/ticket-fixtures';
import { pdfText } from '../platform/pdf-text-test-kit.js';

async function member(funds: number) {
  const created = await createSessionMember();
  if (funds > 0) await fundWallet(servicePool(), created.id, funds);
  return created;
}

/** A tour in Austria selling `dates` (none: any date), at `price` per traveller. */
async function createTour(options: { price?: number; groupSize?: number; dates?: string[] } = {}) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size, available_dates, meeting_point)
     values ($1, $2, 'eco', 'Austria', $3, 4, 'easy', $4, $5, 'Innsbruck station')
     returning id`,
    [
      `move-${tag}`,
      `Tyrol Rail ${tag}`,
      options.price ?? 100,
      options.groupSize ?? 10,
      options.dates ?? [],
    ],
  );
  return rows[0]!.id;
}

async function freeChangeAddOn(price = 25) {
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.addons (title, price_eur, applies_to, grants_free_date_change)
     values ($1, $2, 'global', true) returning id`,
    [`Flexible ${uniqueTag()}`, price],
  );
  return rows[0]!.id;
}

async function book(
  who: SessionMember,
  tourId: string,
  startDate: string,
  travelers: number,
  options: { price?: number; addOns?: Array<{ id: string; price: number }> } = {},
) {
  const price = options.price ?? 100;
  const addOns = options.addOns ?? [];
  const addOnsTotal = addOns.reduce((sum, addOn) => sum + addOn.price, 0) * travelers;
  const answer = await callFunction(
    'process-booking',
    {
      tourId,
      startDate,
      travelers,
      addOnIds: addOns.map((addOn) => addOn.id),
      baseTotalEUR: price * travelers,
      addOnsTotalEUR: addOnsTotal,
      grandTotalEUR: price * travelers + addOnsTotal,
    },
    { token: who.token, key: randomUUID() },
  );
  expect(answer.status).toBe(200);
  return String((answer.body.booking as { id: string }).id);
}

const change = (who: SessionMember, bookingId: string, startDate: string, key = randomUUID()) =>
  callFunction('change-booking-date', { bookingId, startDate }, { token: who.token, key });

// The owner's connection: only it reads the queue's own tables.
const owner = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => owner.end());

const reference = (id: string) => id.slice(0, 8).toUpperCase();

/** What the database holds of a booking, its seats, money and moves: what a refusal must not touch. */
async function state(bookingId: string) {
  const { rows } = await servicePool().query(
    `select b.start_date::text as start_date, b.status, b.base_total_eur::float8 as base_total,
            b.total_eur::float8 as total, b.date_changes,
            (select w.balance_eur::float8 from public.wallets w where w.user_id = b.user_id)
              as balance,
            (select coalesce(json_object_agg(d.start_date::text, d.seats_taken
                                             order by d.start_date), '{}')
               from public.departures d where d.tour_id = b.tour_id) as seats,
            (select count(*)::int from public.wallet_transactions t
              where t.booking_id = b.id and t.type = 'date_change') as ledger_rows,
            (select count(*)::int from public.booking_date_changes c where c.booking_id = b.id)
              as moves
       from public.bookings b where b.id = $1`,
    [bookingId],
  );
  return rows[0] as {
    start_date: string;
    status: string;
    base_total: number;
    total: number;
    date_changes: number;
    balance: number;
    seats: Record<string, number>;
    ledger_rows: number;
    moves: number;
  };
}

async function setPrice(tourId: string, price: number) {
  await servicePool().query(`update public.tours set price_eur = $2 where id = $1`, [
    tourId,
    price,
  ]);
}

/** The mails the dev outbox kept for `to` of one kind, with their files (the queue sends them). */
async function mailsTo(to: string, kind: string, count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await servicePool().query<{
      id: string;
      subject: string;
      text_body: string;
    }>(
      `select id::text, subject, text_body from auth.mail_outbox
        where to_address = $1 and kind = $2 order by id`,
      [to, kind],
    );
    if (rows.length >= count) {
      return Promise.all(
        rows.map(async (row) => {
          const files = await servicePool().query<{
            filename: string;
            content_type: string;
            content: Buffer;
          }>(
            `select filename, content_type, content from auth.mail_outbox_attachments
              where mail_id = $1 order by position`,
            [row.id],
          );
          return { ...row, files: files.rows };
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

/** RFC 5545 content lines of an .ics, unfolded, as NAME → value (first of each). */
function icsValues(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && !values.has(line.slice(0, colon)))
      values.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return values;
}

async function quote(who: SessionMember, bookingId: string, startDate: string) {
  const { data, error } = await tokenClient(who.token).rpc('date_change_quote', {
    p_booking_id: bookingId,
    p_start_date: startDate,
  });
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

describe('change-booking-date', () => {
  it('moves a booking and its seats, charging the fee per traveller without the add-on', async () => {
    const from = inDays(30);
    const to = inDays(40);
    const tourId = await createTour();
    const traveller = await member(1000);
    const bookingId = await book(traveller, tourId, from, 2);
    const quoted = await quote(traveller, bookingId, to);
    const moved = await change(traveller, bookingId, to);
    expect(moved).toEqual({
      status: 200,
      body: {
        success: true,
        booking: { id: bookingId, startDate: to, previousStartDate: from, dateChanges: 1 },
        fee: 80,
        priceDifference: 0,
        charged: 80,
        refunded: 0,
        newBalance: 1000 - 200 - 80,
      },
    });
    // The quote the dialog shows is what the change charged.
    expect(quoted).toEqual({
      allowed: true,
      code: null,
      message: null,
      fee: moved.body.fee,
      priceDifference: moved.body.priceDifference,
      toPay: moved.body.charged,
      toRefund: moved.body.refunded,
      seatsLeft: 10,
    });
    expect(await state(bookingId)).toEqual({
      start_date: to,
      status: 'paid',
      base_total: 200,
      total: 200,
      date_changes: 1,
      balance: 720,
      seats: { [from]: 0, [to]: 2 },
      ledger_rows: 1,
      moves: 1,
    });
    const { rows } = await servicePool().query(
      `select t.direction, t.amount_eur::float8 as amount, c.from_date::text, c.to_date::text,
              c.fee_eur::float8 as fee, c.price_difference_eur::float8 as difference
         from public.wallet_transactions t
         join public.booking_date_changes c on c.booking_id = t.booking_id
        where t.booking_id = $1 and t.type = 'date_change'`,
      [bookingId],
    );
    expect(rows).toEqual([
      { direction: 'debit', amount: 80, from_date: from, to_date: to, fee: 80, difference: 0 },
    ]);
    // The member reads their own moves; another member sees none of them.
    const own = await tokenClient(traveller.token)
      .from('booking_date_changes')
      .select('from_date, to_date')
      .eq('booking_id', bookingId);
    expect(own.data).toEqual([{ from_date: from, to_date: to }]);
    const stranger = await member(0);
    const hidden = await tokenClient(stranger.token)
      .from('booking_date_changes')
      .select('id')
      .eq('booking_id', bookingId);
    expect(hidden.data).toEqual([]);
    const written = await tokenClient(traveller.token)
      .from('booking_date_changes')
      .insert({ booking_id: bookingId, user_id: traveller.id, from_date: to, to_date: from });
    expect(written.error).not.toBeNull();
  });

  it('makes the first move free with the add-on and charges the second one', async () => {
    const tourId = await createTour();
    const addOn = await freeChangeAddOn(25);
    const traveller = await member(1000);
    const bookingId = await book(traveller, tourId, inDays(30), 3, {
      addOns: [{ id: addOn, price: 25 }],
    });
    const first = await change(traveller, bookingId, inDays(35));
    expect(first).toMatchObject({
      status: 200,
      body: { fee: 0, priceDifference: 0, charged: 0, refunded: 0, newBalance: 1000 - 375 },
    });
    expect(await state(bookingId)).toMatchObject({ total: 375, ledger_rows: 0, moves: 1 });
    const second = await change(traveller, bookingId, inDays(45));
    expect(second).toMatchObject({
      status: 200,
      body: {
        booking: { previousStartDate: inDays(35), startDate: inDays(45), dateChanges: 2 },
        fee: 120,
        charged: 120,
        newBalance: 1000 - 375 - 120,
      },
    });
    // Add-ons stay as paid.
    expect(await state(bookingId)).toMatchObject({ base_total: 300, total: 375, ledger_rows: 1 });
  });

  it('charges a dearer date’s difference and refunds a cheaper one’s, netting the fee', async () => {
    const tourId = await createTour({ price: 100 });
    const traveller = await member(1000);
    const bookingId = await book(traveller, tourId, inDays(30), 2);

    await setPrice(tourId, 150);
    const quotedDearer = await quote(traveller, bookingId, inDays(31));
    const dearer = await change(traveller, bookingId, inDays(31));
    expect(dearer).toMatchObject({
      status: 200,
      body: { fee: 80, priceDifference: 100, charged: 180, refunded: 0, newBalance: 620 },
    });
    expect(quotedDearer).toMatchObject({ fee: 80, priceDifference: 100, toPay: 180, toRefund: 0 });
    expect(await state(bookingId)).toMatchObject({ base_total: 300, total: 300 });

    await setPrice(tourId, 20);
    const quotedCheaper = await quote(traveller, bookingId, inDays(32));
    const cheaper = await change(traveller, bookingId, inDays(32));
    expect(cheaper).toMatchObject({
      status: 200,
      body: { fee: 80, priceDifference: -260, charged: 0, refunded: 180, newBalance: 800 },
    });
    expect(quotedCheaper).toMatchObject({ toPay: 0, toRefund: 180 });
    expect(await state(bookingId)).toMatchObject({ base_total: 40, total: 40, ledger_rows: 2 });
    const { rows } = await servicePool().query(
      `select direction, amount_eur::float8 as amount from public.wallet_transactions
        where booking_id = $1 and type = 'date_change' order by created_at`,
      [bookingId],
    );
    expect(rows).toEqual([
      { direction: 'debit', amount: 180 },
      { direction: 'credit', amount: 180 },
    ]);
    // A later cancellation refunds by what the booking costs now.
    const cancelled = await callFunction(
      'cancel-booking',
      { booking_id: bookingId },
      { token: traveller.token, key: randomUUID() },
    );
    expect(cancelled.body).toMatchObject({ refund: { amount: 40, percent: 100 } });
  });

  it('frees the old date’s seats for its waiting list, taking seats on the new one', async () => {
    const from = inDays(30);
    const to = inDays(33);
    const tourId = await createTour({ groupSize: 2, dates: [from, to] });
    const traveller = await member(1000);
    const bookingId = await book(traveller, tourId, from, 2);
    const waiting = await member(500);
    const { rows } = await servicePool().query<{ id: string }>(
      `select id from public.departures where tour_id = $1 and start_date = $2`,
      [tourId, from],
    );
    const joined = await callFunction(
      'join-waitlist',
      { departure_id: rows[0]!.id, travelers: 2 },
      { token: waiting.token, key: randomUUID() },
    );
    expect(joined.status).toBe(200);

    expect((await change(traveller, bookingId, to)).status).toBe(200);
    expect((await state(bookingId)).seats).toEqual({ [from]: 2, [to]: 2 });
    const entry = await servicePool().query(
      `select e.status, b.start_date::text as start_date, b.status as booking_status
         from public.waitlist_entries e join public.bookings b on b.id = e.booking_id
        where e.user_id = $1`,
      [waiting.id],
    );
    expect(entry.rows).toEqual([{ status: 'booked', start_date: from, booking_status: 'paid' }]);
    const mails = await mailsTo(waiting.email, 'waitlist-booked');
    expect(mails).toHaveLength(1);
  });

  it('answers a replay with the same key the same, moving and charging once', async () => {
    const tourId = await createTour();
    const traveller = await member(1000);
    const bookingId = await book(traveller, tourId, inDays(30), 1);
    const key = randomUUID();
    const first = await change(traveller, bookingId, inDays(40), key);
    expect(first.status).toBe(200);
    const after = await state(bookingId);
    expect(await change(traveller, bookingId, inDays(40), key)).toEqual(first);
    expect(await state(bookingId)).toEqual(after);
    expect(after).toMatchObject({ balance: 860, ledger_rows: 1, moves: 1, date_changes: 1 });
    const reused = await change(traveller, bookingId, inDays(41), key);
    expect(reused).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    // A kept refusal replays too.
    const refusedKey = randomUUID();
    const sameDate = await change(traveller, bookingId, inDays(40), refusedKey);
    expect(sameDate).toMatchObject({ status: 422, body: { code: 'same_date' } });
    expect(await change(traveller, bookingId, inDays(40), refusedKey)).toEqual(sameDate);
    expect(await state(bookingId)).toEqual(after);
  });

  it('refuses each move the terms do not allow with its code, changing nothing', async () => {
    const tourId = await createTour({ groupSize: 3 });
    const traveller = await member(5000);
    const bookingId = await book(traveller, tourId, inDays(30), 2);
    const refusals: Array<[string, number, string]> = [
      [inDays(30), 422, 'same_date'],
      [inDays(-1), 422, 'date_unavailable'],
      [inDays(0), 422, 'date_unavailable'],
      [inDays(365 * 3), 422, 'date_unavailable'],
    ];
    // A date whose departure was cancelled, and one sold out to the travellers' count.
    const cancelledDate = inDays(50);
    await book(await member(500), tourId, cancelledDate, 1);
    await servicePool().query(
      `update public.departures set status = 'cancelled', cancel_reason = 'Flooded valley'
        where tour_id = $1 and start_date = $2`,
      [tourId, cancelledDate],
    );
    refusals.push([cancelledDate, 422, 'date_unavailable']);
    const fullDate = inDays(51);
    await book(await member(500), tourId, fullDate, 2);
    refusals.push([fullDate, 409, 'sold_out']);
    const before = await state(bookingId);
    for (const [date, status, code] of refusals) {
      const refused = await change(traveller, bookingId, date);
      expect({ date, ...refused }).toMatchObject({ date, status, body: { code } });
      expect(await quote(traveller, bookingId, date)).toMatchObject({ allowed: false, code });
    }
    expect(await change(traveller, bookingId, fullDate)).toMatchObject({
      body: { error: 'Only 1 seat left for this date.', seatsLeft: 1 },
    });
    expect(await state(bookingId)).toEqual(before);
    // A refusal with figures sends them beside its code, in the quote and in the change refused.
    expect(await change(traveller, bookingId, inDays(365 * 3))).toMatchObject({
      body: {
        code: 'date_unavailable',
        error: 'Bookings open at most 2 years ahead. Please choose an earlier date.',
        maxYearsAhead: 2,
      },
    });
    expect(await quote(traveller, bookingId, inDays(365 * 3))).toMatchObject({
      details: { maxYearsAhead: 2 },
    });
    expect(await quote(traveller, bookingId, inDays(40))).not.toHaveProperty('details');

    // A scheduled tour moves only to its own dates.
    const scheduled = await createTour({ dates: [inDays(30), inDays(60)] });
    const onSchedule = await book(traveller, scheduled, inDays(30), 1);
    expect((await change(traveller, onSchedule, inDays(61))).body.code).toBe('date_unavailable');
    expect((await change(traveller, onSchedule, inDays(60))).status).toBe(200);

    // Closed within 7 days of the start (days counted in the tour's own time zone).
    const soon = await book(traveller, tourId, inDays(6), 1);
    expect(await change(traveller, soon, inDays(40))).toMatchObject({
      status: 422,
      body: {
        code: 'date_change_closed',
        error: 'Date changes close 7 days before the tour starts.',
        closesDaysBefore: 7,
      },
    });
    expect(await quote(traveller, soon, inDays(40))).toMatchObject({
      allowed: false,
      code: 'date_change_closed',
      details: { closesDaysBefore: 7 },
    });
    // Cancelled, unpaid, and micro-tour bookings do not move.
    const cancelled = await book(traveller, tourId, inDays(20), 1);
    await callFunction(
      'cancel-booking',
      { booking_id: cancelled },
      { token: traveller.token, key: randomUUID() },
    );
    expect(await change(traveller, cancelled, inDays(40))).toMatchObject({
      status: 409,
      body: { code: 'booking_already_cancelled' },
    });
    const pending = randomUUID();
    await servicePool().query(
      `insert into public.bookings (id, user_id, tour_id, start_date, travelers, base_total_eur,
                                    total_eur, status)
       values ($1, $2, $3, $4, 1, 100, 100, 'pending')`,
      [pending, traveller.id, tourId, inDays(20)],
    );
    expect(await change(traveller, pending, inDays(40))).toMatchObject({
      status: 422,
      body: { code: 'booking_not_paid' },
    });
    const walk = await createTicketMicroTour();
    const walkBooking = await insertBooking(traveller.id, walk.id, inDays(20), {
      micro: true,
      price: 30,
    });
    expect(await change(traveller, walkBooking, inDays(21))).toMatchObject({
      status: 422,
      body: { code: 'date_change_not_offered' },
    });
  });

  it('closes exactly when the start is 7 whole days away in the tour’s time zone', async () => {
    const open = async (at: string) => {
      const { rows } = await servicePool().query<{ open: boolean }>(
        `select private.date_change_open(app_rules.date_change_terms(), '2026-12-10',
                                         'Europe/Vienna', $1) as open`,
        [at],
      );
      return rows[0]!.open;
    };
    // 22:59 UTC on 2 December is still the 2nd in Vienna (8 days ahead); 23:00 is the 3rd.
    expect(await open('2026-12-02T22:59:59Z')).toBe(true);
    expect(await open('2026-12-02T23:00:00Z')).toBe(false);
    // The terms are frozen on each booking when it is paid.
    const tourId = await createTour();
    const traveller = await member(500);
    const bookingId = await book(traveller, tourId, inDays(30), 1);
    const { rows } = await servicePool().query(
      `select date_change_terms from public.bookings where id = $1`,
      [bookingId],
    );
    expect(rows[0]).toEqual({
      date_change_terms: { closesDaysBefore: 7, feePerTravelerEur: 40, freeChangesWithAddOn: 1 },
    });
  });

  it('hides other members’ bookings and refuses outsiders and malformed requests', async () => {
    const tourId = await createTour();
    const owner = await member(1000);
    const bookingId = await book(owner, tourId, inDays(30), 1);
    const before = await state(bookingId);
    const stranger = await member(1000);
    const body = { bookingId, startDate: inDays(40) };

    const foreign = await callFunction('change-booking-date', body, {
      token: stranger.token,
      key: randomUUID(),
    });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'booking_not_found' } });
    expect((await change(owner, randomUUID(), inDays(40))).body.code).toBe('booking_not_found');
    expect(await quote(stranger, bookingId, inDays(40))).toMatchObject({
      allowed: false,
      code: 'booking_not_found',
      fee: null,
    });

    expect(await callFunction('change-booking-date', body, { token: null })).toMatchObject({
      status: 403,
      body: { code: 'not_authenticated' },
    });
    expect((await callFunction('change-booking-date', body)).body.code).toBe('not_authenticated');
    const forged = await signToken({ sub: owner.id, role: 'authenticated' }).then(
      (token) => `${token.slice(0, -4)}AAAA`,
    );
    expect(await callFunction('change-booking-date', body, { token: forged })).toMatchObject({
      status: 403,
      body: { code: 'invalid_jwt' },
    });
    const anonQuote = await tokenClient(forged).rpc('date_change_quote', {
      p_booking_id: bookingId,
      p_start_date: inDays(40),
    });
    expect(anonQuote.data).toBeNull();

    for (const bad of [
      { bookingId: 'first', startDate: inDays(40) },
      { bookingId, startDate: '2026-02-30' },
      { bookingId, startDate: '12/24/2026' },
      { bookingId },
      { ...body, fee: 0 },
      { booking_id: bookingId, start_date: inDays(40) },
    ]) {
      const refused = await callFunction('change-booking-date', bad, { token: owner.token });
      expect({ bad, ...refused }).toMatchObject({
        bad,
        status: 400,
        body: { code: 'validation_failed' },
      });
    }
    expect(
      (
        await callFunction('change-booking-date', null, {
          token: owner.token,
          raw: '{"bookingId":',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callFunction('change-booking-date', null, {
          token: owner.token,
          raw: JSON.stringify({ ...body, pad: 'x'.repeat(200_000) }),
        })
      ).status,
    ).toBe(413);
    expect(await state(bookingId)).toEqual(before);
  });

  it('changes nothing when the wallet cannot pay the move', async () => {
    const tourId = await createTour();
    const traveller = await member(200);
    const bookingId = await book(traveller, tourId, inDays(30), 2);
    const before = await state(bookingId);
    const refused = await change(traveller, bookingId, inDays(40));
    expect(refused).toEqual({
      status: 402,
      body: {
        code: 'insufficient_funds',
        error: expect.any(String),
        currentBalance: 0,
        requiredAmount: 80,
        missingAmount: 80,
      },
    });
    expect(await state(bookingId)).toEqual(before);
  });

  it('lets one of two racing moves of a booking win when the wallet pays for one', async () => {
    const tourId = await createTour({ groupSize: 4 });
    const traveller = await member(280);
    const bookingId = await book(traveller, tourId, inDays(30), 2);
    const [left, right] = await Promise.all([
      change(traveller, bookingId, inDays(40)),
      change(traveller, bookingId, inDays(41)),
    ]);
    const answers = [left, right];
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const movedTo = (winner.body.booking as { startDate: string }).startDate;
    const after = await state(bookingId);
    expect(after).toMatchObject({
      start_date: movedTo,
      balance: 0,
      date_changes: 1,
      moves: 1,
      ledger_rows: 1,
    });
    expect(Object.values(after.seats).reduce((sum, seats) => sum + seats, 0)).toBe(2);
    expect(after.seats[movedTo]).toBe(2);
  });

  it('moves two bookings across the same two dates at once without a deadlock', async () => {
    const tourId = await createTour({ groupSize: 4 });
    const [first, second] = [await member(1000), await member(1000)];
    const a = await book(first, tourId, inDays(30), 1);
    const b = await book(second, tourId, inDays(31), 1);
    const answers = await Promise.all([
      change(first, a, inDays(31)),
      change(second, b, inDays(30)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await state(a)).seats).toEqual({ [inDays(30)]: 1, [inDays(31)]: 1 });
  });

  it('mails the new ticket and a calendar entry that replaces the first one', async () => {
    const from = inDays(30);
    const to = inDays(44);
    const tourId = await createTour();
    const traveller = await member(1000);
    const bookingId = await book(traveller, tourId, from, 2);
    const [confirmation] = await mailsTo(traveller.email, 'booking-confirmation');
    const firstIcs = icsValues(
      confirmation!.files.find((file) => file.filename.endsWith('.ics'))!.content.toString('utf8'),
    );
    expect(firstIcs.get('SEQUENCE')).toBe('0');

    expect((await change(traveller, bookingId, to)).status).toBe(200);
    const [moved] = await mailsTo(traveller.email, 'booking-date-changed');
    const ref = reference(bookingId);
    const longTo = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${to}T00:00:00Z`),
    );
    expect(moved!.subject).toContain('Your booking has moved');
    expect(moved!.subject).toContain(longTo);
    expect(moved!.text_body).toContain('The date change fee is €80.00.');
    expect(moved!.text_body).toContain('€80.00 was paid from your wallet.');
    // The fee's receipt, issued with the move, goes with the new ticket.
    const { rows: receipts } = await servicePool().query<{ number: string }>(
      `select number from public.receipts where booking_id = $1 and kind = 'date_change'`,
      [bookingId],
    );
    expect(receipts).toHaveLength(1);
    const receiptNumber = receipts[0]!.number;
    expect(moved!.text_body).toContain(`Your receipt ${receiptNumber} is attached.`);
    expect(moved!.files.map((file) => [file.filename, file.content_type])).toEqual([
      [`ticket-${ref}.pdf`, 'application/pdf'],
      [`booking-${ref}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
      [`receipt-${receiptNumber}.pdf`, 'application/pdf'],
    ]);
    expect(await pdfText(moved!.files[0]!.content)).toContain(longTo);
    const movedIcs = icsValues(moved!.files[1]!.content.toString('utf8'));
    expect(movedIcs.get('UID')).toBe(firstIcs.get('UID'));
    expect(movedIcs.get('SEQUENCE')).toBe('1');
    expect(movedIcs.get('DTSTART;TZID=Europe/Vienna')).toBe(`${to.replaceAll('-', '')}T090000`);

    // The calendar file on the ticket page carries the same revision.
    const response = await fetch(`${inject('gatewayUrl')}/functions/v1/ticket-file`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${traveller.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ reference: ref, format: 'ics' }),
    });
    expect(response.status).toBe(200);
    const downloaded = icsValues(await response.text());
    expect(downloaded.get('SEQUENCE')).toBe('1');
    expect(downloaded.get('UID')).toBe(firstIcs.get('UID'));

    // The reminder follows the booking to its new date.
    const { rows } = await owner.query<{ run_at: Date }>(
      `select run_at from graphile_worker.jobs where key = $1`,
      [`booking_reminder:${bookingId}`],
    );
    expect(rows.map((row) => row.run_at.toISOString().slice(0, 10))).toEqual([inDays(42)]);
  });

  it('lets the guide check the reference in on the new date only', async () => {
    const guide = await createSessionMember({ admin: true });
    const tourId = await createTour();
    const traveller = await member(1000);
    // Moved to tomorrow in the tour's zone (the first day it sells; UTC's tomorrow has begun
    // there from 22:00 or 23:00 UTC): found by its reference around today, with the new date.
    const toTomorrow = await book(traveller, tourId, inDays(30), 1);
    const tomorrow = firstTourDayOnSale();
    expect((await change(traveller, toTomorrow, tomorrow)).status).toBe(200);
    const checkedIn = await callFunction(
      'check-in',
      { reference: reference(toTomorrow) },
      { token: guide.token },
    );
    expect(checkedIn).toMatchObject({
      status: 200,
      body: { outcome: 'checked_in', startDate: tomorrow },
    });
    // Its old date is 30 days away: a reference is only found around its (new) day, and the
    // ticket's code checks the booking in once, whatever code the guide scans.
    const again = await callFunction(
      'check-in',
      { reference: reference(toTomorrow) },
      { token: guide.token },
    );
    expect(again).toMatchObject({ status: 200, body: { outcome: 'already_checked_in' } });
    const away = await book(traveller, tourId, inDays(9), 1);
    expect((await change(traveller, away, inDays(60))).status).toBe(200);
    const refused = await callFunction(
      'check-in',
      { reference: reference(away) },
      { token: guide.token },
    );
    expect(refused).toMatchObject({ status: 404, body: { code: 'ticket_not_found' } });
  });
});
