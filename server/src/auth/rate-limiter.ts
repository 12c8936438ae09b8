import { createHash } from 'node:crypto';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { authErrors } from './auth-error.js';
import type { RateLimits } from './auth-settings.js';

export interface AuthRateLimitCheck {
  limit: keyof RateLimits;
  /** An IP address, a user id, an e-mail address's digest (emailKey), or several of them. */
  key: string;
  /** Limits on mails sent to an address answer with GoTrue's e-mail code. */
  kind?: 'request' | 'email';
}

/** A digest, so that the counters table holds no e-mail addresses. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

/** The auth service's named limits on top of the shared counters, answering in GoTrue's shape. */
export class AuthRateLimiter {
  constructor(
    private readonly counters: RateLimiter,
    private readonly limits: RateLimits,
  ) {}

  /** Counts this request against every check and throws 429 when one is over its limit. */
  async enforce(checks: readonly AuthRateLimitCheck[]): Promise<void> {
    const exceeded = await this.counters.hit(
      checks.map((check) => ({
        bucket: `${check.limit}:${check.key}`,
        limit: this.limits[check.limit],
        kind: check.kind,
      })),
    );
    if (!exceeded) return;
    throw exceeded.check.kind === 'email'
      ? authErrors.overEmailSendRateLimit(exceeded.retryAfterSeconds)
      : authErrors.overRequestRateLimit(exceeded.retryAfterSeconds);
  }

  /** The longest window, so that pruning never drops a live counter. */
  longestWindowSeconds(): number {
    return Math.max(...Object.values(this.limits).map((limit) => limit.windowSeconds));
  }

  prune(): Promise<void> {
    return this.counters.prune(this.longestWindowSeconds());
  }
}
