import { errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { API_ROLES, type ApiRole } from './database-roles.js';

/** Who is calling, as every service sees it once the bearer token is verified. */
export interface Caller {
  role: ApiRole;
  /** The member's id (`sub`) for `authenticated` callers. */
  userId?: string;
  /** The verified claims, handed to PostgreSQL as `request.jwt.claims`. */
  claims: Record<string, unknown>;
  sessionId?: string;
}

export type IdentityFailure = 'missing' | 'malformed' | 'expired' | 'invalid';

/** A bearer that cannot be trusted; services render it in their own error shape. */
export class IdentityError extends Error {
  constructor(
    readonly reason: IdentityFailure,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

// Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type takes it.
const uuid = z.guid();
const claimsSchema = z
  .object({
    role: z.enum(API_ROLES),
    sub: uuid.optional(),
    session_id: uuid.optional(),
    aud: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .refine((claims) => claims.role !== 'authenticated' || claims.sub !== undefined, {
    message: 'an authenticated token needs a sub claim',
  });

const staffClaimsSchema = z.object({
  app_metadata: z.object({ role: z.enum(['admin', 'guide']) }),
});

/** The staff role a member's token names (admin or guide), whatever the session's level. */
function staffRole(caller: Caller): 'admin' | 'guide' | undefined {
  if (caller.role !== 'authenticated') return undefined;
  return staffClaimsSchema.safeParse(caller.claims).data?.app_metadata.role;
}

/** A session proven with a second factor; the auth service sets `aal` and signs the token. */
const provenWithSecondFactor = (caller: Caller) => caller.claims.aal === 'aal2';

/**
 * The service key, or a member whose token says `app_metadata.role = "admin"` on a session proven
 * with a second factor (aal2). Only the server sets app_metadata (from ADMIN_EMAILS) and aal, and
 * the token's signature is verified before this.
 */
export function isAdmin(caller: Caller): boolean {
  if (caller.role === 'service_role') return true;
  return staffRole(caller) === 'admin' && provenWithSecondFactor(caller);
}

/**
 * Who may check tickets in: an admin (or the service key), or a member whose token says
 * `app_metadata.role = "guide"`, at aal2. The claims alone decide here; SQL (private.is_staff)
 * checks that the account still holds the role, so taking it away works before the token expires.
 */
export function isStaff(caller: Caller): boolean {
  if (caller.role === 'service_role') return true;
  return staffRole(caller) !== undefined && provenWithSecondFactor(caller);
}

/**
 * A member who would be an admin (`needed = "admin"`) or staff (`"staff"`: admin or guide) on a
 * session proven with a second factor, but whose session is below aal2: refused with
 * `insufficient_aal` rather than as a member, so the app asks for the code (decision 045).
 */
export function lacksSecondFactor(caller: Caller, needed: 'admin' | 'staff'): boolean {
  const role = staffRole(caller);
  if (role === undefined || provenWithSecondFactor(caller)) return false;
  return needed === 'staff' || role === 'admin';
}

/** The token of an `Authorization: Bearer <token>` header; undefined for anything else. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

export interface Identity {
  /** Verifies an anon key, the service key or a member's access token. */
  verify(token: string): Promise<Caller>;
  /** The caller of a request: `Authorization: Bearer …`, else the `apikey` header. */
  identify(headers: { authorization?: string; apikey?: string | string[] }): Promise<Caller>;
}

/**
 * One place that turns a bearer into a caller, with the same rules PostgREST applies: HS256 with
 * the shared secret only, an expiry, and a role it may switch to.
 */
export function createIdentity(jwtSecret: string): Identity {
  // Imported once: given the raw secret, jose imports a key on every call, half of its cost.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(jwtSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );

  async function verify(token: string): Promise<Caller> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new IdentityError('expired', 'JWT expired');
      throw new IdentityError('invalid', 'Invalid JWT');
    }
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success) throw new IdentityError('invalid', 'Invalid JWT claims');
    const { role, sub, session_id: sessionId } = parsed.data;
    return {
      role,
      claims: payload,
      ...(role === 'authenticated' ? { userId: sub } : {}),
      ...(sessionId ? { sessionId } : {}),
    };
  }

  return {
    verify,
    async identify(headers) {
      const authorization = headers.authorization;
      if (authorization !== undefined) {
        const token = bearerToken(authorization);
        if (!token) throw new IdentityError('malformed', 'Authorization must be "Bearer <token>"');
        return verify(token);
      }
      const apikey = Array.isArray(headers.apikey) ? headers.apikey[0] : headers.apikey;
      if (!apikey) throw new IdentityError('missing', 'No API key or bearer token found');
      return verify(apikey);
    },
  };
}

/** The server acting for itself (seeding, maintenance), as the service key would. */
export const SERVICE_CALLER: Caller = Object.freeze({
  role: 'service_role',
  claims: Object.freeze({ role: 'service_role' }),
});
