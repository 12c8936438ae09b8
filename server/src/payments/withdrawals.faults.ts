import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@app/domain/money';
import { copyDataDirTemplate } from '@app/testing/data-dir-template';
import { type FakeStripe, type FakeStripeEvent, startFakeStripe } from '@app/testing/fake-stripe';
import { fetchAnonKey, type SignedInMember, signInMembers } from '@app/testing/money-fixtures';
import { checkLedger } from '@app/testing/money-invariants';
import { type ServerProcess, startServerProcess } from '@app/testing/server-process';

/**
 * Withdrawals to the card under SIGKILL (decision 037): the server process is killed while its
 * refund request is at the fake Stripe, before Stripe acted on it and after Stripe made the
 * refund, and once the withdrawal was recorded but before Stripe's webhook. Restarted on the same
 * DATA_DIR, the member's retry and the settling job finish each one; afterwards every refund at
 * Stripe is recorded once, the ledger and Stripe agree, and no money was made or lost.
 */
let stripe: FakeStripe;
let dataDir: string;
let server: ServerProcess | undefined;
let anonKey: string;

async function start(): Promise<ServerProcess> {
  const started = await startServerProcess({
    dataDir,
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      LOG_LEVEL: 'error',
    },
  });
  // Each start takes a new port: Stripe is told where the webhook is now.
  stripe.setWebhookUrl(`${started.url}/functions/v1/stripe-webhook`);
  return started;
}

/** SIGKILL, then the same DATA_DIR started again. */
async function crashAndRestart(): Promise<ServerProcess> {
  await server!.kill();
  server = await start();
  return server;
}

async function withPool<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

async function call(
  fn: string,
  who: SignedInMember,
  body: unknown,
  key: string = randomUUID(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server!.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${who.accessToken}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A card top-up paid at Stripe; Stripe's events are held, so it is credited by delivering them. */
async function cardTopUp(who: SignedInMember, amount: number): Promise<void> {
  const answer = await call('wallet-topup', who, { amount_eur: amount });
  expect(answer.status).toBe(200);
  stripe.pay(String(answer.body.checkoutUrl).split('/').pop()!);
  for (const event of stripe.takeHeld()) expect(await stripe.deliver(event)).toEqual([200]);
}

/** What the member's wallet holds back for withdrawals (and waiting lists) now. */
const heldFor = (who: SignedInMember) =>
  withPool(server!.serviceDatabaseUrl, async (pool) => {
    const { rows } = await pool.query<{ held: string }>(
      'select held_eur as held from public.wallets where user_id = $1',
      [who.id],
    );
    return Number(rows[0]!.held);
  });

const withdrawalIdOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body.withdrawal as { id: string }).id;

/** Runs the settling job now on the running server's worker, once every refund is old enough. */
async function settleWithTheJob() {
  await withPool(server!.databaseUrl, async (owner) => {
    await owner.query(
      `update public.wallet_withdrawal_refunds set created_at = now() - interval '10 minutes'
        where status = 'pending'`,
    );
    const { rows } = await owner.query<{ id: string }>(
      `select (graphile_worker.add_job('settle_card_withdrawals', '{}'::json,
                                       max_attempts => 1)).id`,
    );
    await expect
      .poll(
        async () =>
          (
            await owner.query('select 1 from graphile_worker._private_jobs where id = $1', [
              rows[0]!.id,
            ])
          ).rowCount,
        { timeout: 30_000 },
      )
      .toBe(0);
  });
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  // Stripe's webhooks wait for the test, which delivers them once the server is up again.
  stripe.setDelivery('hold');
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-withdrawals-'));
  await copyDataDirTemplate(dataDir);
  server = await start();
  anonKey = await fetchAnonKey(server.url);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await stripe?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('withdrawals under SIGKILL', () => {
  it('each refund reaches Stripe once and the wallet once, whenever the server dies', async () => {
    const members = await withPool(server!.serviceDatabaseUrl, (pool) =>
      signInMembers(pool, server!.url, anonKey, 4),
    );
    const [beforeStripe, afterStripe, beforeWebhook, byTheJob] = members as [
      SignedInMember,
      SignedInMember,
      SignedInMember,
      SignedInMember,
    ];
    for (const who of members) {
      await cardTopUp(who, 30);
      await cardTopUp(who, 20);
    }

    // 1. Killed while the refund request is at Stripe, which never acts on it: the intent is
    //    written and the money held; the member's retry (same key) asks Stripe again.
    let gate = stripe.holdNextRefundRequest();
    const firstKey = randomUUID();
    const lost = call('wallet-withdraw', beforeStripe, { amount_eur: 35 }, firstKey).catch(
      () => undefined,
    );
    await gate.arrived;
    await crashAndRestart();
    gate.release('drop');
    await lost;
    const refundsOf = (who: SignedInMember) =>
      stripe.refunds().filter((refund) => refund.metadata.user_id === who.id);
    expect(refundsOf(beforeStripe)).toEqual([]);
    expect(await heldFor(beforeStripe)).toBe(35);
    const retried = await call('wallet-withdraw', beforeStripe, { amount_eur: 35 }, firstKey);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ withdrawal: { status: 'succeeded', withdrawnEur: 35 } });

    // 2. Killed after Stripe made the refund, before the server heard of it: the job finds it at
    //    Stripe by its metadata and records it; the member's retry makes no second one.
    gate = stripe.holdNextRefundRequest();
    const secondKey = randomUUID();
    const unheard = call('wallet-withdraw', afterStripe, { amount_eur: 25 }, secondKey).catch(
      () => undefined,
    );
    await gate.arrived;
    await crashAndRestart();
    gate.release('create');
    await unheard;
    // Made at Stripe (the newest payment's part), never heard of by the server.
    await expect.poll(() => refundsOf(afterStripe).map((refund) => refund.amount)).toEqual([2000]);
    expect(await heldFor(afterStripe)).toBe(25);
    await settleWithTheJob();
    const again = await call('wallet-withdraw', afterStripe, { amount_eur: 25 }, secondKey);
    expect(again.body).toMatchObject({ withdrawal: { status: 'succeeded', withdrawnEur: 25 } });

    // 3. Recorded as pending at Stripe, and (4.) one whose refund request Stripe did not answer
    //    (the request and its retries), then killed before Stripe's webhook: after the restart
    //    the webhook (twice) settles the first, and only the job is left to finish the second.
    const late: FakeStripeEvent[] = stripe.takeHeld();
    stripe.setRefundOutcome('pending');
    const pending = await call('wallet-withdraw', beforeWebhook, { amount_eur: 40 });
    stripe.setRefundOutcome('succeeded');
    expect(pending.body).toMatchObject({ withdrawal: { status: 'pending' } });
    stripe.failNextRequests(3);
    const stranded = await call('wallet-withdraw', byTheJob, { amount_eur: 50 });
    expect(stranded.body).toMatchObject({ withdrawal: { status: 'pending' } });
    await crashAndRestart();
    const pendingRefunds = stripe
      .refunds()
      .filter((refund) => refund.metadata.withdrawal_id === withdrawalIdOf(pending));
    expect(pendingRefunds).toHaveLength(2);
    late.push(...stripe.takeHeld());
    for (const refund of pendingRefunds) stripe.settleRefund(refund.id, 'succeeded');
    for (const event of stripe.takeHeld()) {
      expect(await stripe.deliver(event, { times: 2 })).toEqual([200, 200]);
    }
    await settleWithTheJob();

    // Every event Stripe sent meanwhile, delivered late and twice, changes nothing more.
    for (const event of [...late, ...stripe.takeHeld()]) {
      expect(await stripe.deliver(event, { times: 2 })).toEqual([200, 200]);
    }

    const ids = members.map((who) => who.id);
    const { rows: withdrawals } = await withPool(server!.serviceDatabaseUrl, (pool) =>
      pool.query<{
        id: string;
        user_id: string;
        status: string;
        amount: string;
        withdrawn: string | null;
        debits: string;
        debited: string;
      }>(
        `select w.id, w.user_id, w.status, w.amount_eur as amount, w.withdrawn_eur as withdrawn,
                (select count(*) from public.wallet_transactions t
                  where t.withdrawal_id = w.id and t.type = 'withdrawal') as debits,
                (select coalesce(sum(t.amount_eur), 0) from public.wallet_transactions t
                  where t.withdrawal_id = w.id and t.type = 'withdrawal') as debited
           from public.wallet_withdrawals w where w.user_id = any($1) order by w.created_at`,
        [ids],
      ),
    );
    // One withdrawal per member, each settled in full: one debit of what Stripe refunded.
    expect(withdrawals.map((w) => [w.status, Number(w.amount), Number(w.withdrawn)])).toEqual([
      ['succeeded', 35, 35],
      ['succeeded', 25, 25],
      ['succeeded', 40, 40],
      ['succeeded', 50, 50],
    ]);
    for (const withdrawal of withdrawals) {
      const atStripe = stripe
        .refunds()
        .filter((refund) => refund.metadata.withdrawal_id === withdrawal.id);
      // Newest payment first: the 20 is taken before the 30; one refund per payment, never two.
      const parts = atStripe.map((refund) => refund.amount);
      expect(new Set(atStripe.map((refund) => refund.payment_intent)).size).toBe(parts.length);
      expect(parts.reduce((sum, cents) => sum + cents, 0)).toBe(
        toCents(Number(withdrawal.withdrawn)),
      );
      expect(atStripe.every((refund) => refund.status === 'succeeded')).toBe(true);
      expect([Number(withdrawal.debits), Number(withdrawal.debited)]).toEqual([
        1,
        Number(withdrawal.withdrawn),
      ]);
    }
    // No refund at Stripe that no withdrawal accounts for.
    expect(stripe.refunds()).toHaveLength(
      stripe
        .refunds()
        .filter((refund) => withdrawals.some((w) => w.id === refund.metadata.withdrawal_id)).length,
    );

    const ledger = await withPool(server!.serviceDatabaseUrl, (pool) =>
      checkLedger(pool, undefined, ids),
    );
    expect(ledger.anomalies).toEqual([]);
    expect(ledger.figures).toMatchObject({
      topUpsInEur: 200,
      withdrawalsEur: 150,
      balancesEur: 50,
      heldEur: 0,
      debtsEur: 0,
      reversalsEur: 0,
    });
  }, 240_000);
});
