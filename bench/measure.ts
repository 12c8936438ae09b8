import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  completed: number;
  failures: number;
}

let running: autocannon.Instance | undefined;

/** Stops the load in progress, if any (for Ctrl-C). */
export function stopLoad(): void {
  running?.stop();
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/**
 * One fixed-duration autocannon run. Latencies are taken from each response (sub-millisecond),
 * not from autocannon's whole-millisecond histogram; only 2xx responses count.
 */
export async function runLoad(url: string, options: LoadOptions): Promise<Measurement> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.headers,
  });
  running = instance;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
  });
  try {
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const total = latencies.reduce((sum, ms) => sum + ms, 0);
    return {
      requestsPerSecond: latencies.length / result.duration,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      mean: latencies.length > 0 ? total / latencies.length : Number.NaN,
      completed: latencies.length,
      failures: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    running = undefined;
  }
}
