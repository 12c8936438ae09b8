import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOPUP_DAILY_MAX_EUR, TOPUP_HOURLY_MAX_COUNT, TOPUP_MAX_EUR } from '@app/domain/money';
import { bookingTotalCases } from '@app/domain/pricing-cases';
import { createCallerDb } from '@app/server/platform/caller-db';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { type SqlRefusal, sqlRefusal } from '@app/testing/sql-refusals';
import { fundWallet } from '@app/testing/money-fixtures';
import {
  createSessionMember,
  queryAsMember,
  type SessionMember,
} from '@app/testing/member-sessions';

const body = (error: SqlRefusal) => JSON.parse(error.detail ?? '{}') as Record<string, unknown>;

async function createTour(price: number, availableDates: string[] = []) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size, cover_image, available_dates)
     values ($1, $2, 'gastro', 'Italy', $3, 3, 'easy', 50, '/covers/x.jpg', $4) returning id`,
    [`ledger-${tag}`, `Ledger Tour ${tag}`, price, availableDates],
  );
  return rows[0]!.id;
}

async function createTourAddon(tourId: string, price: number) {
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.addons (title, price_eur, applies_to, tour_ids) values ($1, $2, 'tour', $3)
     returning id`,
    [`Add-on ${uniqueTag()}`, price, [tourId]],
  );
  return rows[0]!.id;
}

/** The server's own credit (as a payment webhook would write it): not a member top-up. */
async function fund(member: SessionMember, amount: number) {
  await fundWallet(servicePool(), member.id, amount);
}

async function ledger(member: SessionMember) {
  const { rows } = await servicePool().query<{
    balance: string;
    ledger_sum: string;
    bookings: string;
    entries: string;
    requests: string;
  }>(
    `select (select balance_eur from public.wallets where user_id = $1) as balance,
            (select coalesce(sum(signed_amount_eur), 0)
               from public.wallet_transactions where user_id = $1) as ledger_sum,
            (select count(*) from public.bookings where user_id = $1) as bookings,
            (select count(*) from public.wallet_transactions where user_id = $1) as entries,
            (select count(*) from private.function_requests where user_id = $1) as requests`,
    [member.id],
  );
  const row = rows[0]!;
  return {
    balance: Number(row.balance),
    ledgerSum: Number(row.ledger_sum),
    bookings: Number(row.bookings),
    entries: Number(row.entries),
    requests: Number(row.requests),
  };
}

const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const BOOK_TOUR_SQL = 'select wallet.book_tour($1, $2, $3, $4, $5, $6, $7, $8, $9) as answer';
const TOP_UP = `select wallet.start_topup('demo', $1, $2, null, $3, $4) as answer`;
const HASH = 'a'.repeat(64);
/** wallet.book_tour as the member; without a key and hash unless `args` brings them. */
const bookTour = (member: SessionMember, args: unknown[]) =>
  queryAsMember<{ answer: { body: Record<string, unknown> } }>(
    member,
    BOOK_TOUR_SQL,
    args.length === 7 ? [...args, null, null] : args,
  );
const MEMBER_TOPUP = `insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes)
                      values (auth.uid(), 'topup', 'credit', $1, 'member top-up')`;

describe('wallet.book_tour', () => {
  it.each(bookingTotalCases)(
    'charges what the domain computes: $name',
    async ({ input, expected }) => {
      const member = await createSessionMember();
      await fund(member, 50_000);
      const tourId = await createTour(input.pricePerPerson);
      const addonIds = [];
      for (const price of input.addonPrices) addonIds.push(await createTourAddon(tourId, price));
      const start = inDays(30);

      const offByACent = await sqlRefusal(
        bookTour(member, [
          tourId,
          start,
          input.travelers,
          addonIds,
          expected.baseTotal,
          expected.addOnsTotal,
          expected.grandTotal + 0.01,
        ]),
      );
      expect(offByACent.code).toBe('PT409');
      expect(body(offByACent)).toEqual({
        error: 'The price has changed. Please review the total and try again.',
        baseTotalEUR: expected.baseTotal,
        addOnsTotalEUR: expected.addOnsTotal,
        grandTotalEUR: expected.grandTotal,
      });

      const { rows } = await bookTour(member, [
        tourId,
        start,
        input.travelers,
        addonIds,
        expected.baseTotal,
        expected.addOnsTotal,
        expected.grandTotal,
      ]);
      expect(rows[0]!.answer.body).toMatchObject({
        success: true,
        booking: { startDate: start, travelers: input.travelers, totalAmount: expected.grandTotal },
        newBalance: Number((50_000 - expected.grandTotal).toFixed(2)),
      });
      const after = await ledger(member);
      expect(after.balance).toBe(after.ledgerSum);
      expect(after.bookings).toBe(1);
    },
  );

  it('writes nothing when the wallet is short, and says by how much', async () => {
    const member = await createSessionMember();
    await fund(member, 10);
    const tourId = await createTour(450);
    const before = await ledger(member);
    const short = await sqlRefusal(
      bookTour(member, [tourId, inDays(10), 1, [], 450, 0, 450, 'short-1', HASH]),
    );
    expect(short.code).toBe('PT402');
    expect(short.hint).toBe('insufficient_funds');
    expect(body(short)).toEqual({
      error: 'insufficient_funds',
      currentBalance: 10,
      requiredAmount: 450,
      missingAmount: 440,
    });
    expect(await ledger(member)).toEqual(before);
    expect(before.requests).toBe(0);
  });

  it('refuses a past date, a date the tour does not run, a foreign add-on and 13 travelers', async () => {
    const member = await createSessionMember();
    await fund(member, 5_000);
    const dated = await createTour(100, [inDays(20), inDays(40)]);
    const other = await createTour(100);
    const foreignAddon = await createTourAddon(other, 5);
    const before = await ledger(member);
    const attempts: Array<[unknown[], string, RegExp]> = [
      [[other, inDays(-1), 1, [], 100, 0, 100], 'PT422', /past/],
      [[dated, inDays(21), 1, [], 100, 0, 100], 'PT422', /available dates/],
      [[dated, inDays(20), 1, [foreignAddon], 100, 5, 105], 'PT422', /add-ons/],
      [[other, inDays(5), 13, [], 1300, 0, 1300], 'PT400', /1-12 travelers/],
      [[other, inDays(5), 0, [], 0, 0, 0], 'PT400', /1-12 travelers/],
      [[other, inDays(5), 1, [foreignAddon, foreignAddon], 100, 10, 110], 'PT400', /once/],
      [[crypto.randomUUID(), inDays(5), 1, [], 100, 0, 100], 'PT404', /Tour not found/],
    ];
    for (const [args, code, message] of attempts) {
      const refused = await sqlRefusal(bookTour(member, args));
      expect(refused.code).toBe(code);
      expect(body(refused).error).toMatch(message);
    }
    expect(await ledger(member)).toEqual(before);
    const ok = await bookTour(member, [dated, inDays(40), 1, [], 100, 0, 100]);
    expect(ok.rows).toHaveLength(1);
  });

  it('refuses a member whose session was signed out', async () => {
    const member = await createSessionMember();
    await fund(member, 500);
    const tourId = await createTour(10);
    await servicePool().query('delete from auth.sessions where id = $1', [member.sessionId]);
    const refused = await sqlRefusal(bookTour(member, [tourId, inDays(3), 1, [], 10, 0, 10]));
    expect(refused.code).toBe('PT401');
    expect(refused.hint).toBe('session_expired');
    expect(body(refused).error).toMatch(/Session expired or revoked/);
    expect((await ledger(member)).bookings).toBe(0);
  });
});

describe('concurrent bookings on one wallet', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: inject('serviceDatabaseUrl'), max: 8 });
  });
  afterAll(() => pool.end());

  it('never take the balance below zero, and the ledger still adds up', async () => {
    const member = await createSessionMember();
    await fund(member, 100);
    const tourId = await createTour(30);
    const db = createCallerDb(pool);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        db.withCaller(member.caller, (tx) =>
          tx.query(BOOK_TOUR_SQL, [tourId, inDays(7), 1, [], 30, 0, 30, null, null]),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as SqlRefusal).code).toBe('PT402');
    }
    const after = await ledger(member);
    expect(after).toMatchObject({ balance: 10, ledgerSum: 10, bookings: 3 });
  });

  it('take effect once for one Idempotency-Key, every caller getting the first answer', async () => {
    const member = await createSessionMember();
    await fund(member, 1_000);
    const tourId = await createTour(30);
    const db = createCallerDb(pool);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.withCaller(member.caller, (tx) =>
          tx.query<{ answer: { body: unknown } }>(BOOK_TOUR_SQL, [
            tourId,
            inDays(7),
            1,
            [],
            30,
            0,
            30,
            'same-key',
            HASH,
          ]),
        ),
      ),
    );
    const bodies = answers.map((answer) => answer.rows[0]!.answer.body);
    for (const answer of bodies) expect(answer).toEqual(bodies[0]);
    expect(await ledger(member)).toMatchObject({ balance: 970, bookings: 1, requests: 1 });
  });
});

describe('member top-ups (wallet.start_topup is the only way in)', () => {
  it(`refuse more than €${TOPUP_MAX_EUR} in one top-up and €${TOPUP_DAILY_MAX_EUR} in 24 hours`, async () => {
    const member = await createSessionMember();
    const tooBig = await sqlRefusal(
      queryAsMember(member, TOP_UP, [TOPUP_MAX_EUR + 0.01, 'too big', null, null]),
    );
    expect(tooBig.code).toBe('PT422');
    expect(tooBig.hint).toBe('topup_too_large');
    expect(tooBig.message).toMatch(/per top-up/);
    // The limit's figure, for a page to say it in its reader's language.
    expect(JSON.parse(tooBig.detail!)).toMatchObject({
      limit: 'per_top_up',
      maxAmount: TOPUP_MAX_EUR,
    });
    const exactly = await createSessionMember();
    await queryAsMember(exactly, TOP_UP, [TOPUP_MAX_EUR, 'the most at once', null, null]);
    expect(await ledger(exactly)).toMatchObject({ balance: TOPUP_MAX_EUR, entries: 1 });

    await queryAsMember(member, TOP_UP, [TOPUP_DAILY_MAX_EUR - 1, 'most of it', null, null]);
    await queryAsMember(member, TOP_UP, [1, 'the rest', null, null]);
    const overDaily = await sqlRefusal(
      queryAsMember(member, TOP_UP, [0.01, 'one cent more', null, null]),
    );
    expect(overDaily.code).toBe('PT429');
    expect(overDaily.hint).toBe('topup_limit_reached');
    expect(overDaily.message).toMatch(/24 hours/);
    expect(JSON.parse(overDaily.detail!)).toMatchObject({
      limit: 'daily',
      maxAmount: TOPUP_DAILY_MAX_EUR,
    });
    expect(await ledger(member)).toMatchObject({ balance: TOPUP_DAILY_MAX_EUR, entries: 2 });
  });

  it(`refuse the top-up after ${TOPUP_HOURLY_MAX_COUNT} in an hour, card attempts included`, async () => {
    const member = await createSessionMember();
    for (let i = 0; i < TOPUP_HOURLY_MAX_COUNT - 1; i += 1) {
      await queryAsMember(member, TOP_UP, [1, 'one', null, null]);
    }
    // A card payment that never completes still counts: starting top-ups is what is limited.
    await queryAsMember(member, `select wallet.start_topup('stripe', 1, 'card', null, null)`);
    const refused = await sqlRefusal(queryAsMember(member, TOP_UP, [1, 'one more', null, null]));
    expect(refused.code).toBe('PT429');
    expect(refused.message).toMatch(/20 per hour/);
    expect(refused.hint).toBe('topup_limit_reached');
    expect(JSON.parse(refused.detail!)).toMatchObject({
      limit: 'hourly',
      maxCount: TOPUP_HOURLY_MAX_COUNT,
    });
    expect(await ledger(member)).toMatchObject({ balance: TOPUP_HOURLY_MAX_COUNT - 1 });
  });

  it('are refused as a data-API insert, for a live session as for a signed-out one', async () => {
    const member = await createSessionMember();
    const live = await sqlRefusal(queryAsMember(member, MEMBER_TOPUP, [10]));
    expect(live.code).toBe('42501');
    const signedOut = await createSessionMember();
    await servicePool().query('delete from auth.sessions where user_id = $1', [signedOut.id]);
    const late = await sqlRefusal(queryAsMember(signedOut, MEMBER_TOPUP, [10]));
    expect(late.code).toBe('42501');
    const unknownProvider = await sqlRefusal(
      queryAsMember(member, `select wallet.start_topup('gift', 10, 'free money', null, null)`),
    );
    expect(unknownProvider.code).toBe('22023');
    expect(await ledger(member)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('do not limit credits the server writes for itself (a payment webhook, fixtures)', async () => {
    const member = await createSessionMember();
    await fund(member, TOPUP_DAILY_MAX_EUR);
    await fund(member, TOPUP_DAILY_MAX_EUR);
    expect((await ledger(member)).balance).toBe(2 * TOPUP_DAILY_MAX_EUR);
  });
});
