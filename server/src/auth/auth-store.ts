import type pg from 'pg';
import { withTransaction } from '../platform/transactions.js';
import { authErrors } from './auth-error.js';
import { enqueueMail } from '../jobs/mail-queue.js';
import { errorCode } from '../platform/error-fields.js';
import type { MailMessage } from '../mail/mailer.js';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  /** The address of an e-mail change waiting for its confirmations (GoTrue's email_change). */
  email_change: string | null;
  email_change_sent_at: Date | null;
  invited_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type AmrMethod = 'password' | 'otp';

/** How a session reached aal2: an app's code, or a recovery code (GoTrue's amr method). */
export type MfaMethod = 'totp' | 'mfa/recovery_code';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  amr_method: AmrMethod;
  created_at: Date;
  /** When a factor proved the session (aal2); null at aal1. */
  mfa_verified_at: Date | null;
  /** What proved it; null at aal1. */
  mfa_method: MfaMethod | null;
}

/** A factor as its owner may see it: never its secret. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A factor locked for verification, with what checking a code needs. */
export interface FactorSecretRow extends FactorRow {
  secret_ciphertext: Buffer;
  /** RFC 6238 step of the last accepted code (bigint arrives as a string). */
  last_used_step: string | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string | null;
  verified_at: Date | null;
  created_at: Date;
  age_seconds: number;
}

export interface RefreshTokenRow {
  id: string;
  token_hash: Buffer;
  session_id: string;
  /** Seconds since the token was rotated; null while it is the session's live token. */
  rotated_seconds_ago: number | null;
}

/** What an e-mail link (or its code) does. */
export type OneTimeTokenType =
  'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change_current' | 'email_change_new';

/** A link token or code used up: whose, of which type, and the address it confirms. */
export interface UsedOneTimeToken {
  userId: string;
  type: OneTimeTokenType;
  email: string | null;
}

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** A write that gives an account an address another account has: GoTrue's email_exists. */
async function unlessEmailTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (errorCode(error) === '23505') throw authErrors.emailExists();
    throw error;
  }
}

const userColumns = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, banned_until, email_change, email_change_sent_at,
  invited_at, created_at, updated_at`;
const sessionColumns = 'id, user_id, aal, amr_method, created_at, mfa_verified_at, mfa_method';
const factorColumns = `id, user_id, friendly_name, factor_type, status, last_challenged_at,
  created_at, updated_at`;
const refreshTokenColumns = `id, token_hash, session_id,
  extract(epoch from now() - rotated_at)::float8 as rotated_seconds_ago`;

/** Every SQL statement of the auth service; `pool` is the server's service_role connection. */
export class AuthStore {
  constructor(
    private readonly db: Queryable,
    private readonly pool?: pg.Pool,
  ) {}

  static fromPool(pool: pg.Pool): AuthStore {
    return new AuthStore(pool, pool);
  }

  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  async withTransaction<T>(work: (store: AuthStore) => Promise<T>): Promise<T> {
    if (!this.pool) return work(this);
    return withTransaction(this.pool, (client) => work(new AuthStore(client)));
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await this.db.query<UserRow>(
      `select ${userColumns} from auth.users where email = $1`,
      [email],
    );
    return rows[0];
  }

  async findUserById(id: string): Promise<UserRow | undefined> {
    const { rows } = await this.db.query<UserRow>(
      `select ${userColumns} from auth.users where id = $1`,
      [id],
    );
    return rows[0];
  }

  /**
   * Undefined when the e-mail address is taken. An ADMIN_EMAILS address is stored as an admin.
   * `appMetadata` never carries `role` (checked by the caller: see admin-users.ts).
   */
  async insertUser(user: {
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirmed: boolean;
    isAdmin?: boolean;
    invited?: boolean;
    bannedUntil?: Date | null;
  }): Promise<UserRow | undefined> {
    const { rows } = await this.db.query<UserRow>(
      `with created as (
         insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                                 email_confirmed_at, invited_at, banned_until)
         values ($1, $2, $6::jsonb || '{"provider": "email", "providers": ["email"]}'::jsonb
                         || case when $5::boolean then '{"role": "admin"}'::jsonb else '{}' end,
                 $3, case when $4::boolean then now() end, case when $7::boolean then now() end,
                 $8)
         on conflict (email) do nothing
         returning ${userColumns}
       ), granted as (
         insert into auth.admin_role_grants (user_id) select id from created where $5::boolean
       )
       select * from created`,
      [
        user.email,
        user.passwordHash,
        user.userMetadata,
        user.confirmed,
        user.isAdmin ?? false,
        JSON.stringify(user.appMetadata ?? {}),
        user.invited ?? false,
        user.bannedUntil ?? null,
      ],
    );
    return rows[0];
  }

  /** A page of users, newest first (GoTrue's default order), and how many there are in all. */
  async listUsers(page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
    const [list, count] = await Promise.all([
      this.db.query<UserRow>(
        `select ${userColumns} from auth.users order by created_at desc, id desc limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      ),
      this.db.query<{ total: number }>('select count(*)::int as total from auth.users'),
    ]);
    return { users: list.rows, total: count.rows[0]!.total };
  }

  /**
   * An operator's change to an account (the admin API). Metadata keys merge, a null value
   * removing its key, as GoTrue does. Undefined when the user is gone; email_exists when the new
   * address is taken.
   */
  async updateUserAsAdmin(
    userId: string,
    changes: {
      email?: string;
      passwordHash?: string;
      confirm?: boolean;
      userMetadata?: Record<string, unknown>;
      appMetadata?: Record<string, unknown>;
      /** null lifts a ban. */
      bannedUntil?: Date | null;
    },
  ): Promise<UserRow | undefined> {
    const { rows } = await unlessEmailTaken(
      this.db.query<UserRow>(
        `update auth.users set
          email = coalesce($2, email),
          email_change = case when $2::text is null then email_change end,
          email_change_sent_at = case when $2::text is null then email_change_sent_at end,
          encrypted_password = coalesce($3, encrypted_password),
          email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now())
                                    else email_confirmed_at end,
          raw_user_meta_data = case when $5::jsonb is null then raw_user_meta_data else (
            select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
              from jsonb_each(raw_user_meta_data || $5::jsonb) where value <> 'null'::jsonb) end,
          raw_app_meta_data = case when $6::jsonb is null then raw_app_meta_data else (
            select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
              from jsonb_each(raw_app_meta_data || $6::jsonb) where value <> 'null'::jsonb) end,
          banned_until = case when $7::boolean then $8::timestamptz else banned_until end
        where id = $1
        returning ${userColumns}`,
        [
          userId,
          changes.email ?? null,
          changes.passwordHash ?? null,
          changes.confirm ?? false,
          changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
          changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
          changes.bannedUntil !== undefined,
          changes.bannedUntil ?? null,
        ],
      ),
    );
    if (changes.passwordHash) {
      await this.db.query(
        `delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery'`,
        [userId],
      );
    }
    return rows[0];
  }

  /** Locks the user's row until the transaction ends: one e-mail change step at a time. */
  async lockUser(userId: string): Promise<void> {
    await this.db.query('select 1 from auth.users where id = $1 for update', [userId]);
  }

  /** Records an e-mail change waiting for the confirmation of both addresses. */
  async startEmailChange(userId: string, newEmail: string): Promise<UserRow> {
    const { rows } = await this.db.query<UserRow>(
      `update auth.users set email_change = $2, email_change_sent_at = now()
        where id = $1 returning ${userColumns}`,
      [userId, newEmail],
    );
    return rows[0]!;
  }

  /**
   * Both addresses confirmed: the new one becomes the account's. Undefined when no change to
   * `newEmail` is waiting; email_exists when another account took the address since.
   */
  async completeEmailChange(userId: string, newEmail: string): Promise<UserRow | undefined> {
    const { rows } = await unlessEmailTaken(
      this.db.query<UserRow>(
        `update auth.users set email = email_change, email_change = null,
              email_change_sent_at = null
        where id = $1 and email_change = $2
        returning ${userColumns}`,
        [userId, newEmail],
      ),
    );
    if (rows[0]) {
      await this.db.query(
        `delete from auth.one_time_tokens
          where user_id = $1 and token_type in ('email_change_current', 'email_change_new')`,
        [userId],
      );
    }
    return rows[0];
  }

  /** Accounts an e-mail change code may belong to: the address's own, or one changing to it. */
  async findUsersForEmailChange(email: string): Promise<UserRow[]> {
    const { rows } = await this.db.query<UserRow>(
      `select ${userColumns} from auth.users where email = $1 or email_change = $1
        order by email = $1 desc limit 5`,
      [email],
    );
    return rows;
  }

  /**
   * Stores app_metadata.role = 'admin' on the ADMIN_EMAILS accounts, so what the database shows
   * (the admin's members list) is the role their tokens carry, and takes it back from the accounts
   * this sync granted it to whose address left the list (migration 0039). A staff role an admin
   * address held gives way to admin.
   */
  async syncAdminRoles(adminEmails: readonly string[]): Promise<void> {
    await this.db.query(
      `with listed as (
         select u.id from auth.users u where lower(u.email::text) = any($1::text[])
       ), promoted as (
         update auth.users u set raw_app_meta_data = u.raw_app_meta_data || '{"role": "admin"}'
          where u.id in (select id from listed)
            and u.raw_app_meta_data ->> 'role' is distinct from 'admin'
       ), recorded as (
         insert into auth.admin_role_grants (user_id) select id from listed
         on conflict (user_id) do nothing
       ), withdrawn as (
         delete from auth.admin_role_grants g where g.user_id not in (select id from listed)
         returning g.user_id
       )
       update auth.users u set raw_app_meta_data = u.raw_app_meta_data - 'role'
        where u.id in (select user_id from withdrawn) and u.raw_app_meta_data ->> 'role' = 'admin'`,
      [adminEmails.map((email) => email.trim().toLowerCase())],
    );
  }

  /**
   * The user of a token, and the age of the token's session in seconds (undefined when there is
   * no such session any more).
   */
  async findUserAndSession(
    userId: string,
    sessionId: string | undefined,
  ): Promise<{ user: UserRow; sessionAgeSeconds: number | undefined } | undefined> {
    const { rows } = await this.db.query<UserRow & { session_age_seconds: number | null }>(
      `select ${userColumns},
              (select extract(epoch from now() - s.created_at)::float8
                 from auth.sessions s where s.id = $2 and s.user_id = u.id) as session_age_seconds
         from auth.users u
        where u.id = $1`,
      [userId, sessionId ?? null],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { session_age_seconds: age, ...user } = row;
    return { user, sessionAgeSeconds: age ?? undefined };
  }

  /** A new session with its first refresh token; records the sign-in on the user. */
  async createSession(session: {
    userId: string;
    amrMethod: AmrMethod;
    userAgent: string | null;
    ip: string | null;
    refreshTokenHash: Buffer;
  }): Promise<{ session: SessionRow; user: UserRow }> {
    const { rows } = await this.db.query<SessionRow>(
      `insert into auth.sessions (user_id, amr_method, user_agent, ip)
       values ($1, $2, $3, $4)
       returning ${sessionColumns}`,
      [session.userId, session.amrMethod, session.userAgent, session.ip],
    );
    const created = rows[0]!;
    await this.db.query(
      'insert into auth.refresh_tokens (token_hash, session_id) values ($1, $2)',
      [session.refreshTokenHash, created.id],
    );
    const users = await this.db.query<UserRow>(
      `update auth.users set last_sign_in_at = now() where id = $1 returning ${userColumns}`,
      [session.userId],
    );
    return { session: created, user: users.rows[0]! };
  }

  async findSession(sessionId: string): Promise<SessionRow | undefined> {
    const { rows } = await this.db.query<SessionRow>(
      `select ${sessionColumns} from auth.sessions where id = $1`,
      [sessionId],
    );
    return rows[0];
  }

  /** Locks the token's row until the transaction ends, so one refresh of it runs at a time. */
  async lockRefreshToken(tokenHash: Buffer): Promise<RefreshTokenRow | undefined> {
    const { rows } = await this.db.query<RefreshTokenRow>(
      `select ${refreshTokenColumns} from auth.refresh_tokens where token_hash = $1 for update`,
      [tokenHash],
    );
    return rows[0];
  }

  async findChildRefreshToken(parentId: string): Promise<RefreshTokenRow | undefined> {
    const { rows } = await this.db.query<RefreshTokenRow>(
      `select ${refreshTokenColumns} from auth.refresh_tokens where parent_id = $1`,
      [parentId],
    );
    return rows[0];
  }

  async rotateRefreshToken(token: RefreshTokenRow, childHash: Buffer): Promise<void> {
    // Retire the parent first: a session may hold only one live token.
    await this.db.query('update auth.refresh_tokens set rotated_at = now() where id = $1', [
      token.id,
    ]);
    await this.db.query(
      'insert into auth.refresh_tokens (token_hash, session_id, parent_id) values ($1, $2, $3)',
      [childHash, token.session_id, token.id],
    );
    await this.db.query('update auth.sessions set refreshed_at = now() where id = $1', [
      token.session_id,
    ]);
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.query('delete from auth.sessions where id = $1', [sessionId]);
  }

  /** Every session of the user, or every one but `keepSessionId`. */
  async deleteUserSessions(userId: string, keepSessionId?: string): Promise<void> {
    await this.db.query(
      'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
      [userId, keepSessionId ?? null],
    );
  }

  /**
   * Stores a link token (and the digest of its six-digit code, if it has one); earlier unused
   * ones of the same kind stop working.
   */
  async createOneTimeToken(token: {
    userId: string;
    type: OneTimeTokenType | 'reauthentication';
    tokenHash: Buffer;
    codeHash?: Buffer;
    /** The address it confirms (an e-mail change's). */
    email?: string;
    lifetimeSeconds: number;
  }): Promise<void> {
    await this.db.query(
      'delete from auth.one_time_tokens where user_id = $1 and token_type = $2 and used_at is null',
      [token.userId, token.type],
    );
    await this.db.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, email,
                                         expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [
        token.userId,
        token.type,
        token.tokenHash,
        token.codeHash ?? null,
        token.email ?? null,
        token.lifetimeSeconds,
      ],
    );
  }

  /**
   * Queues a mail that a person waits for at the screen, ahead of other jobs; inside
   * `withTransaction`, it is sent only if the transaction commits.
   */
  async enqueueMail(mail: MailMessage): Promise<void> {
    await enqueueMail(this.db, mail, { atScreen: true });
  }

  /** Marks a live link token used; undefined when it is unknown, used, expired or of another type. */
  async consumeOneTimeToken(
    tokenHash: Buffer,
    types: readonly OneTimeTokenType[],
  ): Promise<UsedOneTimeToken | undefined> {
    const { rows } = await this.db.query<{
      user_id: string;
      token_type: OneTimeTokenType;
      email: string | null;
    }>(
      `update auth.one_time_tokens set used_at = now()
        where token_hash = $1 and token_type = any($2::text[]) and used_at is null
          and expires_at > now()
        returning user_id, token_type, email`,
      [tokenHash, types],
    );
    const row = rows[0];
    return row && { userId: row.user_id, type: row.token_type, email: row.email };
  }

  /**
   * Marks the user's live token with this code used. A wrong code counts against every live
   * code of those types; one that has had `maxFailures` wrong guesses stops working.
   */
  async consumeOneTimeCode(
    userId: string,
    codeHash: Buffer,
    types: readonly OneTimeTokenType[],
    maxFailures: number,
  ): Promise<UsedOneTimeToken | undefined> {
    const { rows } = await this.db.query<{
      user_id: string;
      token_type: OneTimeTokenType;
      email: string | null;
    }>(
      `update auth.one_time_tokens set used_at = now()
        where user_id = $1 and code_hash = $2 and token_type = any($3::text[]) and used_at is null
          and expires_at > now()
        returning user_id, token_type, email`,
      [userId, codeHash, types],
    );
    const row = rows[0];
    if (row) return { userId: row.user_id, type: row.token_type, email: row.email };
    // Past the limit the token is voided, link and all (it expires now).
    await this.db.query(
      `update auth.one_time_tokens
          set failed_attempts = failed_attempts + 1,
              expires_at = case when failed_attempts + 1 >= $3 then now() else expires_at end
        where user_id = $1 and token_type = any($2::text[]) and code_hash is not null
          and used_at is null and expires_at > now()`,
      [userId, types, maxFailures],
    );
    return undefined;
  }

  /** Whether the user has used a token of this type for this address that is still on record. */
  async hasUsedOneTimeToken(
    userId: string,
    type: OneTimeTokenType,
    email: string,
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `select 1 from auth.one_time_tokens
        where user_id = $1 and token_type = $2 and email = $3 and used_at is not null`,
      [userId, type, email],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Every token of these types the user holds, used or not. */
  async deleteOneTimeTokens(userId: string, types: readonly OneTimeTokenType[]): Promise<void> {
    await this.db.query(
      'delete from auth.one_time_tokens where user_id = $1 and token_type = any($2::text[])',
      [userId, types],
    );
  }

  /** Whether the user has this reauthentication code, unused and unexpired. */
  async hasReauthenticationCode(userId: string, tokenHash: Buffer): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `select 1 from auth.one_time_tokens
        where user_id = $1 and token_type = 'reauthentication' and token_hash = $2
          and used_at is null and expires_at > now()`,
      [userId, tokenHash],
    );
    return rowCount === 1;
  }

  /** Uses the code up (deleted: a later code may have the same digest); false when it is gone. */
  async consumeReauthenticationCode(userId: string, tokenHash: Buffer): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `delete from auth.one_time_tokens
        where user_id = $1 and token_type = 'reauthentication' and token_hash = $2
          and used_at is null and expires_at > now()`,
      [userId, tokenHash],
    );
    return rowCount === 1;
  }

  /**
   * Confirms the address, the first time: with the password of the first sign-up, or with none
   * (`keepPassword: false`, for a reset link; the reset screen then sets one).
   */
  async confirmEmail(userId: string, options: { keepPassword: boolean }): Promise<void> {
    await this.db.query(
      `update auth.users set email_confirmed_at = now(),
              encrypted_password = case when $2::boolean then encrypted_password end
        where id = $1 and email_confirmed_at is null`,
      [userId, options.keepPassword],
    );
    await this.db.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type = 'signup'`,
      [userId],
    );
  }

  /** Sets the password and voids the password-reset links still out. */
  async updatePassword(userId: string, passwordHash: string): Promise<void> {
    await this.db.query('update auth.users set encrypted_password = $2 where id = $1', [
      userId,
      passwordHash,
    ]);
    await this.db.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery'`,
      [userId],
    );
  }

  /** Merges top-level keys into user_metadata; a null value removes its key (as GoTrue does). */
  async mergeUserMetadata(userId: string, data: Record<string, unknown>): Promise<UserRow> {
    const { rows } = await this.db.query<UserRow>(
      `update auth.users
          set raw_user_meta_data = (
                select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
                  from jsonb_each(raw_user_meta_data || $2::jsonb)
                 where value <> 'null'::jsonb)
        where id = $1
        returning ${userColumns}`,
      [userId, JSON.stringify(data)],
    );
    return rows[0]!;
  }

  /** The user's factors, oldest first, without their secrets. */
  async listFactors(userId: string): Promise<FactorRow[]> {
    const { rows } = await this.db.query<FactorRow>(
      `select ${factorColumns} from auth.mfa_factors where user_id = $1 order by created_at, id`,
      [userId],
    );
    return rows;
  }

  async findFactor(userId: string, factorId: string): Promise<FactorRow | undefined> {
    const { rows } = await this.db.query<FactorRow>(
      `select ${factorColumns} from auth.mfa_factors where id = $1 and user_id = $2`,
      [factorId, userId],
    );
    return rows[0];
  }

  /** As GoTrue: unverified factors older than `olderThanSeconds` with no challenge go. */
  async deleteAbandonedFactors(userId: string, olderThanSeconds: number): Promise<void> {
    await this.db.query(
      `delete from auth.mfa_factors f
        where f.user_id = $1 and f.status = 'unverified'
          and f.created_at < now() - make_interval(secs => $2)
          and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
      [userId, olderThanSeconds],
    );
  }

  /** Undefined when the user already has a factor of that name. */
  async insertFactor(factor: {
    id: string;
    userId: string;
    friendlyName: string | null;
    secretCiphertext: Buffer;
  }): Promise<FactorRow | undefined> {
    const { rows } = await this.db.query<FactorRow>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, secret_ciphertext)
       values ($1, $2, $3, 'totp', $4)
       on conflict (user_id, friendly_name) where trim(friendly_name) <> '' do nothing
       returning ${factorColumns}`,
      [factor.id, factor.userId, factor.friendlyName, factor.secretCiphertext],
    );
    return rows[0];
  }

  async createChallenge(
    factorId: string,
    ip: string | null,
  ): Promise<{ id: string; created_at: Date }> {
    const { rows } = await this.db.query<{ id: string; created_at: Date }>(
      `with challenge as (
         insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
         returning id, created_at
       ), challenged as (
         update auth.mfa_factors set last_challenged_at = now() where id = $1
       )
       select * from challenge`,
      [factorId, ip],
    );
    return rows[0]!;
  }

  /** Locks the factor's row until the transaction ends: one verification of it at a time. */
  async lockFactorSecret(userId: string, factorId: string): Promise<FactorSecretRow | undefined> {
    const { rows } = await this.db.query<FactorSecretRow>(
      `select ${factorColumns}, secret_ciphertext, last_used_step
         from auth.mfa_factors where id = $1 and user_id = $2 for update`,
      [factorId, userId],
    );
    return rows[0];
  }

  async findChallenge(factorId: string, challengeId: string): Promise<ChallengeRow | undefined> {
    const { rows } = await this.db.query<ChallengeRow>(
      `select id, factor_id, host(ip_address) as ip_address, verified_at, created_at,
              extract(epoch from now() - created_at)::float8 as age_seconds
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [challengeId, factorId],
    );
    return rows[0];
  }

  async deleteChallenge(challengeId: string): Promise<void> {
    await this.db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
  }

  /**
   * A right code: the challenge is used, the factor verified and its step recorded, the session
   * raised to aal2 (GoTrue's updateMFASessionAndClaims); the user's aal1 sessions end and their
   * other unverified factors go (GoTrue's InvalidateSessionsWithAALLessThan and
   * DeleteUnverifiedFactors). Undefined when the session is gone.
   */
  async completeFactorVerification(verification: {
    userId: string;
    sessionId: string;
    factorId: string;
    challengeId: string;
    step: number;
  }): Promise<SessionRow | undefined> {
    const { userId, sessionId, factorId, challengeId, step } = verification;
    await this.db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
      challengeId,
    ]);
    await this.db.query(
      `update auth.mfa_factors set status = 'verified', last_used_step = $2 where id = $1`,
      [factorId, step],
    );
    const { rows } = await this.db.query<SessionRow>(
      `update auth.sessions
          set aal = 'aal2', factor_id = $3, mfa_verified_at = now(), mfa_method = 'totp'
        where id = $1 and user_id = $2
        returning ${sessionColumns}`,
      [sessionId, userId, factorId],
    );
    await this.db.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [userId]);
    await this.db.query(
      `delete from auth.mfa_factors
        where user_id = $1 and status = 'unverified' and factor_type = 'totp' and id <> $2`,
      [userId, factorId],
    );
    return rows[0];
  }

  /** The session's live refresh token, locked until the transaction ends. */
  async lockLiveRefreshToken(sessionId: string): Promise<RefreshTokenRow | undefined> {
    const { rows } = await this.db.query<RefreshTokenRow>(
      `select ${refreshTokenColumns} from auth.refresh_tokens
        where session_id = $1 and rotated_at is null for update`,
      [sessionId],
    );
    return rows[0];
  }

  /**
   * Takes the factor away; the sessions it proved go back to aal1 (GoTrue's unenroll). Without a
   * verified factor left, the recovery codes go too and no session of the user stays at aal2: a
   * recovery code stands in for a factor, never for the only one (decision 045).
   */
  async deleteFactor(factorId: string): Promise<void> {
    await this.db.query(
      `update auth.sessions
          set aal = 'aal1', factor_id = null, mfa_verified_at = null, mfa_method = null
        where factor_id = $1`,
      [factorId],
    );
    const deleted = await this.db.query<{ user_id: string }>(
      'delete from auth.mfa_factors where id = $1 returning user_id',
      [factorId],
    );
    const userId = deleted.rows[0]?.user_id;
    if (!userId) return;
    await this.db.query(
      `with unprotected as (
         select $1::uuid as user_id
          where not exists (select 1 from auth.mfa_factors f
                             where f.user_id = $1 and f.status = 'verified')
       ), codes as (
         delete from auth.mfa_recovery_codes c using unprotected u where c.user_id = u.user_id
       )
       update auth.sessions s
          set aal = 'aal1', factor_id = null, mfa_verified_at = null, mfa_method = null
         from unprotected u
        where s.user_id = u.user_id and s.aal = 'aal2'`,
      [userId],
    );
  }

  /** A new set of recovery codes (their digests) in place of the user's old ones. */
  async replaceRecoveryCodes(userId: string, setId: string, codeHashes: Buffer[]): Promise<void> {
    await this.db.query('delete from auth.mfa_recovery_codes where user_id = $1', [userId]);
    await this.db.query(
      `insert into auth.mfa_recovery_codes (user_id, set_id, code_hash)
       select $1, $2, h from unnest($3::bytea[]) as h`,
      [userId, setId, codeHashes],
    );
  }

  async deleteRecoveryCodes(userId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ set_id: string }>(
      'delete from auth.mfa_recovery_codes where user_id = $1 returning set_id',
      [userId],
    );
    return rows[0]?.set_id;
  }

  /** The user's set: its id, how many codes it had and how many are still unused. */
  async recoveryCodeStatus(
    userId: string,
  ): Promise<{ set_id: string; total: number; remaining: number } | undefined> {
    const { rows } = await this.db.query<{ set_id: string; total: number; remaining: number }>(
      `select set_id, count(*)::int as total, (count(*) filter (where used_at is null))::int as remaining
         from auth.mfa_recovery_codes where user_id = $1 group by set_id`,
      [userId],
    );
    return rows[0];
  }

  /**
   * Uses the user's unused code with this digest: true once, false for an unknown or used code.
   * The single update makes two concurrent uses of one code succeed at most once.
   */
  async consumeRecoveryCode(userId: string, codeHash: Buffer): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update auth.mfa_recovery_codes set used_at = now()
        where user_id = $1 and code_hash = $2 and used_at is null`,
      [userId, codeHash],
    );
    return rowCount === 1;
  }

  /** A recovery code proved the session: aal2, and the user's aal1 sessions end (GoTrue). */
  async completeRecoveryCodeVerification(
    userId: string,
    sessionId: string,
  ): Promise<SessionRow | undefined> {
    const { rows } = await this.db.query<SessionRow>(
      `update auth.sessions
          set aal = 'aal2', factor_id = null, mfa_verified_at = now(),
              mfa_method = 'mfa/recovery_code'
        where id = $1 and user_id = $2
        returning ${sessionColumns}`,
      [sessionId, userId],
    );
    await this.db.query(`delete from auth.sessions where user_id = $1 and aal = 'aal1'`, [userId]);
    return rows[0];
  }

  /**
   * private.delete_account (migration 0071): refused with SQLSTATE PT409 and the reason as the
   * message; answers the address and metadata the farewell mail needs.
   */
  async deleteAccount(
    userId: string,
  ): Promise<{ email: string; user_metadata: Record<string, unknown> }> {
    const { rows } = await this.db.query<{
      farewell: { email: string; user_metadata: Record<string, unknown> };
    }>('select private.delete_account($1) as farewell', [userId]);
    return rows[0]!.farewell;
  }

  /** Drops what can no longer matter: dead link tokens, long-rotated tokens, old challenges. */
  async pruneExpired(): Promise<void> {
    await this.db.query(
      `delete from auth.mfa_challenges where created_at < now() - interval '1 day'`,
    );
    await this.db.query(
      `delete from auth.one_time_tokens
        where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`,
    );
    await this.db.query(
      `delete from auth.refresh_tokens where rotated_at < now() - interval '30 days'`,
    );
  }
}
