import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { fundWallet } from '@app/testing/money-fixtures';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { call, signIn } from './session-calls-test-kit.js';

// supabase-js's own auth.admin calls with the service key, against the shared server. Mails are
// not read here (generate_link sends none); the invitation mail is in email-otp.test.ts.

const admin = () =>
  createClient(inject('gatewayUrl'), inject('serviceKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
const newEmail = () => `admin-api-${uniqueTag()}@example.test`;
const strongPassword = () => `pass-${randomUUID().slice(0, 8)}-1`;

async function adminCall(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${inject('gatewayUrl')}/auth/v1${path}`, {
    method,
    headers: {
      apikey: inject('anonKey'),
      'content-type': 'application/json',
      authorization: `Bearer ${token ?? inject('serviceKey')}`,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
  };
}

describe('auth admin API (supabase-js auth.admin)', () => {
  it('creates a confirmed user who signs in, reads, updates and deletes it', async () => {
    const email = newEmail();
    const password = strongPassword();
    const created = await admin().auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: 'Grace Hopper', locale: 'fr' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      user_metadata: { name: 'Grace Hopper', full_name: 'Grace Hopper', locale: 'fr' },
      app_metadata: { plan: 'pro', provider: 'email', providers: ['email'] },
    });
    expect(user.email_confirmed_at).toEqual(expect.any(String));

    const member = sessionClient(inject('gatewayUrl'), inject('anonKey'));
    expect((await member.auth.signInWithPassword({ email, password })).error).toBeNull();

    const read = await admin().auth.admin.getUserById(user.id);
    expect(read.data.user).toMatchObject({ id: user.id, email });

    const newPassword = strongPassword();
    const renamed = newEmail();
    const updated = await admin().auth.admin.updateUserById(user.id, {
      email: renamed,
      password: newPassword,
      user_metadata: { locale: 'de', name: null },
      app_metadata: { plan: null, tier: 2 },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email: renamed,
      user_metadata: { full_name: 'Grace Hopper', locale: 'de' },
      app_metadata: { tier: 2 },
    });
    expect(updated.data.user!.user_metadata).not.toHaveProperty('name');
    expect(updated.data.user!.app_metadata).not.toHaveProperty('plan');
    const again = await member.auth.signInWithPassword({ email: renamed, password: newPassword });
    expect(again.error).toBeNull();

    const deleted = await admin().auth.admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    const gone = await admin().auth.admin.getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    // As with a member's own deletion, money records keep an owner id that leads to no one.
    const { rows } = await servicePool().query(
      `select o.deleted_at is not null as deleted from private.account_owners o
         join public.wallets w on w.user_id = o.id where o.id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ deleted: true }]);
  });

  it('lists users a page at a time, newest first, with GoTrue paging headers', async () => {
    const emails = [newEmail(), newEmail(), newEmail()];
    for (const email of emails) {
      expect((await admin().auth.admin.createUser({ email })).error).toBeNull();
    }
    const wide = await admin().auth.admin.listUsers({ page: 1, perPage: 1000 });
    const listedEmails = wide.data.users.map((user) => user.email);
    const positions = emails.map((email) => listedEmails.indexOf(email));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const listed = await admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    const page = listed.data;
    if (!('aud' in page)) throw new Error('listUsers failed');
    expect(page.users).toHaveLength(2);
    expect(page.aud).toBe('authenticated');
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.nextPage).toBe(2);
    // supabase-js sends page= and per_page= empty when none is given.
    expect((await admin().auth.admin.listUsers()).error).toBeNull();
    // supabase-js reads only the first digit of a page number (10 reads as 1): the header is
    // checked below instead of lastPage.

    const raw = await adminCall('GET', '/admin/users?page=1&per_page=2');
    expect(raw.status).toBe(200);
    const total = Number(raw.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const lastPage = Math.ceil(total / 2);
    expect(raw.headers.get('link')).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", ` +
        `</auth/v1/admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    );
    const bad = await adminCall('GET', '/admin/users?per_page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('validation_failed');
  });

  it('keeps the role the server’s: app_metadata.role cannot be set through the API', async () => {
    const email = newEmail();
    const asAdmin = await admin().auth.admin.createUser({ email, app_metadata: { role: 'admin' } });
    expect(asAdmin.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const created = await admin().auth.admin.createUser({ email });
    const id = created.data.user!.id;
    const asGuide = await admin().auth.admin.updateUserById(id, {
      app_metadata: { role: 'guide' },
    });
    expect(asGuide.error).toMatchObject({ status: 400, code: 'validation_failed' });
    // A user read from the API can be written back as it is.
    const roundTrip = await admin().auth.admin.updateUserById(id, {
      app_metadata: created.data.user!.app_metadata,
    });
    expect(roundTrip.error).toBeNull();
    const { rows } = await servicePool().query(
      `select raw_app_meta_data ->> 'role' as role from auth.users where id = $1`,
      [id],
    );
    expect(rows[0].role).toBeNull();
  });

  it('refuses a taken address, unknown and malformed ids, bad ban durations', async () => {
    const account = await createPasswordAccount(servicePool());
    const taken = await admin().auth.admin.createUser({ email: account.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const other = await admin().auth.admin.createUser({ email: newEmail() });
    const moved = await admin().auth.admin.updateUserById(other.data.user!.id, {
      email: account.email,
    });
    expect(moved.error).toMatchObject({ status: 422, code: 'email_exists' });

    const unknown = await admin().auth.admin.getUserById(randomUUID());
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const malformed = await adminCall('GET', '/admin/users/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(malformed.body.error_code).toBe('validation_failed');
    const badBan = await admin().auth.admin.updateUserById(account.id, { ban_duration: '3 days' });
    expect(badBan.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const weak = await admin().auth.admin.createUser({ email: newEmail(), password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('bans with ban_duration (sessions end, sign-in refused) and lifts the ban with none', async () => {
    const account = await createPasswordAccount(servicePool());
    const session = await signIn(account);
    const banned = await admin().auth.admin.updateUserById(account.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(banned.data.user).toHaveProperty('banned_until');
    const refused = await call('POST', '/token?grant_type=password', {
      email: account.email,
      password: account.password,
    });
    expect(refused.body.error_code).toBe('user_banned');
    const old = await call('GET', '/user', undefined, session.access_token);
    expect(old.status).toBe(403);

    const lifted = await admin().auth.admin.updateUserById(account.id, { ban_duration: 'none' });
    expect(lifted.data.user).not.toHaveProperty('banned_until');
    await signIn(account);
  });

  it('refuses to delete an account holding money, as the own-account deletion does', async () => {
    const account = await createPasswordAccount(servicePool());
    await fundWallet(servicePool(), account.id, 10);
    const refused = await admin().auth.admin.deleteUser(account.id);
    expect(refused.error).toMatchObject({ status: 409, code: 'wallet_not_empty' });
    const still = await admin().auth.admin.getUserById(account.id);
    expect(still.data.user?.id).toBe(account.id);
    const unknown = await admin().auth.admin.deleteUser(randomUUID());
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('generates links and codes that sign in, confirm and change the address', async () => {
    // A magic link for an unknown address makes the account, as GoTrue does.
    const email = newEmail();
    const magic = await admin().auth.admin.generateLink({ type: 'magiclink', email });
    expect(magic.error).toBeNull();
    const { properties, user } = magic.data;
    expect(properties).toMatchObject({
      verification_type: 'magiclink',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
    });
    expect(new URL(properties!.action_link).searchParams.get('type')).toBe('magiclink');
    expect(user!.email).toBe(email);
    const member = sessionClient(inject('gatewayUrl'), inject('anonKey'));
    const verified = await member.auth.verifyOtp({
      email,
      token: properties!.email_otp,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toEqual(expect.any(String));
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    // Used once.
    const replay = await member.auth.verifyOtp({
      email,
      token: properties!.email_otp,
      type: 'magiclink',
    });
    expect(replay.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const recoveryUnknown = await admin().auth.admin.generateLink({
      type: 'recovery',
      email: newEmail(),
    });
    expect(recoveryUnknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const recovery = await admin().auth.admin.generateLink({ type: 'recovery', email });
    const byHash = await member.auth.verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(byHash.error).toBeNull();

    const signup = await admin().auth.admin.generateLink({
      type: 'signup',
      email: newEmail(),
      password: strongPassword(),
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user!.email_confirmed_at).toBeUndefined();
    const confirmedSignup = await admin().auth.admin.generateLink({
      type: 'signup',
      email,
      password: strongPassword(),
    });
    expect(confirmedSignup.error).toMatchObject({ status: 422, code: 'email_exists' });

    const changed = newEmail();
    const current = await admin().auth.admin.generateLink({
      type: 'email_change_current',
      email,
      newEmail: changed,
    });
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ email, new_email: changed });
    const next = await admin().auth.admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail: changed,
    });
    const first = await member.auth.verifyOtp({
      token_hash: current.data.properties!.hashed_token,
      type: 'email_change',
    });
    // The earlier current-address link was replaced by the second call; its code no longer works.
    expect(first.error).toMatchObject({ code: 'otp_expired' });
    const pending = await member.auth.verifyOtp({
      email: changed,
      token: next.data.properties!.email_otp,
      type: 'email_change',
    });
    expect(pending.error).toBeNull();
    expect(pending.data.session).toBeNull();
  });

  it("lists and deletes a member's factors (auth.admin.mfa), only under that member's id", async () => {
    const account = await createPasswordAccount(servicePool());
    const other = await createPasswordAccount(servicePool());
    const member = sessionClient(inject('gatewayUrl'), inject('anonKey'));
    await member.auth.signInWithPassword(account);
    const enrolled = await member.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;

    const listed = await admin().auth.admin.mfa.listFactors({ userId: account.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', friendly_name: 'Phone' }),
    ]);
    const wrongOwner = await admin().auth.admin.mfa.deleteFactor({
      userId: other.id,
      id: factorId,
    });
    expect(wrongOwner.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const deleted = await admin().auth.admin.mfa.deleteFactor({ userId: account.id, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await member.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('refuses without the service key: none, forged, anon, a member, even an admin member', async () => {
    const account = await createPasswordAccount(servicePool());
    const missing = await fetch(`${inject('gatewayUrl')}/auth/v1/admin/users`, {
      headers: { apikey: inject('anonKey') },
    });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error_code: string }).error_code).toBe('no_authorization');

    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const member = await signIn(account);
    const adminLike = await new SignJWT({
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { role: 'admin' },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    const cases: [string, number, string][] = [
      [forged, 403, 'bad_jwt'],
      [inject('anonKey'), 403, 'not_admin'],
      [member.access_token, 403, 'not_admin'],
      [adminLike, 403, 'not_admin'],
    ];
    for (const [token, status, code] of cases) {
      for (const [method, path, body] of [
        ['GET', '/admin/users', undefined],
        ['GET', `/admin/users/${account.id}`, undefined],
        ['PUT', `/admin/users/${account.id}`, { email: newEmail() }],
        ['DELETE', `/admin/users/${account.id}`, {}],
        ['POST', '/admin/users', { email: newEmail() }],
        ['POST', '/admin/generate_link', { type: 'magiclink', email: account.email }],
        ['POST', '/invite', { email: newEmail() }],
        ['GET', `/admin/users/${account.id}/factors`, undefined],
      ] as const) {
        const answer = await adminCall(method, path, body, token);
        expect([method, path, answer.status, answer.body.error_code]).toEqual([
          method,
          path,
          status,
          code,
        ]);
      }
    }
    const { rows } = await servicePool().query('select email from auth.users where id = $1', [
      account.id,
    ]);
    expect(rows[0].email).toBe(account.email);
  });

  it('answers malformed and oversized bodies with 4xx', async () => {
    const notJson = await adminCall('POST', '/admin/users', '{"email":');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error_code).toBe('bad_json');
    const wrongTypes = await adminCall('POST', '/admin/users', {
      email: newEmail(),
      email_confirm: 'yes',
    });
    expect(wrongTypes.status).toBe(400);
    const bigMetadata = await adminCall('POST', '/admin/users', {
      email: newEmail(),
      user_metadata: { blob: 'x'.repeat(5000) },
    });
    expect(bigMetadata.status).toBe(400);
    const oversized = await adminCall('POST', '/admin/users', {
      email: newEmail(),
      app_metadata: { blob: 'x'.repeat(70_000) },
    });
    expect(oversized.status).toBe(413);
    const badType = await adminCall('POST', '/admin/generate_link', {
      type: 'sms',
      email: newEmail(),
    });
    expect(badType.status).toBe(400);
    const noNewEmail = await adminCall('POST', '/admin/generate_link', {
      type: 'email_change_new',
      email: newEmail(),
    });
    expect(noNewEmail.status).toBe(400);
  });
});
