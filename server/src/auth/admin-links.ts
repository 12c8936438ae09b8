import { memberLocale } from '@app/domain/member-locale';
import { adminUserJson } from './admin-users.js';
import type { AuthContext } from './auth-context.js';
import { authErrors } from './auth-error.js';
import { inviteMail } from './auth-mails.js';
import type { AuthStore, OneTimeTokenType, UserRow } from './auth-store.js';
import { checkedRedirect } from './email-links.js';
import {
  issueOneTimeToken,
  linkTypeOf,
  tokenLifetimeSeconds,
  verifyLinkUrl,
} from './one-time-tokens.js';
import { assertSignUpPassword, hashPassword } from './passwords.js';
import { assertMemberLocale } from './user-locale.js';
import { assertNameLength, withNameAliases } from './user-names.js';

export const GENERATE_LINK_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
export type GenerateLinkType = (typeof GENERATE_LINK_TYPES)[number];

function checkedMetadata(data: Record<string, unknown>) {
  assertNameLength(data);
  assertMemberLocale(data);
  return withNameAliases(data);
}

/**
 * The account an invitation or sign-up link is for: a new one, or one still waiting for its
 * first confirmation (GoTrue's email_exists for a confirmed one).
 */
async function unconfirmedAccount(
  ctx: AuthContext,
  store: AuthStore,
  input: {
    email: string;
    passwordHash: string | null;
    data: Record<string, unknown>;
    invited: boolean;
  },
): Promise<UserRow> {
  const created = await store.insertUser({
    email: input.email,
    passwordHash: input.passwordHash,
    userMetadata: checkedMetadata(input.data),
    confirmed: false,
    isAdmin: ctx.settings.adminEmails.has(input.email),
    invited: input.invited,
  });
  if (created) return created;
  const existing = await store.findUserByEmail(input.email);
  if (!existing || existing.email_confirmed_at) throw authErrors.emailExists();
  return existing;
}

/**
 * POST /admin/generate_link: the link (and code) a mail of this type would carry, without the
 * mail, for an operator's own mailing (supabase-js `auth.admin.generateLink`). As GoTrue, a
 * signup or invite link makes the account, a magic link too; a recovery or e-mail change link
 * needs an existing one.
 */
export async function generateLink(
  ctx: AuthContext,
  input: {
    type: GenerateLinkType;
    email: string;
    password?: string;
    newEmail?: string;
    data: Record<string, unknown>;
    redirectTo: string | undefined;
  },
) {
  const { type, email } = input;
  if (type === 'signup') {
    if (!input.password) throw authErrors.validation('Password is required for a signup link');
    assertSignUpPassword(input.password);
  }
  const isEmailChange = type === 'email_change_current' || type === 'email_change_new';
  if (isEmailChange && !input.newEmail) {
    throw authErrors.validation(
      'The new_email address needs to be provided when generating an email change link',
    );
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;

  const generated = await ctx.store.withTransaction(async (store) => {
    let user = await store.findUserByEmail(email);
    if (type === 'signup' || type === 'invite') {
      user = await unconfirmedAccount(ctx, store, {
        email,
        passwordHash: type === 'signup' ? passwordHash : null,
        data: input.data,
        invited: type === 'invite',
      });
    } else if (type === 'magiclink' && !user) {
      user = await unconfirmedAccount(ctx, store, {
        email,
        passwordHash: null,
        data: input.data,
        invited: false,
      });
    }
    if (!user) throw authErrors.adminUserNotFound();

    let tokenEmail: string | undefined;
    if (isEmailChange && input.newEmail) {
      if (input.newEmail !== user.email && (await store.findUserByEmail(input.newEmail))) {
        throw authErrors.emailExists();
      }
      user = await store.startEmailChange(user.id, input.newEmail);
      await store.deleteOneTimeTokens(user.id, ['email_change_current', 'email_change_new']);
      tokenEmail = input.newEmail;
      // Both halves exist, as for a change asked by the member; this link is one of them.
      const other: OneTimeTokenType =
        type === 'email_change_current' ? 'email_change_new' : 'email_change_current';
      await issueOneTimeToken(ctx, store, { userId: user.id, type: other, email: tokenEmail });
    }
    const issued = await issueOneTimeToken(ctx, store, {
      userId: user.id,
      type,
      email: tokenEmail,
    });
    return { user, issued };
  });

  const locale = memberLocale(generated.user.raw_user_meta_data);
  const redirectTo = checkedRedirect(ctx, linkTypeOf(type), input.redirectTo, locale);
  return {
    ...(await adminUserJson(ctx, generated.user)),
    action_link: verifyLinkUrl(ctx, generated.issued.token, type, redirectTo),
    email_otp: generated.issued.code,
    hashed_token: generated.issued.token,
    redirect_to: redirectTo,
    verification_type: type,
  };
}

/**
 * POST /invite: an account for `email`, without a password, and a mail whose link signs the
 * invited member in on the screen where they choose one. A confirmed address is GoTrue's
 * email_exists; one still waiting is invited again.
 */
export async function inviteUser(
  ctx: AuthContext,
  input: { email: string; data: Record<string, unknown>; redirectTo: string | undefined },
) {
  const user = await ctx.store.withTransaction(async (store) => {
    const invited = await unconfirmedAccount(ctx, store, {
      email: input.email,
      passwordHash: null,
      data: input.data,
      invited: true,
    });
    const locale = memberLocale(invited.raw_user_meta_data);
    const target = checkedRedirect(ctx, 'invite', input.redirectTo, locale);
    const { token } = await issueOneTimeToken(ctx, store, { userId: invited.id, type: 'invite' });
    await store.enqueueMail(
      inviteMail(
        invited.email,
        verifyLinkUrl(ctx, token, 'invite', target),
        tokenLifetimeSeconds(ctx, 'invite'),
        locale,
      ),
    );
    return invited;
  });
  return adminUserJson(ctx, user);
}
