import { performance } from 'node:perf_hooks';
import type { Sample } from './measure.js';

/** Where a caller pool logs in: the service URL without its `-c role=service_role`. */
export function authenticatorUrl(serviceDatabaseUrl: string): string {
  const url = new URL(serviceDatabaseUrl);
  const options = (url.searchParams.get('options') ?? '')
    .replace('-c role=service_role', '')
    .trim();
  if (options) url.searchParams.set('options', options);
  else url.searchParams.delete('options');
  return url.toString();
}

/**
 * A reference without the gateway: `connections` loops, each calling `call` back to back for
 * `seconds`; the latency of every call that resolved, and how many threw.
 */
export async function runSqlLoop(
  connections: number,
  seconds: number,
  call: () => Promise<unknown>,
): Promise<Sample> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const begun = performance.now();
        try {
          await call();
          latencies.push(performance.now() - begun);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, failures };
}
