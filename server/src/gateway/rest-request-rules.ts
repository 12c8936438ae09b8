import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import { bearerToken } from '../platform/identity.js';

/** Query parameters of PostgREST that are not filters. */
const NOT_FILTERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** A filter's value that starts with `match` or `imatch`, negated or not, `(any)` or not. */
const REGEX_VALUE = /^(?:not\.)?i?match(?:\.|\()/;

/** The same operator anywhere in a piece of a logic tree (`column.not.match.value`). */
const REGEX_IN_TREE = /(?:^|\.)(?:not\.)?i?match(?:\.|\(|$)/;

/** A filter key naming a logic tree: `or`, `and`, negated, or on an embedded resource. */
const LOGIC_KEY = /(?:^|\.)(?:not\.)?(?:or|and)$/;

/**
 * A logic tree such as `(a.eq.1,not.and(b.match.x,c.in.(1,2)))` cut at every comma and
 * parenthesis outside double quotes. A piece may be part of a value; what matters is that no
 * operator escapes being a piece's own.
 */
function logicTreePieces(tree: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < tree.length; index += 1) {
    const char = tree[index]!;
    if (quoted && char === '\\') {
      current += char + (tree[index + 1] ?? '');
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (!quoted && (char === ',' || char === '(' || char === ')')) {
      pieces.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push(current.trim());
  return pieces;
}

/**
 * The first filter of a PostgREST query string that uses a regular expression (`match`,
 * `imatch`), directly or inside an `or`/`and` tree; undefined when there is none. The app
 * never filters that way, and one backtracking pattern holds a pooled connection until the
 * statement timeout, so callers other than the service key may not.
 */
export function findRegexFilter(query: string): string | undefined {
  if (!query.includes('match')) return undefined;
  for (const [key, value] of new URLSearchParams(query)) {
    if (NOT_FILTERS.has(key) || key.endsWith('.order') || key.endsWith('.limit')) continue;
    const usesRegex = LOGIC_KEY.test(key)
      ? logicTreePieces(value).some((piece) => REGEX_IN_TREE.test(piece))
      : REGEX_VALUE.test(value);
    if (usesRegex) return key;
  }
  return undefined;
}

/** What the gateway reads of a bearer token: its expiry (seconds) and the role it claims. */
interface BearerClaims {
  exp: number | undefined;
  isServiceRole: boolean;
  isAnonRole: boolean;
}

const UNREADABLE: BearerClaims = { exp: undefined, isServiceRole: false, isAnonRole: false };

/** The claims of a bearer token, unverified (PostgREST verifies it); unreadable ones read as none. */
function readClaims(token: string): BearerClaims {
  try {
    const claims = decodeJwt(token);
    return {
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
      isServiceRole: claims.role === 'service_role',
      isAnonRole: claims.role === 'anon',
    };
  } catch {
    return UNREADABLE;
  }
}

/** Tokens whose claims are kept: a member's token comes back with each of its requests. */
const CACHED_TOKENS = 1000;
/** Longer ones are read each time, so that the cache's memory stays bounded (a JWT is < 1 KB). */
const CACHED_TOKEN_CHARS = 2048;

/** The claims of recent tokens: a token's claims never change, so a hit is as good as a read. */
const recentClaims = new LRUCache<string, BearerClaims>({ max: CACHED_TOKENS });

function claimsOf(token: string, nowSeconds: number): BearerClaims {
  const cached = recentClaims.get(token);
  if (cached) {
    // Kept no longer than the token is good; the caller still sees it expired.
    if (cached.exp !== undefined && cached.exp <= nowSeconds) recentClaims.delete(token);
    return cached;
  }
  const claims = readClaims(token);
  if (token.length <= CACHED_TOKEN_CHARS && claims !== UNREADABLE) recentClaims.set(token, claims);
  return claims;
}

/**
 * What the gateway needs of a /rest/v1 request's bearer before PostgREST sees it. Read without
 * verifying: it is only used to refuse more than PostgREST would (an expired token, a regular
 * expression from a caller that is not the service key), and a forged `service_role` claim is
 * refused by PostgREST itself.
 */
export function restBearer(authorization: string | undefined, nowSeconds: number) {
  const token = bearerToken(authorization);
  const claims = token ? claimsOf(token, nowSeconds) : UNREADABLE;
  return {
    isExpired: claims.exp !== undefined && claims.exp <= nowSeconds,
    isServiceRole: claims.isServiceRole,
    /** No token, or one for the anon role: PostgREST answers as a visitor. */
    isAnonymous: authorization === undefined || claims.isAnonRole,
  };
}
