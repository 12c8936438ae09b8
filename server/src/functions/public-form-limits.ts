import { createHash } from 'node:crypto';
import { clientAddressKey } from '../platform/client-address.js';
import type { RateLimit, RateLimiter } from '../platform/rate-limiter.js';
import { FunctionError } from './function-errors.js';

/**
 * Limits on the forms anyone may send (contact, newsletter): fixed windows counted in
 * PostgreSQL, shared by every gateway. Per address (e-mail) and per client address (IP, IPv6
 * by its /64), so neither many addresses from one client nor many clients for one address get
 * through.
 */
export interface PublicFormLimits {
  contactPerEmail: RateLimit;
  contactPerIp: RateLimit;
  newsletterPerEmail: RateLimit;
  newsletterPerIp: RateLimit;
  /** Confirm and unsubscribe links followed, per client address. */
  newsletterLinkPerIp: RateLimit;
}

export const defaultPublicFormLimits: PublicFormLimits = {
  contactPerEmail: { max: 5, windowSeconds: 3600 },
  contactPerIp: { max: 20, windowSeconds: 3600 },
  newsletterPerEmail: { max: 3, windowSeconds: 3600 },
  newsletterPerIp: { max: 20, windowSeconds: 3600 },
  newsletterLinkPerIp: { max: 60, windowSeconds: 300 },
};

/** A digest, so that the counters table holds no e-mail addresses. */
const addressKey = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);

/** How long to wait, in the words the refusal uses: a person reads it, so no seconds. */
export function waitText(seconds: number): string {
  if (seconds < 90) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}

export class PublicFormLimiter {
  constructor(
    private readonly counters: RateLimiter,
    readonly limits: PublicFormLimits,
  ) {}

  /** Counts one request against each named limit; 429 with words a person reads when over. */
  async enforce(
    checks: ReadonlyArray<{ limit: keyof PublicFormLimits; ip?: string; email?: string }>,
    message: string,
  ): Promise<void> {
    const exceeded = await this.counters.hit(
      checks.map((check) => ({
        bucket: `${check.limit}:${check.email ? addressKey(check.email) : clientAddressKey(check.ip ?? '')}`,
        limit: this.limits[check.limit],
      })),
    );
    if (!exceeded) return;
    throw new FunctionError(
      'rate_limited',
      `${message} Please try again ${waitText(exceeded.retryAfterSeconds)}.`,
      { retryAfterSeconds: exceeded.retryAfterSeconds },
    );
  }
}
