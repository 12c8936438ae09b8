import type { RateLimit } from '../platform/rate-limiter.js';

/**
 * Fixed-window limits, counted in PostgreSQL so that every gateway instance shares them.
 * Sign-in is limited per address and per (address, account), never per account alone: wrong
 * passwords sent from many addresses must not lock the owner out of their own account.
 */
export interface RateLimits {
  signInPerIp: RateLimit;
  signInPerIpAndEmail: RateLimit;
  refreshPerIp: RateLimit;
  signUpPerIp: RateLimit;
  signUpPerEmail: RateLimit;
  recoverPerIp: RateLimit;
  recoverPerEmail: RateLimit;
  verifyPerIp: RateLimit;
  /** POST /resend: a new confirmation link. */
  resendPerIp: RateLimit;
  resendPerEmail: RateLimit;
  /** PUT /user with a password, whether or not it succeeds (wrong current passwords too). */
  passwordChangePerUser: RateLimit;
  passwordChangePerIp: RateLimit;
  /** GET /reauthenticate: mails with a code. */
  reauthenticatePerUser: RateLimit;
  /** POST /factors/{id}/verify, right or wrong: guesses at a factor's six digits. */
  mfaVerifyPerFactor: RateLimit;
  mfaVerifyPerIp: RateLimit;
  /** POST /factors/recovery-codes/verify, right or wrong. */
  mfaRecoveryPerUser: RateLimit;
  /** POST /factors and /factors/{id}/challenge: rows written per user. */
  mfaEnrollPerUser: RateLimit;
  mfaChallengePerUser: RateLimit;
  /** POST /otp: mails with a magic link and code. */
  otpPerIp: RateLimit;
  otpPerEmail: RateLimit;
  /** PUT /user with a new e-mail address: two mails each. */
  emailChangePerUser: RateLimit;
}

export const defaultRateLimits: RateLimits = {
  signInPerIp: { max: 30, windowSeconds: 300 },
  signInPerIpAndEmail: { max: 10, windowSeconds: 300 },
  refreshPerIp: { max: 150, windowSeconds: 300 },
  signUpPerIp: { max: 30, windowSeconds: 3600 },
  signUpPerEmail: { max: 5, windowSeconds: 3600 },
  recoverPerIp: { max: 30, windowSeconds: 3600 },
  recoverPerEmail: { max: 5, windowSeconds: 3600 },
  verifyPerIp: { max: 30, windowSeconds: 300 },
  resendPerIp: { max: 30, windowSeconds: 3600 },
  resendPerEmail: { max: 5, windowSeconds: 3600 },
  passwordChangePerUser: { max: 10, windowSeconds: 3600 },
  passwordChangePerIp: { max: 30, windowSeconds: 3600 },
  reauthenticatePerUser: { max: 5, windowSeconds: 3600 },
  // A code is one of 10^6 and three steps are accepted at a time: 5 guesses per 5 minutes is
  // under one chance in 700 a day for someone who already holds the password.
  mfaVerifyPerFactor: { max: 5, windowSeconds: 300 },
  mfaVerifyPerIp: { max: 30, windowSeconds: 300 },
  // A recovery code is one of 2^79: the limit only keeps the table quiet.
  mfaRecoveryPerUser: { max: 10, windowSeconds: 300 },
  mfaEnrollPerUser: { max: 10, windowSeconds: 3600 },
  mfaChallengePerUser: { max: 30, windowSeconds: 300 },
  otpPerIp: { max: 30, windowSeconds: 3600 },
  otpPerEmail: { max: 5, windowSeconds: 3600 },
  emailChangePerUser: { max: 5, windowSeconds: 3600 },
};

/** What tests and tools may change; production uses the defaults. */
export interface AuthTuning {
  rateLimits?: Partial<RateLimits>;
  /** How long an already rotated refresh token still yields the session's current tokens. */
  refreshReuseIntervalSeconds?: number;
  signUpLinkSeconds?: number;
  recoveryLinkSeconds?: number;
  /**
   * A session older than this needs the current password or a reauthentication code to change
   * the password (GoTrue's secure password change); a fresh sign-in or reset link does not.
   */
  reauthenticationAfterSeconds?: number;
  /** How long the code mailed by GET /reauthenticate works. */
  reauthenticationCodeSeconds?: number;
  /** How long an MFA challenge may be verified (GoTrue's default: 300). */
  mfaChallengeSeconds?: number;
  /** How long a magic link and its code work. */
  magicLinkSeconds?: number;
  inviteLinkSeconds?: number;
  emailChangeSeconds?: number;
}

export interface AuthSettings {
  /** Origin (and optional path) used in e-mail links, without a trailing slash. */
  siteUrl: string;
  jwtSecret: string;
  jwtExpirySeconds: number;
  /** Lower-cased; these accounts get app_metadata.role = "admin" in every token. */
  adminEmails: ReadonlySet<string>;
  rateLimits: RateLimits;
  refreshReuseIntervalSeconds: number;
  signUpLinkSeconds: number;
  recoveryLinkSeconds: number;
  reauthenticationAfterSeconds: number;
  reauthenticationCodeSeconds: number;
  mfaChallengeSeconds: number;
  /** Factors a user may hold, verified or not (GoTrue's default: 10). */
  maxFactorsPerUser: number;
  /** An unverified factor with no challenge left is dropped at the next enrolment after this. */
  unverifiedFactorSeconds: number;
  magicLinkSeconds: number;
  inviteLinkSeconds: number;
  emailChangeSeconds: number;
  /** Wrong guesses at a user's mailed six-digit codes before those codes stop working. */
  maxCodeFailures: number;
  /**
   * Sign-ups confirmed at once with a session and no mail (GoTrue's mailer autoconfirm);
   * never in production, never for an admin's address (docs/decisions/046-mailer-autoconfirm.md).
   */
  mailerAutoconfirm: boolean;
}

export function createAuthSettings(options: {
  siteUrl: string;
  jwtSecret: string;
  jwtExpirySeconds: number;
  adminEmails: readonly string[];
  mailerAutoconfirm?: boolean;
  tuning?: AuthTuning;
}): AuthSettings {
  const tuning = options.tuning ?? {};
  return {
    siteUrl: options.siteUrl.replace(/\/+$/, ''),
    jwtSecret: options.jwtSecret,
    jwtExpirySeconds: options.jwtExpirySeconds,
    adminEmails: new Set(options.adminEmails.map((email) => email.trim().toLowerCase())),
    rateLimits: { ...defaultRateLimits, ...tuning.rateLimits },
    refreshReuseIntervalSeconds: tuning.refreshReuseIntervalSeconds ?? 10,
    signUpLinkSeconds: tuning.signUpLinkSeconds ?? 24 * 3600,
    recoveryLinkSeconds: tuning.recoveryLinkSeconds ?? 3600,
    reauthenticationAfterSeconds: tuning.reauthenticationAfterSeconds ?? 600,
    reauthenticationCodeSeconds: tuning.reauthenticationCodeSeconds ?? 900,
    mfaChallengeSeconds: tuning.mfaChallengeSeconds ?? 300,
    maxFactorsPerUser: 10,
    unverifiedFactorSeconds: 300,
    magicLinkSeconds: tuning.magicLinkSeconds ?? 3600,
    inviteLinkSeconds: tuning.inviteLinkSeconds ?? 24 * 3600,
    emailChangeSeconds: tuning.emailChangeSeconds ?? 24 * 3600,
    maxCodeFailures: 5,
    mailerAutoconfirm: options.mailerAutoconfirm ?? false,
  };
}
