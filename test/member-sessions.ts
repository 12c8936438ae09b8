import type pg from 'pg';
import { createCallerDb } from '@app/server/platform/caller-db';
import type { Caller } from '@app/server/platform/identity';
import { createTestUser, servicePool, signToken, type TestUser } from './clients.js';

export interface SessionMember extends TestUser {
  sessionId: string;
  caller: Caller;
}

/**
 * A member signed in on one device: a live auth.sessions row and a token naming it. An admin's
 * session was proven with their verified factor (aal2), unless `aal` says otherwise.
 */
export async function createSessionMember(
  options: { admin?: boolean; aal?: 'aal1' | 'aal2'; pool?: pg.Pool } = {},
): Promise<SessionMember> {
  const db = options.pool ?? servicePool();
  const aal = options.aal ?? (options.admin ? 'aal2' : 'aal1');
  const user = await createTestUser({ ...options, aal });
  const { rows } = await db.query<{ id: string }>(
    aal === 'aal2'
      ? `insert into auth.sessions (user_id, amr_method, aal, factor_id, mfa_verified_at, mfa_method)
         select $1, 'password', 'aal2', f.id, now(), 'totp'
           from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified' limit 1
         returning id`
      : `insert into auth.sessions (user_id, amr_method) values ($1, 'password') returning id`,
    [user.id],
  );
  const sessionId = rows[0]!.id;
  const claims = {
    sub: user.id,
    email: user.email,
    app_metadata: options.admin ? { provider: 'email', role: 'admin' } : { provider: 'email' },
    user_metadata: {},
    session_id: sessionId,
    aal,
  };
  const token = await signToken(claims);
  return {
    ...user,
    token,
    sessionId,
    caller: {
      role: 'authenticated',
      userId: user.id,
      sessionId,
      claims: { ...claims, role: 'authenticated', aud: 'authenticated' },
    },
  };
}

/** Runs SQL in one transaction as the member, as the gateway's functions do. */
export function queryAsMember<Row extends Record<string, unknown>>(
  member: SessionMember,
  sql: string,
  params: unknown[] = [],
) {
  return createCallerDb(servicePool()).withCaller(member.caller, (tx) =>
    tx.query<Row>(sql, params),
  );
}
