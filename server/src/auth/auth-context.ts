import { isIP } from 'node:net';
import { BackgroundTasks } from '../platform/background-tasks.js';
import type { Identity } from '../platform/identity.js';
import type { Logger } from '../platform/logger.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import type { AuthSettings } from './auth-settings.js';
import type { AuthStore } from './auth-store.js';
import { createFactorSecretBox, type FactorSecretBox } from './factor-secrets.js';
import { AuthRateLimiter } from './rate-limiter.js';
import { createChildTokenDeriver } from './secret-tokens.js';

/** What every auth rule works with. */
export interface AuthContext {
  settings: AuthSettings;
  store: AuthStore;
  identity: Identity;
  log: Logger;
  background: BackgroundTasks;
  rateLimiter: AuthRateLimiter;
  deriveChildToken: (parent: string) => string;
  factorSecrets: FactorSecretBox;
}

/** Who is asking: for rate limits and the session record. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
}

export function createAuthContext(options: {
  settings: AuthSettings;
  store: AuthStore;
  identity: Identity;
  rateLimiter: RateLimiter;
  log: Logger;
}): AuthContext {
  const { rateLimiter, ...rest } = options;
  return {
    ...rest,
    background: new BackgroundTasks(options.log),
    rateLimiter: new AuthRateLimiter(rateLimiter, options.settings.rateLimits),
    deriveChildToken: createChildTokenDeriver(options.settings.jwtSecret),
    factorSecrets: createFactorSecretBox(options.settings.jwtSecret),
  };
}

export function sessionOrigin(request: RequestInfo) {
  return {
    ip: isIP(request.ip) ? request.ip : null,
    userAgent: request.userAgent?.slice(0, 512) ?? null,
  };
}
