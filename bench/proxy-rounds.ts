import { execFile } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { processCpuMs } from './cpu-usage.js';
import { runLoad, type Sample, summarize } from './measure.js';
import type { MeasureOptions } from './measure-scenarios.js';
import { table, verdict, type Row } from './report.js';
import type { Scenario } from './scenarios.js';
import { type Target, targetOrder } from './targets.js';

/**
 * Issue 53's "gateway CPU per request ≤ 1.3× a bare node:http + undici proxy": at least
 * `MIN_ROUNDS` rounds per scenario, the gateway and the bare proxy alternated, both pinned to the
 * same core (taskset, every thread), and each proxy's idle CPU (the gateway's timers, metrics
 * and job queue's heartbeats, about 10 ms a second) measured before the rounds and taken out of
 * each round. Every round's figures are printed, so noise shows as spread; the median is judged.
 */
export const MIN_ROUNDS = 8;
export const MAX_PROXY_CPU_RATIO = 1.3;
const IDLE_SECONDS = 5;

const run = promisify(execFile);
const pin = (pid: number, cpus: string) => run('taskset', ['-a', '-p', '-c', cpus, String(pid)]);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A process's CPU milliseconds per second while nothing is asked of it. */
async function idleRate(pid: number): Promise<number> {
  const before = await processCpuMs(pid);
  const started = performance.now();
  await sleep(IDLE_SECONDS * 1000);
  const after = await processCpuMs(pid);
  if (before === undefined || after === undefined) return Number.NaN;
  return (after - before) / ((performance.now() - started) / 1000);
}

interface Round {
  /** CPU milliseconds per request of each proxy in this round, its idle CPU taken out. */
  perRequest: Record<Target, number>;
  ratio: number;
}

export interface ProxyRounds {
  /** The rounds' samples per scenario and proxy, for the latency table. */
  rows: Row[];
  text: string;
  misses: string[];
}

export async function measureProxyRounds(
  scenarios: Scenario[],
  options: MeasureOptions & { gatewayPid: number; barePid: number },
): Promise<ProxyRounds> {
  const rounds = Math.max(options.rounds, MIN_ROUNDS);
  const cores = os.availableParallelism();
  const core = String(cores - 1);
  const pidOf: Record<Target, number> = {
    measured: options.gatewayPid,
    reference: options.barePid,
  };
  await pin(options.gatewayPid, core);
  await pin(options.barePid, core);
  try {
    const idle: Record<Target, number> = {
      measured: await idleRate(options.gatewayPid),
      reference: await idleRate(options.barePid),
    };
    options.log(
      `proxies pinned to core ${core}; idle CPU: gateway ${idle.measured.toFixed(1)} ms/s, ` +
        `bare proxy ${idle.reference.toFixed(1)} ms/s`,
    );
    const rows: Row[] = [];
    const lines: string[][] = [];
    const misses: string[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const samples: Record<Target, Sample[]> = { measured: [], reference: [] };
      const done: Round[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const perRequest: Partial<Record<Target, number>> = {};
        for (const target of targetOrder(index, round)) {
          options.signal.throwIfAborted();
          const { url, expectedStatus } = scenario.targets[target];
          const load = {
            connections: options.connections,
            headers: { ...options.headers, ...scenario.headers },
            expectedStatus,
          };
          if (options.warmupSeconds > 0)
            await runLoad(url, { ...load, seconds: options.warmupSeconds });
          const before = await processCpuMs(pidOf[target]);
          const started = performance.now();
          const sample = await runLoad(url, { ...load, seconds: options.seconds });
          const after = await processCpuMs(pidOf[target]);
          const seconds = (performance.now() - started) / 1000;
          const cpu = (after ?? Number.NaN) - (before ?? Number.NaN) - idle[target] * seconds;
          perRequest[target] = cpu / sample.latencies.length;
          samples[target].push(sample);
        }
        const figures = perRequest as Record<Target, number>;
        const ratio = figures.measured / figures.reference;
        done.push({ perRequest: figures, ratio });
        options.log(
          `${scenario.name} round ${round + 1}: gateway ${figures.measured.toFixed(3)} ms, ` +
            `bare proxy ${figures.reference.toFixed(3)} ms of CPU per request: ${ratio.toFixed(2)}×`,
        );
      }
      for (const target of ['measured', 'reference'] as const) {
        rows.push({
          scenario: scenario.name,
          target,
          label: scenario.targets[target].label,
          measurement: summarize(samples[target]),
          cpu: undefined,
        });
      }
      const ratio = median(done.map((one) => one.ratio));
      const ok = ratio <= MAX_PROXY_CPU_RATIO;
      if (!ok) misses.push(`${scenario.name}: gateway CPU ${ratio.toFixed(2)}× the bare proxy's`);
      lines.push([
        scenario.name,
        median(done.map((one) => one.perRequest.measured)).toFixed(3),
        median(done.map((one) => one.perRequest.reference)).toFixed(3),
        done.map((one) => one.ratio.toFixed(2)).join(', '),
        ratio.toFixed(2),
        `≤ ${MAX_PROXY_CPU_RATIO}×`,
        verdict(ok),
      ]);
    }
    const text = [
      `Gateway CPU per request against a bare node:http + undici proxy: ${rounds} alternated rounds ` +
        `of ${options.seconds} s, both pinned to core ${core}, idle CPU taken out (gateway ` +
        `${idle.measured.toFixed(1)} ms/s, bare proxy ${idle.reference.toFixed(1)} ms/s); the median judged.`,
      '',
      table(
        [
          'scenario',
          'gateway CPU ms (median)',
          'bare proxy CPU ms (median)',
          'ratio per round',
          'median ratio',
          'bound',
          'verdict',
        ],
        lines,
      ),
    ].join('\n');
    return { rows, text, misses };
  } finally {
    const all = `0-${cores - 1}`;
    await pin(options.gatewayPid, all).catch(() => undefined);
    await pin(options.barePid, all).catch(() => undefined);
  }
}
