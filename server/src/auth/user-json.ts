import { randomUUID } from 'node:crypto';
import { STAFF_ROLES } from '@app/domain/tickets';
import type { FactorRow, UserRow } from './auth-store.js';

/**
 * The role a token carries: admin comes only from ADMIN_EMAILS; a staff role (guide) only from
 * what an admin stored through the staff-role function, and never for an admin address.
 */
function tokenRole(
  user: Pick<UserRow, 'email' | 'raw_app_meta_data'>,
  adminEmails: ReadonlySet<string>,
): { role?: string } {
  if (adminEmails.has(user.email)) return { role: 'admin' };
  const stored = user.raw_app_meta_data.role;
  return STAFF_ROLES.some((role) => role === stored) ? { role: String(stored) } : {};
}

/** app_metadata as the server decides it (see tokenRole for the role). */
export function appMetadataFor(
  user: Pick<UserRow, 'email' | 'raw_app_meta_data'>,
  adminEmails: ReadonlySet<string>,
): Record<string, unknown> {
  const { role: _storedRole, ...stored } = user.raw_app_meta_data;
  return {
    ...stored,
    provider: 'email',
    providers: ['email'],
    ...tokenRole(user, adminEmails),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** A factor as GoTrue lists it in the user (supabase-js's `mfa.listFactors()` reads these). */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  };
}

/** A user as GoTrue shows it to its owner; `factors` only when there are some (as GoTrue). */
export function userJson(
  user: UserRow,
  adminEmails: ReadonlySet<string>,
  factors: readonly FactorRow[] = [],
) {
  const confirmedAt = iso(user.email_confirmed_at);
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmed_at: confirmedAt,
    last_sign_in_at: iso(user.last_sign_in_at),
    // GoTrue's secure e-mail change: the address waiting for its confirmations.
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at) }
      : {}),
    ...(user.banned_until ? { banned_until: user.banned_until.toISOString() } : {}),
    ...(user.invited_at ? { invited_at: user.invited_at.toISOString() } : {}),
    app_metadata: appMetadataFor(user, adminEmails),
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: confirmedAt !== undefined,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: user.created_at.toISOString(),
        updated_at: user.updated_at.toISOString(),
        email: user.email,
      },
    ],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}

export type UserJson = ReturnType<typeof userJson>;

/**
 * What sign-up answers for an address that already has an account: a new-looking unconfirmed
 * user with a random id. GoTrue does the same for confirmed accounts but leaves `identities`
 * empty, which gives the secret away; this one has the shape of a real new account.
 */
export function standInUserJson(email: string, userMetadata: Record<string, unknown>): UserJson {
  const now = new Date();
  return userJson(
    {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      encrypted_password: null,
      email_confirmed_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: {},
      raw_user_meta_data: userMetadata,
      banned_until: null,
      email_change: null,
      email_change_sent_at: null,
      invited_at: null,
      created_at: now,
      updated_at: now,
    },
    new Set(),
  );
}

/** The sign-up answer also says when the confirmation mail went out. */
export function signedUpUserJson(user: UserJson) {
  return { ...user, confirmation_sent_at: new Date().toISOString() };
}
