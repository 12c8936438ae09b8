import { SignJWT } from 'jose';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { anonClient, servicePool, signToken, tokenClient } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember } from '@app/testing/member-sessions';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { proveWithNewFactor } from '@app/testing/two-factor';

// Admins and guides act only from sessions proven with a second factor (decision 045): below
// aal2 every admin call is refused with 403 `insufficient_aal`, in the gateway and in SQL, and a
// password alone opens nothing admin.

const INSUFFICIENT_AAL = { status: 403, body: { code: 'insufficient_aal' } };

async function upload(token: string) {
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: 'green' },
  })
    .jpeg()
    .toBuffer();
  const response = await fetch(
    `${inject('gatewayUrl')}/storage/v1/object/tours/aal-${Date.now()}/a.jpg`,
    {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${token}`,
        'content-type': 'image/jpeg',
      },
      body: new Uint8Array(picture),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A member made a guide in auth.users, signed in with a password only (aal1). */
async function guideWithPassword() {
  const account = await createPasswordAccount(servicePool());
  await servicePool().query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"guide"}' where id = $1`,
    [account.id],
  );
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return { account, client, token: data.session!.access_token };
}

describe('two-factor sign-in required for staff', () => {
  it('refuses an admin at aal1 everywhere with insufficient_aal, and serves the same admin at aal2', async () => {
    const below = await createSessionMember({ admin: true, aal: 'aal1' });
    const target = await createSessionMember();

    // Gateway functions: an admin one and a staff one.
    expect(
      await callFunction(
        'staff-role',
        { email: target.email, role: 'guide' },
        { token: below.token },
      ),
    ).toMatchObject(INSUFFICIENT_AAL);
    expect(
      await callFunction('check-in', { reference: 'ABCDEFGH' }, { token: below.token }),
    ).toMatchObject(INSUFFICIENT_AAL);
    // Storage writes.
    const stored = await upload(below.token);
    expect(stored).toMatchObject({
      status: 403,
      body: { statusCode: '403', code: 'insufficient_aal' },
    });

    // SQL through the data API: functions raising through require_admin (42501), through
    // private.refuse (PT403) and through require_staff all name the missing factor.
    const client = tokenClient(below.token);
    for (const [fn, args] of [
      ['staff_members', {}],
      ['admin_members', { p_search: '' }],
      ['guide_day', {}],
    ] as const) {
      const answer = await client.rpc(fn, args);
      expect(answer.status, fn).toBe(403);
      expect(answer.error?.hint, fn).toBe('insufficient_aal');
    }
    // Row-level security treats them as the member they are: no admin rows, no admin writes.
    const { data: contactMessages } = await client.from('contact_messages').select('id').limit(1);
    expect(contactMessages).toEqual([]);
    const { data: guides } = await client.from('guide_assignments').select('guide_id');
    expect(guides).toEqual([]);

    // Nothing was written.
    const { rows } = await servicePool().query(
      `select raw_app_meta_data ->> 'role' as role from auth.users where id = $1`,
      [target.id],
    );
    expect(rows[0]).toEqual({ role: null });

    const proven = await createSessionMember({ admin: true });
    const listed = await tokenClient(proven.token).rpc('staff_members');
    expect(listed.error).toBeNull();
    expect(
      await callFunction(
        'staff-role',
        { email: target.email, role: 'guide' },
        { token: proven.token },
      ),
    ).toMatchObject({ status: 200 });
  });

  it('gives a member at aal2 nothing admin, and a forged aal claim does not verify', async () => {
    const member = await createSessionMember({ aal: 'aal2' });
    const target = await createSessionMember();
    expect(
      await callFunction(
        'staff-role',
        { email: target.email, role: 'guide' },
        { token: member.token },
      ),
    ).toMatchObject({ status: 403, body: { code: 'admin_required' } });
    const asMember = await tokenClient(member.token).rpc('staff_members');
    expect(asMember.error?.hint).toBe('admin_required');

    // An aal1 admin who writes aal2 into their own token: the signature no longer matches.
    const below = await createSessionMember({ admin: true, aal: 'aal1' });
    const [header, , signature] = below.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        ...below.caller.claims,
        aal: 'aal2',
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    const tampered = `${header}.${payload}.${signature}`;
    const signedElsewhere = await new SignJWT({ ...below.caller.claims, aal: 'aal2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(`not-${inject('jwtSecret')}`));
    for (const forged of [tampered, signedElsewhere]) {
      const viaRest = await tokenClient(forged).rpc('staff_members');
      expect(viaRest.status).toBe(401);
      const viaFunctions = await callFunction(
        'staff-role',
        { email: target.email, role: 'guide' },
        { token: forged },
      );
      expect(viaFunctions).toMatchObject({ status: 403, body: { code: 'invalid_jwt' } });
      expect((await upload(forged)).body).toMatchObject({ code: 'InvalidJWT' });
    }
  });

  it("opens nothing staff with a guide's stolen password; the guide's code does", async () => {
    const guide = await guideWithPassword();
    const day = await tokenClient(guide.token).rpc('guide_day');
    expect(day.status).toBe(403);
    expect(day.error?.hint).toBe('insufficient_aal');
    expect(
      await callFunction('check-in', { reference: 'ABCDEFGH' }, { token: guide.token }),
    ).toMatchObject(INSUFFICIENT_AAL);
    // A guide is no admin at any level: an admin call stays admin_required.
    expect(
      await callFunction(
        'staff-role',
        { email: guide.account.email, role: null },
        { token: guide.token },
      ),
    ).toMatchObject({ status: 403, body: { code: 'admin_required' } });

    await proveWithNewFactor(guide.client);
    const proven = (await guide.client.auth.getSession()).data.session!.access_token;
    const provenDay = await tokenClient(proven).rpc('guide_day');
    expect(provenDay.error).toBeNull();
    // The aal1 session on the other device ended when the factor was verified (GoTrue).
    const elsewhere = await tokenClient(guide.token).rpc('guide_day');
    expect(elsewhere.error?.hint).toBe('insufficient_aal');
  });

  it('keeps the service key an admin without any factor', async () => {
    const service = await signToken({ role: 'service_role' });
    const day = await tokenClient(service).rpc('guide_day');
    expect(day.error).toBeNull();
    const target = await createSessionMember();
    expect(
      await callFunction('staff-role', { email: target.email, role: 'guide' }, { token: service }),
    ).toMatchObject({ status: 200 });
    expect((await upload(service)).status).toBe(200);
  });
});
