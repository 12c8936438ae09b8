import { isIP } from 'node:net';
import type { Mailer } from '../mail/mailer.js';
import type { AuthSettings } from './auth-settings.js';
import type { AuthStore } from './auth-store.js';
import { BackgroundTasks } from './background-tasks.js';
import { RateLimiter } from './rate-limiter.js';
import { createChildTokenDeriver } from './secret-tokens.js';

export interface AuthLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** What every auth rule works with. */
export interface AuthContext {
  settings: AuthSettings;
  store: AuthStore;
  mailer: Mailer;
  log: AuthLogger;
  background: BackgroundTasks;
  rateLimiter: RateLimiter;
  deriveChildToken: (parent: string) => string;
}

/** Who is asking: for rate limits, redirect checks and the session record. */
export interface RequestInfo {
  ip: string;
  /** The origin this request came to, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  userAgent: string | undefined;
}

export function createAuthContext(options: {
  settings: AuthSettings;
  store: AuthStore;
  mailer: Mailer;
  log: AuthLogger;
}): AuthContext {
  return {
    ...options,
    background: new BackgroundTasks(options.log),
    rateLimiter: new RateLimiter(options.store, options.settings.rateLimits),
    deriveChildToken: createChildTokenDeriver(options.settings.jwtSecret),
  };
}

export function sessionOrigin(request: RequestInfo) {
  return {
    ip: isIP(request.ip) ? request.ip : null,
    userAgent: request.userAgent?.slice(0, 512) ?? null,
  };
}
