import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import { inject } from 'vitest';
import { insertVerifiedFactor } from './two-factor.js';
import './vitest-context.js';

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;

export function anonClient(): SupabaseClient {
  return createClient(inject('gatewayUrl'), inject('anonKey'), clientOptions);
}

/** A client that sends the given access token, as supabase-js does once a user signed in. */
export function tokenClient(accessToken: string): SupabaseClient {
  return createClient(inject('gatewayUrl'), inject('anonKey'), {
    ...clientOptions,
    accessToken: async () => accessToken,
  });
}

let pool: pg.Pool | undefined;
/** The server's own service_role connection, for arranging fixtures. */
export function servicePool(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject('serviceDatabaseUrl'), max: 4 });
  return pool;
}

export interface TokenClaims {
  sub?: string;
  role?: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  session_id?: string;
  /** The session's level: admins and guides act only at aal2 (decision 045). */
  aal?: 'aal1' | 'aal2';
}

export async function signToken(claims: TokenClaims, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

/**
 * An account row plus a signed access token for it (the auth service is not needed for this),
 * on the run's server or, given its service pool, on another one. An admin's token is at aal2
 * with a verified factor on the account, as admins sign in (decision 045), unless `aal` says
 * otherwise.
 */
export async function createTestUser(
  options: { admin?: boolean; aal?: 'aal1' | 'aal2'; pool?: pg.Pool } = {},
): Promise<TestUser> {
  const db = options.pool ?? servicePool();
  const email = `user-${randomUUID()}@example.test`;
  const appMetadata = options.admin ? { provider: 'email', role: 'admin' } : { provider: 'email' };
  const aal = options.aal ?? (options.admin ? 'aal2' : 'aal1');
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, raw_app_meta_data, email_confirmed_at) values ($1, $2, now()) returning id`,
    [email, appMetadata],
  );
  const id = rows[0]!.id;
  if (aal === 'aal2') await insertVerifiedFactor(db, id);
  const token = await signToken({
    sub: id,
    email,
    app_metadata: appMetadata,
    user_metadata: {},
    aal,
  });
  return { id, email, token, client: tokenClient(token) };
}

export function uniqueTag(): string {
  return randomUUID().slice(0, 8);
}
