import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import type { FakeStripe, FakeStripeEvent } from '@app/testing/fake-stripe';
import { createSessionMember } from '@app/testing/member-sessions';
import { fundWallet } from '@app/testing/money-fixtures';
import type { TestServer } from '@app/testing/start-test-server';
import { startStripeGateway, type StripeGateway } from '@app/testing/stripe-gateway';
import { createStripeClient } from './stripe-payments.js';

/**
 * Withdrawals to the card (decision 037) through the real `stripe` package against the local
 * fake of Stripe's API, on a server of their own with PAYMENTS=stripe: the amount is held at
 * once, refunded to the card payments newest first, and debited once when Stripe confirms.
 */
let server: TestServer;
let stripe: FakeStripe;
/** The database owner's connection: only it adds jobs to the queue. */
let owner: pg.Pool;

interface Member {
  id: string;
  email: string;
  token: string;
}

let gateway: StripeGateway | undefined;
beforeAll(async () => {
  gateway = await startStripeGateway('withdrawals');
  ({ server, stripe, owner } = gateway);
}, 180_000);

afterAll(() => gateway?.dispose());

const member = (options: { admin?: boolean } = {}): Promise<Member> =>
  createSessionMember({ ...options, pool: server.servicePool });

async function call(
  fn: string,
  body: unknown,
  options: { token?: string; key?: string; raw?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    apikey: server.keys.anonKey,
    'content-type': 'application/json',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await fetch(`${server.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const withdraw = (who: Member, amount: unknown, key: string = randomUUID()) =>
  call('wallet-withdraw', { amount_eur: amount }, { token: who.token, key });

/** Runs `fn` with Stripe's events kept back; returns them, not delivered. */
function held(fn: () => unknown): FakeStripeEvent[] {
  stripe.setDelivery('hold');
  try {
    fn();
    return stripe.takeHeld();
  } finally {
    stripe.setDelivery('at-once');
  }
}

/** A card top-up of `amount`, paid at Stripe and credited by its webhook: its payment intent. */
async function cardTopUp(who: Member, amount: number): Promise<string> {
  const answer = await call('wallet-topup', { amount_eur: amount }, { token: who.token });
  expect(answer.status).toBe(200);
  const sessionId = String(answer.body.checkoutUrl).split('/').pop()!;
  const [completed] = held(() => stripe.pay(sessionId));
  expect(await stripe.deliver(completed!)).toEqual([200]);
  return stripe.session(sessionId).payment_intent!;
}

async function wallet(userId: string) {
  const { rows } = await server.servicePool.query<Record<string, string>>(
    `select w.balance_eur, w.held_eur, w.debt_eur,
            (select coalesce(sum(t.signed_amount_eur), 0) from public.wallet_transactions t
              where t.user_id = w.user_id) as ledger,
            (select count(*) from public.wallet_transactions t
              where t.user_id = w.user_id and t.type = 'withdrawal') as withdrawals,
            (select coalesce(sum(t.amount_eur), 0) from public.wallet_transactions t
              where t.user_id = w.user_id and t.type = 'withdrawal') as withdrawn,
            (select count(*) from public.wallet_transactions t
              where t.user_id = w.user_id and t.type = 'reversal') as reversals
       from public.wallets w where w.user_id = $1`,
    [userId],
  );
  const row = rows[0]!;
  const balance = Number(row.balance_eur);
  const debt = Number(row.debt_eur);
  // The stored wallet always equals its ledger.
  expect(Number(row.ledger)).toBe(balance - debt);
  return {
    balance,
    held: Number(row.held_eur),
    debt,
    withdrawals: Number(row.withdrawals),
    withdrawn: Number(row.withdrawn),
    reversals: Number(row.reversals),
  };
}

async function withdrawalRow(id: string) {
  const { rows } = await server.servicePool.query<Record<string, string | null>>(
    'select status, withdrawn_eur, returned_eur from public.wallet_withdrawals where id = $1',
    [id],
  );
  return rows[0];
}

/** Stripe's refunds of a payment: cents and the withdrawal refund they were made for. */
const refundsAt = (paymentIntent: string) =>
  stripe
    .refunds()
    .filter((refund) => refund.payment_intent === paymentIntent)
    .map((refund) => ({
      amount: refund.amount,
      status: refund.status,
      withdrawal: refund.metadata.withdrawal_id,
    }));

const withdrawalOf = (answer: { body: Record<string, unknown> }) =>
  answer.body.withdrawal as { id: string; amountEur: number; status: string; withdrawnEur: number };

/** The mails the dev outbox holds for `email`, by kind. */
async function mailsTo(email: string): Promise<string[]> {
  const { rows } = await server.servicePool.query<{ kind: string }>(
    'select kind from auth.mail_outbox where to_address = $1 order by id',
    [email],
  );
  return rows.map((row) => row.kind);
}

/** Runs the scheduled task now, through the server's own job worker, and waits for it. */
async function runJob(task: string) {
  const { rows } = await owner.query<{ id: string }>(
    `select (graphile_worker.add_job($1, '{}'::json, max_attempts => 1)).id`,
    [task],
  );
  const jobId = rows[0]!.id;
  await vi.waitFor(
    async () => {
      const left = await owner.query('select 1 from graphile_worker.jobs where id = $1', [jobId]);
      expect(left.rowCount).toBe(0);
    },
    { timeout: 30_000, interval: 100 },
  );
}

/** Makes the member's pending withdrawal refunds old enough for the job to take them. */
const ageRefunds = (userId: string) =>
  server.servicePool.query(
    `update public.wallet_withdrawal_refunds r set created_at = now() - interval '10 minutes'
       from public.wallet_withdrawals w where w.id = r.withdrawal_id and w.user_id = $1`,
    [userId],
  );

describe('a withdrawal to the card', () => {
  it('reaches the fake Stripe and the wallet exactly once', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 50);
    const key = randomUUID();
    stripe.setDelivery('hold');
    let answer;
    try {
      answer = await withdraw(who, 20, key);
    } finally {
      stripe.setDelivery('at-once');
    }
    const events = stripe.takeHeld();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      withdrawal: { amountEur: 20, status: 'succeeded', withdrawnEur: 20 },
      newBalance: 30,
    });
    const { id } = withdrawalOf(answer);
    expect(refundsAt(paymentIntent)).toEqual([
      { amount: 2000, status: 'succeeded', withdrawal: id },
    ]);
    expect(await wallet(who.id)).toMatchObject({
      balance: 30,
      held: 0,
      withdrawals: 1,
      withdrawn: 20,
      reversals: 0,
    });
    // Stripe's own events about the refund, delivered twice, move nothing more.
    expect(events.map((event) => event.type)).toEqual(['refund.created', 'charge.refunded']);
    for (const event of events)
      expect(await stripe.deliver(event, { times: 2 })).toEqual([200, 200]);
    expect(await wallet(who.id)).toMatchObject({ balance: 30, withdrawals: 1, reversals: 0 });
    // The same request again (the member's retry) answers the same withdrawal and asks nothing.
    const again = await withdraw(who, 20, key);
    expect(again.status).toBe(200);
    expect(withdrawalOf(again).id).toBe(id);
    expect(refundsAt(paymentIntent)).toHaveLength(1);
    expect(await wallet(who.id)).toMatchObject({ balance: 30, withdrawals: 1, withdrawn: 20 });
    // The ledger's debit, for the receipt: one row of type 'withdrawal', linked to its record.
    const { rows } = await server.servicePool.query<{ type: string; direction: string }>(
      `select type, direction from public.wallet_transactions
        where withdrawal_id = $1 order by created_at, type`,
      [id],
    );
    expect(rows.map((row) => `${row.type}/${row.direction}`).sort()).toEqual([
      'hold/debit',
      'release/credit',
      'withdrawal/debit',
    ]);
    // Its receipt (migration 0063): the money that left for the card, with no VAT on it.
    const { rows: receipts } = await server.servicePool.query(
      `select r.kind, r.direction, r.amount_eur::text as amount, r.tax_mode
         from public.receipts r join public.wallet_transactions t on t.id = r.transaction_id
        where t.withdrawal_id = $1`,
      [id],
    );
    expect(receipts).toEqual([
      { kind: 'withdrawal', direction: 'debit', amount: '20.00', tax_mode: 'on_account' },
    ]);
    await vi.waitFor(async () => expect(await mailsTo(who.email)).toContain('withdrawal-sent'), {
      timeout: 15_000,
    });
  });

  it('is pending, and held, until Stripe confirms; then one debit however often it says so', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 50);
    stripe.setRefundOutcome('pending');
    let answer;
    try {
      answer = await withdraw(who, 12.5);
    } finally {
      stripe.setRefundOutcome('succeeded');
    }
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      withdrawal: { amountEur: 12.5, status: 'pending', withdrawnEur: null },
      newBalance: 37.5,
    });
    const { id } = withdrawalOf(answer);
    await stripe.idle();
    expect(await wallet(who.id)).toMatchObject({ balance: 37.5, held: 12.5, withdrawals: 0 });
    // The member sees the withdrawal, and what can still go, through the data API.
    const seen = await fetch(
      `${server.url}/rest/v1/wallet_withdrawals?select=id,status,amount_eur`,
      { headers: { apikey: server.keys.anonKey, authorization: `Bearer ${who.token}` } },
    );
    expect(await seen.json()).toEqual([{ id, status: 'pending', amount_eur: 12.5 }]);

    const refund = stripe.refunds().find((r) => r.payment_intent === paymentIntent)!;
    const confirmed = held(() => stripe.settleRefund(refund.id, 'succeeded'));
    for (const event of confirmed)
      expect(await stripe.deliver(event, { times: 3 })).toEqual([200, 200, 200]);
    expect(await withdrawalRow(id)).toMatchObject({ status: 'succeeded', withdrawn_eur: '12.50' });
    expect(await wallet(who.id)).toMatchObject({
      balance: 37.5,
      held: 0,
      withdrawals: 1,
      withdrawn: 12.5,
    });
  });

  it('takes from the newest card payment first, never more than each has', async () => {
    const who = await member();
    const older = await cardTopUp(who, 30);
    const newer = await cardTopUp(who, 20);
    const answer = await withdraw(who, 35);
    expect(answer.body).toMatchObject({ withdrawal: { status: 'succeeded', withdrawnEur: 35 } });
    expect(refundsAt(newer).map((r) => r.amount)).toEqual([2000]);
    expect(refundsAt(older).map((r) => r.amount)).toEqual([1500]);
    // What is left of the older payment is all that can still go.
    const over = await withdraw(who, 15.01);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'insufficient_withdrawable', withdrawableAmount: 15 });
    expect(await wallet(who.id)).toMatchObject({ balance: 15, withdrawn: 35 });
  });

  it('counts refunds and disputes made at Stripe, and a dashboard refund after it reverses only the rest', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 50);
    const [refunded] = held(() => stripe.refund(paymentIntent, 1000));
    expect(await stripe.deliver(refunded!)).toEqual([200]);
    expect(await wallet(who.id)).toMatchObject({ balance: 40, reversals: 1 });
    expect((await withdraw(who, 40.01)).body).toMatchObject({
      code: 'insufficient_withdrawable',
      withdrawableAmount: 40,
    });
    expect((await withdraw(who, 25)).status).toBe(200);
    // The rest of the payment refunded from Stripe's dashboard: reversed, the withdrawal not.
    const [rest] = held(() => stripe.refund(paymentIntent, 1500));
    expect(await stripe.deliver(rest!, { times: 2 })).toEqual([200, 200]);
    expect(await wallet(who.id)).toMatchObject({
      balance: 0,
      debt: 0,
      reversals: 2,
      withdrawals: 1,
      withdrawn: 25,
    });
  });
});

describe('withdrawals attacked', () => {
  it('a double submit with one key makes one withdrawal and one refund', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 40);
    const key = randomUUID();
    const answers = await Promise.all([withdraw(who, 30, key), withdraw(who, 30, key)]);
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => withdrawalOf(a).id));
    expect(ids.size).toBe(1);
    for (const answer of answers) expect([200, 409, 422]).toContain(answer.status);
    expect(refundsAt(paymentIntent)).toHaveLength(1);
    expect(await wallet(who.id)).toMatchObject({ balance: 10, withdrawals: 1, withdrawn: 30 });
    // The key with another amount is refused, and changes nothing.
    const reused = await withdraw(who, 5, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await wallet(who.id)).toMatchObject({ balance: 10, withdrawals: 1 });
  });

  it('two withdrawals at once never take more than the card money', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 50);
    const answers = await Promise.all([withdraw(who, 30), withdraw(who, 30)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)!.body).toMatchObject({
      code: 'insufficient_withdrawable',
      withdrawableAmount: 20,
    });
    expect(refundsAt(paymentIntent).map((r) => r.amount)).toEqual([3000]);
    expect(await wallet(who.id)).toMatchObject({ balance: 20, held: 0, withdrawn: 30 });
  });

  it('a withdrawal racing a booking never overdraws the wallet', async () => {
    const who = await member();
    await cardTopUp(who, 30);
    const { rows } = await server.servicePool.query<{ id: string }>(
      `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
       values ($1, 'Race Walk', 'Porto', 'Portugal', 25, 2) returning id`,
      [`race-walk-${randomUUID()}`],
    );
    const day = new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10);
    const [booked, withdrawn] = await Promise.all([
      call(
        'confirm-micro-tour-booking',
        { micro_tour_id: rows[0]!.id, travelers: 1, start_date: day },
        { token: who.token, key: randomUUID() },
      ),
      withdraw(who, 25),
    ]);
    // One of them had the money; the other was refused with its own code, nothing written.
    expect([booked.status, withdrawn.status].sort()).toEqual(
      [200, booked.status === 200 ? 422 : 402].sort(),
    );
    const state = await wallet(who.id);
    expect(state).toMatchObject({ balance: 5, held: 0, debt: 0 });
    expect(state.withdrawn).toBe(withdrawn.status === 200 ? 25 : 0);
  });

  it('a refund Stripe refuses gives the money back, and the member is told', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 20);
    stripe.refuseRefunds(1);
    const answer = await withdraw(who, 15);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      withdrawal: { status: 'failed', withdrawnEur: 0 },
      newBalance: 20,
    });
    expect(refundsAt(paymentIntent)).toEqual([]);
    expect(await wallet(who.id)).toMatchObject({ balance: 20, held: 0, withdrawals: 0 });
    await vi.waitFor(async () => expect(await mailsTo(who.email)).toContain('withdrawal-failed'), {
      timeout: 15_000,
    });
    // All of it can go again.
    expect((await withdraw(who, 20)).body).toMatchObject({ withdrawal: { status: 'succeeded' } });
  });

  it('a refund that fails at the bank later releases the money, or is credited back once', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 60);
    stripe.setRefundOutcome('pending');
    let pending;
    try {
      pending = await withdraw(who, 25);
    } finally {
      stripe.setRefundOutcome('succeeded');
    }
    const pendingRefund = stripe.refunds().find((r) => r.payment_intent === paymentIntent)!;
    for (const event of held(() => stripe.settleRefund(pendingRefund.id, 'failed'))) {
      expect(await stripe.deliver(event, { times: 2 })).toEqual([200, 200]);
    }
    expect(await withdrawalRow(withdrawalOf(pending).id)).toMatchObject({
      status: 'failed',
      withdrawn_eur: '0.00',
    });
    expect(await wallet(who.id)).toMatchObject({ balance: 60, held: 0, withdrawals: 0 });

    // A refund that succeeded, then came back from the bank: credited back once.
    const done = await withdraw(who, 10);
    expect(done.body).toMatchObject({ withdrawal: { status: 'succeeded', withdrawnEur: 10 } });
    expect(await wallet(who.id)).toMatchObject({ balance: 50, withdrawn: 10 });
    const sent = stripe
      .refunds()
      .filter((r) => r.payment_intent === paymentIntent)
      .at(-1)!;
    for (const event of held(() => stripe.settleRefund(sent.id, 'failed'))) {
      expect(await stripe.deliver(event, { times: 2 })).toEqual([200, 200]);
    }
    expect(await wallet(who.id)).toMatchObject({ balance: 60, withdrawals: 1 });
    expect(await withdrawalRow(withdrawalOf(done).id)).toMatchObject({
      status: 'succeeded',
      returned_eur: '10.00',
    });
    // The payment has all of its money to give again.
    const { body } = await fetch(`${server.url}/rest/v1/rpc/my_withdrawable`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        authorization: `Bearer ${who.token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    }).then(async (response) => ({ body: await response.json() }));
    expect(body).toEqual({ balanceEur: 60, cardEur: 60, withdrawableEur: 60 });
    await vi.waitFor(
      async () => expect(await mailsTo(who.email)).toContain('withdrawal-returned'),
      { timeout: 15_000 },
    );
  });

  it('money from adjustments and demo top-ups does not go to a card', async () => {
    const admin = await member({ admin: true });
    const who = await member();
    await fundWallet(server.servicePool, who.id, 70);
    expect((await withdraw(who, 10)).body).toMatchObject({
      code: 'nothing_to_withdraw',
      withdrawableAmount: 0,
      balance: 70,
      cardAmount: 0,
    });
    await cardTopUp(who, 20);
    const adjusted = await call(
      'wallet-adjustment',
      { user_id: who.id, direction: 'credit', amount_eur: 30, reason: 'Goodwill credit' },
      { token: admin.token, key: randomUUID() },
    );
    expect(adjusted.status).toBe(200);
    const refused = await withdraw(who, 30);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'insufficient_withdrawable',
      withdrawableAmount: 20,
      requestedAmount: 30,
    });
    const { data } = await fetch(`${server.url}/rest/v1/rpc/my_withdrawable`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        authorization: `Bearer ${who.token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    }).then(async (response) => ({ data: await response.json() }));
    expect(data).toEqual({ balanceEur: 120, cardEur: 20, withdrawableEur: 20 });
    expect(await wallet(who.id)).toMatchObject({ balance: 120, held: 0, withdrawals: 0 });
  });

  it('refuses missing and forged tokens, bad bodies and oversized ones, never with a 5xx', async () => {
    const who = await member();
    await cardTopUp(who, 10);
    const anonymous = await call('wallet-withdraw', { amount_eur: 5 }, { key: randomUUID() });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toMatchObject({ code: 'not_authenticated' });
    const forged = await call(
      'wallet-withdraw',
      { amount_eur: 5 },
      { token: `${who.token.slice(0, -4)}AAAA`, key: randomUUID() },
    );
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'invalid_jwt' });
    const bad: [unknown, string][] = [
      [{ amount_eur: -5 }, 'validation_failed'],
      [{ amount_eur: 0 }, 'validation_failed'],
      [{ amount_eur: 1.001 }, 'validation_failed'],
      [{ amount_eur: '5' }, 'validation_failed'],
      [{ amount_eur: 1e12 }, 'validation_failed'],
      [{ amount_eur: 5, user_id: randomUUID() }, 'validation_failed'],
      [{}, 'validation_failed'],
      [[5], 'validation_failed'],
    ];
    for (const [body, code] of bad) {
      const answer = await call('wallet-withdraw', body, { token: who.token, key: randomUUID() });
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 400,
        code,
      });
    }
    const malformed = await call('wallet-withdraw', null, {
      token: who.token,
      key: randomUUID(),
      raw: '{"amount_eur": 5',
    });
    expect(malformed.status).toBe(400);
    const oversized = await call('wallet-withdraw', null, {
      token: who.token,
      key: randomUUID(),
      raw: JSON.stringify({ amount_eur: 5, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(oversized.status).toBe(413);
    const badKey = await call(
      'wallet-withdraw',
      { amount_eur: 5 },
      { token: who.token, key: 'a b' },
    );
    expect(badKey.body).toMatchObject({ code: 'invalid_idempotency_key' });
    expect(await wallet(who.id)).toMatchObject({ balance: 10, held: 0, withdrawals: 0 });
  });

  it("shows no member another member's withdrawals or card money", async () => {
    const [owner_, other] = [await member(), await member()];
    await cardTopUp(owner_, 15);
    expect((await withdraw(owner_, 5)).status).toBe(200);
    const headers = {
      apikey: server.keys.anonKey,
      authorization: `Bearer ${other.token}`,
      'content-type': 'application/json',
    };
    const rows = await fetch(
      `${server.url}/rest/v1/wallet_withdrawals?user_id=eq.${owner_.id}&select=id`,
      { headers },
    );
    expect(await rows.json()).toEqual([]);
    const refunds = await fetch(`${server.url}/rest/v1/wallet_withdrawal_refunds?select=id`, {
      headers,
    });
    expect(refunds.status).toBeGreaterThanOrEqual(400);
    const theirs = await fetch(`${server.url}/rest/v1/rpc/my_withdrawable`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(await theirs.json()).toEqual({ balanceEur: 0, cardEur: 0, withdrawableEur: 0 });
    // Nothing of the other's card can be withdrawn by this member.
    expect((await withdraw(other, 5)).body).toMatchObject({ code: 'nothing_to_withdraw' });
  });
});

describe('the Stripe webhook about withdrawal refunds', () => {
  const signature = (body: string) =>
    new Stripe(stripe.secretKey).webhooks.generateTestHeaderString({
      payload: body,
      secret: stripe.webhookSecret,
    });

  it('refuses forged deliveries, and believes Stripe rather than a signed body', async () => {
    const admin = await member({ admin: true });
    const who = await member();
    const paymentIntent = await cardTopUp(who, 30);
    stripe.setRefundOutcome('pending');
    let answer;
    try {
      answer = await withdraw(who, 30);
    } finally {
      stripe.setRefundOutcome('succeeded');
    }
    const { id } = withdrawalOf(answer);
    const refund = stripe.refunds().find((r) => r.payment_intent === paymentIntent)!;
    const [updated] = held(() => stripe.settleRefund(refund.id, 'succeeded'));
    // Put back as Stripe has it: still pending there.
    refund.status = 'pending';
    expect(await stripe.deliver(updated!, { secret: 'whsec_someone_else' })).toEqual([400]);
    expect(await stripe.deliver(updated!, { signature: null })).toEqual([400]);
    expect(await withdrawalRow(id)).toMatchObject({ status: 'pending' });

    // Correctly signed, but saying the refund succeeded for more than Stripe has: Stripe wins.
    const lie = {
      ...updated!,
      id: `evt_lie_${randomUUID()}`,
      data: { object: { ...updated!.data.object, status: 'succeeded', amount: 300_000 } },
    };
    expect(await stripe.deliver(lie)).toEqual([200]);
    expect(await withdrawalRow(id)).toMatchObject({ status: 'pending' });
    expect(await wallet(who.id)).toMatchObject({ balance: 0, held: 30, withdrawals: 0 });
    const alerts = await fetch(
      `${server.url}/rest/v1/payment_alerts?provider_reference=eq.${lie.id}&select=kind`,
      { headers: { apikey: server.keys.anonKey, authorization: `Bearer ${admin.token}` } },
    );
    expect(await alerts.json()).toEqual([{ kind: 'event_mismatch' }]);
    // A refund event of the right shape for a refund Stripe does not have changes nothing.
    const unknown = JSON.stringify({
      ...lie,
      id: `evt_unknown_${randomUUID()}`,
      data: { object: { ...lie.data.object, id: 're_test_nowhere' } },
    });
    const response = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(unknown) },
      body: unknown,
    });
    expect(response.status).toBe(200);
    // A body of no refund's shape is 400, never a 5xx Stripe would send for days.
    const shapeless = JSON.stringify({ ...lie, data: { object: { amount: 'x' } } });
    const refused = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(shapeless) },
      body: shapeless,
    });
    expect(refused.status).toBe(400);

    // Stripe confirms for real: settled once.
    refund.status = 'succeeded';
    expect(await stripe.deliver(updated!)).toEqual([200]);
    expect(await wallet(who.id)).toMatchObject({
      balance: 0,
      held: 0,
      withdrawals: 1,
      withdrawn: 30,
    });
  });
});

describe('a refund at Stripe that names a withdrawal it is not', () => {
  it('is reversed like any refund made at Stripe, and an admin is told', async () => {
    const admin = await member({ admin: true });
    const who = await member();
    const paymentIntent = await cardTopUp(who, 50);
    const answer = await withdraw(who, 10);
    const { id } = withdrawalOf(answer);
    const { rows } = await server.servicePool.query<{ id: string }>(
      'select id from public.wallet_withdrawal_refunds where withdrawal_id = $1',
      [id],
    );
    // Someone with the API key refunds 15 more of the payment, naming the withdrawal's refund;
    // Stripe's webhooks about it go out as usual.
    const second = await createStripeClient({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.url,
    }).refunds.create({
      payment_intent: paymentIntent,
      amount: 1500,
      metadata: { withdrawal_id: id, withdrawal_refund_id: rows[0]!.id },
    });
    await stripe.idle();
    expect(await wallet(who.id)).toMatchObject({
      balance: 25,
      withdrawals: 1,
      withdrawn: 10,
      reversals: 1,
    });
    const alerts = await fetch(
      `${server.url}/rest/v1/payment_alerts?provider_reference=eq.${second.id}&select=kind`,
      { headers: { apikey: server.keys.anonKey, authorization: `Bearer ${admin.token}` } },
    );
    expect(await alerts.json()).toEqual([{ kind: 'withdrawal_mismatch' }]);
  });
});

describe('withdrawal refunds the server never finished', () => {
  it('one Stripe never saw is asked for again by the job, with the same key, once', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 40);
    // Stripe cannot be reached for the request and its two retries.
    stripe.failNextRequests(3);
    const answer = await withdraw(who, 15);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ withdrawal: { status: 'pending' }, newBalance: 25 });
    expect(refundsAt(paymentIntent)).toEqual([]);
    expect(await wallet(who.id)).toMatchObject({ balance: 25, held: 15 });

    await ageRefunds(who.id);
    await runJob('settle_card_withdrawals');
    // A second run finds nothing left to ask for.
    await runJob('settle_card_withdrawals');
    expect(refundsAt(paymentIntent)).toEqual([
      { amount: 1500, status: 'succeeded', withdrawal: withdrawalOf(answer).id },
    ]);
    expect(await wallet(who.id)).toMatchObject({ balance: 25, held: 0, withdrawals: 1 });
  });

  it('one Stripe made but the server never recorded is found at Stripe, not made twice', async () => {
    const who = await member();
    const paymentIntent = await cardTopUp(who, 40);
    stripe.failNextRequests(3);
    const answer = await withdraw(who, 15);
    expect(answer.body).toMatchObject({ withdrawal: { status: 'pending' } });
    const { id } = withdrawalOf(answer);
    // Stripe did make it (the answer was lost on the way back), under the part's own key.
    const { rows } = await server.servicePool.query<{ id: string }>(
      'select id from public.wallet_withdrawal_refunds where withdrawal_id = $1',
      [id],
    );
    const partId = rows[0]!.id;
    stripe.setDelivery('hold');
    try {
      await createStripeClient({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiBase: stripe.url,
      }).refunds.create(
        {
          payment_intent: paymentIntent,
          amount: 1500,
          metadata: { withdrawal_id: id, withdrawal_refund_id: partId, user_id: who.id },
        },
        { idempotencyKey: `wallet-withdrawal-refund-${partId}` },
      );
      // Its events never arrive either.
      stripe.takeHeld();
    } finally {
      stripe.setDelivery('at-once');
    }
    expect(refundsAt(paymentIntent)).toHaveLength(1);
    expect(await wallet(who.id)).toMatchObject({ balance: 25, held: 15, withdrawals: 0 });

    await ageRefunds(who.id);
    await runJob('settle_card_withdrawals');
    expect(refundsAt(paymentIntent)).toEqual([
      { amount: 1500, status: 'succeeded', withdrawal: id },
    ]);
    expect(await wallet(who.id)).toMatchObject({ balance: 25, held: 0, withdrawals: 1 });
  });
});

describe('with demo payments', () => {
  it('refuses with a code: nothing can go back to a card', async () => {
    const who = await createSessionMember();
    await fundWallet(servicePool(), who.id, 30);
    const answer = await callFunction(
      'wallet-withdraw',
      { amount_eur: 10 },
      { token: who.token, key: randomUUID() },
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'card_withdrawals_unavailable' });
  });
});
