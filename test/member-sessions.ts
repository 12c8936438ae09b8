import type pg from 'pg';
import { createCallerDb } from '@app/server/platform/caller-db';
import type { Caller } from '@app/server/platform/identity';
import { createTestUser, servicePool, signToken, type TestUser } from './clients.js';

export interface SessionMember extends TestUser {
  sessionId: string;
  caller: Caller;
}

/** A member signed in on one device: a live auth.sessions row and a token naming it. */
export async function createSessionMember(
  options: { admin?: boolean; pool?: pg.Pool } = {},
): Promise<SessionMember> {
  const user = await createTestUser(options);
  const { rows } = await (options.pool ?? servicePool()).query<{ id: string }>(
    `insert into auth.sessions (user_id, amr_method) values ($1, 'password') returning id`,
    [user.id],
  );
  const sessionId = rows[0]!.id;
  const claims = {
    sub: user.id,
    email: user.email,
    app_metadata: options.admin ? { provider: 'email', role: 'admin' } : { provider: 'email' },
    user_metadata: {},
    session_id: sessionId,
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
