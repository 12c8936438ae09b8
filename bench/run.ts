import fs from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { signInMembers } from '@app/testing/money-fixtures';
import { type ServerProcess, startServerProcess } from '@app/testing/server-process';
import { type BenchArgs, parseBenchArgs, usage } from './args.js';
import { benchAdminLists } from './admin-lists.js';
import { benchBookings } from './bookings.js';
import { benchListPageVitals } from './list-page-vitals.js';
import { benchMapPins } from './map-pins.js';
import { stopLoad } from './measure.js';
import { measureScenarios } from './measure-scenarios.js';
import { describeConditions, readConditions, type RunConditions } from './host-speed.js';
import { benchDataDir, benchServerEnv, benchStartTimeoutMs } from './paths.js';
import { prepareImageScenario } from './image-scenario.js';
import { type BareProxy, startBareProxy } from './bare-proxy-process.js';
import { buildProxyScenarios, expectedEncoding, PROXY_TARGETS } from './proxy-scenarios.js';
import { measureProxyRounds } from './proxy-rounds.js';
import { buildReport, CATALOGUE_TARGETS, IMAGE_TARGETS, type Row } from './report.js';
import { buildRevalidationScenarios, REVALIDATION_TARGETS } from './revalidation-scenarios.js';
import {
  buildLanguageReport,
  buildScaleReport,
  readTableStates,
  type TableState,
} from './scale-targets.js';
import { ensureScaleRows } from './scale-data.js';
import { buildCatalogueScenarios, type LanguageScenarios, type Scenario } from './scenarios.js';
import type { Endpoints } from './targets.js';
import { fetchAnonKey, probe, probeImage, probeNotModified } from './verify.js';

const log = (message: string) => console.error(`[bench] ${message}`);
const interruption = new AbortController();

function describeRun(args: BenchArgs): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return (
    `suite ${args.suite}; ${os.availableParallelism()} cores (${cpu}), ${memory} GiB RAM, node ${process.version}; ` +
    `${args.connections} connections, ${args.rounds} × ${args.seconds} s per target ` +
    `after ${args.warmupSeconds} s warm-up each` +
    (args.compress ? ', Accept-Encoding: gzip, br' : '')
  );
}

const chosen = (scenarios: Scenario[], only: string[] | undefined) =>
  only ? scenarios.filter((s) => only.includes(s.name)) : scenarios;

/** The catalogue's and the images' scenarios, and the catalogue's for the proxy comparison. */
async function prepareData(
  server: ServerProcess,
  args: BenchArgs,
  endpoints: Endpoints,
): Promise<{
  scenarios: Scenario[];
  catalogue: Scenario[];
  tables: TableState[] | undefined;
  languages: LanguageScenarios | undefined;
}> {
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  try {
    const scenarios: Scenario[] = [];
    let catalogue: Scenario[] = [];
    let tables: TableState[] | undefined;
    let languages: LanguageScenarios | undefined;
    if (args.suite !== 'images') {
      const wanted = { tours: args.tours, microTours: args.microTours };
      const counts = await ensureScaleRows(pool, wanted, log);
      log(`scale rows: ${counts.tours} tours, ${counts.microTours} micro-tours`);
      tables = await readTableStates(pool);
      ({ scenarios: catalogue, languages } = await buildCatalogueScenarios(pool, endpoints, log));
      if (args.suite !== 'proxy') scenarios.push(...catalogue);
    }
    if (args.suite === 'all' || args.suite === 'images') {
      scenarios.push(await prepareImageScenario(server.serviceDatabaseUrl, endpoints));
    }
    return { scenarios: chosen(scenarios, args.only), catalogue, tables, languages };
  } finally {
    await pool.end();
  }
}

/** The gateway against a bare proxy started here, as a member who signed in. */
async function prepareProxyScenarios(
  server: ServerProcess,
  catalogue: Scenario[],
  anonKey: string,
  only: string[] | undefined,
): Promise<{ scenarios: Scenario[]; bareProxy: BareProxy }> {
  const pool = new pg.Pool({ connectionString: server.serviceDatabaseUrl, max: 1 });
  const [member] = await signInMembers(pool, server.url, anonKey, 1).finally(() => pool.end());
  if (!member) throw new Error('no member signed in');
  const bareProxy = await startBareProxy(server.postgrestUrl);
  log(`bare proxy ${bareProxy.url}, pid ${bareProxy.pid}`);
  return {
    scenarios: chosen(buildProxyScenarios(catalogue, bareProxy, member.accessToken), only),
    bareProxy,
  };
}

/** The search filter of a list request (`search_text_de=like.*venedig*`), for the log. */
function searchedFor(url: string): string {
  const params = [...new URL(url).searchParams].filter(
    ([key]) => key.startsWith('search_text') || key === 'phrase' || key === 'locale',
  );
  return params.map(([key, value]) => `${key}=${value}`).join('&') || url;
}

async function verifyScenarios(
  scenarios: Scenario[],
  headers: Record<string, string>,
  /** Content-Encoding each scenario's answers must have (undefined: none), when it matters. */
  expectedEncoding?: (scenario: Scenario) => string | undefined,
): Promise<void> {
  for (const scenario of scenarios) {
    log(`${scenario.name}: ${scenario.summary}`);
    for (const target of ['measured', 'reference'] as const) {
      const { label, url, headers: targetHeaders } = scenario.targets[target];
      log(`  ${label}: GET ${decodeURIComponent(new URL(url).pathname + new URL(url).search)}`);
      const requestHeaders = { ...headers, ...scenario.headers, ...targetHeaders };
      if (targetHeaders?.['If-None-Match']) {
        const result = await probeNotModified(url, requestHeaders);
        log(`    ${result.status}, etag ${result.etag}`);
      } else if (scenario.expects === 'image') {
        const result = await probeImage(url, requestHeaders);
        log(
          `    ${result.status}, ${result.contentType}, ${result.bytes} bytes, ` +
            `first request ${result.ms.toFixed(1)} ms`,
        );
      } else {
        const { rotation, expectedTotal } = scenario.targets[target];
        const requests: { url: string; expectedTotal?: number }[] = rotation ?? [
          { url, expectedTotal },
        ];
        for (const request of requests) {
          if (rotation) log(`    ${searchedFor(request.url)}`);
          const result = await probe(request.url, requestHeaders);
          const encoding = result.contentEncoding ?? 'no encoding';
          log(
            `    ${result.status}, ${result.rows} rows, content-range ${result.contentRange}, ${encoding}`,
          );
          if (
            request.expectedTotal !== undefined &&
            !result.contentRange?.endsWith(`/${request.expectedTotal}`)
          ) {
            throw new Error(
              `${label} counted ${result.contentRange}, not ${request.expectedTotal} rows`,
            );
          }
          if (expectedEncoding) {
            const wanted = expectedEncoding(scenario) ?? 'no encoding';
            if (encoding !== wanted)
              throw new Error(`${label} answered ${encoding}, not ${wanted}`);
          }
        }
      }
    }
  }
}

async function bench(server: ServerProcess, args: BenchArgs, before: RunConditions): Promise<void> {
  const endpoints = { gatewayUrl: server.url, postgrestUrl: server.postgrestUrl };
  const { scenarios, catalogue, tables, languages } = await prepareData(server, args, endpoints);
  const anonKey = await fetchAnonKey(server.url);
  const headers: Record<string, string> = {
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
    Accept: 'application/json',
    ...(args.compress ? { 'Accept-Encoding': 'gzip, br' } : {}),
  };
  const proxy =
    catalogue.length > 0 && args.suite !== 'images'
      ? await prepareProxyScenarios(server, catalogue, anonKey, args.only)
      : undefined;
  try {
    await verifyScenarios(scenarios, headers);
    const proxyScenarios = proxy?.scenarios ?? [];
    await verifyScenarios(proxyScenarios, headers, expectedEncoding);
    const revalidationScenarios =
      catalogue.length > 0 && args.suite !== 'images' && args.suite !== 'proxy'
        ? chosen(await buildRevalidationScenarios(catalogue, headers), args.only)
        : [];
    await verifyScenarios(revalidationScenarios, headers);

    const measureOptions = {
      serverPid: server.pid,
      headers,
      connections: args.connections,
      seconds: args.seconds,
      warmupSeconds: args.warmupSeconds,
      rounds: args.rounds,
      signal: interruption.signal,
      log,
    };
    const rows = await measureScenarios(scenarios, measureOptions);
    const proxyRounds =
      proxy && proxyScenarios.length > 0
        ? await measureProxyRounds(proxyScenarios, {
            ...measureOptions,
            gatewayPid: server.pid,
            barePid: proxy.bareProxy.pid,
          })
        : undefined;
    const proxyRows = proxyRounds?.rows ?? [];
    const revalidationRows = await measureScenarios(revalidationScenarios, measureOptions);

    const conditions = describeConditions(before, readConditions());
    console.log(`\n${describeRun(args)}`);
    console.log(`${conditions.text}\n`);
    for (const scenario of [...scenarios, ...proxyScenarios, ...revalidationScenarios]) {
      console.log(`- ${scenario.name}: ${scenario.summary}`);
    }
    const misses: string[] = conditions.miss ? [conditions.miss] : [];
    const isImage = (row: Row) =>
      scenarios.some((scenario) => scenario.name === row.scenario && scenario.expects === 'image');
    for (const [groupRows, targets] of [
      [rows.filter((row) => !isImage(row)), CATALOGUE_TARGETS],
      [rows.filter(isImage), IMAGE_TARGETS],
      [proxyRows, PROXY_TARGETS],
      [revalidationRows, REVALIDATION_TARGETS],
    ] as const) {
      if (groupRows.length === 0) continue;
      const report = buildReport(groupRows, targets);
      console.log(`\n${report.text}`);
      misses.push(...report.misses);
      if (targets === PROXY_TARGETS && proxyRounds) {
        console.log(`\n${proxyRounds.text}`);
        misses.push(...proxyRounds.misses);
      }
    }
    // The table compares scenarios with each other: only a run of all of them can fill it.
    if (tables && !args.only && args.suite !== 'proxy') {
      const scale = buildScaleReport(
        rows.filter((row) => row.label === 'gateway' || row.label === 'direct'),
        tables,
      );
      console.log(`\n${scale.text}`);
      misses.push(...scale.misses);
    }
    if (languages && args.suite !== 'proxy') {
      const report = buildLanguageReport(rows, languages.skipped);
      console.log(`\n${report.text}`);
      misses.push(...report.misses);
    }
    printMisses(misses);
  } finally {
    await proxy?.bareProxy.stop();
  }
}

function printMisses(misses: string[]): void {
  if (misses.length > 0) {
    console.log(`\n✗ ${misses.length} target(s) MISSED:`);
    for (const miss of misses) console.log(`  ✗ ${miss}`);
  } else {
    console.log('\nAll targets met.');
  }
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  if (!args) {
    console.log(usage);
    return;
  }
  log(describeRun(args));
  const before = readConditions();
  log(`host speed: fixed work ${before.fixedWorkMs.toFixed(0)} ms`);
  if (
    args.suite === 'bookings' ||
    args.suite === 'admin' ||
    args.suite === 'map' ||
    args.suite === 'pages'
  ) {
    process.on('SIGINT', () => {
      interruption.abort(new Error('interrupted'));
      stopLoad();
    });
    const report =
      args.suite === 'admin'
        ? await benchAdminLists(args, log, interruption.signal)
        : args.suite === 'map'
          ? await benchMapPins(args, log, interruption.signal)
          : args.suite === 'pages'
            ? await benchListPageVitals(log, interruption.signal)
            : await benchBookings(args, log, interruption.signal);
    const conditions = describeConditions(before, readConditions());
    console.log(`\n${describeRun(args)}`);
    console.log(`${conditions.text}\n`);
    console.log(report.text);
    printMisses([...(conditions.miss ? [conditions.miss] : []), ...report.misses]);
    return;
  }
  if (args.fresh) {
    log(`deleting ${benchDataDir}`);
    await fs.rm(benchDataDir, { recursive: true, force: true });
  }
  log('starting the server (bench/.data) in a child process');
  const server = await startServerProcess({
    dataDir: benchDataDir,
    env: benchServerEnv,
    startTimeoutMs: benchStartTimeoutMs,
  });
  log(`gateway ${server.url}, PostgREST ${server.postgrestUrl}, server pid ${server.pid}`);

  let interruptedAt = 0;
  process.on('SIGINT', () => {
    // A terminal's Ctrl-C reaches this process twice: directly and relayed by the tsx launcher.
    if (interruption.signal.aborted) {
      if (Date.now() - interruptedAt > 1000) process.exit(130);
      return;
    }
    interruptedAt = Date.now();
    log('interrupted: stopping the server (Ctrl-C again to leave it running)');
    interruption.abort(new Error('interrupted'));
    stopLoad();
    void server.stop().finally(() => process.exit(130));
  });

  try {
    await bench(server, args, before);
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
