import type pg from 'pg';
import type { Caller } from './identity.js';
import { withTransaction } from './transactions.js';

export type CallerTransaction = Pick<pg.PoolClient, 'query'>;

export interface CallerDb {
  /**
   * Runs `work` in one transaction as the caller's role with its claims in
   * `request.jwt.claims`, as PostgREST does, so row-level security decides what it may see and
   * change. Everything is rolled back when `work` throws.
   */
  withCaller<T>(caller: Caller, work: (tx: CallerTransaction) => Promise<T>): Promise<T>;
}

/** `pool` logs in as authenticator, which has no rights of its own until it takes a role. */
export function createCallerDb(pool: pg.Pool): CallerDb {
  return {
    withCaller(caller, work) {
      return withTransaction(pool, async (client) => {
        await client.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
          [caller.role, JSON.stringify(caller.claims)],
        );
        return work(client);
      });
    },
  };
}
