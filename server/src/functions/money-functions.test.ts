import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { countryTimeZone, firstDateOnSale } from '@app/domain/departure-sales';
import { TOPUP_DAILY_MAX_EUR, TOPUP_HOURLY_MAX_COUNT } from '@app/domain/money';
import { createTestUser, servicePool, uniqueTag } from '@app/testing/clients';
import { fundWallet } from '@app/testing/money-fixtures';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { callFunction } from '@app/testing/function-calls';

const gateway = () => inject('gatewayUrl');

interface Member {
  id: string;
  token: string;
  client: SupabaseClient;
}

/** A member signed in through the auth API, as the app signs in. */
async function signIn(): Promise<Member> {
  const account = await createPasswordAccount(servicePool());
  const client = sessionClient(gateway(), inject('anonKey'));
  const { data, error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return { id: account.id, token: data.session!.access_token, client };
}

const call = callFunction;

async function wallet(userId: string) {
  const { rows } = await servicePool().query<{
    balance: string;
    entries: string;
    bookings: string;
  }>(
    `select coalesce((select balance_eur from public.wallets where user_id = $1), 0) as balance,
            (select count(*) from public.wallet_transactions where user_id = $1) as entries,
            (select count(*) from public.bookings where user_id = $1) as bookings`,
    [userId],
  );
  const row = rows[0]!;
  return {
    balance: Number(row.balance),
    entries: Number(row.entries),
    bookings: Number(row.bookings),
  };
}

async function fund(userId: string, amount: number) {
  await fundWallet(servicePool(), userId, amount);
}

const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

let tour: { id: string; title: string };
let datedTourId: string;
let addonId: string;
let foreignAddonId: string;
let micro: { id: string; title: string; price: number };

beforeAll(async () => {
  const pool = servicePool();
  const tag = uniqueTag();
  const insertTour = async (slug: string, dates: string[]) =>
    (
      await pool.query<{ id: string; title: string }>(
        `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                                   group_size, cover_image, available_dates)
         values ($1, $2, 'eco', 'Norway', 120.5, 3, 'easy', 10, '/covers/x.jpg', $3)
         returning id, title`,
        [slug, `Money Fjords ${slug}`, dates],
      )
    ).rows[0]!;
  tour = await insertTour(`money-${tag}`, []);
  datedTourId = (await insertTour(`money-dated-${tag}`, [inDays(20)])).id;
  const insertAddon = async (tourId: string) =>
    (
      await pool.query<{ id: string }>(
        `insert into public.addons (title, price_eur, applies_to, tour_ids) values ('Kayak', 15.25, 'tour', $1)
         returning id`,
        [[tourId]],
      )
    ).rows[0]!.id;
  addonId = await insertAddon(tour.id);
  foreignAddonId = await insertAddon(datedTourId);
  const microRow = await pool.query<{ id: string; title: string; price: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
     values ($1, 'Money Walk', 'Oslo', 'Norway', 12.5, 2) returning id, title, price_eur as price`,
    [`money-walk-${tag}`],
  );
  micro = { ...microRow.rows[0]!, price: Number(microRow.rows[0]!.price) };
});

async function insertMicroTour(country: string) {
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
     values ($1, 'Closing Walk', 'Budapest', $2, 10, 2) returning id`,
    [`closing-walk-${uniqueTag()}`, country],
  );
  return rows[0]!.id;
}

const confirmMicro = (member: Member, microTourId: string, startDate: string) =>
  call(
    'confirm-micro-tour-booking',
    { micro_tour_id: microTourId, travelers: 2, start_date: startDate },
    { token: member.token, key: randomUUID() },
  );

const dayBefore = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

// 2 travelers × (120.50 + 15.25)
const booking = (overrides: Record<string, unknown> = {}) => ({
  tourId: tour.id,
  startDate: inDays(14),
  travelers: 2,
  addOnIds: [addonId],
  baseTotalEUR: 241,
  addOnsTotalEUR: 30.5,
  grandTotalEUR: 271.5,
  ...overrides,
});

describe('answers a signed-in member', () => {
  it('tops up, books a tour and a micro-tour, in the shapes the app reads', async () => {
    const member = await signIn();
    const topUp = await call('wallet-topup', { amount_eur: 500 }, { token: member.token });
    expect(topUp.status).toBe(200);
    expect(topUp.body).toEqual({
      success: true,
      transaction: { id: expect.any(String), amount_eur: 500, created_at: expect.any(String) },
      newBalance: 500,
    });

    const booked = await call('process-booking', booking(), { token: member.token });
    expect(booked.status).toBe(200);
    expect(booked.body).toEqual({
      success: true,
      booking: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        tourTitle: tour.title,
        startDate: inDays(14),
        startTime: '09:00',
        travelers: 2,
        totalAmount: 271.5,
      },
      newBalance: 228.5,
    });

    const microBooked = await call(
      'confirm-micro-tour-booking',
      { micro_tour_id: micro.id, travelers: 3, start_date: inDays(2) },
      { token: member.token },
    );
    expect(microBooked.status).toBe(200);
    expect(microBooked.body).toEqual({
      success: true,
      booking: {
        id: expect.any(String),
        tourTitle: 'Money Walk',
        startDate: inDays(2),
        startTime: '09:00',
        travelers: 3,
        totalAmount: 37.5,
      },
      newBalance: 191,
    });
    expect(await wallet(member.id)).toEqual({ balance: 191, entries: 3, bookings: 2 });
    // What the app shows afterwards comes from the data API, as the member.
    const { data } = await member.client.from('bookings').select('status, total_eur');
    expect(data).toHaveLength(2);
    expect(data!.every((row) => row.status === 'paid')).toBe(true);
  });

  it('answers a shortage with the figures and writes nothing', async () => {
    const member = await signIn();
    await fund(member.id, 100);
    const short = await call('process-booking', booking(), { token: member.token, key: 'short' });
    expect(short).toEqual({
      status: 402,
      body: {
        error: 'insufficient_funds',
        code: 'insufficient_funds',
        currentBalance: 100,
        requiredAmount: 271.5,
        missingAmount: 171.5,
      },
    });
    const microShort = await call(
      'confirm-micro-tour-booking',
      { micro_tour_id: micro.id, travelers: 12, start_date: inDays(2) },
      { token: member.token },
    );
    expect(microShort).toEqual({
      status: 402,
      body: {
        error: 'insufficient_funds',
        code: 'insufficient_funds',
        currentBalance: 100,
        requiredAmount: 150,
        missingAmount: 50,
      },
    });
    // A start time that is no time of day is refused before any money moves.
    for (const start_time of ['25:00', '9:00', '10:00:00', 10]) {
      const bad = await call(
        'confirm-micro-tour-booking',
        { micro_tour_id: micro.id, travelers: 1, start_date: inDays(2), start_time },
        { token: member.token },
      );
      expect({ start_time, status: bad.status, code: bad.body.code }).toEqual({
        start_time,
        status: 400,
        code: 'validation_failed',
      });
    }
    expect(await wallet(member.id)).toEqual({ balance: 100, entries: 1, bookings: 0 });
    // The refusal is the key's first answer: a retry gets it again, even once the wallet could
    // pay; the member's next action comes with a new key.
    await fund(member.id, 200);
    const retried = await call('process-booking', booking(), { token: member.token, key: 'short' });
    expect(retried).toEqual(short);
    const otherBody = await call(
      'process-booking',
      booking({ travelers: 1, baseTotalEUR: 120.5, addOnsTotalEUR: 15.25, grandTotalEUR: 135.75 }),
      { token: member.token, key: 'short' },
    );
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.code).toBe('idempotency_key_reused');
    expect(await wallet(member.id)).toEqual({ balance: 300, entries: 2, bookings: 0 });
    const next = await call('process-booking', booking(), { token: member.token, key: 'short-2' });
    expect(next.status).toBe(200);
  });

  it('recomputes the price and refuses a total that differs', async () => {
    const member = await signIn();
    await fund(member.id, 1000);
    const stale = await call(
      'process-booking',
      booking({ grandTotalEUR: 200, baseTotalEUR: 169.5 }),
      {
        token: member.token,
      },
    );
    expect(stale).toEqual({
      status: 409,
      body: {
        error: 'The price has changed. Please review the total and try again.',
        code: 'price_changed',
        baseTotalEUR: 241,
        addOnsTotalEUR: 30.5,
        grandTotalEUR: 271.5,
      },
    });
    expect(await wallet(member.id)).toEqual({ balance: 1000, entries: 1, bookings: 0 });
  });

  it('refuses a past date, a date not offered, a foreign add-on and 13 travelers', async () => {
    const member = await signIn();
    await fund(member.id, 5000);
    const attempts: Array<[Record<string, unknown>, number, RegExp, string]> = [
      [booking({ startDate: inDays(-1) }), 422, /in the past/, 'date_unavailable'],
      [
        booking({ tourId: datedTourId, startDate: inDays(21), addOnIds: [] }),
        422,
        /available dates/,
        'date_unavailable',
      ],
      [
        booking({ addOnIds: [foreignAddonId] }),
        422,
        /add-ons are not available/,
        'addon_unavailable',
      ],
      [booking({ travelers: 13 }), 400, /travelers/, 'validation_failed'],
      [booking({ startDate: '2026-02-30' }), 400, /Invalid request/, 'validation_failed'],
      [booking({ tourId: randomUUID() }), 404, /Tour not found/, 'tour_not_found'],
      [booking({ addOnIds: [addonId, addonId] }), 400, /once/, 'validation_failed'],
    ];
    for (const [body, status, message, code] of attempts) {
      const answer = await call('process-booking', body, { token: member.token });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error).toMatch(message);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
    }
    expect(await wallet(member.id)).toEqual({ balance: 5000, entries: 1, bookings: 0 });
  });
});

describe('the lead traveller', () => {
  it('is kept with a tour or micro-tour booking, trimmed, and read back by the member', async () => {
    const member = await signIn();
    await fund(member.id, 600);
    const tourBooked = await call(
      'process-booking',
      booking({
        startDate: inDays(15),
        leadTraveller: { name: '  Ana Souza ', phone: ' +351 912 345 678' },
      }),
      { token: member.token },
    );
    expect(tourBooked.status).toBe(200);
    const microBooked = await call(
      'confirm-micro-tour-booking',
      {
        micro_tour_id: micro.id,
        travelers: 1,
        start_date: inDays(3),
        lead_traveller: { name: 'Rui Costa', phone: '(021) 123 4567' },
      },
      { token: member.token },
    );
    expect(microBooked.status).toBe(200);
    const { data } = await member.client
      .from('booking_contacts')
      .select('lead_name, phone')
      .order('lead_name');
    expect(data).toEqual([
      { lead_name: 'Ana Souza', phone: '+351 912 345 678' },
      { lead_name: 'Rui Costa', phone: '(021) 123 4567' },
    ]);
  });

  it('that is half given or malformed is refused with validation_failed, and nothing moves', async () => {
    const member = await signIn();
    await fund(member.id, 600);
    for (const leadTraveller of [
      { name: 'Ana Souza' },
      { name: '', phone: '+351 912 345 678' },
      { name: 'Ana Souza', phone: '12' },
      { name: 'Ana Souza', phone: '+351 912 345 678', email: 'ana@example.test' },
      { name: 'x'.repeat(101), phone: '+351 912 345 678' },
      'Ana Souza',
    ]) {
      const bad = await call('process-booking', booking({ startDate: inDays(15), leadTraveller }), {
        token: member.token,
      });
      expect({ leadTraveller, status: bad.status, code: bad.body.code }).toEqual({
        leadTraveller,
        status: 400,
        code: 'validation_failed',
      });
    }
    const microBad = await call(
      'confirm-micro-tour-booking',
      {
        micro_tour_id: micro.id,
        travelers: 1,
        start_date: inDays(3),
        lead_traveller: { name: 'Rui\nCosta', phone: '+351 912 345 678' },
      },
      { token: member.token },
    );
    expect(microBad.status).toBe(400);
    expect(await wallet(member.id)).toEqual({ balance: 600, entries: 1, bookings: 0 });
  });
});

describe('a micro-tour booking and its date', () => {
  it("is refused for a day before the database's today, and changes nothing", async () => {
    const member = await signIn();
    await fund(member.id, 100);
    const { rows } = await servicePool().query<{ yesterday: string }>(
      `select (current_date - 1)::text as yesterday`,
    );
    const { yesterday } = rows[0]!;
    const past = await confirmMicro(member, micro.id, yesterday);
    expect(past.status).toBe(422);
    expect(past.body).toEqual({
      error: 'The start date is in the past. Please choose a later date.',
      code: 'date_unavailable',
    });
    expect(await wallet(member.id)).toEqual({ balance: 100, entries: 1, bookings: 0 });

    const first = firstDateOnSale(countryTimeZone('Norway'), true, new Date());
    const booked = await confirmMicro(member, micro.id, first);
    expect(booked.status).toBe(200);
    expect(booked.body.booking).toMatchObject({ startDate: first, travelers: 2 });
    expect(await wallet(member.id)).toEqual({
      balance: 100 - 2 * micro.price,
      entries: 2,
      bookings: 1,
    });
  });

  it('is refused once its start has passed in Budapest, or is closer than the closing time', async () => {
    const member = await signIn();
    await fund(member.id, 100);
    const budapest = await insertMicroTour('Hungary');
    const first = firstDateOnSale('Europe/Budapest', true, new Date());
    const closed = await confirmMicro(member, budapest, dayBefore(first));
    expect(closed.status).toBe(422);
    expect(closed.body.code).toBe('date_unavailable');
    expect(await wallet(member.id)).toEqual({ balance: 100, entries: 1, bookings: 0 });
  });
});

describe('a tour booking and its start', () => {
  it("is refused on the start day in the tour's own zone, though still today in UTC", async () => {
    const member = await signIn();
    await fund(member.id, 1000);
    const { rows } = await servicePool().query<{ id: string; today: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size)
       values ($1, 'Danube Bend', 'eco', 'Hungary', 100, 2, 'easy', 10)
       returning id, current_date::text as today`,
      [`danube-${uniqueTag()}`],
    );
    // Budapest's day always begins before UTC's: today in UTC has begun there.
    const { id, today } = rows[0]!;
    const started = await call(
      'process-booking',
      booking({
        tourId: id,
        startDate: today,
        travelers: 1,
        addOnIds: [],
        baseTotalEUR: 100,
        addOnsTotalEUR: 0,
        grandTotalEUR: 100,
      }),
      { token: member.token, key: randomUUID() },
    );
    expect(started.status).toBe(422);
    expect(started.body).toEqual({
      error: 'This tour has already started. Please choose a later date.',
      code: 'date_unavailable',
    });
    expect(await wallet(member.id)).toEqual({ balance: 1000, entries: 1, bookings: 0 });
  });
});

describe('refuses callers who are not a signed-in member', () => {
  it('without a token, with the anon key, a forged token or a signed-out session', async () => {
    const member = await signIn();
    await fund(member.id, 1000);
    const forged = await new SignJWT({
      role: 'authenticated',
      sub: member.id,
      aud: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('w'.repeat(40)));
    // A valid signature but no session behind it.
    const sessionless = (await createTestUser()).token;
    for (const token of [null, undefined, forged, sessionless]) {
      for (const [name, body] of [
        ['process-booking', booking()],
        ['wallet-topup', { amount_eur: 10 }],
        [
          'confirm-micro-tour-booking',
          { micro_tour_id: micro.id, travelers: 1, start_date: inDays(2) },
        ],
      ] as const) {
        const answer = await call(name, body, { token });
        expect(answer.status).toBe(403);
        expect(Object.keys(answer.body)).toEqual(['error', 'code']);
        expect(answer.body.code).toBe(
          token === forged
            ? 'invalid_jwt'
            : token === sessionless
              ? 'session_expired'
              : 'not_authenticated',
        );
      }
    }

    const { error } = await member.client.auth.signOut();
    expect(error).toBeNull();
    const revoked = await call('wallet-topup', { amount_eur: 10 }, { token: member.token });
    expect(revoked.status).toBe(403);
    expect(revoked.body.error).toMatch(/Session expired or revoked/);
    expect(revoked.body.code).toBe('session_expired');
    const revokedBooking = await call('process-booking', booking(), { token: member.token });
    expect(revokedBooking.status).toBe(403);
    expect(revokedBooking.body.code).toBe('session_expired');
    expect(await wallet(member.id)).toEqual({ balance: 1000, entries: 1, bookings: 0 });
  });

  it("never charges or reveals another member's wallet", async () => {
    const [alice, bob] = await Promise.all([signIn(), signIn()]);
    await fund(alice.id, 1000);
    const aliceBooked = await call('process-booking', booking(), {
      token: alice.token,
      key: 'k-1',
    });
    expect(aliceBooked.status).toBe(200);
    // Bob's own wallet is empty: naming Alice in the body is refused, her key is not hers to replay.
    const asAlice = await call(
      'process-booking',
      { ...booking(), user_id: alice.id },
      { token: bob.token },
    );
    expect(asAlice.status).toBe(400);
    const bobReplay = await call('process-booking', booking(), { token: bob.token, key: 'k-1' });
    expect(bobReplay.status).toBe(402);
    expect(bobReplay.body).toMatchObject({
      error: 'insufficient_funds',
      code: 'insufficient_funds',
      currentBalance: 0,
    });
    expect(await wallet(alice.id)).toEqual({ balance: 728.5, entries: 2, bookings: 1 });
    expect(await wallet(bob.id)).toEqual({ balance: 0, entries: 0, bookings: 0 });
    const { data } = await bob.client.from('bookings').select('id');
    expect(data).toEqual([]);
  });
});

describe('bad requests', () => {
  it('are answered 400 or 413 and change nothing', async () => {
    const member = await signIn();
    await fund(member.id, 1000);
    const malformed = await call('process-booking', undefined, {
      token: member.token,
      raw: '{"tourId"',
    });
    expect(malformed.status).toBe(400);
    const huge = await call(
      'wallet-topup',
      { amount_eur: 10, pad: 'x'.repeat(200_000) },
      { token: member.token },
    );
    expect(huge.status).toBe(413);
    for (const body of [{ amount_eur: -5 }, { amount_eur: 10.001 }, { amount_eur: '10' }, {}]) {
      const answer = await call('wallet-topup', body, { token: member.token });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^Invalid request/);
      expect(answer.body.code).toBe('validation_failed');
    }
    const badKey = await call(
      'wallet-topup',
      { amount_eur: 10 },
      { token: member.token, key: 'a b' },
    );
    expect(badKey.status).toBe(400);
    expect(badKey.body.error).toMatch(/Idempotency-Key/);
    expect(badKey.body.code).toBe('invalid_idempotency_key');
    expect(await wallet(member.id)).toEqual({ balance: 1000, entries: 1, bookings: 0 });
  });
});

describe('wallet-topup', () => {
  it("notes a top-up in the spec's words: quick unless the body says custom", async () => {
    const member = await signIn();
    const quick = await call('wallet-topup', { amount_eur: 10 }, { token: member.token });
    const custom = await call(
      'wallet-topup',
      { amount_eur: 12.5, kind: 'custom' },
      { token: member.token },
    );
    const named = await call(
      'wallet-topup',
      { amount_eur: 1234.5, kind: 'quick' },
      { token: member.token },
    );
    expect([quick.status, custom.status, named.status]).toEqual([200, 200, 200]);
    const bad = await call(
      'wallet-topup',
      { amount_eur: 5, kind: 'gift' },
      { token: member.token },
    );
    expect(bad.status).toBe(400);
    const { rows } = await servicePool().query<{ notes: string }>(
      `select notes from public.wallet_transactions where user_id = $1 order by created_at, id`,
      [member.id],
    );
    expect(rows.map((row) => row.notes).sort()).toEqual(
      ['Custom top-up of €12.50', 'Quick top-up of €1,234.50', 'Quick top-up of €10.00'].sort(),
    );
  });
});

describe('an Idempotency-Key', () => {
  it('replays the first answer and charges once', async () => {
    const member = await signIn();
    await fund(member.id, 1000);
    const key = `book-${randomUUID()}`;
    const first = await call('process-booking', booking(), { token: member.token, key });
    const again = await call('process-booking', booking(), { token: member.token, key });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const topUpKey = `top-${randomUUID()}`;
    const topUp = await call(
      'wallet-topup',
      { amount_eur: 20 },
      { token: member.token, key: topUpKey },
    );
    expect(
      await call('wallet-topup', { amount_eur: 20 }, { token: member.token, key: topUpKey }),
    ).toEqual(topUp);
    expect(await wallet(member.id)).toEqual({ balance: 748.5, entries: 3, bookings: 1 });
  });

  it('is refused for a different body or another function', async () => {
    const member = await signIn();
    await fund(member.id, 1000);
    const key = `book-${randomUUID()}`;
    expect((await call('process-booking', booking(), { token: member.token, key })).status).toBe(
      200,
    );
    const otherBody = await call(
      'process-booking',
      booking({ travelers: 1, baseTotalEUR: 120.5, addOnsTotalEUR: 15.25, grandTotalEUR: 135.75 }),
      {
        token: member.token,
        key,
      },
    );
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error).toMatch(/already used for a different request/);
    expect(otherBody.body.code).toBe('idempotency_key_reused');
    const otherFunction = await call(
      'wallet-topup',
      { amount_eur: 10 },
      { token: member.token, key },
    );
    expect(otherFunction.status).toBe(422);
    expect(await wallet(member.id)).toEqual({ balance: 728.5, entries: 2, bookings: 1 });
  });
});

describe('top-up limits', () => {
  it('leave no way to credit a wallet through the data API, not even 1,000 rows at once', async () => {
    const member = await signIn();
    const rows = Array.from({ length: 1000 }, () => ({
      user_id: member.id,
      amount_eur: 10,
      type: 'topup',
      direction: 'credit',
      notes: 'Quick top-up of 10',
    }));
    const { error, status } = await member.client.from('wallet_transactions').insert(rows);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const one = await member.client
      .from('wallet_transactions')
      .insert({ user_id: member.id, amount_eur: 1, type: 'topup', direction: 'credit' });
    expect(one.error?.code).toBe('42501');
    expect(await wallet(member.id)).toEqual({ balance: 0, entries: 0, bookings: 0 });
  });

  it('refuse one top-up above the cap with a clear message', async () => {
    const member = await signIn();
    const big = await call('wallet-topup', { amount_eur: 10_000.01 }, { token: member.token });
    expect(big.status).toBe(400);
    expect(big.body.error).toMatch(/At most €10,000 per top-up/);
    expect(await wallet(member.id)).toEqual({ balance: 0, entries: 0, bookings: 0 });
  });

  it(`refuse the ${TOPUP_HOURLY_MAX_COUNT + 1}st top-up in an hour`, async () => {
    const member = await signIn();
    for (let i = 0; i < TOPUP_HOURLY_MAX_COUNT; i += 1) {
      const { status } = await call('wallet-topup', { amount_eur: 1 }, { token: member.token });
      expect(status).toBe(200);
    }
    const viaFunction = await call('wallet-topup', { amount_eur: 1 }, { token: member.token });
    expect(viaFunction.status).toBe(429);
    expect(viaFunction.body.error).toMatch(/at most 20 per hour/);
    expect(viaFunction.body.code).toBe('topup_limit_reached');
    expect(viaFunction.body).toMatchObject({ limit: 'hourly', maxCount: TOPUP_HOURLY_MAX_COUNT });
    expect(await wallet(member.id)).toMatchObject({ balance: TOPUP_HOURLY_MAX_COUNT });
  });

  it(`refuse more than €${TOPUP_DAILY_MAX_EUR} in 24 hours`, async () => {
    const member = await signIn();
    const big = await call(
      'wallet-topup',
      { amount_eur: TOPUP_DAILY_MAX_EUR },
      { token: member.token },
    );
    expect(big.status).toBe(200);
    const more = await call('wallet-topup', { amount_eur: 0.01 }, { token: member.token });
    expect(more.status).toBe(429);
    expect(more.body.error).toMatch(/24 hours/);
    expect(more.body.code).toBe('topup_limit_reached');
    expect(more.body).toMatchObject({ limit: 'daily', maxAmount: TOPUP_DAILY_MAX_EUR });
    expect(await wallet(member.id)).toMatchObject({ balance: TOPUP_DAILY_MAX_EUR, entries: 1 });
  });
});
