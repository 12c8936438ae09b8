import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  authMessages,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  signUpPasswordSchema,
} from '@app/domain';
import type { z } from 'zod';
import { AuthApiError, authErrors } from './auth-error.js';
import { isCommonPassword } from './common-passwords.js';

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

type WeakPasswordReason = 'length' | 'characters' | 'pwned';

interface PasswordProblem {
  reason: WeakPasswordReason;
  message: string;
}

/** Every rule the password breaks: the shared schema's, then the list of common passwords. */
function passwordProblems(schema: z.ZodType<string>, password: string): PasswordProblem[] {
  const result = schema.safeParse(password);
  const problems: PasswordProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        reason: issue.code === 'too_small' || issue.code === 'too_big' ? 'length' : 'characters',
        message: issue.message,
      }));
  // A password too short is refused for that alone (the list holds short ones too).
  const isLongEnough = !problems.some((problem) => problem.reason === 'length');
  if (isLongEnough && isCommonPassword(password)) {
    problems.push({ reason: 'pwned', message: authMessages.passwordTooCommon });
  }
  return problems;
}

/** GoTrue's weak_password answer: every problem in one sentence each, and their reasons. */
function assertNoProblems(problems: PasswordProblem[]) {
  if (problems.length === 0) return;
  const tooLong = problems.find((problem) => problem.message === authMessages.passwordTooLong);
  if (tooLong) throw new AuthApiError(422, 'validation_failed', tooLong.message);
  const reasons = [...new Set(problems.map((problem) => problem.reason))];
  const message = problems.map((problem) => `${problem.message}.`).join(' ');
  throw authErrors.weakPassword(message, reasons);
}

/** Any password: eight characters or more, not only spaces, not a common one. */
export function assertSignUpPassword(password: string) {
  assertNoProblems(passwordProblems(signUpPasswordSchema, password));
}

/** A new password (reset or change) must also mix letters and digits. */
export function assertNewPassword(password: string) {
  assertNoProblems(passwordProblems(newPasswordSchema, password));
}
