import { randomUUID } from 'node:crypto';
import { FORMER_MEMBER_NAME } from '@app/domain/db-rules';
import { memberSessionsSchema } from '@app/domain/member-sessions';
import { describe, expect, inject, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { createTicketTour, firstTourDayOnSale, inDays } from '@app/testing/ticket-fixtures';
import { call } from './endpoints/session-calls-test-kit.js';

const client = () => sessionClient(inject('gatewayUrl'), inject('anonKey'));

async function signedIn(account?: PasswordAccount) {
  const owner = account ?? (await createPasswordAccount(servicePool()));
  const browser = client();
  const { data, error } = await browser.auth.signInWithPassword(owner);
  expect(error).toBeNull();
  return { owner, browser, session: data.session! };
}

/** A member who topped up 80 and spent it on a tour booked for the first day on sale. */
async function memberWithBooking() {
  const member = await signedIn();
  const token = member.session.access_token;
  const tour = await createTicketTour({ price: 40 });
  const topUp = await callFunction('wallet-topup', { amount_eur: 80 }, { token });
  expect(topUp.status).toBe(200);
  const booked = await callFunction(
    'process-booking',
    {
      tourId: tour.id,
      startDate: firstTourDayOnSale(),
      travelers: 2,
      addOnIds: [],
      baseTotalEUR: 80,
      addOnsTotalEUR: 0,
      grandTotalEUR: 80,
    },
    { token, key: randomUUID() },
  );
  expect(booked.status).toBe(200);
  const bookingId = String(Reflect.get(booked.body.booking ?? {}, 'id'));
  return { ...member, token, tour, bookingId };
}

const deleteAccount = (token: string | undefined, body: unknown) =>
  call('POST', '/user/delete', body, token);

async function ledgerAndBalance(userId: string) {
  const { rows } = await servicePool().query<{ ledger: string; balance: string }>(
    `select coalesce((select sum(signed_amount_eur) from public.wallet_transactions
                       where user_id = $1), 0)::text as ledger,
            (select balance_eur from public.wallets where user_id = $1)::text as balance`,
    [userId],
  );
  return rows[0]!;
}

/** public.admin_bookings for one member, as an admin's request would call it. */
async function adminBookingsOf(userId: string, sort: string) {
  const client = await servicePool().connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role: 'authenticated', aal: 'aal2', app_metadata: { role: 'admin' } }),
    ]);
    const { rows } = await client.query<{ page: { rows: unknown[] } }>(
      `select public.admin_bookings('', $2, true, 25, 0, null, $1) as page`,
      [userId, sort],
    );
    return rows[0]!.page.rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('sessions on other devices', () => {
  it("lists the member's own sessions, this one marked, and ends the others", async () => {
    const here = await signedIn();
    const there = await signedIn(here.owner);
    const stranger = await signedIn();

    const { data, error } = await here.browser.rpc('my_sessions');
    expect(error).toBeNull();
    const sessions = memberSessionsSchema.parse(data);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.is_current)).toHaveLength(1);
    const strangerSessions = memberSessionsSchema.parse(
      (await stranger.browser.rpc('my_sessions')).data,
    );
    expect(strangerSessions).toHaveLength(1);
    expect(sessions.map((session) => session.id)).not.toContain(strangerSessions[0]!.id);

    expect((await here.browser.auth.signOut({ scope: 'others' })).error).toBeNull();
    const refreshed = await there.browser.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ status: 400 });
    expect(memberSessionsSchema.parse((await here.browser.rpc('my_sessions')).data)).toHaveLength(
      1,
    );
  });

  it('answers nothing to a visitor', async () => {
    const { error } = await client().rpc('my_sessions');
    expect(error).not.toBeNull();
  });
});

describe('download my data', () => {
  it("holds the member's booking and ledger rows, and nobody else's", async () => {
    const member = await memberWithBooking();
    await servicePool().query(
      `insert into public.booking_contacts (booking_id, user_id, lead_name, phone)
       values ($1, $2, 'Ana Lead', '+33 6 12 34 56 78')`,
      [member.bookingId, member.owner.id],
    );
    const other = await memberWithBooking();

    const { data, error } = await member.browser.rpc('export_my_data');
    expect(error).toBeNull();
    const exported = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    expect(exported).toMatchObject({
      account: { id: member.owner.id, email: member.owner.email },
      bookings: [{ id: member.bookingId, user_id: member.owner.id }],
      lead_traveler_contacts: [{ booking_id: member.bookingId, lead_name: 'Ana Lead' }],
      wallet: { balance_eur: 0 },
    });
    const ledger = exported.ledger as Array<Record<string, unknown>>;
    expect(ledger.map((entry) => entry.type).sort()).toEqual(['booking', 'topup']);
    expect(ledger.find((entry) => entry.type === 'booking')?.booking_id).toBe(member.bookingId);
    expect(JSON.stringify(exported)).not.toContain(other.owner.id);
    expect(JSON.stringify(exported)).not.toContain(other.bookingId);
  });

  it('is refused to a visitor', async () => {
    const { error } = await client().rpc('export_my_data');
    expect(error).not.toBeNull();
  });
});

describe('deleting my account', () => {
  it('is refused while a booking is upcoming, then goes and keeps the money records', async () => {
    const member = await memberWithBooking();
    const { id: userId, email, password } = member.owner;
    const body = { current_password: password, confirm: true };

    const upcoming = await deleteAccount(member.token, body);
    expect(upcoming).toMatchObject({ status: 409, body: { error_code: 'upcoming_booking' } });

    // The trip took place (and the member reviewed it).
    await servicePool().query(`update public.bookings set start_date = $2 where id = $1`, [
      member.bookingId,
      inDays(-3),
    ]);
    await servicePool().query(
      `insert into public.review_records (booking_id, user_id, tour_id, rating, body, author_name,
                                          trip_month)
       values ($1, $2, $3, 5, 'A lovely trip along the river, well organised.', 'Ana K.',
               date_trunc('month', now())::date)`,
      [member.bookingId, userId, member.tour.id],
    );

    expect(await deleteAccount(undefined, body)).toMatchObject({ status: 401 });
    expect(await deleteAccount(member.token, { current_password: password })).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed' },
    });
    expect(
      await deleteAccount(member.token, { current_password: 'not-my-password-1', confirm: true }),
    ).toMatchObject({ status: 400, body: { error_code: 'current_password_invalid' } });
    expect(
      await deleteAccount(member.token, { current_password: password, confirm: 'yes' }),
    ).toMatchObject({ status: 400 });

    expect(await deleteAccount(member.token, body)).toMatchObject({ status: 204 });

    const signIn = await client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
    const refreshed = await member.browser.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    const { rows } = await servicePool().query<Record<string, unknown>>(
      `select (select count(*)::int from auth.users where id = $1) as users,
              (select count(*)::int from auth.sessions where user_id = $1) as sessions,
              (select count(*)::int from public.booking_contacts where user_id = $1) as contacts,
              (select count(*)::int from public.bookings where user_id = $1) as bookings,
              (select count(*)::int from public.wallet_transactions where user_id = $1) as ledger,
              (select author_name from public.review_records where user_id = $1) as author,
              (select deleted_at is not null from private.account_owners where id = $1) as gone`,
      [userId],
    );
    expect(rows[0]).toEqual({
      users: 0,
      sessions: 0,
      contacts: 0,
      bookings: 1,
      ledger: 2,
      author: FORMER_MEMBER_NAME,
      gone: true,
    });
    expect(await ledgerAndBalance(userId)).toEqual({ ledger: '0.00', balance: '0.00' });
    // The admin's bookings list still shows the booking, sorted by e-mail too, with no address.
    for (const sort of ['created_at', 'email']) {
      expect(await adminBookingsOf(userId, sort)).toEqual([
        expect.objectContaining({ id: member.bookingId, email: null }),
      ]);
    }
    await expect
      .poll(async () => {
        const mails = await servicePool().query(
          `select 1 from auth.mail_outbox where to_address = $1 and kind = 'account_deleted'`,
          [email],
        );
        return mails.rowCount;
      })
      .toBe(1);
  });

  it('is refused while the wallet holds money or a withdrawal is pending', async () => {
    const member = await signedIn();
    const token = member.session.access_token;
    const body = { current_password: member.owner.password, confirm: true };
    expect((await callFunction('wallet-topup', { amount_eur: 15 }, { token })).status).toBe(200);
    expect(await deleteAccount(token, body)).toMatchObject({
      status: 409,
      body: { error_code: 'wallet_not_empty', msg: expect.stringContaining('withdraw') },
    });

    const waiting = await signedIn();
    await servicePool().query(
      `insert into public.wallet_withdrawals (user_id, amount_eur) values ($1, 5)`,
      [waiting.owner.id],
    );
    expect(
      await deleteAccount(waiting.session.access_token, {
        current_password: waiting.owner.password,
        confirm: true,
      }),
    ).toMatchObject({ status: 409, body: { error_code: 'withdrawal_pending' } });
    const { rowCount } = await servicePool().query('select 1 from auth.users where id = any($1)', [
      [member.owner.id, waiting.owner.id],
    ]);
    expect(rowCount).toBe(2);
  });

  it('answers two deletions at once with one 204, and malformed bodies with 400', async () => {
    const member = await signedIn();
    const token = member.session.access_token;
    const malformed = await fetch(`${inject('gatewayUrl')}/auth/v1/user/delete`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: '{"current_password":',
    });
    expect(malformed.status).toBe(400);
    expect(
      await deleteAccount(token, { current_password: 'x'.repeat(2000), confirm: true }),
    ).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
    const body = { current_password: member.owner.password, confirm: true };
    const answers = await Promise.all([deleteAccount(token, body), deleteAccount(token, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
    const mails = await servicePool().query(
      `select 1 from auth.mail_outbox where to_address = $1 and kind = 'account_deleted'`,
      [member.owner.email],
    );
    expect(mails.rowCount).toBeLessThanOrEqual(1);
  });

  it('with nothing owed and nothing booked, goes at once', async () => {
    const member = await signedIn();
    const answer = await deleteAccount(member.session.access_token, {
      current_password: member.owner.password,
      confirm: true,
    });
    expect(answer.status).toBe(204);
    const again = await deleteAccount(member.session.access_token, {
      current_password: member.owner.password,
      confirm: true,
    });
    expect(again.status).toBe(403);
  });
});
