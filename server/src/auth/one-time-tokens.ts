import { randomInt } from 'node:crypto';
import type { AuthContext } from './auth-context.js';
import type { AuthStore, OneTimeTokenType } from './auth-store.js';
import { digestToken, randomToken } from './secret-tokens.js';

/**
 * Every mailed token is a long random link token and a six-digit code for the same thing (as
 * GoTrue's token_hash and OTP): the link for a click, the code for typing in, `hashed_token` and
 * `email_otp` for an operator's generate_link. Either one uses the token up.
 */
export interface IssuedOneTimeToken {
  token: string;
  code: string;
}

/** The `type` a link carries (GoTrue's): both halves of an e-mail change are `email_change`. */
export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

export const linkTypeOf = (type: OneTimeTokenType): LinkType =>
  type === 'email_change_current' || type === 'email_change_new' ? 'email_change' : type;

export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A code is only ever stored with its user's id, as one digest. */
export function codeDigest(userId: string, code: string): Buffer {
  return digestToken(`otp:${userId}:${code}`);
}

export function tokenLifetimeSeconds(ctx: AuthContext, type: OneTimeTokenType): number {
  const { settings } = ctx;
  switch (type) {
    case 'signup':
      return settings.signUpLinkSeconds;
    case 'recovery':
      return settings.recoveryLinkSeconds;
    case 'magiclink':
      return settings.magicLinkSeconds;
    case 'invite':
      return settings.inviteLinkSeconds;
    default:
      return settings.emailChangeSeconds;
  }
}

/** Stores a new token of this type for the user; the user's earlier unused one stops working. */
export async function issueOneTimeToken(
  ctx: AuthContext,
  store: AuthStore,
  input: { userId: string; type: OneTimeTokenType; email?: string },
): Promise<IssuedOneTimeToken> {
  const token = randomToken();
  const code = sixDigitCode();
  await store.createOneTimeToken({
    userId: input.userId,
    type: input.type,
    tokenHash: digestToken(token),
    codeHash: codeDigest(input.userId, code),
    email: input.email,
    lifetimeSeconds: tokenLifetimeSeconds(ctx, input.type),
  });
  return { token, code };
}

/** The mailed link: GET /verify at the site, which leads on to `redirectTo`. */
export function verifyLinkUrl(
  ctx: AuthContext,
  token: string,
  type: OneTimeTokenType,
  redirectTo: string,
): string {
  const link = new URL(`${ctx.settings.siteUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', linkTypeOf(type));
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}
