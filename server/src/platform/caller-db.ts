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
  /**
   * `select fn(...args)` as the caller, returning the function's result: for a signed-in member
   * in one round trip on the member pool (the hot path of the money functions), otherwise
   * through `withCaller`. `fn` is a schema-qualified name from the code, never input.
   */
  callFunction<T>(caller: Caller, fn: string, args: readonly unknown[]): Promise<T>;
}

const FUNCTION_NAME = /^[a-z_]+\.[a-z_]+$/;

/**
 * `pool` logs in as authenticator, which has no rights of its own until it takes a role;
 * `memberPool`, when given, logs in as authenticator taking `authenticated`.
 */
export function createCallerDb(pool: pg.Pool, memberPool?: pg.Pool): CallerDb {
  const withCaller: CallerDb['withCaller'] = (caller, work) =>
    withTransaction(pool, async (client) => {
      await client.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
        [caller.role, JSON.stringify(caller.claims)],
      );
      return work(client);
    });

  return {
    withCaller,
    async callFunction<T>(caller: Caller, fn: string, args: readonly unknown[]) {
      if (!FUNCTION_NAME.test(fn)) throw new Error(`not a function name: ${fn}`);
      if (memberPool && caller.role === 'authenticated') {
        // One statement is its own transaction: the claims are set (locally) by the
        // materialized CTE before the function runs, and gone when the statement ends. The role
        // is the connection's, so EXECUTE and RLS see `authenticated` from the start.
        const placeholders = args.map((_, index) => `$${index + 2}`).join(', ');
        const { rows } = await memberPool.query<{ result: T }>({
          name: `member-call ${fn}/${args.length}`,
          text:
            `with claims as materialized (select set_config('request.jwt.claims', $1, true)) ` +
            `select ${fn}(${placeholders}) as result from claims`,
          values: [JSON.stringify(caller.claims), ...args],
        });
        return rows[0]!.result;
      }
      const placeholders = args.map((_, index) => `$${index + 1}`).join(', ');
      return withCaller(caller, async (tx) => {
        const { rows } = await tx.query<{ result: T }>(`select ${fn}(${placeholders}) as result`, [
          ...args,
        ]);
        return rows[0]!.result;
      });
    },
  };
}
