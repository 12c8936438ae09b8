import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app and GoTrue use it: SHA-1, 30-second steps, six digits,
// one step of clock skew either way.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
const SKEW_STEPS = 1;

/** A new shared secret: 160 random bits in base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, options: { issuer: string; accountName: string }): string {
  return totpFor(secret, options.accountName, options.issuer).toString();
}

/**
 * The time step whose code `code` is, within one step of `nowMs`; undefined when it is none.
 * The caller refuses a step at or before the last one accepted, so no code works twice.
 */
export function matchTotpStep(
  secret: string,
  code: string,
  nowMs = Date.now(),
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: SKEW_STEPS });
  return delta === null ? undefined : totp.counter({ timestamp: nowMs }) + delta;
}
