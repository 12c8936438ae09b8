import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MoneyCallRecorder } from '../metrics/registry.js';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';

/**
 * Who may call a function: any holder of the anon key; a signed-in member (`caller.userId` is
 * then set); staff (an admin, the service key, or a guide); an admin member or the service key.
 */
export type FunctionAccess = 'anyone' | 'member' | 'staff' | 'admin';

export interface FunctionContext<Body> {
  caller: Caller;
  body: Body;
  /** SQL as the caller, so row-level security decides (see platform/caller-db). */
  withCaller: CallerDb['withCaller'];
  /** One SQL function as the caller (one round trip for a member). */
  callFunction: CallerDb['callFunction'];
  request: FastifyRequest;
  /** Counts the outcomes of the money functions the handler calls. */
  metrics: MoneyCallRecorder;
}

/** A function's answer that is a file to download rather than JSON (a ticket's PDF). */
export class FunctionFile {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly content: Buffer,
  ) {}
}

/** One `/functions/v1/{name}` handler: its access rule, its body schema, its work. */
export interface ServerFunction<Schema extends z.ZodType = z.ZodType> {
  name: string;
  access: FunctionAccess;
  /** Methods it answers; POST (what supabase-js `functions.invoke` sends) when omitted. */
  methods?: ReadonlyArray<'GET' | 'POST'>;
  /** Validates the JSON body; a function without one takes no body. */
  body?: Schema;
  /**
   * Work that may take minutes (the admin's image runs): the connection's idle limit
   * (CONNECTION_TIMEOUT_MS) does not count while the server is working on the answer.
   */
  longRunning?: boolean;
  handle(context: FunctionContext<z.output<Schema>>): Promise<unknown>;
}

export function defineFunction<Schema extends z.ZodType>(
  definition: ServerFunction<Schema>,
): ServerFunction<Schema> {
  return definition;
}
