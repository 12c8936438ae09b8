import type pg from 'pg';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitCheck {
  /** What is counted, e.g. `signInPerIp:198.51.100.7`. */
  bucket: string;
  limit: RateLimit;
}

export interface RateLimitExceeded<C extends RateLimitCheck = RateLimitCheck> {
  check: C;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit in each bucket's current window; the first check over its limit, if any. */
  hit<C extends RateLimitCheck>(checks: readonly C[]): Promise<RateLimitExceeded<C> | undefined>;
  /** Drops counters of windows that ended more than `olderThanSeconds` ago. */
  prune(olderThanSeconds: number): Promise<void>;
}

/**
 * Fixed-window counters in PostgreSQL (auth.rate_limits), so every gateway instance shares them.
 * `pool` is the server's service connection.
 */
export function createRateLimiter(pool: Pick<pg.Pool, 'query'>): RateLimiter {
  return {
    async hit(checks) {
      if (checks.length === 0) return undefined;
      const { rows } = await pool.query<{
        bucket: string;
        hits: number;
        window_start: number;
        now: number;
      }>(
        `insert into auth.rate_limits as r (bucket, window_start, hits)
         select b.bucket,
                to_timestamp(floor(extract(epoch from now()) / b.window_seconds) * b.window_seconds),
                1
           from unnest($1::text[], $2::int[]) as b(bucket, window_seconds)
         on conflict (bucket, window_start) do update set hits = r.hits + 1
         returning r.bucket, r.hits, extract(epoch from r.window_start)::float8 as window_start,
                   extract(epoch from now())::float8 as now`,
        [checks.map((c) => c.bucket), checks.map((c) => c.limit.windowSeconds)],
      );
      for (const check of checks) {
        const row = rows.find((r) => r.bucket === check.bucket);
        if (row && row.hits > check.limit.max) {
          const retryAfterSeconds = Math.max(
            1,
            Math.ceil(row.window_start + check.limit.windowSeconds - row.now),
          );
          return { check, retryAfterSeconds };
        }
      }
      return undefined;
    },
    async prune(olderThanSeconds) {
      await pool.query(
        `delete from auth.rate_limits where window_start < now() - make_interval(secs => $1)`,
        [olderThanSeconds],
      );
    },
  };
}
