import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeStripe, FakeStripeEvent } from '@app/testing/fake-stripe';
import { createSessionMember } from '@app/testing/member-sessions';
import { createMoneyCatalogue, type MoneyCatalogue } from '@app/testing/money-fixtures';
import type { TestServer } from '@app/testing/start-test-server';
import { startStripeGateway, type StripeGateway } from '@app/testing/stripe-gateway';

/**
 * Card top-ups through the real `stripe` package against a local fake of Stripe's API, on a
 * server of their own with PAYMENTS=stripe: the wallet is credited only by a signed webhook.
 */
let server: TestServer;
let stripe: FakeStripe;

interface Member {
  id: string;
  token: string;
}

/** The database owner's connection: only it adds jobs to the queue. */
let owner: pg.Pool;

let gateway: StripeGateway | undefined;
beforeAll(async () => {
  gateway = await startStripeGateway('card_topups');
  ({ server, stripe, owner } = gateway);
}, 180_000);

afterAll(() => gateway?.dispose());

/** A signed-in member of this server (a live session row and a token naming it). */
const member = (options: { admin?: boolean } = {}): Promise<Member> =>
  createSessionMember({ ...options, pool: server.servicePool });

async function call(
  fn: string,
  body: unknown,
  options: { token?: string; key?: string } = {},
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
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function wallet(userId: string) {
  const { rows } = await server.servicePool.query<Record<string, string>>(
    `select w.balance_eur, w.debt_eur,
            (select count(*) from public.wallet_transactions t
              where t.user_id = w.user_id and t.type = 'topup') as credits,
            (select count(*) from public.wallet_transactions t
              where t.user_id = w.user_id and t.type = 'reversal') as reversals
       from public.wallets w where w.user_id = $1`,
    [userId],
  );
  const row = rows[0]!;
  return {
    balance: Number(row.balance_eur),
    debt: Number(row.debt_eur),
    credits: Number(row.credits),
    reversals: Number(row.reversals),
  };
}

/** A Stripe-Signature over `body` with this server's webhook secret, as Stripe makes it. */
const stripeSignature = (body: string) =>
  new Stripe(stripe.secretKey).webhooks.generateTestHeaderString({
    payload: body,
    secret: stripe.webhookSecret,
  });

async function topUpStatus(topupId: string): Promise<string> {
  const { rows } = await server.servicePool.query<{ status: string }>(
    'select status from public.wallet_topups where id = $1',
    [topupId],
  );
  return rows[0]!.status;
}

/** wallet-topup for `amount`, answered with a payment page: the session and the attempt. */
async function startCardTopUp(who: Member, amount: number) {
  const answer = await call('wallet-topup', { amount_eur: amount }, { token: who.token });
  expect(answer.status).toBe(200);
  const topup = answer.body.topup as { id: string; amountEur: number; status: string };
  const checkoutUrl = String(answer.body.checkoutUrl);
  const sessionId = checkoutUrl.split('/').pop()!;
  return { topupId: topup.id, sessionId, checkoutUrl, answer: answer.body };
}

/** The customer pays; the events are held and returned, not delivered. */
function payHeld(sessionId: string, options: { async?: boolean } = {}): FakeStripeEvent[] {
  stripe.setDelivery('hold');
  try {
    stripe.pay(sessionId, options);
    return stripe.takeHeld();
  } finally {
    stripe.setDelivery('at-once');
  }
}

async function createMicroTour(price: number): Promise<string> {
  const { rows } = await server.servicePool.query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
     values ($1, 'Card Walk', 'Porto', 'Portugal', $2, 2) returning id`,
    [`card-walk-${randomUUID()}`, price],
  );
  return rows[0]!.id;
}

const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

describe('a card top-up', () => {
  it('answers with Stripe Checkout and credits nothing until the signed webhook', async () => {
    const who = await member();
    const key = randomUUID();
    const first = await call('wallet-topup', { amount_eur: 25 }, { token: who.token, key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      topup: { amountEur: 25, status: 'pending' },
    });
    expect(String(first.body.checkoutUrl)).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    // The member's retry gets the same payment page, not a second session.
    const again = await call('wallet-topup', { amount_eur: 25 }, { token: who.token, key });
    expect(again.body).toEqual(first.body);
    const topupId = (first.body.topup as { id: string }).id;
    const session = stripe.sessions().filter((s) => s.metadata.topup_id === topupId);
    expect(session).toHaveLength(1);
    expect(session[0]).toMatchObject({
      amount_total: 2500,
      currency: 'eur',
      client_reference_id: topupId,
      metadata: { topup_id: topupId, user_id: who.id },
      success_url: `${server.url}/wallet?checkout=success&topup=${topupId}`,
      cancel_url: `${server.url}/wallet?checkout=cancelled&topup=${topupId}`,
    });
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
    expect(await topUpStatus(topupId)).toBe('pending');

    const [completed] = payHeld(session[0]!.id);
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
    // Delivered three times, as Stripe may: credited once.
    expect(await stripe.deliver(completed!, { times: 3 })).toEqual([200, 200, 200]);
    expect(await wallet(who.id)).toEqual({ balance: 25, debt: 0, credits: 1, reversals: 0 });
    expect(await topUpStatus(topupId)).toBe('paid');
  });

  it('is paid on the hosted page, which sends the member back to /wallet', async () => {
    const who = await member();
    const { topupId, checkoutUrl } = await startCardTopUp(who, 40);
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('Pay €40.00');
    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${server.url}/wallet?checkout=success&topup=${topupId}`,
    );
    await stripe.idle();
    expect(await wallet(who.id)).toMatchObject({ balance: 40, credits: 1 });
  });

  it('credits what Stripe reports for a delayed method, and nothing for one that fails', async () => {
    const who = await member();
    const good = await startCardTopUp(who, 30);
    const bad = await startCardTopUp(who, 20);
    for (const event of [
      ...payHeld(good.sessionId, { async: true }),
      ...payHeld(bad.sessionId, { async: true }),
    ]) {
      expect(await stripe.deliver(event)).toEqual([200]);
    }
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
    stripe.settle(good.sessionId, true);
    stripe.settle(bad.sessionId, false);
    await stripe.idle();
    expect(await wallet(who.id)).toMatchObject({ balance: 30, credits: 1 });
    expect(await topUpStatus(bad.topupId)).toBe('failed');
  });
});

describe('the Stripe webhook', () => {
  it('refuses unsigned, forged, stale and re-bodied deliveries, and changes nothing', async () => {
    const who = await member();
    const { topupId, sessionId } = await startCardTopUp(who, 50);
    const [completed] = payHeld(sessionId);
    const forged = {
      ...completed!,
      data: { object: { ...completed!.data.object, amount_total: 5_000_000 } },
    };
    const attempts = [
      await stripe.deliver(completed!, { signature: null }),
      await stripe.deliver(completed!, { signature: 't=1,v1=deadbeef' }),
      await stripe.deliver(completed!, { secret: 'whsec_someone_else' }),
      await stripe.deliver(completed!, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      // A real signature over the real event, sent with another body.
      await stripe.deliver(completed!, { body: JSON.stringify(forged) }),
    ];
    expect(attempts.flat()).toEqual([400, 400, 400, 400, 400]);
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
    expect(await topUpStatus(topupId)).toBe('pending');

    const response = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: 'x'.repeat(300 * 1024),
    });
    expect(response.status).toBe(413);
    const refused = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid_signature' });

    expect(await stripe.deliver(completed!)).toEqual([200]);
    expect(await wallet(who.id)).toMatchObject({ balance: 50, credits: 1 });
  });

  it('acknowledges events it does not act on, and sessions of another site', async () => {
    const alien = {
      ...payHeld((await startCardTopUp(await member(), 5)).sessionId)[0]!,
      id: 'evt_alien',
    };
    const other = {
      ...alien,
      data: { object: { ...alien.data.object, metadata: {}, client_reference_id: null } },
    };
    expect(await stripe.deliver(other)).toEqual([200]);
    expect(await stripe.deliver({ ...alien, type: 'customer.created' })).toEqual([200]);
    // A setup-mode session of another site has no amount at all.
    const setup = { ...other, data: { object: { ...other.data.object, amount_total: null } } };
    expect(await stripe.deliver(setup)).toEqual([200]);
  });
});

/** The payment alerts an admin reads through the API, about one Stripe reference. */
async function alertsSeenBy(who: Member, reference: string) {
  const response = await fetch(
    `${server.url}/rest/v1/payment_alerts?provider_reference=eq.${reference}&select=kind,topup_id,message`,
    { headers: { apikey: server.keys.anonKey, authorization: `Bearer ${who.token}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { kind: string; topup_id: string | null; message: string }[];
}

describe('the Stripe webhook, against what the attack found', () => {
  it('answers 400 invalid_event to signed bodies of an unexpected shape, and changes nothing', async () => {
    const who = await member();
    const { topupId, sessionId } = await startCardTopUp(who, 50);
    const [completed] = payHeld(sessionId);
    const session = completed!.data.object;
    const bodies = [
      '[1,2]',
      'null',
      '"evt"',
      JSON.stringify({ id: 'evt_no_data', type: 'checkout.session.completed' }),
      JSON.stringify({ ...completed!, data: { object: { ...session, amount_total: -5000 } } }),
      JSON.stringify({ ...completed!, type: 'charge.refunded', data: { object: { id: 'ch_x' } } }),
      JSON.stringify({ ...completed!, type: 'charge.dispute.created', data: { object: {} } }),
      JSON.stringify({ ...completed!, type: 'charge.dispute.closed', data: { object: {} } }),
      JSON.stringify({
        ...completed!,
        type: 'charge.dispute.closed',
        data: { object: { id: 'dp_x', status: 'won', payment_intent: 42 } },
      }),
    ];
    for (const body of bodies) {
      const response = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignature(body),
        },
        body,
      });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(await response.json()).toMatchObject({ code: 'invalid_event' });
    }
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
    expect(await topUpStatus(topupId)).toBe('pending');
    expect(await stripe.deliver(completed!)).toEqual([200]);
    expect(await wallet(who.id)).toMatchObject({ balance: 50, credits: 1 });
  });

  it('refuses a signature timestamped beyond the tolerance either way', async () => {
    const who = await member();
    const { topupId, sessionId } = await startCardTopUp(who, 30);
    const [completed] = payHeld(sessionId);
    const now = Math.floor(Date.now() / 1000);
    expect(await stripe.deliver(completed!, { timestamp: now + 400 })).toEqual([400]);
    expect(await stripe.deliver(completed!, { timestamp: now - 400 })).toEqual([400]);
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
    expect(await topUpStatus(topupId)).toBe('pending');
    // A clock a little ahead of ours is within the tolerance.
    expect(await stripe.deliver(completed!, { timestamp: now + 60 })).toEqual([200]);
    expect(await wallet(who.id)).toMatchObject({ balance: 30, credits: 1 });
  });

  it('credits what Stripe says the session took, never what a signed body claims', async () => {
    const admin = await member({ admin: true });
    const who = await member();
    const { topupId, sessionId } = await startCardTopUp(who, 50);
    const [completed] = payHeld(sessionId);
    const inflated = {
      ...completed!,
      data: { object: { ...completed!.data.object, amount_total: 999_900 } },
    };
    expect(await stripe.deliver(inflated, { times: 2 })).toEqual([200, 200]);
    expect(await wallet(who.id)).toEqual({ balance: 50, debt: 0, credits: 1, reversals: 0 });
    expect(await topUpStatus(topupId)).toBe('paid');
    expect(await alertsSeenBy(admin, inflated.id)).toEqual([
      { kind: 'event_mismatch', topup_id: null, message: expect.stringContaining('Stripe') },
    ]);
    expect(await alertsSeenBy(who, inflated.id)).toEqual([]);
  });

  it('credits nothing for a session at Stripe that took another amount than its attempt asked', async () => {
    const admin = await member({ admin: true });
    const who = await member();
    // An attempt whose own session was never attached (the server died in between).
    const { rows } = await server.servicePool.query<{ id: string }>(
      `insert into public.wallet_topups (user_id, provider, amount_eur) values ($1, 'stripe', 50)
       returning id`,
      [who.id],
    );
    const topupId = rows[0]!.id;
    const session = stripe.createSession({
      amount: 999_900,
      metadata: { topup_id: topupId, user_id: who.id },
    });
    const [completed] = payHeld(session.id);
    expect(await stripe.deliver(completed!, { times: 2 })).toEqual([200, 200]);
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
    expect(await topUpStatus(topupId)).toBe('pending');
    expect(await alertsSeenBy(admin, session.id)).toEqual([
      { kind: 'amount_mismatch', topup_id: topupId, message: expect.stringContaining('9999') },
    ]);
  });

  it('acknowledges a paid session naming another member’s attempt, credits nothing, alerts an admin', async () => {
    const admin = await member({ admin: true });
    const victim = await member();
    const mallory = await member();
    const theirs = await startCardTopUp(victim, 20);
    const session = stripe.createSession({
      amount: 2000,
      metadata: { topup_id: theirs.topupId, user_id: mallory.id },
    });
    const [completed] = payHeld(session.id);
    expect(await stripe.deliver(completed!, { times: 2 })).toEqual([200, 200]);
    expect(await wallet(victim.id)).toMatchObject({ balance: 0, credits: 0 });
    expect(await wallet(mallory.id)).toMatchObject({ balance: 0, credits: 0 });
    expect(await topUpStatus(theirs.topupId)).toBe('pending');
    expect(await alertsSeenBy(admin, session.id)).toEqual([
      { kind: 'foreign_attempt', topup_id: theirs.topupId, message: expect.any(String) },
    ]);
    expect(await alertsSeenBy(mallory, session.id)).toEqual([]);
    // The attempt's own session still credits it.
    stripe.pay(theirs.sessionId);
    await stripe.idle();
    expect(await wallet(victim.id)).toMatchObject({ balance: 20, credits: 1 });
  });
});

describe('refunds and disputes', () => {
  it('reverse the credit; spent money becomes a debt that blocks bookings until a top-up', async () => {
    const who = await member();
    const first = await startCardTopUp(who, 100);
    stripe.pay(first.sessionId);
    await stripe.idle();
    const microId = await createMicroTour(30);
    const booked = await call(
      'confirm-micro-tour-booking',
      { micro_tour_id: microId, travelers: 2, start_date: inDays(10) },
      { token: who.token },
    );
    expect(booked.status).toBe(200);
    expect(await wallet(who.id)).toMatchObject({ balance: 40, debt: 0 });

    const paymentIntent = stripe.session(first.sessionId).payment_intent!;
    stripe.refund(paymentIntent, 7000);
    stripe.dispute(paymentIntent, 10000);
    await stripe.idle();
    // Whichever comes first, refund (70) and dispute (100) together take back the 100 credited.
    expect(await wallet(who.id)).toMatchObject({ balance: 0, debt: 60, credits: 1 });

    const refused = await call(
      'confirm-micro-tour-booking',
      { micro_tour_id: microId, travelers: 1, start_date: inDays(10) },
      { token: who.token },
    );
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'wallet_in_debt', debtAmount: 60 });

    const second = await startCardTopUp(who, 100);
    stripe.pay(second.sessionId);
    await stripe.idle();
    expect(await wallet(who.id)).toMatchObject({ balance: 40, debt: 0, credits: 2 });
  });

  it('handle a refund that arrives before the payment it refunds, and duplicates of both', async () => {
    const who = await member();
    const { sessionId } = await startCardTopUp(who, 60);
    const [completed] = payHeld(sessionId);
    stripe.setDelivery('hold');
    stripe.refund(stripe.session(sessionId).payment_intent!, 2500);
    const [refunded] = stripe.takeHeld();
    stripe.setDelivery('at-once');

    expect(await stripe.deliver(refunded!, { times: 2 })).toEqual([200, 200]);
    expect(await wallet(who.id)).toEqual({ balance: 35, debt: 0, credits: 1, reversals: 1 });
    expect(await stripe.deliver(completed!, { times: 2 })).toEqual([200, 200]);
    expect(await wallet(who.id)).toEqual({ balance: 35, debt: 0, credits: 1, reversals: 1 });
  });
});

describe('a dispute that closes', () => {
  /** Events `make` sends, held and returned instead of delivered. */
  function held(make: () => FakeStripeEvent[]): FakeStripeEvent[] {
    stripe.setDelivery('hold');
    try {
      make();
      return stripe.takeHeld();
    } finally {
      stripe.setDelivery('at-once');
    }
  }

  /** A member with a paid card top-up of `amount` euros: its payment intent. */
  async function paidTopUp(amount: number) {
    const who = await member();
    const { sessionId } = await startCardTopUp(who, amount);
    stripe.pay(sessionId);
    await stripe.idle();
    return { who, paymentIntent: stripe.session(sessionId).payment_intent! };
  }

  /** The wallet, and the won disputes' credits in its ledger (count and sum). */
  async function walletAndWins(userId: string) {
    const { rows } = await server.servicePool.query<{ n: string; total: string }>(
      `select count(*) as n, coalesce(sum(amount_eur), 0) as total from public.wallet_transactions
        where user_id = $1 and type = 'dispute_won' and direction = 'credit'`,
      [userId],
    );
    return { ...(await wallet(userId)), wins: Number(rows[0]!.n), won: Number(rows[0]!.total) };
  }

  it('as won gives back what its reversal took, once, whatever the replays', async () => {
    const { who, paymentIntent } = await paidTopUp(100);
    const [opened] = stripe.dispute(paymentIntent);
    await stripe.idle();
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 0, reversals: 1, wins: 0 });
    const [closed] = held(() => stripe.closeDispute(String(opened!.data.object.id), 'won'));
    expect(await stripe.deliver(closed!, { times: 3 })).toEqual([200, 200, 200]);
    expect(await walletAndWins(who.id)).toEqual({
      balance: 100,
      debt: 0,
      credits: 1,
      reversals: 1,
      wins: 1,
      won: 100,
    });
    // The opening delivered again after the win takes nothing more.
    expect(await stripe.deliver(opened!)).toEqual([200]);
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 100, reversals: 1, wins: 1 });
    // The won credit is the attempt's, next to the reversal it undoes.
    const { rows } = await server.servicePool.query(
      `select w.notes, w.amount_eur::text as amount, a.reversed_eur::text as reversed,
              r.provider_reference as dispute
         from public.wallet_transactions w
         join public.wallet_transactions r on r.id = w.reverses_id and r.type = 'reversal'
         join public.wallet_topups a on a.id = w.topup_id
        where w.user_id = $1 and w.type = 'dispute_won'`,
      [who.id],
    );
    expect(rows).toEqual([
      {
        notes: 'Dispute won: card top-up',
        amount: '100.00',
        reversed: '0.00',
        dispute: opened!.data.object.id,
      },
    ]);
  });

  it('as won gives back only what its reversal took, not the dispute’s amount', async () => {
    const { who, paymentIntent } = await paidTopUp(100);
    const microId = await createMicroTour(30);
    const booked = await call(
      'confirm-micro-tour-booking',
      { micro_tour_id: microId, travelers: 2, start_date: inDays(10) },
      { token: who.token },
    );
    expect(booked.status).toBe(200);
    // A refund of 70 first: the dispute of 100 that follows can take back only the 30 left,
    // and the wallet (40 after the booking) goes into debt for what it spent.
    stripe.refund(paymentIntent, 7000);
    await stripe.idle();
    const [opened] = stripe.dispute(paymentIntent, 10000);
    await stripe.idle();
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 0, debt: 60, reversals: 2 });
    stripe.closeDispute(String(opened!.data.object.id), 'won');
    await stripe.idle();
    // 30 back, which pays that much of the debt: never the 100 the dispute claimed.
    expect(await walletAndWins(who.id)).toMatchObject({
      balance: 0,
      debt: 30,
      wins: 1,
      won: 30,
    });
  });

  it('as won before its opening arrived credits nothing, and the opening takes nothing', async () => {
    const { who, paymentIntent } = await paidTopUp(80);
    const [opened] = held(() => stripe.dispute(paymentIntent));
    const [closed] = held(() => stripe.closeDispute(String(opened!.data.object.id), 'won'));
    expect(await stripe.deliver(closed!, { times: 2 })).toEqual([200, 200]);
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 80, reversals: 0, wins: 0 });
    expect(await stripe.deliver(opened!, { times: 2 })).toEqual([200, 200]);
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 80, reversals: 0, wins: 0 });
  });

  it('as lost or closed after a warning credits nothing, in either order', async () => {
    const { who, paymentIntent } = await paidTopUp(50);
    const [opened] = stripe.dispute(paymentIntent);
    await stripe.idle();
    stripe.closeDispute(String(opened!.data.object.id), 'lost');
    await stripe.idle();
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 0, reversals: 1, wins: 0 });

    // Lost before its opening arrived: the opening still takes the money back.
    const other = await paidTopUp(40);
    const [late] = held(() => stripe.dispute(other.paymentIntent));
    const [lost] = held(() => stripe.closeDispute(String(late!.data.object.id), 'lost'));
    expect(await stripe.deliver(lost!)).toEqual([200]);
    expect(await stripe.deliver(late!)).toEqual([200]);
    expect(await walletAndWins(other.who.id)).toMatchObject({ balance: 0, reversals: 1, wins: 0 });

    const third = await paidTopUp(20);
    const [inquiry] = stripe.dispute(third.paymentIntent);
    await stripe.idle();
    stripe.closeDispute(String(inquiry!.data.object.id), 'warning_closed');
    await stripe.idle();
    expect(await walletAndWins(third.who.id)).toMatchObject({ balance: 0, wins: 0 });
  });

  it('counts as won only when Stripe says so, not a signed body, and alerts an admin', async () => {
    const admin = await member({ admin: true });
    const { who, paymentIntent } = await paidTopUp(60);
    const [opened] = stripe.dispute(paymentIntent);
    await stripe.idle();
    const [lost] = held(() => stripe.closeDispute(String(opened!.data.object.id), 'lost'));
    const claimedWon = { ...lost!, data: { object: { ...lost!.data.object, status: 'won' } } };
    expect(await stripe.deliver(claimedWon, { times: 2 })).toEqual([200, 200]);
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 0, reversals: 1, wins: 0 });
    expect(await alertsSeenBy(admin, claimedWon.id)).toEqual([
      { kind: 'event_mismatch', topup_id: null, message: expect.stringContaining('dispute') },
    ]);
    // A dispute Stripe does not have at all.
    const unknown = {
      ...claimedWon,
      id: `evt_unknown_${randomUUID()}`,
      data: { object: { ...claimedWon.data.object, id: 'dp_test_nowhere' } },
    };
    expect(await stripe.deliver(unknown)).toEqual([200]);
    expect(await walletAndWins(who.id)).toMatchObject({ balance: 0, wins: 0 });
    expect(await alertsSeenBy(admin, unknown.id)).toEqual([
      { kind: 'event_mismatch', topup_id: null, message: expect.stringContaining('dispute') },
    ]);
  });
});

describe('pending card top-ups whose webhook never came', () => {
  /** Runs the scheduled task now, through the server's own job worker, and waits for it. */
  async function runSettleJob() {
    const { rows } = await owner.query<{ id: string }>(
      `select (graphile_worker.add_job('settle_card_topups', '{}'::json, max_attempts => 1)).id`,
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

  it('are settled as Stripe has them by the scheduled job, once', async () => {
    const who = await member();
    const paid = await startCardTopUp(who, 11);
    const expired = await startCardTopUp(who, 12);
    const open = await startCardTopUp(who, 13);
    const young = await startCardTopUp(who, 15);
    // Paid and expired at Stripe; their webhooks are lost.
    payHeld(paid.sessionId);
    payHeld(young.sessionId);
    stripe.setDelivery('hold');
    stripe.expire(expired.sessionId);
    stripe.takeHeld();
    stripe.setDelivery('at-once');
    // The server stopped before this one had a payment page.
    const orphan = await server.servicePool.query<{ id: string }>(
      `insert into public.wallet_topups (user_id, provider, amount_eur) values ($1, 'stripe', 14)
       returning id`,
      [who.id],
    );
    const orphanId = orphan.rows[0]!.id;
    // Started ten minutes ago, all but the young one.
    await server.servicePool.query(
      `update public.wallet_topups set created_at = now() - interval '10 minutes'
        where id = any($1)`,
      [[paid.topupId, expired.topupId, open.topupId, orphanId]],
    );

    await runSettleJob();
    const statuses = async () =>
      Promise.all(
        [paid.topupId, expired.topupId, open.topupId, orphanId, young.topupId].map(topUpStatus),
      );
    expect(await statuses()).toEqual(['paid', 'cancelled', 'pending', 'failed', 'pending']);
    expect(await wallet(who.id)).toEqual({ balance: 11, debt: 0, credits: 1, reversals: 0 });

    await runSettleJob();
    expect(await wallet(who.id)).toEqual({ balance: 11, debt: 0, credits: 1, reversals: 0 });
    expect(await statuses()).toEqual(['paid', 'cancelled', 'pending', 'failed', 'pending']);
    // The open one is young again, so the server's own runs of the job leave Stripe alone while
    // the other tests here count Stripe's requests.
    await server.servicePool.query(
      'update public.wallet_topups set created_at = now() where id = $1',
      [open.topupId],
    );
  }, 90_000);
});

describe('leaving the payment page', () => {
  it('cancels the member’s own pending top-up at Stripe, once', async () => {
    const owner = await member();
    const stranger = await member();
    const { topupId, sessionId } = await startCardTopUp(owner, 15);

    const foreign = await call(
      'wallet-topup-cancel',
      { topup_id: topupId },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('topup_not_found');
    expect((await call('wallet-topup-cancel', { topup_id: topupId })).status).toBe(403);
    expect(
      (await call('wallet-topup-cancel', { topup_id: 'x' }, { token: owner.token })).status,
    ).toBe(400);

    const cancelled = await call(
      'wallet-topup-cancel',
      { topup_id: topupId },
      { token: owner.token },
    );
    expect(cancelled).toEqual({ status: 200, body: { success: true, status: 'cancelled' } });
    expect(stripe.session(sessionId).status).toBe('expired');
    const twice = await call('wallet-topup-cancel', { topup_id: topupId }, { token: owner.token });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('topup_not_pending');
    await stripe.idle();
    expect(await topUpStatus(topupId)).toBe('cancelled');
  });

  it('leaves a top-up paid in the meantime to its webhook', async () => {
    const who = await member();
    const { topupId, sessionId } = await startCardTopUp(who, 12);
    const [completed] = payHeld(sessionId);
    const cancelled = await call(
      'wallet-topup-cancel',
      { topup_id: topupId },
      { token: who.token },
    );
    expect(cancelled.body).toEqual({ success: true, status: 'pending' });
    await stripe.deliver(completed!);
    expect(await wallet(who.id)).toMatchObject({ balance: 12, credits: 1 });
  });
});

describe('admin adjustments', () => {
  it('credit with a reason for admins only', async () => {
    const admin = await member({ admin: true });
    const who = await member();
    const body = { user_id: who.id, direction: 'credit', amount_eur: 15, reason: 'Guide was late' };
    const credited = await call('wallet-adjustment', body, { token: admin.token });
    expect(credited.status).toBe(200);
    expect(credited.body).toMatchObject({ success: true, newBalance: 15, debt: 0 });
    const byMember = await call('wallet-adjustment', body, { token: who.token });
    expect(byMember).toMatchObject({ status: 403, body: { code: 'admin_required' } });
    const noReason = await call(
      'wallet-adjustment',
      { ...body, reason: '' },
      { token: admin.token },
    );
    expect(noReason.status).toBe(400);
    const tooMuch = await call(
      'wallet-adjustment',
      { ...body, direction: 'debit', amount_eur: 16 },
      { token: admin.token },
    );
    expect(tooMuch).toMatchObject({ status: 402, body: { code: 'insufficient_funds' } });
    expect(await wallet(who.id)).toMatchObject({ balance: 15 });

    // No token, a malformed body, an unknown member: refused, nothing moves.
    expect((await call('wallet-adjustment', body)).status).toBe(403);
    for (const bad of [
      { ...body, amount_eur: 'a lot' },
      { ...body, direction: 'sideways' },
      { ...body, user_id: 'not-a-uuid' },
      { ...body, extra: true },
    ]) {
      expect((await call('wallet-adjustment', bad, { token: admin.token })).status).toBe(400);
    }
    const nobody = await call(
      'wallet-adjustment',
      { ...body, user_id: randomUUID() },
      { token: admin.token },
    );
    expect(nobody).toMatchObject({ status: 404, body: { code: 'not_found' } });
    // The same request twice with its key: credited once, the same answer.
    const key = randomUUID();
    const once = await call('wallet-adjustment', body, { token: admin.token, key });
    const twice = await call('wallet-adjustment', body, { token: admin.token, key });
    expect(twice).toEqual(once);
    expect(await wallet(who.id)).toMatchObject({ balance: 30 });
  });
});

describe('a card top-up that interrupted a booking', () => {
  let catalogue: MoneyCatalogue;
  let slugs: { tour: string; seatsTour: string };
  beforeAll(async () => {
    catalogue = await createMoneyCatalogue(server.servicePool);
    const { rows } = await server.servicePool.query<{ id: string; slug: string }>(
      'select id, slug from public.tours where id = any ($1::uuid[])',
      [[catalogue.tourId, catalogue.seatsTour.id]],
    );
    const slugOf = (id: string) => rows.find((row) => row.id === id)!.slug;
    slugs = { tour: slugOf(catalogue.tourId), seatsTour: slugOf(catalogue.seatsTour.id) };
  });

  const bookTour = () => ({
    kind: 'book_tour',
    tour_id: catalogue.tourId,
    start_date: catalogue.dates[0]!,
    travelers: 2,
    addon_ids: [catalogue.addOnId],
  });

  async function storedResume(topupId: string) {
    const { rows } = await server.servicePool.query<{ resume: unknown }>(
      'select resume from public.wallet_topups where id = $1',
      [topupId],
    );
    return rows[0]!.resume;
  }

  /** The resume column as `who` reads it through the API (RLS decides). */
  async function resumeSeenBy(who: Member, topupId: string) {
    const response = await fetch(
      `${server.url}/rest/v1/wallet_topups?id=eq.${topupId}&select=id,resume`,
      { headers: { apikey: server.keys.anonKey, authorization: `Bearer ${who.token}` } },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; resume: unknown }[];
  }

  it('stores the checked choice and sends Checkout back to the tour page, on this site only', async () => {
    const who = await member();
    const answer = await call(
      'wallet-topup',
      { amount_eur: 30, resume: bookTour() },
      { token: who.token },
    );
    expect(answer.status).toBe(200);
    const topupId = (answer.body.topup as { id: string }).id;
    const stored = {
      kind: 'book_tour',
      tour_id: catalogue.tourId,
      slug: slugs.tour,
      start_date: catalogue.dates[0],
      travelers: 2,
      addon_ids: [catalogue.addOnId],
    };
    expect(await storedResume(topupId)).toEqual(stored);
    const [session] = stripe.sessions().filter((s) => s.metadata.topup_id === topupId);
    expect(session!.success_url).toBe(
      `${server.url}/tours/${slugs.tour}?checkout=success&topup=${topupId}`,
    );
    expect(session!.cancel_url).toBe(
      `${server.url}/tours/${slugs.tour}?checkout=cancelled&topup=${topupId}`,
    );
    // The member reads the choice back; another member reads nothing of the attempt.
    expect(await resumeSeenBy(who, topupId)).toEqual([{ id: topupId, resume: stored }]);
    expect(await resumeSeenBy(await member(), topupId)).toEqual([]);
  });

  it('brings a waiting list back to its tour and a micro-tour back to its pending booking', async () => {
    const who = await member();
    const departureId = catalogue.seatsTour.departureIds[0]!;
    const join = await call(
      'wallet-topup',
      {
        amount_eur: 40,
        resume: { kind: 'join_waitlist', departure_id: departureId, travelers: 1 },
      },
      { token: who.token },
    );
    expect(join.status).toBe(200);
    const joinId = (join.body.topup as { id: string }).id;
    expect(await storedResume(joinId)).toEqual({
      kind: 'join_waitlist',
      departure_id: departureId,
      tour_id: catalogue.seatsTour.id,
      slug: slugs.seatsTour,
      start_date: catalogue.seatsTour.dates[0],
      travelers: 1,
    });
    const micro = await call(
      'wallet-topup',
      {
        amount_eur: 15,
        resume: {
          kind: 'book_micro_tour',
          micro_tour_id: catalogue.microTourId,
          start_date: catalogue.dates[1]!,
          travelers: 3,
        },
      },
      { token: who.token },
    );
    expect(micro.status).toBe(200);
    const microId = (micro.body.topup as { id: string }).id;
    const urls = stripe
      .sessions()
      .filter((s) => [joinId, microId].includes(s.metadata.topup_id!))
      .flatMap((s) => [s.success_url, s.cancel_url]);
    expect(urls).toEqual([
      `${server.url}/tours/${slugs.seatsTour}?checkout=success&topup=${joinId}`,
      `${server.url}/tours/${slugs.seatsTour}?checkout=cancelled&topup=${joinId}`,
      `${server.url}/wallet?tourId=${catalogue.microTourId}&travelers=3&startDate=${catalogue.dates[1]}&checkout=success&topup=${microId}`,
      `${server.url}/wallet?tourId=${catalogue.microTourId}&travelers=3&startDate=${catalogue.dates[1]}&checkout=cancelled&topup=${microId}`,
    ]);
    for (const url of urls) expect(new URL(url).origin).toBe(new URL(server.url).origin);
  });

  it('refuses a malformed, oversized or unknown choice with 400 and writes nothing', async () => {
    const who = await member();
    const sessionsBefore = stripe.sessions().length;
    const otherAddOn = randomUUID();
    const bodies: unknown[] = [
      { kind: 'book_tour' },
      { ...bookTour(), kind: 'book_everything' },
      { ...bookTour(), travelers: 0 },
      { ...bookTour(), start_date: '2030-02-30' },
      { ...bookTour(), tour_id: 'not-a-uuid' },
      // A way back of the request's own: no such field, no open redirect.
      { ...bookTour(), return_to: 'https://evil.example/steal' },
      { ...bookTour(), slug: '../../evil' },
      { ...bookTour(), addon_ids: Array.from({ length: 51 }, () => randomUUID()) },
      { ...bookTour(), addon_ids: ['x'.repeat(2_000)] },
      'book it',
      // Ids the catalogue does not know, or that belong elsewhere.
      { ...bookTour(), tour_id: randomUUID() },
      { ...bookTour(), addon_ids: [otherAddOn] },
      { ...bookTour(), tour_id: catalogue.seatsTour.id },
      {
        kind: 'book_micro_tour',
        micro_tour_id: catalogue.tourId,
        start_date: catalogue.dates[0],
        travelers: 1,
      },
      { kind: 'join_waitlist', departure_id: randomUUID(), travelers: 1 },
    ];
    for (const resume of bodies) {
      const answer = await call('wallet-topup', { amount_eur: 30, resume }, { token: who.token });
      expect({ resume, status: answer.status, code: answer.body.code }).toEqual({
        resume,
        status: 400,
        code: 'validation_failed',
      });
    }
    const { rows } = await server.servicePool.query(
      'select id from public.wallet_topups where user_id = $1',
      [who.id],
    );
    expect(rows).toEqual([]);
    expect(stripe.sessions()).toHaveLength(sessionsBefore);
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
  });

  it('keeps the choice for a retry with the same key, and refuses the key with another choice', async () => {
    const who = await member();
    const key = randomUUID();
    const body = { amount_eur: 30, resume: bookTour() };
    const first = await call('wallet-topup', body, { token: who.token, key });
    const again = await call('wallet-topup', body, { token: who.token, key });
    expect(again.body).toEqual(first.body);
    const other = await call(
      'wallet-topup',
      { amount_eur: 30, resume: { ...bookTour(), travelers: 3 } },
      { token: who.token, key },
    );
    expect(other.status).toBe(422);
    const { rows } = await server.servicePool.query(
      'select id from public.wallet_topups where user_id = $1',
      [who.id],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('when Stripe has trouble', () => {
  it('a failed start answers 503; its retry gets no payment page for the closed top-up', async () => {
    const who = await member();
    const key = randomUUID();
    // The first try and the client's two retries.
    stripe.failNextRequests(3);
    const first = await call('wallet-topup', { amount_eur: 10 }, { token: who.token, key });
    expect(first).toMatchObject({ status: 503, body: { code: 'payment_provider_unavailable' } });
    const again = await call('wallet-topup', { amount_eur: 10 }, { token: who.token, key });
    expect(again).toMatchObject({ status: 503, body: { code: 'payment_provider_unavailable' } });
    const { rows } = await server.servicePool.query<{ id: string; status: string }>(
      'select id, status from public.wallet_topups where user_id = $1',
      [who.id],
    );
    expect(rows).toEqual([{ id: expect.any(String), status: 'failed' }]);
    const opened = stripe.sessions().filter((s) => s.metadata.topup_id === rows[0]!.id);
    expect(opened.map((s) => s.status)).toEqual(['expired']);
    await stripe.idle();
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
  });
});

describe('when Stripe cannot be reached', () => {
  it('answers 503 and leaves a failed attempt, with no money moved', async () => {
    await stripe.close();
    const who = await member();
    const answer = await call('wallet-topup', { amount_eur: 10 }, { token: who.token });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('payment_provider_unavailable');
    const { rows } = await server.servicePool.query<{ status: string }>(
      'select status from public.wallet_topups where user_id = $1',
      [who.id],
    );
    expect(rows).toEqual([{ status: 'failed' }]);
    expect(await wallet(who.id)).toMatchObject({ balance: 0, credits: 0 });
  }, 60_000);
});
