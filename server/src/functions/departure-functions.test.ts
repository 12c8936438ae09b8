import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { servicePool, signToken, uniqueTag } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { fundWallet } from '@app/testing/money-fixtures';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function member(funds: number, options: { admin?: boolean } = {}) {
  const created = await createSessionMember(options);
  if (funds > 0) await fundWallet(servicePool(), created.id, funds);
  return created;
}

async function createTour(groupSize: number, dates: string[]) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size, available_dates)
     values ($1, $2, 'eco', 'Austria', 80, 4, 'easy', $3, $4) returning id`,
    [`cancel-${tag}`, `Alpine Rail ${tag}`, groupSize, dates],
  );
  return rows[0]!.id;
}

async function book(who: SessionMember, tourId: string, startDate: string, travelers: number) {
  const answer = await callFunction(
    'process-booking',
    {
      tourId,
      startDate,
      travelers,
      addOnIds: [],
      baseTotalEUR: 80 * travelers,
      addOnsTotalEUR: 0,
      grandTotalEUR: 80 * travelers,
    },
    { token: who.token, key: randomUUID() },
  );
  expect(answer.status).toBe(200);
  return String((answer.body.booking as { id: string }).id);
}

async function departureId(tourId: string, date: string) {
  const { rows } = await servicePool().query<{ id: string }>(
    `select id from public.departures where tour_id = $1 and start_date = $2`,
    [tourId, date],
  );
  return rows[0]!.id;
}

/** The mails the dev outbox kept for `to` (the shared gateway has no SMTP server). */
async function mailsTo(to: string, kind: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await servicePool().query<{ subject: string; text_body: string }>(
      `select subject, text_body from auth.mail_outbox where to_address = $1 and kind = $2`,
      [to, kind],
    );
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe('cancel-booking', () => {
  it('refunds the member once, whatever the keys, and answers the same to a replay', async () => {
    const date = inDays(30);
    const tourId = await createTour(10, [date]);
    const traveller = await member(400);
    const bookingId = await book(traveller, tourId, date, 2);
    const key = randomUUID();
    const first = await callFunction(
      'cancel-booking',
      { booking_id: bookingId },
      { token: traveller.token, key },
    );
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        refund: { amount: 160, percent: 100 },
        newBalance: 400,
        booking: { id: bookingId, status: 'cancelled' },
      },
    });
    expect(
      await callFunction(
        'cancel-booking',
        { booking_id: bookingId },
        { token: traveller.token, key },
      ),
    ).toEqual(first);
    const again = await callFunction(
      'cancel-booking',
      { booking_id: bookingId },
      { token: traveller.token, key: randomUUID() },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'booking_already_cancelled',
      refund: { amount: 160, percent: 100 },
    });
    const { rows } = await servicePool().query(
      `select count(*)::int as refunds from public.wallet_transactions where booking_id = $1 and type = 'refund'`,
      [bookingId],
    );
    expect(rows[0]).toEqual({ refunds: 1 });
  });

  it('gives one refund to a bounded flood of cancellations of the same booking', async () => {
    const date = inDays(30);
    const tourId = await createTour(10, [date]);
    const traveller = await member(400);
    const bookingId = await book(traveller, tourId, date, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callFunction(
          'cancel-booking',
          { booking_id: bookingId },
          { token: traveller.token, key: randomUUID() },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.code)),
    ).toEqual(new Set(['booking_already_cancelled']));
    const { rows } = await servicePool().query(
      `select balance_eur from public.wallets where user_id = $1`,
      [traveller.id],
    );
    expect(Number(rows[0]!.balance_eur)).toBe(400);
  });

  it('refuses outsiders, other members and malformed requests, changing nothing', async () => {
    const date = inDays(30);
    const tourId = await createTour(10, [date]);
    const owner = await member(200);
    const bookingId = await book(owner, tourId, date, 1);
    const stranger = await member(0);
    const body = { booking_id: bookingId };

    expect((await callFunction('cancel-booking', body, { token: null })).status).toBe(403);
    expect((await callFunction('cancel-booking', body)).body.code).toBe('not_authenticated');
    const forged = await signToken({ sub: owner.id, role: 'authenticated' }).then(
      (token) => `${token.slice(0, -4)}AAAA`,
    );
    expect((await callFunction('cancel-booking', body, { token: forged })).body.code).toBe(
      'invalid_jwt',
    );
    const expired = await signToken(
      { sub: owner.id, role: 'authenticated', session_id: owner.sessionId },
      -60,
    );
    expect((await callFunction('cancel-booking', body, { token: expired })).status).toBe(403);
    expect((await callFunction('cancel-booking', body, { token: stranger.token })).body.code).toBe(
      'booking_not_found',
    );
    expect(
      (await callFunction('cancel-booking', { booking_id: 'first' }, { token: owner.token })).body
        .code,
    ).toBe('validation_failed');
    expect(
      (
        await callFunction(
          'cancel-booking',
          { ...body, refund_percent: 100 },
          { token: owner.token },
        )
      ).body.code,
    ).toBe('validation_failed');
    expect(
      (await callFunction('cancel-booking', null, { token: owner.token, raw: '{"booking_id":' }))
        .status,
    ).toBe(400);
    expect(
      (
        await callFunction('cancel-booking', null, {
          token: owner.token,
          raw: JSON.stringify({ booking_id: bookingId, pad: 'x'.repeat(200_000) }),
        })
      ).status,
    ).toBe(413);
    const { rows } = await servicePool().query(`select status from public.bookings where id = $1`, [
      bookingId,
    ]);
    expect(rows[0]).toEqual({ status: 'paid' });
  });
});

describe('waiting list and departure cancellation', () => {
  it('books the next in line from the hold when a seat frees, and mails them', async () => {
    const date = inDays(30);
    const tourId = await createTour(1, [date]);
    const first = await member(100);
    const bookingId = await book(first, tourId, date, 1);
    const waiting = await member(100);
    const departure = await departureId(tourId, date);

    const soldOut = await callFunction(
      'process-booking',
      {
        tourId,
        startDate: date,
        travelers: 1,
        addOnIds: [],
        baseTotalEUR: 80,
        addOnsTotalEUR: 0,
        grandTotalEUR: 80,
      },
      { token: waiting.token, key: randomUUID() },
    );
    expect(soldOut).toMatchObject({
      status: 409,
      body: { code: 'sold_out', error: 'Sold out', seatsLeft: 0 },
    });
    const joined = await callFunction(
      'join-waitlist',
      { departure_id: departure, travelers: 1 },
      { token: waiting.token, key: randomUUID() },
    );
    expect(joined).toMatchObject({
      status: 200,
      body: { entry: { position: 1, holdAmount: 80 }, newBalance: 20 },
    });
    const entryId = String((joined.body.entry as { id: string }).id);
    expect(
      (
        await callFunction(
          'leave-waitlist',
          { entry_id: entryId },
          { token: first.token, key: randomUUID() },
        )
      ).body.code,
    ).toBe('waitlist_entry_not_found');

    await callFunction(
      'cancel-booking',
      { booking_id: bookingId },
      { token: first.token, key: randomUUID() },
    );
    const mails = await mailsTo(waiting.email, 'waitlist-booked');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('You got the seats');
    const { rows } = await servicePool().query(
      `select status from public.waitlist_entries where id = $1`,
      [entryId],
    );
    expect(rows[0]).toEqual({ status: 'booked' });
  });

  it('lets only admins cancel a departure; everyone on it is refunded and mailed', async () => {
    const date = inDays(6);
    const tourId = await createTour(6, [date]);
    const travellers = [await member(200), await member(200)];
    for (const who of travellers) await book(who, tourId, date, 2);
    const departure = await departureId(tourId, date);
    const body = { departure_id: departure, reason: 'Avalanche risk on the pass' };

    const refused = await callFunction('cancel-departure', body, {
      token: travellers[0]!.token,
      key: randomUUID(),
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'admin_required' } });
    const admin = await member(0, { admin: true });
    expect(
      (await callFunction('cancel-departure', { ...body, reason: ' ' }, { token: admin.token }))
        .status,
    ).toBe(400);
    const cancelled = await callFunction('cancel-departure', body, {
      token: admin.token,
      key: randomUUID(),
    });
    expect(cancelled).toEqual({
      status: 200,
      body: { success: true, cancelledBookings: 2, refundedTotal: 320, releasedHolds: 0 },
    });
    for (const who of travellers) {
      const mails = await mailsTo(who.email, 'departure-cancelled');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('Avalanche risk on the pass');
      expect(mails[0]!.text_body).toContain('€160.00 is back in your wallet');
    }
    const again = await callFunction('cancel-departure', body, {
      token: admin.token,
      key: randomUUID(),
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'departure_already_cancelled' } });
  });
});
