import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Registry as RegistryType,
} from 'prom-client';

/** An API answers in milliseconds; a slow report or an upload may take seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A render takes 50–400 ms; one waiting for a slot, longer. */
const RENDER_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Counts money-function calls by their outcome: `ok`, or the refusal's error code. */
export interface MoneyCallRecorder {
  moneyCall(fn: string, outcome: string): void;
}

/** Counts resized-picture renders and the variant cache's answers. */
export interface PictureRecorder {
  /** One render finished: `ok` or why not (`error`), and how long it took. */
  render(outcome: 'ok' | 'error', seconds: number): void;
  /** A variant was asked of the cache: found on disk, or not. */
  variantLookup(hit: boolean): void;
}

/** Counts job runs as the worker in this process reports them. */
export interface JobRecorder {
  /** `success`; `error` (it will be tried again); `failed` (attempts used up). */
  jobRun(task: string, outcome: 'success' | 'error' | 'failed'): void;
}

/** Counts mails handed to SMTP (or kept in the outbox without SMTP) and those that failed. */
export interface MailRecorder {
  mail(kind: string, outcome: 'sent' | 'failed'): void;
}

/**
 * One server's metrics: its own Registry, so two servers in one process (tests, a worker next
 * to a gateway) count apart. Always there; only the /metrics endpoint depends on METRICS_TOKEN.
 */
export class ServerMetrics
  implements MoneyCallRecorder, PictureRecorder, JobRecorder, MailRecorder
{
  readonly registry: RegistryType = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  private readonly moneyCalls = new Counter({
    name: 'money_function_calls_total',
    help: 'Calls of the SQL functions that move money, by function and outcome (ok or the error code).',
    labelNames: ['function', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly renders = new Counter({
    name: 'picture_renders_total',
    help: 'Resized pictures rendered (not served from the variant cache), by outcome.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly renderDuration = new Histogram({
    name: 'picture_render_duration_seconds',
    help: 'Time one picture render took, waiting for a render slot included.',
    buckets: RENDER_BUCKETS,
    registers: [this.registry],
  });

  private readonly variantLookups = new Counter({
    name: 'picture_variant_cache_lookups_total',
    help: 'Resized pictures asked of the variant cache, by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Jobs run by the worker in this process, by task and outcome (success, error, failed).',
    labelNames: ['task', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly mails = new Counter({
    name: 'mails_total',
    help: 'Mails sent (or kept in the dev mailbox without SMTP) and failed, by kind.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  moneyCall(fn: string, outcome: string): void {
    this.moneyCalls.inc({ function: fn, outcome });
  }

  render(outcome: 'ok' | 'error', seconds: number): void {
    this.renders.inc({ outcome });
    this.renderDuration.observe(seconds);
  }

  variantLookup(hit: boolean): void {
    this.variantLookups.inc({ result: hit ? 'hit' : 'miss' });
  }

  jobRun(task: string, outcome: 'success' | 'error' | 'failed'): void {
    this.jobRuns.inc({ task, outcome });
  }

  mail(kind: string, outcome: 'sent' | 'failed'): void {
    this.mails.inc({ kind, outcome });
  }

  /** A gauge read when scraped. */
  gauge<Label extends string>(options: {
    name: string;
    help: string;
    labelNames: readonly Label[];
    collect: (gauge: Gauge<Label>) => void | Promise<void>;
  }): void {
    const { collect, ...rest } = options;
    new Gauge<Label>({
      ...rest,
      registers: [this.registry],
      collect() {
        return collect(this);
      },
    });
  }
}
