import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { servicePool, signToken } from '@app/testing/clients';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { createFactorSecretBox } from '../factor-secrets.js';
import { call, refresh } from './session-calls-test-kit.js';

// supabase-js's own auth.mfa calls against the shared server; codes come from an authenticator
// (the otpauth library) as a phone app would make them.

const CHALLENGE_SECONDS = 300;

function authenticator(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/** Six digits that are the code of no step within the accepted skew. */
function wrongCode(secret: string): string {
  const totp = authenticator(secret);
  const now = Date.now();
  const valid = new Set(
    [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: now + shift })),
  );
  let candidate = Number(totp.generate({ timestamp: now }));
  do candidate = (candidate + 1) % 1_000_000;
  while (valid.has(String(candidate).padStart(6, '0')));
  return String(candidate).padStart(6, '0');
}

async function signedIn(account: PasswordAccount): Promise<SupabaseClient> {
  const client = sessionClient(inject('gatewayUrl'), inject('anonKey'));
  const { error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

async function enrollTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return data!;
}

/** Enrols a factor and verifies it: the client's session is at aal2 afterwards. */
async function enrollAndVerify(client: SupabaseClient) {
  const factor = await enrollTotp(client);
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: authenticator(factor.totp.secret).generate(),
  });
  expect(error).toBeNull();
  return factor;
}

describe('two-factor sign-in with supabase-js auth.mfa', () => {
  it('enrols, challenges and verifies a TOTP factor: the session is at aal2 and stays there', async () => {
    const account = await createPasswordAccount(servicePool());
    const client = await signedIn(account);
    const otherDevice = await signedIn(account);
    const aal1RefreshToken = (await client.auth.getSession()).data.session!.refresh_token;

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrolled = await enrollTotp(client, 'My phone');
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'My phone' });
    expect(enrolled.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const uri = new URL(enrolled.totp.uri);
    expect(uri.searchParams.get('secret')).toBe(enrolled.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe(new URL(inject('gatewayUrl')).host);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(account.email);
    // supabase-js makes the data URI of the SVG that GoTrue sends; a `#` would cut it short.
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^]*<\/svg>\s*$/);
    expect(enrolled.totp.qr_code).not.toContain('#');

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({
        id: enrolled.id,
        friendly_name: 'My phone',
        factor_type: 'totp',
        status: 'unverified',
      }),
    ]);
    expect(listed.data!.totp).toEqual([]);

    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    const expiresIn = challenge.data!.expires_at - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(CHALLENGE_SECONDS - 10);
    expect(expiresIn).toBeLessThanOrEqual(CHALLENGE_SECONDS);

    const verified = await client.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge.data!.id,
      code: authenticator(enrolled.totp.secret).generate(),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    expect(verified.data!.user.factors).toEqual([
      expect.objectContaining({ id: enrolled.id, status: 'verified' }),
    ]);
    // The client now holds the aal2 session (supabase-js saved it).
    expect(await accessToken(client)).toBe(verified.data!.access_token);

    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(after.data!.currentAuthenticationMethods).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    expect((await client.auth.mfa.listFactors()).data!.totp).toEqual([
      expect.objectContaining({ id: enrolled.id, status: 'verified' }),
    ]);

    // A refresh keeps aal2; the aal1 refresh token from before does not yield it.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2' });
    const old = await refresh(aal1RefreshToken);
    expect(old.status).toBe(400);
    expect(old.body.error_code).toMatch(/^refresh_token_(not_found|already_used)$/);

    // The other device's aal1 session ended with the verification (GoTrue).
    const elsewhere = await call('GET', '/user', undefined, await accessToken(otherDevice));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error_code).toBe('session_not_found');

    // A new password sign-in is aal1 and learns that aal2 is possible.
    const laterSignIn = await signedIn(account);
    const level = await laterSignIn.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('unenrols a verified factor from an aal2 session only, and the session falls back to aal1', async () => {
    const account = await createPasswordAccount(servicePool());
    const client = await signedIn(account);
    const factor = await enrollAndVerify(client);
    const aal1 = await signedIn(account);

    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const secondFactor = await aal1.auth.mfa.enroll({ factorType: 'totp' });
    expect(secondFactor.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    const { rows } = await servicePool().query(
      'select count(*)::int as n from auth.mfa_factors where user_id = $1',
      [account.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('unenrols an unverified factor from an aal1 session', async () => {
    const client = await signedIn(await createPasswordAccount(servicePool()));
    const factor = await enrollTotp(client);
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it('refuses a wrong code with mfa_verification_failed and keeps the factor unverified', async () => {
    const client = await signedIn(await createPasswordAccount(servicePool()));
    const factor = await enrollTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: wrongCode(factor.totp.secret),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(decodeJwt(await accessToken(client)).aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data!.all[0]).toMatchObject({
      status: 'unverified',
    });
    // The challenge still works for the right code.
    const right = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: authenticator(factor.totp.secret).generate(),
    });
    expect(right.error).toBeNull();
  });

  it('accepts a code once: the same code on a new challenge is refused, as is a used challenge', async () => {
    const client = await signedIn(await createPasswordAccount(servicePool()));
    const factor = await enrollTotp(client);
    const code = authenticator(factor.totp.secret).generate();
    const first = await client.auth.mfa.challenge({ factorId: factor.id });
    const accepted = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: first.data!.id,
      code,
    });
    expect(accepted.error).toBeNull();

    const second = await client.auth.mfa.challenge({ factorId: factor.id });
    const replayed = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: second.data!.id,
      code,
    });
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const usedAgain = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: first.data!.id,
      code,
    });
    expect(usedAgain.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('refuses an expired challenge with mfa_challenge_expired and drops it', async () => {
    const client = await signedIn(await createPasswordAccount(servicePool()));
    const factor = await enrollTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    // The challenge was made five minutes and a second ago.
    await servicePool().query(
      `update auth.mfa_challenges set created_at = now() - make_interval(secs => $2)
        where id = $1`,
      [challenge.data!.id, CHALLENGE_SECONDS + 1],
    );
    const late = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: authenticator(factor.totp.secret).generate(),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const again = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: authenticator(factor.totp.secret).generate(),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
  });

  it("refuses another user's factor as an unknown one", async () => {
    const owner = await signedIn(await createPasswordAccount(servicePool()));
    const stranger = await signedIn(await createPasswordAccount(servicePool()));
    const factor = await enrollTotp(owner);
    const challenge = await owner.auth.mfa.challenge({ factorId: factor.id });

    const theirChallenge = await stranger.auth.mfa.challenge({ factorId: factor.id });
    expect(theirChallenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const theirVerify = await stranger.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: authenticator(factor.totp.secret).generate(),
    });
    expect(theirVerify.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const theirUnenroll = await stranger.auth.mfa.unenroll({ factorId: factor.id });
    expect(theirUnenroll.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await owner.auth.mfa.listFactors()).data!.all).toHaveLength(1);
  });

  it('refuses a missing, forged or session-less token, and unknown factor types', async () => {
    const account = await createPasswordAccount(servicePool());
    const missing = await call('POST', '/factors', { factor_type: 'totp' });
    expect(missing.status).toBe(401);
    expect(missing.body.error_code).toBe('no_authorization');

    const forged = await new SignJWT({
      aud: 'authenticated',
      role: 'authenticated',
      session_id: randomUUID(),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const withForged = await call('POST', '/factors', { factor_type: 'totp' }, forged);
    expect(withForged.status).toBe(403);
    expect(withForged.body.error_code).toBe('bad_jwt');

    const sessionless = await signToken({ sub: account.id, email: account.email });
    const withoutSession = await call('POST', '/factors', { factor_type: 'totp' }, sessionless);
    expect(withoutSession.status).toBe(403);
    expect(withoutSession.body.error_code).toBe('session_not_found');

    const client = await signedIn(account);
    const token = await accessToken(client);
    const phone = await call('POST', '/factors', { factor_type: 'phone' }, token);
    expect(phone.status).toBe(422);
    expect(phone.body.error_code).toBe('mfa_phone_enroll_not_enabled');
    const unknown = await call('POST', '/factors', { factor_type: 'sms' }, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_code).toBe('validation_failed');
    const badId = await call('POST', '/factors/not-a-uuid/challenge', {}, token);
    expect(badId.status).toBe(404);
    expect(badId.apiVersion).toBe('2024-01-01');
    const { rows } = await servicePool().query(
      'select count(*)::int as n from auth.mfa_factors where user_id = $1',
      [account.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses a second factor with the same friendly name', async () => {
    const client = await signedIn(await createPasswordAccount(servicePool()));
    await enrollTotp(client, 'Laptop');
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('limits attempts per factor: the sixth in five minutes is refused, even with the right code', async () => {
    const client = await signedIn(await createPasswordAccount(servicePool()));
    const factor = await enrollTotp(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const attempt = (code: string) =>
      client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await attempt(wrongCode(factor.totp.secret));
      expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed' });
    }
    const limited = await attempt(authenticator(factor.totp.secret).generate());
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(decodeJwt(await accessToken(client)).aal).toBe('aal1');
  });

  it('keeps the secret only encrypted, bound to its factor', async () => {
    const client = await signedIn(await createPasswordAccount(servicePool()));
    const factor = await enrollTotp(client);
    const other = await enrollTotp(client, 'Other');
    const { rows } = await servicePool().query<Record<string, unknown>>(
      'select * from auth.mfa_factors where id = $1',
      [factor.id],
    );
    const row = rows[0]!;
    const secretBytes = Buffer.from(Secret.fromBase32(factor.totp.secret).bytes);
    const sealed = row.secret_ciphertext as Buffer;
    expect(sealed.includes(Buffer.from(factor.totp.secret))).toBe(false);
    expect(sealed.includes(secretBytes)).toBe(false);
    expect(JSON.stringify(row)).not.toContain(factor.totp.secret);
    expect(JSON.stringify(row).toLowerCase()).not.toContain(secretBytes.toString('hex'));

    const box = createFactorSecretBox(inject('jwtSecret'));
    expect(box.open(factor.id, sealed)).toBe(factor.totp.secret);
    // Copied onto another factor's row, it does not open.
    expect(() => box.open(other.id, sealed)).toThrow();
  });
});
