import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { newPasswordSchema, PASSWORD_MAX_LENGTH, signUpPasswordSchema } from '@app/domain';
import { AuthApiError, authErrors } from './auth-error.js';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown account) it checks against a
 * throw-away hash with the same cost, so that the answer takes as long either way.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

function weakPasswordError(issues: ReadonlyArray<{ code: string; message: string }>) {
  const tooLong = issues.find((issue) => issue.code === 'too_big');
  if (tooLong) return new AuthApiError(422, 'validation_failed', tooLong.message);
  const reasons = [
    ...new Set(issues.map((issue) => (issue.code === 'too_small' ? 'length' : 'characters'))),
  ];
  const message = issues.map((issue) => `${issue.message}.`).join(' ');
  return authErrors.weakPassword(message, reasons);
}

/** Sign-up asks only for a minimum length. */
export function assertSignUpPassword(password: string) {
  const result = signUpPasswordSchema.safeParse(password);
  if (!result.success) throw weakPasswordError(result.error.issues);
}

/** A new password (reset or change) must also mix letters and digits. */
export function assertNewPassword(password: string) {
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) throw weakPasswordError(result.error.issues);
}
