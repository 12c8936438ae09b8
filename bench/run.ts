import os from 'node:os';
import pg from 'pg';
import { type BenchArgs, parseBenchArgs, usage } from './args.js';
import { runLoad, stopLoad } from './measure.js';
import { buildReport, type Row, type Target } from './report.js';
import { ensureScaleRows } from './scale-data.js';
import { buildScenarios, type Scenario } from './scenarios.js';
import { type BenchServer, startBenchServer } from './server-process.js';
import { fetchAnonKey, probe } from './verify.js';

const log = (message: string) => console.error(`[bench] ${message}`);
const interruption = new AbortController();

function describeMachine(args: BenchArgs): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `${os.availableParallelism()} cores (${cpu}), ${memory} GiB RAM, node ${process.version}; ` +
    `${args.connections} connections, ${args.seconds} s per measurement after ${args.warmupSeconds} s warm-up` +
    (args.compress ? ', Accept-Encoding: gzip, br' : '')
  );
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

async function prepareData(server: BenchServer, args: BenchArgs): Promise<Scenario[]> {
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  try {
    const counts = await ensureScaleRows(
      pool,
      { tours: args.tours, microTours: args.microTours },
      log,
    );
    log(`scale rows: ${counts.tours} tours, ${counts.microTours} micro-tours`);
    return await buildScenarios(pool);
  } finally {
    await pool.end();
  }
}

function targetUrls(server: BenchServer, scenario: Scenario): Record<Target, string> {
  return {
    gateway: `${server.url}/rest/v1${scenario.path}`,
    direct: `${server.postgrestUrl}${scenario.path}`,
  };
}

async function measureAll(server: BenchServer, args: BenchArgs): Promise<Row[]> {
  const scenarios = await prepareData(server, args);
  const anonKey = await fetchAnonKey(server.url);
  const baseHeaders: Record<string, string> = {
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
    Prefer: 'count=exact',
    Accept: 'application/json',
    ...(args.compress ? { 'Accept-Encoding': 'gzip, br' } : {}),
  };

  for (const scenario of scenarios) {
    const urls = targetUrls(server, scenario);
    const headers = { ...baseHeaders, ...scenario.headers };
    log(`${scenario.name}: ${scenario.summary}`);
    log(`  GET ${decodeURIComponent(scenario.path)}`);
    for (const target of ['gateway', 'direct'] as const) {
      const result = await probe(urls[target], headers);
      log(
        `  ${target}: ${result.status}, ${result.rows} rows, content-range ${result.contentRange}`,
      );
    }
  }

  const rows: Row[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const urls = targetUrls(server, scenario);
    const headers = { ...baseHeaders, ...scenario.headers };
    const order: Target[] = index % 2 === 0 ? ['gateway', 'direct'] : ['direct', 'gateway'];
    for (const target of order) {
      interruption.signal.throwIfAborted();
      const load = { connections: args.connections, headers };
      if (args.warmupSeconds > 0)
        await runLoad(urls[target], { ...load, seconds: args.warmupSeconds });
      const measurement = await runLoad(urls[target], { ...load, seconds: args.seconds });
      log(
        `${scenario.name} via ${target}: ${measurement.requestsPerSecond.toFixed(0)} req/s, ` +
          `p50 ${measurement.p50.toFixed(2)} ms, p99 ${measurement.p99.toFixed(2)} ms`,
      );
      rows.push({ scenario: scenario.name, target, measurement });
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  if (!args) {
    console.log(usage);
    return;
  }
  log(describeMachine(args));
  const loadBefore = loadAverage();
  log('starting the server (bench/.data) in a child process');
  const server = await startBenchServer();
  log(`gateway ${server.url}, PostgREST ${server.postgrestUrl}, server pid ${server.pid}`);

  process.on('SIGINT', () => {
    if (interruption.signal.aborted) process.exit(130);
    log('interrupted: stopping the server (Ctrl-C again to leave it running)');
    interruption.abort(new Error('interrupted'));
    stopLoad();
    void server.stop().finally(() => process.exit(130));
  });

  try {
    const rows = await measureAll(server, args);
    const report = buildReport(rows);
    console.log(`\n${describeMachine(args)}`);
    console.log(`load average before: ${loadBefore}, after: ${loadAverage()}\n`);
    console.log(report.text);
    if (report.misses.length > 0) {
      console.log(`\n✗ ${report.misses.length} target(s) MISSED:`);
      for (const miss of report.misses) console.log(`  ✗ ${miss}`);
    } else {
      console.log('\nAll targets met.');
    }
  } finally {
    log('stopping the server');
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
