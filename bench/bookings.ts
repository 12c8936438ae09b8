import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bookingTotals } from '@app/domain/pricing';
import { createCallerDb } from '@app/server/platform/caller-db';
import { withSessionRole } from '@app/server/platform/runtime-pools';
import type { Caller } from '@app/server/platform/identity';
import {
  createMoneyCatalogue,
  fetchAnonKey,
  fundWallet,
  MONEY_RUN_PRICES,
  type SignedInMember,
  signInMembers,
} from '@app/testing/money-fixtures';
import { checkLedger } from '@app/testing/money-invariants';
import { formatMoneyRun, runMoneyRun } from '@app/testing/money-run';
import { type ServerProcess, startServerProcess } from '@app/testing/server-process';
import type { BenchArgs } from './args.js';
import { addCpuTimes, type CpuTimes, startCpuMeter } from './cpu-usage.js';
import { runLoad, type Sample, summarize } from './measure.js';
import { buildReport, type Row, table, type Targets, verdict } from './report.js';
import { authenticatorUrl, runSqlLoop } from './sql-loop.js';
import { type Target, targetOrder } from './targets.js';
import { measureTpcb, SCRIPT_NAMES, type TpcbFigures } from './tpcb.js';
import { benchWebhooks } from './webhooks.js';

export const BOOKING_TARGETS: Targets = {
  gatewayP99Ms: 50,
  minThroughputRatio: 0.8,
  summary:
    'process-booking through the gateway, bookings spread over many departures, p99 < 50 ms and ' +
    '≥ 0.8 × the bookings/s of its SQL function called straight on the database (wallet.book_tour_with_lead ' +
    'as the member, called as the gateway calls it), at 16 connections (issue 53). All connections on one ' +
    'departure (a hot row) is reported, not judged.',
};

/** Issue 53: PostgreSQL's CPU per paid booking against pgbench's TPC-B-like transaction. */
export const MAX_BOOKING_TPCB_RATIO = 3;

/** Dates of the spread scenario: one departure each, made by the first booking of the date. */
const SPREAD_DEPARTURES = 600;

const MEMBERS = 20;
const BENCH_LEAD = { name: 'Ada Lovelace', phone: '+33 6 12 34 56 78' };
/** Each bench booking costs €40: this lasts for 25,000 bookings per member. */
const FUNDING_EUR = 1_000_000;

export interface BookingFixture {
  members: SignedInMember[];
  callers: Caller[];
  anonKey: string;
  /** A booking on one of many departures of a free-date tour, another date each time. */
  spreadBody: () => Record<string, unknown>;
  /** A booking on the one departure every connection shares. */
  hotBody: () => Record<string, unknown>;
}

type Scenario = 'spread' | 'hot';
const SCENARIO_NAMES: Record<Scenario, string> = {
  spread: `process-booking over ${SPREAD_DEPARTURES} departures`,
  hot: 'process-booking, one departure (hot row)',
};

function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1]!;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function prepareBookingFixture(server: ServerProcess): Promise<BookingFixture> {
  const pool = new pg.Pool({ connectionString: server.serviceDatabaseUrl, max: 2 });
  try {
    const anonKey = await fetchAnonKey(server.url);
    const catalogue = await createMoneyCatalogue(pool);
    const members = await signInMembers(pool, server.url, anonKey, MEMBERS);
    for (const member of members) await fundWallet(pool, member.id, FUNDING_EUR);
    const totals = bookingTotals({
      pricePerPerson: MONEY_RUN_PRICES.tourEur,
      travelers: 1,
      addonPrices: [],
    });
    const booking = (tourId: string, startDate: string) => ({
      tourId,
      startDate,
      travelers: 1,
      addOnIds: [],
      baseTotalEUR: totals.baseTotal,
      addOnsTotalEUR: totals.addOnsTotal,
      grandTotalEUR: totals.grandTotal,
      // As the app books: with the lead traveler the guide expects (migration 0065).
      leadTraveller: BENCH_LEAD,
    });
    // The hot departure sells as many seats as the bench can book; the spread tour has no fixed
    // dates, so every date is a departure of group_size seats made on its first booking.
    const hotDate = catalogue.dates[5]!;
    await pool.query(
      `update public.departures set capacity = app_rules.departure_capacity_max()
        where tour_id = $1 and start_date = $2`,
      [catalogue.tourId, hotDate],
    );
    const { rows } = await pool.query<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size)
       values ($1, 'Bench spread tour', 'eco', 'Slovenia', $2, 3, 'easy', 1000) returning id`,
      [`bench-spread-${randomUUID().slice(0, 8)}`, MONEY_RUN_PRICES.tourEur],
    );
    const spreadTourId = rows[0]!.id;
    const spreadDates = Array.from({ length: SPREAD_DEPARTURES }, (_, day) =>
      new Date(Date.now() + (day + 1) * 86_400_000).toISOString().slice(0, 10),
    );
    const callers = members.map((member): Caller => {
      const claims = claimsOf(member.accessToken);
      return {
        role: 'authenticated',
        userId: member.id,
        sessionId: String(claims.session_id),
        claims: claims as Caller['claims'],
      };
    });
    return {
      members,
      callers,
      anonKey,
      spreadBody: () => booking(spreadTourId, pick(spreadDates)),
      hotBody: () => booking(catalogue.tourId, hotDate),
    };
  } finally {
    await pool.end();
  }
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** The gateway: POST /functions/v1/process-booking, a fresh Idempotency-Key and member each time. */
function gatewayLoad(
  server: ServerProcess,
  fixture: BookingFixture,
  connections: number,
  nextBody: () => Record<string, unknown>,
) {
  return (seconds: number) =>
    runLoad(`${server.url}/functions/v1/process-booking`, {
      connections,
      seconds,
      headers: { apikey: fixture.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(nextBody()),
      nextRequest: () => ({
        body: JSON.stringify(nextBody()),
        headers: {
          authorization: `Bearer ${pick(fixture.members).accessToken}`,
          'idempotency-key': randomUUID(),
        },
      }),
    });
}

/** Connections as the gateway's member pool makes them: `authenticator`, role `authenticated`. */
export function memberSqlPool(server: ServerProcess, connections: number): pg.Pool {
  return new pg.Pool({
    connectionString: withSessionRole(authenticatorUrl(server.serviceDatabaseUrl), 'authenticated'),
    max: connections,
  });
}

/**
 * The SQL function alone: wallet.book_tour_with_lead as the member through the server's own
 * `callFunction` on a member pool of `connections` (as the gateway's), each in a tight loop.
 */
export function bookingSqlLoad(
  fixture: BookingFixture,
  connections: number,
  pool: pg.Pool,
  nextBody: () => Record<string, unknown>,
) {
  const callerDb = createCallerDb(pool, pool);
  return (seconds: number): Promise<Sample> =>
    runSqlLoop(connections, seconds, () => {
      const body = nextBody();
      return callerDb.callFunction(pick(fixture.callers), 'wallet.book_tour_with_lead', [
        body.tourId,
        body.startDate,
        body.travelers,
        body.addOnIds,
        body.baseTotalEUR,
        body.addOnsTotalEUR,
        body.grandTotalEUR,
        BENCH_LEAD.name,
        BENCH_LEAD.phone,
        randomUUID(),
        createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      ]);
    });
}

async function measureThroughput(
  server: ServerProcess,
  args: BenchArgs,
  log: (message: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; misses: string[] }> {
  const references = await measureTpcb(
    server,
    {
      connections: args.connections,
      seconds: args.seconds,
      warmupSeconds: args.warmupSeconds,
      scripts: ['tpcb', 'obligations'],
    },
    log,
  );
  for (const reference of references) log(describeReference(reference));
  const fixture = await prepareBookingFixture(server);
  const sqlPool = memberSqlPool(server, args.connections);
  const bodies: Record<Scenario, () => Record<string, unknown>> = {
    spread: fixture.spreadBody,
    hot: fixture.hotBody,
  };
  const labels: Record<Target, string> = { measured: 'gateway', reference: 'SQL function' };
  const rowsOf: Record<Scenario, Row[]> = { spread: [], hot: [] };
  let answered = 0;
  let failed = 0;
  try {
    for (const scenario of ['spread', 'hot'] as const) {
      const loads: Record<Target, (seconds: number) => Promise<Sample>> = {
        measured: gatewayLoad(server, fixture, args.connections, bodies[scenario]),
        reference: bookingSqlLoad(fixture, args.connections, sqlPool, bodies[scenario]),
      };
      const samples: Record<Target, Sample[]> = { measured: [], reference: [] };
      const cpu: Record<Target, CpuTimes | undefined> = {
        measured: undefined,
        reference: undefined,
      };
      for (let round = 0; round < args.rounds; round += 1) {
        for (const target of targetOrder(0, round)) {
          signal.throwIfAborted();
          if (args.warmupSeconds > 0) {
            const warm = await loads[target](args.warmupSeconds);
            answered += warm.latencies.length;
            failed += warm.failures;
          }
          const meter = await startCpuMeter(server.pid);
          const sample = await loads[target](args.seconds);
          cpu[target] = addCpuTimes(cpu[target], await meter.read());
          answered += sample.latencies.length;
          failed += sample.failures;
          samples[target].push(sample);
          const single = summarize([sample]);
          log(
            `${SCENARIO_NAMES[scenario]} via ${labels[target]}: ${single.requestsPerSecond.toFixed(0)} bookings/s, ` +
              `p50 ${single.p50.toFixed(2)} ms, p99 ${single.p99.toFixed(2)} ms, ${sample.failures} failed`,
          );
        }
      }
      rowsOf[scenario] = targetOrder(0, 0).map((target) => ({
        scenario: SCENARIO_NAMES[scenario],
        target,
        label: labels[target],
        measurement: summarize(samples[target]),
        cpu: cpu[target],
      }));
    }
  } finally {
    await sqlPool.end();
  }

  const report = buildReport(rowsOf.spread, BOOKING_TARGETS);
  const floor = bookingAgainstTpcb(rowsOf.spread, references);
  const hot = buildReport(rowsOf.hot, BOOKING_TARGETS);

  // Zero anomalies: the ledger after all that load, and one booking per success.
  const pool = new pg.Pool({ connectionString: server.serviceDatabaseUrl, max: 2 });
  try {
    const ids = fixture.members.map((member) => member.id);
    const { figures, anomalies } = await checkLedger(pool, undefined, ids);
    // A load run stops with requests in flight: those may have booked without being counted.
    const slack = args.connections * args.rounds * 2 * (args.warmupSeconds > 0 ? 2 : 1);
    if (figures.paidBookings < answered || figures.paidBookings > answered + slack) {
      anomalies.push(
        `${figures.paidBookings} paid bookings stored for ${answered} successful answers (at most ${slack} in flight at the ends)`,
      );
    }
    if (failed > 0) anomalies.push(`${failed} requests failed or were not answered 200`);
    const lines = [
      report.text,
      '',
      floor.text,
      '',
      `All ${args.connections} connections on one departure (a hot row: every booking waits for the one before ` +
        `on the same row; reported, not judged):`,
      hot.text,
      '',
      `Ledger after the load: ${figures.paidBookings} paid bookings for ${answered} 200 answers, ` +
        `Σ top-ups €${figures.topUpsInEur.toFixed(2)} = Σ balances €${figures.balancesEur.toFixed(2)} + ` +
        `Σ paid bookings €${figures.paidBookingsEur.toFixed(2)}; negative wallets ${figures.negativeWallets}; ` +
        `anomalies ${anomalies.length}`,
      ...anomalies.slice(0, 20).map((anomaly) => `  ✗ ${anomaly}`),
    ];
    return {
      text: lines.join('\n'),
      misses: [
        ...report.misses,
        ...floor.misses,
        ...anomalies.map((anomaly) => `anomaly: ${anomaly}`),
      ],
    };
  } finally {
    await pool.end();
  }
}

/** A reference's rate, latency and CPU, for the log and above the table. */
function describeReference(reference: TpcbFigures): string {
  const rate = summarize([reference.sample]);
  return (
    `${SCRIPT_NAMES[reference.script]}: scale ${reference.scale}, ${reference.connections} ` +
    `connections, ${rate.requestsPerSecond.toFixed(0)} transactions/s, p50 ${rate.p50.toFixed(2)} ms, ` +
    `p99 ${rate.p99.toFixed(2)} ms, PostgreSQL CPU ${reference.postgresCpuMs.toFixed(3)} ms per ` +
    `transaction, ${reference.sample.failures} failed`
  );
}

/**
 * PostgreSQL's CPU per paid booking (the booking's SQL, its seats, ledger and wallet rows and its
 * jobs) over the TPC-B-like transaction's, both measured in this run; judged on the gateway's
 * bookings, the SQL function's shown beside. Over the same transaction with a booking's
 * obligations too (two queued jobs, a number without gaps): reported, not judged, to show how
 * much of the distance to TPC-B those two take.
 */
function bookingAgainstTpcb(
  rows: Row[],
  references: TpcbFigures[],
): { text: string; misses: string[] } {
  const misses: string[] = [];
  const lines = rows.flatMap((row) => {
    if (!row.cpu || row.measurement.completed === 0) return [];
    const perBooking = row.cpu.postgres / row.measurement.completed;
    return references.map((reference) => {
      const ratio = perBooking / reference.postgresCpuMs;
      const judged = row.target === 'measured' && reference.script === 'tpcb';
      const ok = ratio <= MAX_BOOKING_TPCB_RATIO;
      if (judged && !ok) {
        misses.push(
          `process-booking: PostgreSQL CPU ${perBooking.toFixed(2)} ms per booking = ` +
            `${ratio.toFixed(2)} × TPC-B's ${reference.postgresCpuMs.toFixed(2)} ms`,
        );
      }
      return [
        row.label,
        String(row.measurement.completed),
        perBooking.toFixed(3),
        SCRIPT_NAMES[reference.script],
        reference.postgresCpuMs.toFixed(3),
        ratio.toFixed(2),
        reference.script === 'tpcb' ? `≤ ${MAX_BOOKING_TPCB_RATIO}×` : '–',
        judged ? verdict(ok) : '–',
      ];
    });
  });
  return {
    text: [
      `PostgreSQL CPU per paid booking against pgbench's TPC-B-like transaction (three updates, one ` +
        `select, one insert), and against the same transaction with what a booking owes besides ` +
        `(its two mails queued through graphile-worker, a number without gaps from one counter row ` +
        `taken last, as a receipt's); same run, same database. A booking's jobs are queued in its ` +
        `transaction and counted; the worker that sends their mails is off during the runs (the ` +
        `tests and the money run prove the mails).`,
      ...references.map((reference) => `- ${describeReference(reference)}`),
      '',
      table(
        [
          'bookings via',
          'bookings',
          'PostgreSQL CPU ms per booking',
          'reference',
          'ms per transaction',
          'ratio',
          'bound',
          'verdict',
        ],
        lines,
      ),
    ].join('\n'),
    misses,
  };
}

/**
 * `npm run bench -- --suite bookings`: the throughput of process-booking against its SQL
 * function alone on a server of its own, then verified Stripe webhooks against theirs, then the
 * longer money run (SIGKILLs and restarts).
 */
export async function benchBookings(
  args: BenchArgs,
  log: (message: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; misses: string[] }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-bench-bookings-'));
  const sections: string[] = [];
  const misses: string[] = [];
  try {
    log(`starting a server of its own on ${dataDir}`);
    // Without the job worker: its mails and tickets, sent while the next run measures, would
    // land in that run's figures (a run queues thousands, which take minutes to send here).
    const server = await startServerProcess({ dataDir, env: { JOB_WORKER: 'off' } });
    try {
      const throughput = await measureThroughput(server, args, log, signal);
      sections.push(throughput.text);
      misses.push(...throughput.misses);
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  signal.throwIfAborted();
  const webhooks = await benchWebhooks(args, log, signal);
  sections.push(webhooks.text);
  misses.push(...webhooks.misses);

  if (args.operations > 0) {
    signal.throwIfAborted();
    log(`money run: ${args.operations} operations, ${args.kills} SIGKILLs`);
    const result = await runMoneyRun({
      operations: args.operations,
      members: MEMBERS,
      clients: 32,
      kills: args.kills,
      log: (message) => log(`money run: ${message}`),
    });
    sections.push(formatMoneyRun(result));
    misses.push(...result.anomalies.map((anomaly) => `money run: ${anomaly}`));
  }
  return { text: sections.join('\n\n'), misses };
}
