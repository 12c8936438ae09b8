import { buildCatalogue } from '@app/db/catalogue';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestUser, servicePool, type TestUser, uniqueTag } from '@app/testing/clients';

const gateway = () => inject('gatewayUrl');

let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  [admin, member] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

const headers = (token: string | null, type = 'application/json') => ({
  apikey: inject('anonKey'),
  authorization: `Bearer ${token ?? inject('anonKey')}`,
  'content-type': type,
});

async function call(name: string, body: unknown, token: string | null) {
  const response = await fetch(`${gateway()}/functions/v1/${name}`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Uploads bytes to the panoramas bucket as `token`, claiming `type`. */
async function upload(token: string | null, key: string, bytes: Buffer, type = 'image/jpeg') {
  const response = await fetch(`${gateway()}/storage/v1/object/panoramas/${key}`, {
    method: 'POST',
    headers: headers(token, type),
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#4a90c0' } });
  return (format === 'jpeg' ? image.jpeg({ quality: 60 }) : image.png()).toBuffer();
};

async function microTour() {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
     values ($1, $2, 'Lyon', 'France', 10, 2) returning id`,
    [`panorama-${tag}`, `Panorama ${tag}`],
  );
  return rows[0]!.id;
}

const panoramaOf = async (id: string) =>
  (
    await servicePool().query(
      `select panorama_url, panorama_width, panorama_height, panorama_is_illustration
         from public.micro_tours where id = $1`,
      [id],
    )
  ).rows[0] as Record<string, unknown>;

describe('demo panoramas', () => {
  it('every demo micro-tour has a drawn 4096 × 2048 panorama, served whole and in the viewer’s sizes', async () => {
    const { rows } = await servicePool().query<{ url: string | null; drawn: boolean }>(
      `select distinct panorama_url as url, panorama_is_illustration as drawn
         from public.micro_tours where slug not like 'panorama-%' and panorama_width = 4096`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(3);
    // The demo's own micro-tours: other tests add theirs, without a panorama, to the same server.
    const demoSlugs = buildCatalogue(new Date()).microTours.map((tour) => tour.slug);
    const missing = await servicePool().query(
      `select count(*)::int as n from public.micro_tours
        where slug = any($1::text[]) and panorama_url is null`,
      [demoSlugs],
    );
    expect(missing.rows[0]).toEqual({ n: 0 });
    const { url, drawn } = rows[0]!;
    expect(drawn).toBe(true);
    const whole = await fetch(`${gateway()}${url}`);
    expect(whole.status).toBe(200);
    expect(await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 4096,
      height: 2048,
    });
    const render = (bucketUrl: string, width: number) =>
      fetch(`${gateway()}${bucketUrl.replace('/object/', '/render/image/')}?width=${width}`);
    const phone = await render(url!, 2048);
    expect(phone.status).toBe(200);
    expect((await sharp(Buffer.from(await phone.arrayBuffer())).metadata()).width).toBe(2048);
    // A panorama's sizes are the viewer's; other pictures keep the cards' sizes.
    expect((await render(url!, 320)).status).toBe(400);
    const cover = (
      await servicePool().query<{ cover_url: string }>(
        `select cover_url from public.micro_tours where cover_url is not null limit 1`,
      )
    ).rows[0]!.cover_url;
    expect((await render(cover, 2048)).status).toBe(400);
  });
});

describe('an admin uploads a panorama', () => {
  it('a 2:1 JPEG is checked from its stored bytes, shown, audited, and removable', async () => {
    const id = await microTour();
    const key = `${id}/${randomUUID()}.jpg`;
    expect((await upload(admin.token, key, await picture(2048, 1024))).status).toBe(200);
    const set = await call('micro-tour-panorama', { microTourId: id, path: key }, admin.token);
    expect(set).toEqual({
      status: 200,
      body: {
        panorama_url: `/storage/v1/object/public/panoramas/${key}`,
        panorama_width: 2048,
        panorama_height: 1024,
        panorama_is_illustration: false,
      },
    });
    expect(await panoramaOf(id)).toEqual(set.body);
    const audit = await servicePool().query(
      `select actor_id, changes ? 'panorama_url' as named from public.catalogue_audit
        where row_id = $1 order by id desc limit 1`,
      [id],
    );
    expect(audit.rows[0]).toEqual({ actor_id: admin.id, named: true });

    // A second upload replaces the first, whose file goes.
    const next = `${id}/${randomUUID()}.jpg`;
    await upload(admin.token, next, await picture(4096, 2048));
    expect(
      (await call('micro-tour-panorama', { microTourId: id, path: next }, admin.token)).status,
    ).toBe(200);
    expect((await fetch(`${gateway()}/storage/v1/object/public/panoramas/${key}`)).status).toBe(
      404,
    );

    expect(await call('remove-micro-tour-panorama', { microTourId: id }, admin.token)).toEqual({
      status: 200,
      body: { removed: true },
    });
    expect(await panoramaOf(id)).toEqual({
      panorama_url: null,
      panorama_width: null,
      panorama_height: null,
      panorama_is_illustration: false,
    });
    expect((await fetch(`${gateway()}/storage/v1/object/public/panoramas/${next}`)).status).toBe(
      404,
    );
  });
});

describe('what an outsider tries', () => {
  it('a visitor and a member may neither upload nor set nor remove a panorama', async () => {
    const id = await microTour();
    const key = `${id}/${randomUUID()}.jpg`;
    const bytes = await picture(2048, 1024);
    expect((await upload(null, key, bytes)).status).toBe(403);
    expect((await upload(member.token, key, bytes)).status).toBe(403);
    for (const token of [null, member.token]) {
      for (const name of ['micro-tour-panorama', 'remove-micro-tour-panorama']) {
        const answer = await call(name, { microTourId: id, path: key }, token);
        expect(answer.status).toBe(403);
        expect(answer.body.code).toMatch(/^(not_authenticated|admin_required)$/);
      }
    }
  });

  it.each([
    ['wrong ratio', 3000, 1000, 'panorama_wrong_ratio'],
    ['too small', 1024, 512, 'panorama_too_small'],
    ['too large', 8200, 4100, 'panorama_too_large'],
  ] as const)('a JPEG of the %s is refused with its code and deleted', async (_, w, h, code) => {
    const id = await microTour();
    const key = `${id}/${randomUUID()}.jpg`;
    expect((await upload(admin.token, key, await picture(w, h))).status).toBe(200);
    const answer = await call('micro-tour-panorama', { microTourId: id, path: key }, admin.token);
    expect(answer).toMatchObject({ status: 422, body: { code, width: w, height: h } });
    expect((await fetch(`${gateway()}/storage/v1/object/public/panoramas/${key}`)).status).toBe(
      404,
    );
    expect((await panoramaOf(id)).panorama_url).toBeNull();
  });

  it('a PNG sent as a JPEG is refused by the bucket, whatever its name and header claim', async () => {
    const id = await microTour();
    const answer = await upload(admin.token, `${id}/forged.jpg`, await picture(2048, 1024, 'png'));
    expect(answer.status).toBe(415);
  });

  it('the ratio is never taken from the request: a row cannot be pointed at a file directly', async () => {
    const id = await microTour();
    const key = `${id}/${randomUUID()}.jpg`;
    await upload(admin.token, key, await picture(3000, 1000));
    const response = await fetch(`${gateway()}/rest/v1/micro_tours?id=eq.${id}`, {
      method: 'PATCH',
      headers: headers(admin.token),
      body: JSON.stringify({
        panorama_url: `/storage/v1/object/public/panoramas/${key}`,
        panorama_width: 4096,
        panorama_height: 2048,
      }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { hint: string }).hint).toBe('panorama_write_refused');
    expect(await panoramaOf(id)).toMatchObject({ panorama_url: null, panorama_width: null });
    // Nor on a new row, whose panorama an admin's insert may not name or size either.
    for (const forged of [
      { panorama_url: `/storage/v1/object/public/panoramas/${key}` },
      { panorama_width: 4096 },
    ]) {
      const tag = uniqueTag();
      const insert = await fetch(`${gateway()}/rest/v1/micro_tours`, {
        method: 'POST',
        headers: headers(admin.token),
        body: JSON.stringify({
          slug: `forged-panorama-${tag}`,
          title: `Forged panorama ${tag}`,
          city: 'Lyon',
          country: 'France',
          price_eur: 10,
          duration_hours: 2,
          ...forged,
        }),
      });
      expect(insert.status).toBe(403);
      expect(((await insert.json()) as { hint: string }).hint).toBe('panorama_write_refused');
    }
    // Nor another micro-tour's folder, nor a path outside any.
    const other = await microTour();
    expect(
      (await call('micro-tour-panorama', { microTourId: other, path: key }, admin.token)).status,
    ).toBe(400);
    expect(
      (await call('micro-tour-panorama', { microTourId: id, path: '../tours/x.jpg' }, admin.token))
        .status,
    ).toBe(400);
  });
});
