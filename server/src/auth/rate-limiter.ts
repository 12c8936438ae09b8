import { createHash } from 'node:crypto';
import { authErrors } from './auth-error.js';
import type { RateLimits } from './auth-settings.js';
import type { AuthStore } from './auth-store.js';

export interface RateLimitCheck {
  limit: keyof RateLimits;
  /** An IP address, or an e-mail address (kept only as a digest). */
  key: string;
  /** Limits on mails sent to an address answer with GoTrue's e-mail code. */
  kind?: 'request' | 'email';
}

/** A digest, so that the counters table holds no e-mail addresses. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

export class RateLimiter {
  constructor(
    private readonly store: AuthStore,
    private readonly limits: RateLimits,
  ) {}

  /** Counts this request against every check and throws 429 when one is over its limit. */
  async enforce(checks: readonly RateLimitCheck[]): Promise<void> {
    const buckets = checks.map((check) => ({
      check,
      bucket: `${check.limit}:${check.key}`,
      windowSeconds: this.limits[check.limit].windowSeconds,
    }));
    const hits = await this.store.hitRateLimits(buckets);
    for (const { check, bucket } of buckets) {
      const hit = hits.find((h) => h.bucket === bucket);
      if (hit && hit.hits > this.limits[check.limit].max) {
        throw check.kind === 'email'
          ? authErrors.overEmailSendRateLimit(hit.retryAfterSeconds)
          : authErrors.overRequestRateLimit(hit.retryAfterSeconds);
      }
    }
  }

  /** The longest window, so that pruning never drops a live counter. */
  longestWindowSeconds(): number {
    return Math.max(...Object.values(this.limits).map((limit) => limit.windowSeconds));
  }
}
