import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { createCallerDb } from '@app/server/platform/caller-db';
import { SERVICE_CALLER } from '@app/server/platform/identity';
import { type FakeStripe, startFakeStripe } from '@app/testing/fake-stripe';
import { checkLedger } from '@app/testing/money-invariants';
import { startServerProcess, type ServerProcess } from '@app/testing/server-process';
import type { BenchArgs } from './args.js';
import { addCpuTimes, type CpuTimes, startCpuMeter } from './cpu-usage.js';
import { runLoad, type Sample, summarize } from './measure.js';
import { buildReport, type Row, type Targets } from './report.js';
import { authenticatorUrl, runSqlLoop } from './sql-loop.js';
import { type Target, targetOrder } from './targets.js';

export const WEBHOOK_TARGETS: Targets = {
  gatewayP99Ms: 50,
  minThroughputRatio: 1 / 1.5,
  minRequestsPerSecond: 300,
  summary:
    'POST /functions/v1/stripe-webhook (signature verified, one top-up credited per delivery) ≥ 300 ' +
    'webhooks/s with p99 < 50 ms, and ≥ 1/1.5 × the credits/s of its SQL function called alone ' +
    '(wallet.complete_topup as the service role, as the gateway calls it).',
};

/** Members whose attempts the deliveries complete: spread, so wallets' row locks rarely meet. */
const MEMBERS = 200;
/** Every tenth delivery repeats an earlier one, as Stripe does: it must credit nothing. */
const DUPLICATE_EVERY = 10;
const AMOUNT_CENTS = 1000;

interface Attempt {
  id: string;
  userId: string;
  session: string;
  paymentIntent: string;
  /** The signed delivery's body: the fake's own `checkout.session.completed` for the session. */
  event: string;
}

/**
 * Pending card attempts, made straight in the database (the member limits are not measured),
 * each with its Checkout Session made and paid at the fake: the webhook reads the session back
 * from Stripe's API before it credits, as it does in production (decision 017).
 */
async function createAttempts(
  pool: pg.Pool,
  stripe: FakeStripe,
  count: number,
): Promise<Attempt[]> {
  const users = await pool.query<{ id: string }>(
    `insert into auth.users (email)
     select 'webhook-bench-' || gen_random_uuid() || '@example.test' from generate_series(1, $1)
     returning id`,
    [MEMBERS],
  );
  const { rows } = await pool.query<{ id: string; user_id: string }>(
    `insert into public.wallet_topups (user_id, provider, amount_eur, notes)
     select ($1::uuid[])[1 + (n % $2)], 'stripe', $3, 'Webhook bench'
       from generate_series(1, $4) n
     returning id, user_id`,
    [users.rows.map((row) => row.id), MEMBERS, AMOUNT_CENTS / 100, count],
  );
  // The load generator delivers the events: the fake keeps them rather than sending them.
  stripe.setDelivery('hold');
  const attempts = rows.map((row): Attempt => {
    const session = stripe.createSession({
      amount: AMOUNT_CENTS,
      metadata: { topup_id: row.id, user_id: row.user_id },
      clientReferenceId: row.id,
    });
    const [completed] = stripe.pay(session.id);
    return {
      id: row.id,
      userId: row.user_id,
      session: session.id,
      paymentIntent: stripe.session(session.id).payment_intent!,
      event: JSON.stringify(completed),
    };
  });
  await pool.query(
    `update public.wallet_topups t set checkout_session_id = s.session
       from unnest($1::uuid[], $2::text[]) as s(id, session) where t.id = s.id`,
    [attempts.map((attempt) => attempt.id), attempts.map((attempt) => attempt.session)],
  );
  return attempts;
}

/** Hands out attempts in order; each is used once by one of the two targets. */
function attemptQueue(attempts: Attempt[]) {
  let next = 0;
  return {
    /** The next fresh attempt; past the last, an earlier one again (counted as exhausted). */
    take(): Attempt {
      const attempt = attempts[next % attempts.length]!;
      next += 1;
      return attempt;
    },
    get exhausted() {
      return Math.max(0, next - attempts.length);
    },
    /** One already taken, for a duplicate delivery. */
    earlier(): Attempt | undefined {
      return next > 0
        ? attempts[Math.floor(Math.random() * Math.min(next, attempts.length))]
        : undefined;
    },
  };
}

function gatewayLoad(
  server: ServerProcess,
  queue: ReturnType<typeof attemptQueue>,
  webhookSecret: string,
  connections: number,
  sent: Set<string>,
) {
  const signer = new Stripe('sk_test_bench');
  let count = 0;
  return (seconds: number) =>
    runLoad(`${server.url}/functions/v1/stripe-webhook`, {
      connections,
      seconds,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      nextRequest() {
        count += 1;
        const earlier = count % DUPLICATE_EVERY === 0 ? queue.earlier() : undefined;
        const attempt = earlier ?? queue.take();
        sent.add(attempt.id);
        const body = attempt.event;
        const signature = signer.webhooks.generateTestHeaderString({
          payload: body,
          secret: webhookSecret,
        });
        return { body, headers: { 'stripe-signature': signature } };
      },
    });
}

/** wallet.complete_topup as the service role, on a pool of `connections`, each in a tight loop. */
function sqlLoad(
  pool: pg.Pool,
  queue: ReturnType<typeof attemptQueue>,
  connections: number,
  sent: Set<string>,
) {
  const callerDb = createCallerDb(pool);
  return (seconds: number): Promise<Sample> =>
    runSqlLoop(connections, seconds, () => {
      const attempt = queue.take();
      sent.add(attempt.id);
      return callerDb.callFunction(SERVICE_CALLER, 'wallet.complete_topup', [
        attempt.id,
        attempt.session,
        attempt.paymentIntent,
        (AMOUNT_CENTS / 100).toFixed(2),
      ]);
    });
}

/**
 * Verified webhooks per second: signed `checkout.session.completed` deliveries, each for its
 * own pending attempt (every tenth a duplicate of an earlier one), through the gateway, against
 * the SQL function that credits alone. Afterwards every attempt that was sent is paid once.
 */
export async function benchWebhooks(
  args: BenchArgs,
  log: (message: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; misses: string[] }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-bench-webhooks-'));
  // The deliveries come from the load generator, signed as Stripe does; the server reads each
  // session back from the fake.
  const stripe = await startFakeStripe();
  try {
    log(`webhooks: starting a server of its own (PAYMENTS=stripe) on ${dataDir}`);
    const server = await startServerProcess({
      dataDir,
      env: {
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
      },
    });
    const pool = new pg.Pool({ connectionString: server.serviceDatabaseUrl, max: 2 });
    const sqlPool = new pg.Pool({
      connectionString: authenticatorUrl(server.serviceDatabaseUrl),
      max: args.connections,
    });
    try {
      // Enough for 1,500 deliveries a second on both targets through every round.
      const perTarget = 1500 * (args.seconds + args.warmupSeconds) * args.rounds;
      log(`webhooks: preparing ${2 * perTarget} pending attempts`);
      const attempts = await createAttempts(pool, stripe, 2 * perTarget);
      const queue = attemptQueue(attempts);
      const sent = new Set<string>();
      const loads: Record<Target, (seconds: number) => Promise<Sample>> = {
        measured: gatewayLoad(server, queue, stripe.webhookSecret, args.connections, sent),
        reference: sqlLoad(sqlPool, queue, args.connections, sent),
      };
      const labels: Record<Target, string> = { measured: 'gateway', reference: 'SQL function' };
      const samples: Record<Target, Sample[]> = { measured: [], reference: [] };
      const cpu: Record<Target, CpuTimes | undefined> = {
        measured: undefined,
        reference: undefined,
      };
      let failed = 0;
      for (let round = 0; round < args.rounds; round += 1) {
        for (const target of targetOrder(1, round)) {
          signal.throwIfAborted();
          if (args.warmupSeconds > 0) failed += (await loads[target](args.warmupSeconds)).failures;
          const meter = await startCpuMeter(server.pid);
          const sample = await loads[target](args.seconds);
          cpu[target] = addCpuTimes(cpu[target], await meter.read());
          failed += sample.failures;
          samples[target].push(sample);
          const single = summarize([sample]);
          log(
            `stripe-webhook via ${labels[target]}: ${single.requestsPerSecond.toFixed(0)} credits/s, ` +
              `p50 ${single.p50.toFixed(2)} ms, p99 ${single.p99.toFixed(2)} ms, ${sample.failures} failed`,
          );
        }
      }
      const rows: Row[] = targetOrder(0, 0).map((target) => ({
        scenario: 'stripe-webhook',
        target,
        label: labels[target],
        measurement: summarize(samples[target]),
        cpu: cpu[target],
      }));
      const report = buildReport(rows, WEBHOOK_TARGETS);

      // Every attempt sent is paid and credited once; none that was not sent is.
      const { rows: states } = await pool.query<{ paid: string; sent_unpaid: string }>(
        `select count(*) filter (where status = 'paid') as paid,
                count(*) filter (where status <> 'paid' and id = any($1)) as sent_unpaid
           from public.wallet_topups`,
        [[...sent]],
      );
      const members = [...new Set(attempts.map((attempt) => attempt.userId))];
      const { figures, anomalies } = await checkLedger(pool, undefined, members);
      const paid = Number(states[0]!.paid);
      // A load run stops with deliveries in flight: those may have credited without an answer.
      if (paid < sent.size - args.connections * 4 || paid > sent.size) {
        anomalies.push(`${paid} attempts paid for ${sent.size} attempts sent`);
      }
      if (failed > 0) anomalies.push(`${failed} deliveries failed or were not answered 2xx`);
      if (queue.exhausted > 0) {
        anomalies.push(`${queue.exhausted} deliveries found no fresh attempt (prepare more)`);
      }
      const lines = [
        report.text,
        '',
        `Ledger after the load: ${sent.size} attempts sent (duplicates every ${DUPLICATE_EVERY}th delivery), ` +
          `${paid} paid, ${figures.topUpRows} credits, Σ credits €${figures.topUpsInEur.toFixed(2)} = ` +
          `Σ balances €${figures.balancesEur.toFixed(2)}; anomalies ${anomalies.length}`,
        ...anomalies.slice(0, 20).map((anomaly) => `  ✗ ${anomaly}`),
      ];
      return {
        text: lines.join('\n'),
        misses: [...report.misses, ...anomalies.map((anomaly) => `webhooks anomaly: ${anomaly}`)],
      };
    } finally {
      await sqlPool.end();
      await pool.end();
      await server.stop();
    }
  } finally {
    await stripe.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
