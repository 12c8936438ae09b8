import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** POST with this body, when set. */
  body?: string;
  /** Headers of each request, added just before it is sent (a fresh Idempotency-Key...). */
  requestHeaders?: () => Record<string, string>;
  /** Each request's own body and headers (a signed webhook delivery), instead of `body`. */
  nextRequest?: () => { body: string; headers: Record<string, string> };
  /** The status a good answer has (a revalidation's 304); any 2xx when unset. */
  expectedStatus?: number;
  /** Paths (with their queries) on `url`'s host, sent in turn, each connection looping. */
  paths?: string[];
}

/** One fixed-duration run: the latency of every good answer, in milliseconds. */
export interface Sample {
  latencies: number[];
  seconds: number;
  failures: number;
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

/** One request of the load's sequence: on `path`, or `url`'s when unset. */
function request(options: LoadOptions, path: string | undefined) {
  return {
    ...(path === undefined ? {} : { path }),
    setupRequest: (request: autocannon.RequestParams) => {
      const next = options.nextRequest?.();
      return {
        ...request,
        ...(next && { method: 'POST', body: next.body }),
        headers: { ...request.headers, ...options.requestHeaders?.(), ...next?.headers },
      };
    },
  };
}

/** Stops the load in progress, if any (for Ctrl-C). */
export function stopLoad(): void {
  running?.stop();
}

/**
 * Latencies are taken from each response (sub-millisecond) rather than from autocannon's
 * whole-millisecond histogram, so that runs can be merged and small differences show.
 */
export async function runLoad(url: string, options: LoadOptions): Promise<Sample> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.headers,
    ...(options.body === undefined ? {} : { method: 'POST', body: options.body }),
    ...(options.requestHeaders || options.nextRequest || options.paths
      ? { requests: (options.paths ?? [undefined]).map((path) => request(options, path)) }
      : {}),
  });
  running = instance;
  const good = (status: number) =>
    options.expectedStatus === undefined
      ? status >= 200 && status < 300
      : status === options.expectedStatus;
  let wrongStatus = 0;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (good(statusCode)) latencies.push(ms);
    else wrongStatus += 1;
  });
  try {
    const result = await instance;
    return {
      latencies,
      seconds: result.duration,
      failures: result.errors + result.timeouts + wrongStatus,
    };
  } finally {
    running = undefined;
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** Several runs against one target read as one longer run. */
export function summarize(samples: Sample[]): Measurement {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const total = latencies.reduce((sum, ms) => sum + ms, 0);
  return {
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    mean: latencies.length > 0 ? total / latencies.length : Number.NaN,
    completed: latencies.length,
    failures: samples.reduce((sum, sample) => sum + sample.failures, 0),
  };
}
