import {
  fixResponseSchema,
  imageReasonText,
  imageUpdateLogRowSchema,
  migrationResponseSchema,
} from '@app/domain';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, servicePool, type TestUser, uniqueTag } from '@app/testing/clients';

const gateway = () => inject('gatewayUrl');

async function call(name: string, body: unknown, token: string | null, raw?: string) {
  const headers: Record<string, string> = {
    apikey: inject('anonKey'),
    'content-type': 'application/json',
    authorization: `Bearer ${token ?? inject('anonKey')}`,
  };
  const response = await fetch(`${gateway()}/functions/v1/${name}`, {
    method: 'POST',
    headers,
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  [admin, member] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

/** A tour in Lisbon without a cover: the shipped library has photos that score 6 for it. */
async function coverlessTour() {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; slug: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                               difficulty, group_size, start_locations)
     values ($1, $2, 'eco', 'Portugal', 300, 3, 'easy', 8, '{Lisbon}') returning id, slug`,
    [`gateway-fix-${tag}`, `Gateway Fix ${tag}`],
  );
  return rows[0]!;
}

const coverOf = async (id: string) =>
  (await servicePool().query('select cover_image from public.tours where id = $1', [id])).rows[0]!
    .cover_image as string | null;

const names = [
  ['fix-tour-covers', { mode: 'missing', dryRun: true }],
  ['update-tour-images', { fixMissingOnly: true }],
  ['update-micro-tour-images', { options: { fixMissingOnly: true } }],
  ['migrate-tour-images', {}],
] as const;

describe('the image functions refuse everyone but admins', () => {
  it.each(names)('%s: a visitor and a member get 403, each with its code', async (name, body) => {
    expect(await call(name, body, null)).toEqual({
      status: 403,
      body: { error: 'Not authenticated', code: 'not_authenticated' },
    });
    expect(await call(name, body, member.token)).toEqual({
      status: 403,
      body: { error: 'Admin privileges required', code: 'admin_required' },
    });
  });

  it('a forged admin token is refused', async () => {
    const forged = await new SignJWT({
      role: 'authenticated',
      sub: member.id,
      app_metadata: { role: 'admin' },
      aal: 'aal2',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const answer = await call('fix-tour-covers', { mode: 'missing', dryRun: true }, forged);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('invalid_jwt');
  });

  it('a member cannot write the log or a tour picture directly either', async () => {
    const tour = await coverlessTour();
    const rest = (method: string, path: string, body: unknown) =>
      fetch(`${gateway()}/rest/v1/${path}`, {
        method,
        headers: {
          apikey: inject('anonKey'),
          authorization: `Bearer ${member.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    expect(
      (await rest('POST', 'image_update_logs', { tour_id: tour.id, action: 'updated', score: 9 }))
        .status,
    ).toBe(403);
    await rest('PATCH', `tours?id=eq.${tour.id}`, { cover_image: '/evil.jpg' });
    expect(await coverOf(tour.id)).toBeNull();
  });
});

describe('fix-tour-covers through the gateway', () => {
  it('refuses malformed, unknown and oversized bodies', async () => {
    const bad = [
      { mode: 'everything', dryRun: true },
      { mode: 'missing', dryRun: 'yes' },
      { mode: 'missing', tourIds: ['not-a-uuid'] },
      { mode: 'missing', tourIds: Array.from({ length: 51 }, () => crypto.randomUUID()) },
      { mode: 'missing', dryRun: true, extra: 1 },
    ];
    for (const body of bad) {
      const answer = await call('fix-tour-covers', body, admin.token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^Invalid request: /);
    }
    const huge = JSON.stringify({ mode: 'missing', pad: 'x'.repeat(100_000) });
    expect((await call('fix-tour-covers', null, admin.token, huge)).status).toBe(413);
    expect((await call('fix-tour-covers', null, admin.token, '{"mode":')).status).toBe(400);
  });

  it('previews with the shipped library, then fixes the cover for real', async () => {
    const tour = await coverlessTour();
    const preview = await call(
      'fix-tour-covers',
      { mode: 'missing', dryRun: true, tourIds: [tour.id] },
      admin.token,
    );
    expect(preview.status).toBe(200);
    const previewed = fixResponseSchema.parse(preview.body);
    expect(previewed.results[0]).toMatchObject({ action: 'updated', query: 'Lisbon Portugal' });
    expect(previewed.results[0]!.score).toBeGreaterThanOrEqual(6);
    // The outcome as a code with its values, and in the English words it stands for.
    const wouldUse = previewed.results[0]!.reasonCode;
    expect(wouldUse).toEqual({
      reason: 'would_use_photo',
      need: 'cover_missing',
      photoId: expect.any(String),
    });
    expect(previewed.results[0]!.reason).toBe(imageReasonText(wouldUse!));
    expect(await coverOf(tour.id)).toBeNull();

    const fixed = fixResponseSchema.parse(
      (await call('fix-tour-covers', { mode: 'missing', tourIds: [tour.id] }, admin.token)).body,
    );
    expect(fixed).toMatchObject({ success: true, updatedCount: 1, failedCount: 0 });
    const cover = await coverOf(tour.id);
    expect(cover).toBe(fixed.results[0]!.newUrl);
    const picture = await fetch(`${gateway()}${cover}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    // The fix is logged, and only admins read the log.
    const logs = (token: string) =>
      fetch(`${gateway()}/rest/v1/image_update_logs?tour_id=eq.${tour.id}&select=action`, {
        headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}` },
      }).then((response) => response.json());
    expect(await logs(admin.token)).toEqual([{ action: 'updated' }]);
    expect(await logs(member.token)).toEqual([]);
    const [logged] = z
      .array(imageUpdateLogRowSchema.pick({ reason: true, reason_code: true }))
      .parse(
        await fetch(
          `${gateway()}/rest/v1/image_update_logs?tour_id=eq.${tour.id}&select=reason,reason_code`,
          { headers: { apikey: inject('anonKey'), authorization: `Bearer ${admin.token}` } },
        ).then((response) => response.json()),
      );
    expect(logged!.reason_code).toEqual({
      reason: 'used_photo',
      need: 'cover_missing',
      photoId: expect.any(String),
    });
    expect(logged!.reason).toBe(imageReasonText(logged!.reason_code!));
  });
});

describe('migrate-tour-images through the gateway', () => {
  it("skips an admin's own upload saved with the site's full address, and says why", async () => {
    const key = `gateway-migrate-${uniqueTag()}/cover.jpg`;
    const jpeg = await sharp({
      create: { width: 320, height: 180, channels: 3, background: '#c83' },
    })
      .jpeg()
      .toBuffer();
    const upload = await fetch(`${gateway()}/storage/v1/object/tours/${key}`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${admin.token}`,
        'content-type': 'image/jpeg',
      },
      body: jpeg,
    });
    expect(upload.status).toBe(200);
    // As the admin panel saves it: supabase-js's public URL, with the site's own origin.
    const cover = `${gateway()}/storage/v1/object/public/tours/${key}?v=1`;
    const tag = uniqueTag();
    const { rows } = await servicePool().query<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, cover_image)
       values ($1, $2, 'eco', 'Portugal', 300, 3, 'easy', 8, $3) returning id`,
      [`gateway-migrate-${tag}`, `Gateway Migrate ${tag}`, cover],
    );
    const tourId = rows[0]!.id;

    const answer = await call('migrate-tour-images', {}, admin.token);
    expect(answer.status).toBe(200);
    const { results } = migrationResponseSchema.parse(answer.body);
    expect(results.find((result) => result.tourId === tourId)).toMatchObject({
      success: true,
      error: null,
      coverImageMigrated: false,
      skippedReason: "Already in this site's storage",
      skippedReasonCode: { reason: 'already_stored' },
    });
    expect(await coverOf(tourId)).toBe(cover);
  }, 90_000);
});
