import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createApiKeys } from './api-keys.js';
import {
  createIdentity,
  IdentityError,
  isAdmin,
  isStaff,
  lacksSecondFactor,
  SERVICE_CALLER,
} from './identity.js';

const secret = randomBytes(32).toString('hex');
const identity = createIdentity(secret);
const key = new TextEncoder().encode(secret);
const userId = '3f0c2a9e-8d1b-4c7e-9a55-0b6d2f4e8a11';

async function sign(claims: Record<string, unknown>, options: { alg?: string; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(key);
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return (error as IdentityError).reason;
}

describe('caller identity', () => {
  it('knows the anon key, the service key and a member token', async () => {
    const keys = await createApiKeys(secret);
    expect(await identity.verify(keys.anonKey)).toMatchObject({ role: 'anon' });
    expect(await identity.verify(keys.serviceKey)).toMatchObject({ role: 'service_role' });
    const member = await identity.verify(
      await sign({ role: 'authenticated', sub: userId, session_id: userId, aud: 'authenticated' }),
    );
    expect(member).toMatchObject({ role: 'authenticated', userId, sessionId: userId });
    expect(member.claims).toMatchObject({ sub: userId, aud: 'authenticated' });
  });

  it('never gives an anon or service caller a user id, whatever sub says', async () => {
    const anon = await identity.verify(await sign({ role: 'anon', sub: userId }));
    expect(anon.userId).toBeUndefined();
  });

  it('refuses forged, expired, unsigned and foreign-role tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const otherSecret = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('y'.repeat(40)));
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ role: 'service_role', exp: now + 600 }),
    ).toString('base64url')}.`;
    const good = await sign({ role: 'authenticated', sub: userId });
    const tampered = `${good.split('.')[0]}.${Buffer.from(
      JSON.stringify({ role: 'service_role', exp: now + 600 }),
    ).toString('base64url')}.${good.split('.')[2]}`;

    expect(await failure(identity.verify(otherSecret))).toBe('invalid');
    expect(await failure(identity.verify(unsigned))).toBe('invalid');
    expect(await failure(identity.verify(tampered))).toBe('invalid');
    expect(await failure(identity.verify(await sign({ role: 'anon' }, { alg: 'HS512' })))).toBe(
      'invalid',
    );
    expect(await failure(identity.verify(await sign({ role: 'anon' }, { exp: now - 60 })))).toBe(
      'expired',
    );
    // Roles PostgREST could switch to but no caller may claim.
    for (const role of ['postgres', 'authenticator', 'admin', undefined]) {
      expect(await failure(identity.verify(await sign({ role })))).toBe('invalid');
    }
    // A member token without a (well-formed) subject.
    expect(await failure(identity.verify(await sign({ role: 'authenticated' })))).toBe('invalid');
    expect(
      await failure(identity.verify(await sign({ role: 'authenticated', sub: 'nobody' }))),
    ).toBe('invalid');
    // No expiry at all.
    const eternal = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    expect(await failure(identity.verify(eternal))).toBe('invalid');
  });

  it('reads the bearer first, then the apikey header, and refuses neither or a bad scheme', async () => {
    const keys = await createApiKeys(secret);
    const member = await sign({ role: 'authenticated', sub: userId });
    expect(
      await identity.identify({ authorization: `Bearer ${member}`, apikey: keys.anonKey }),
    ).toMatchObject({ role: 'authenticated', userId });
    expect(await identity.identify({ apikey: keys.anonKey })).toMatchObject({ role: 'anon' });
    expect(await failure(identity.identify({}))).toBe('missing');
    expect(await failure(identity.identify({ authorization: `Basic ${member}` }))).toBe(
      'malformed',
    );
    // A bad bearer is not rescued by a good apikey.
    expect(
      await failure(identity.identify({ authorization: 'Bearer x.y.z', apikey: keys.anonKey })),
    ).toBe('invalid');
  });

  it('counts as admin only the service key and a member whose token says so, at aal2', async () => {
    const keys = await createApiKeys(secret);
    const admin = { app_metadata: { role: 'admin' }, aal: 'aal2' };
    expect(isAdmin(SERVICE_CALLER)).toBe(true);
    expect(isAdmin(await identity.verify(keys.serviceKey))).toBe(true);
    expect(
      isAdmin(await identity.verify(await sign({ role: 'authenticated', sub: userId, ...admin }))),
    ).toBe(true);
    // A password alone (aal1, or no aal at all) is not enough: the second factor is missing.
    for (const aal of ['aal1', undefined]) {
      const caller = await identity.verify(
        await sign({ role: 'authenticated', sub: userId, app_metadata: { role: 'admin' }, aal }),
      );
      expect(isAdmin(caller)).toBe(false);
      expect(isStaff(caller)).toBe(false);
      expect(lacksSecondFactor(caller, 'admin')).toBe(true);
    }
    // A member at aal2 is still a member.
    const member = await identity.verify(
      await sign({ role: 'authenticated', sub: userId, aal: 'aal2' }),
    );
    expect(isAdmin(member)).toBe(false);
    expect(lacksSecondFactor(member, 'admin')).toBe(false);
    expect(isAdmin(await identity.verify(await sign({ role: 'authenticated', sub: userId })))).toBe(
      false,
    );
    expect(isAdmin(await identity.verify(await sign({ role: 'anon', ...admin })))).toBe(false);
    expect(
      isAdmin(
        await identity.verify(
          await sign({ role: 'authenticated', sub: userId, app_metadata: { role: 'editor' } }),
        ),
      ),
    ).toBe(false);
  });

  it('counts a guide as staff only at aal2; below it, the second factor is what they lack', async () => {
    const guide = (aal: string) =>
      sign({ role: 'authenticated', sub: userId, app_metadata: { role: 'guide' }, aal });
    expect(isStaff(await identity.verify(await guide('aal2')))).toBe(true);
    expect(isAdmin(await identity.verify(await guide('aal2')))).toBe(false);
    const below = await identity.verify(await guide('aal1'));
    expect(isStaff(below)).toBe(false);
    expect(lacksSecondFactor(below, 'staff')).toBe(true);
    // An admin-only call is not the guide's at any level.
    expect(lacksSecondFactor(below, 'admin')).toBe(false);
  });
});
