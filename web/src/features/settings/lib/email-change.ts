import { emailSchema } from '@app/domain/auth';

/**
 * What stops a new address from being asked for, checked in the browser: its form (the shared
 * rule, in the domain's words) or that it is the address the account already has. `undefined`
 * when it may be sent.
 */
export function emailChangeProblem(
  input: string,
  currentEmail: string,
): { kind: 'invalid'; message: string } | { kind: 'same' } | undefined {
  const parsed = emailSchema.safeParse(input);
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]!.message };
  if (parsed.data === currentEmail.trim().toLowerCase()) return { kind: 'same' };
  return undefined;
}

/**
 * The address waiting for confirmation, as GoTrue's user JSON gives it (`new_email`) while the
 * links of a secure e-mail change are out; none once the change is done or none was asked for.
 */
export function pendingEmail(user: { email?: string; new_email?: string }): string | undefined {
  const next = user.new_email?.trim();
  return next && next !== user.email ? next : undefined;
}

/** GoTrue's codes for a refused e-mail change that the form says in its own words. */
export type EmailChangeRefusal = 'email_exists' | 'rate_limited' | 'other';

export function emailChangeRefusal(code: string | undefined): EmailChangeRefusal {
  if (code === 'email_exists' || code === 'user_already_exists') return 'email_exists';
  if (code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit') {
    return 'rate_limited';
  }
  return 'other';
}
