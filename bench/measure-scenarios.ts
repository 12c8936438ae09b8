import { addCpuTimes, type CpuTimes, startCpuMeter } from './cpu-usage.js';
import { runLoad, type Sample, summarize } from './measure.js';
import type { Row } from './report.js';
import type { Scenario, ScenarioTarget } from './scenarios.js';
import { type Target, targetOrder } from './targets.js';

export interface MeasureOptions {
  serverPid: number;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  signal: AbortSignal;
  log: (message: string) => void;
}

interface Collected {
  samples: Sample[];
  cpu: CpuTimes | undefined;
}

async function measureOnce(
  { url, pid, expectedStatus, rotation }: ScenarioTarget,
  headers: Record<string, string>,
  options: MeasureOptions,
) {
  const path = (url: string) => {
    const { pathname, search } = new URL(url);
    return pathname + search;
  };
  const paths = rotation?.map((request) => path(request.url));
  const load = { connections: options.connections, headers, expectedStatus, paths };
  if (options.warmupSeconds > 0) await runLoad(url, { ...load, seconds: options.warmupSeconds });
  const meter = await startCpuMeter(options.serverPid, pid);
  const sample = await runLoad(url, { ...load, seconds: options.seconds });
  return { sample, cpu: await meter.read() };
}

export async function measureScenarios(
  scenarios: Scenario[],
  options: MeasureOptions,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const headers = { ...options.headers, ...scenario.headers };
    const collected: Record<Target, Collected> = {
      measured: { samples: [], cpu: undefined },
      reference: { samples: [], cpu: undefined },
    };
    for (let round = 0; round < options.rounds; round += 1) {
      for (const target of targetOrder(index, round)) {
        options.signal.throwIfAborted();
        const { label } = scenario.targets[target];
        const { sample, cpu } = await measureOnce(
          scenario.targets[target],
          { ...headers, ...scenario.targets[target].headers },
          options,
        );
        options.signal.throwIfAborted();
        const single = summarize([sample]);
        options.log(
          `${scenario.name} via ${label}${options.rounds > 1 ? ` (round ${round + 1})` : ''}: ` +
            `${single.requestsPerSecond.toFixed(0)} req/s, p50 ${single.p50.toFixed(2)} ms, ` +
            `p99 ${single.p99.toFixed(2)} ms`,
        );
        collected[target].samples.push(sample);
        collected[target].cpu = addCpuTimes(collected[target].cpu, cpu);
      }
    }
    for (const target of targetOrder(index, 0)) {
      rows.push({
        scenario: scenario.name,
        target,
        label: scenario.targets[target].label,
        measurement: summarize(collected[target].samples),
        cpu: collected[target].cpu,
      });
    }
  }
  return rows;
}
