import { type Caller, bearerToken, IdentityError } from '../platform/identity.js';
import type { AuthContext } from './auth-context.js';
import { authErrors } from './auth-error.js';
import type { UserRow } from './auth-store.js';
import { assertSignUpPassword, hashPassword } from './passwords.js';
import { appMetadataFor, userJson } from './user-json.js';
import { assertMemberLocale } from './user-locale.js';
import { assertNameLength, withNameAliases } from './user-names.js';

/**
 * The admin API (GoTrue's /admin/*, /invite): the service key only. A member's token, even an
 * admin's, is GoTrue's 403 not_admin: the admin panel works through SQL functions that check
 * the admin's session, not through these calls.
 */
export async function requireServiceRole(
  ctx: AuthContext,
  authorization: string | undefined,
): Promise<void> {
  const token = bearerToken(authorization);
  if (!token) throw authErrors.noAuthorization();
  let caller: Caller;
  try {
    caller = await ctx.identity.verify(token);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    throw authErrors.badJwt(
      error.reason === 'expired' ? 'token has invalid claims: token is expired' : error.message,
    );
  }
  if (caller.role !== 'service_role') throw authErrors.notAdmin();
}

/** The user as the admin API shows it: GoTrue's user, with its factors. */
export async function adminUserJson(ctx: AuthContext, user: UserRow) {
  return userJson(user, ctx.settings.adminEmails, await ctx.store.listFactors(user.id));
}

export async function findUserForAdmin(ctx: AuthContext, userId: string): Promise<UserRow> {
  const user = await ctx.store.findUserById(userId);
  if (!user) throw authErrors.adminUserNotFound();
  return user;
}

const SERVER_OWNED_APP_METADATA = ['provider', 'providers'];

/**
 * app_metadata an operator may store: any keys but the role, which stays the server's (admins
 * from ADMIN_EMAILS, guides from the staff-role function, decision 042). A role equal to the one
 * the account already shows is accepted, so that a user read from the API can be written back.
 * provider and providers are the server's too, and dropped.
 */
function operatorAppMetadata(
  appMetadata: Record<string, unknown> | undefined,
  currentRole: unknown,
): Record<string, unknown> | undefined {
  if (!appMetadata) return undefined;
  if ('role' in appMetadata && appMetadata.role !== currentRole) {
    throw authErrors.serverOwnedRole();
  }
  return Object.fromEntries(
    Object.entries(appMetadata).filter(
      ([key]) => key !== 'role' && !SERVER_OWNED_APP_METADATA.includes(key),
    ),
  );
}

const DURATION_UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/**
 * GoTrue's ban_duration: a Go duration such as `24h` or `1h30m`, or `none` to lift a ban.
 * Answers when the ban ends (null: no ban).
 */
export function parseBanDuration(value: string): Date | null {
  if (value === 'none') return null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  const whole = parts.map((part) => part[0]).join('');
  if (parts.length === 0 || whole !== value) {
    throw authErrors.validation(`invalid format for ban duration: ${value}`);
  }
  const seconds = parts.reduce(
    (sum, [, amount, unit]) => sum + Number(amount) * DURATION_UNITS[unit!]!,
    0,
  );
  if (!Number.isFinite(seconds) || seconds > 1000 * 365 * 86_400) {
    throw authErrors.validation(`invalid format for ban duration: ${value}`);
  }
  return new Date(Date.now() + seconds * 1000);
}

function checkUserMetadata(data: Record<string, unknown> | undefined) {
  if (!data) return undefined;
  assertNameLength(data);
  assertMemberLocale(data);
  return withNameAliases(data);
}

export interface AdminUserInput {
  email?: string;
  password?: string;
  emailConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  banDuration?: string;
}

/** POST /admin/users: an account made by an operator, confirmed when `email_confirm` says so. */
export async function createUserAsAdmin(
  ctx: AuthContext,
  input: AdminUserInput & { email: string },
) {
  if (input.password !== undefined) assertSignUpPassword(input.password);
  const userMetadata = checkUserMetadata(input.userMetadata) ?? {};
  const appMetadata = operatorAppMetadata(input.appMetadata, undefined);
  const bannedUntil = input.banDuration ? parseBanDuration(input.banDuration) : null;
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const created = await ctx.store.insertUser({
    email: input.email,
    passwordHash,
    userMetadata,
    appMetadata,
    confirmed: input.emailConfirm ?? false,
    isAdmin: ctx.settings.adminEmails.has(input.email),
    bannedUntil,
  });
  if (!created) throw authErrors.emailExists();
  return adminUserJson(ctx, created);
}

/**
 * PUT /admin/users/{id}. A new address is taken as it is (the operator vouches for it, as in
 * GoTrue) and ends any e-mail change that was waiting; a new password voids reset links.
 */
export async function updateUserAsAdmin(ctx: AuthContext, userId: string, input: AdminUserInput) {
  const user = await findUserForAdmin(ctx, userId);
  if (input.password !== undefined) assertSignUpPassword(input.password);
  const userMetadata = checkUserMetadata(input.userMetadata);
  const shownRole = appMetadataFor(user, ctx.settings.adminEmails).role;
  const appMetadata = operatorAppMetadata(input.appMetadata, shownRole);
  const bannedUntil =
    input.banDuration === undefined ? undefined : parseBanDuration(input.banDuration);
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);
  const email = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  const updated = await ctx.store.withTransaction(async (store) => {
    const changed = await store.updateUserAsAdmin(userId, {
      email,
      passwordHash,
      confirm: input.emailConfirm,
      userMetadata,
      appMetadata,
      bannedUntil,
    });
    if (changed && email) {
      await store.deleteOneTimeTokens(userId, ['email_change_current', 'email_change_new']);
    }
    // A ban ends the account's sessions, as GoTrue's refresh refuses a banned user.
    if (changed && bannedUntil) await store.deleteUserSessions(userId);
    return changed;
  });
  if (!updated) throw authErrors.adminUserNotFound();
  return adminUserJson(ctx, updated);
}

/** GET /admin/users: a page of users and GoTrue's paging headers. */
export async function listUsersAsAdmin(
  ctx: AuthContext,
  page: number,
  perPage: number,
  path: string,
) {
  const { users, total } = await ctx.store.listUsers(page, perPage);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageLink = (target: number) => `<${path}?page=${target}&per_page=${perPage}>`;
  const links = [
    ...(page < lastPage ? [`${pageLink(page + 1)}; rel="next"`] : []),
    `${pageLink(lastPage)}; rel="last"`,
  ];
  // Without factors: one query for the page (GetUser shows them).
  const json = users.map((user) => userJson(user, ctx.settings.adminEmails));
  return {
    body: { users: json, aud: 'authenticated' },
    headers: { link: links.join(', '), 'x-total-count': String(total) },
  };
}
