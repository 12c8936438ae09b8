import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { z } from 'zod';

// Admins and guides act only from sessions proven with a second factor (decision 045). Fixtures
// either prove a real session through the auth service, as a phone app would, or (for tokens the
// tests sign themselves) write the verified factor and aal2 session the token describes.

/** An authenticator app for a factor's secret (RFC 6238: SHA-1, 30 s, six digits). */
export function authenticator(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/**
 * Enrols a TOTP factor on the client's signed-in session and verifies it with a code: the
 * session is at aal2 afterwards. Answers the factor's id and secret (for later sign-ins).
 */
export async function proveWithNewFactor(
  client: SupabaseClient,
): Promise<{ factorId: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const { id: factorId, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: authenticator(totp.secret).generate(),
  });
  if (verified.error) throw verified.error;
  return { factorId, secret: totp.secret };
}

/** A verified factor row for an account whose token the test signs (its secret is never used). */
export async function insertVerifiedFactor(pool: pg.Pool, userId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, factor_type, status, secret_ciphertext)
     values ($1, 'totp', 'verified', $2) returning id`,
    [userId, randomBytes(60)],
  );
  return rows[0]!.id;
}

async function authCall(
  gatewayUrl: string,
  anonKey: string,
  accessToken: string,
  path: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The raw-HTTP form of proveWithNewFactor, for harnesses without supabase-js: enrols, challenges
 * and verifies a factor on the token's session and answers the aal2 access token.
 */
export async function proveTokenWithNewFactor(
  gatewayUrl: string,
  anonKey: string,
  accessToken: string,
): Promise<string> {
  const call = (path: string, body: unknown) =>
    authCall(gatewayUrl, anonKey, accessToken, path, body);
  const enrolled = z
    .object({ id: z.string(), totp: z.object({ secret: z.string() }) })
    .parse(await call('/factors', { factor_type: 'totp' }));
  const challenge = z
    .object({ id: z.string() })
    .parse(await call(`/factors/${enrolled.id}/challenge`, {}));
  const session = z.object({ access_token: z.string() }).parse(
    await call(`/factors/${enrolled.id}/verify`, {
      challenge_id: challenge.id,
      code: authenticator(enrolled.totp.secret).generate(),
    }),
  );
  return session.access_token;
}
