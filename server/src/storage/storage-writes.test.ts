import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  anonClient,
  createTestUser,
  servicePool,
  signToken,
  type TestUser,
  tokenClient,
  uniqueTag,
} from '@app/testing/clients';
import { createCallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import { DiskDriver } from './disk-driver.js';
import { ObjectStore } from './object-store.js';

const gateway = () => inject('gatewayUrl');
const storageRoot = () => path.join(inject('dataDir'), 'storage');
const MB = 1024 * 1024;

let admin: TestUser;
let member: TestUser;
let forged: SupabaseClient;
let forgedToken: string;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  member = await createTestUser();
  // Admin claims, signed with a secret that is not the server's.
  const now = Math.floor(Date.now() / 1000);
  forgedToken = await new SignJWT({
    aud: 'authenticated',
    role: 'authenticated',
    sub: admin.id,
    email: admin.email,
    app_metadata: { provider: 'email', role: 'admin' },
    aal: 'aal2',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough-for-hs256'));
  forged = tokenClient(forgedToken);
});

const folder = () => `writes-test/${uniqueTag()}`;
const tours = (client: SupabaseClient) => client.storage.from('tours');

function picture(
  colour: string,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  width = 64,
  height = 36,
) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (
    format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp()
  ).toBuffer();
}

const blob = (bytes: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

/** The average colour's strongest channel: 0 red, 1 green, 2 blue. */
async function dominantChannel(bytes: Buffer): Promise<number> {
  const { channels } = await sharp(bytes).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return means.indexOf(Math.max(...means));
}

function publicUrl(key: string) {
  return tours(anonClient()).getPublicUrl(key).data.publicUrl;
}

async function fetchPublic(key: string, headers: Record<string, string> = {}) {
  return fetch(publicUrl(key), { headers });
}

async function rowCount(key: string, bucket = 'tours'): Promise<number> {
  const { rows } = await servicePool().query<{ count: string }>(
    'select count(*) from storage.objects where bucket_id = $1 and name = $2',
    [bucket, key],
  );
  return Number(rows[0]!.count);
}

/** Every stored version of the key's bytes on disk. */
async function storedVersions(key: string, bucket = 'tours') {
  const driver = new DiskDriver(storageRoot());
  return (await driver.list(bucket, key)).filter((location) => location.key === key);
}

async function expectNothingStored(key: string) {
  expect(await rowCount(key)).toBe(0);
  expect(await storedVersions(key)).toEqual([]);
}

const adminHeaders = (headers: Record<string, string> = {}) => ({
  apikey: inject('anonKey'),
  authorization: `Bearer ${admin.token}`,
  ...headers,
});

/** A request whose path is sent exactly as written (fetch would resolve `..` and `//`). */
function rawRequest(
  method: string,
  requestPath: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; json: unknown }> {
  const url = new URL(gateway());
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: requestPath,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A PNG whose header claims the size; only one row of pixels follows (never decoded). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploads by an admin (supabase-js storage)', () => {
  it('uploads, and the public URL serves the picture with its type, cache policy, ETag and 304', async () => {
    const key = `${folder()}/cover.jpg`;
    const original = await picture('#c03030', 'jpeg', 160, 90);
    const { data, error } = await tours(admin.client).upload(key, blob(original), {
      cacheControl: '60',
      contentType: 'image/jpeg',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key, fullPath: `tours/${key}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const response = await fetchPublic(key);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(response.headers.get('last-modified')).toBeTruthy();
    const eTag = response.headers.get('etag')!;
    expect(eTag).toMatch(/^"[0-9a-f]{32}"$/);
    const served = Buffer.from(await response.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({
      format: 'jpeg',
      width: 160,
      height: 90,
    });
    expect(await dominantChannel(served)).toBe(0);

    const again = await fetchPublic(key, { 'if-none-match': eTag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(eTag);

    // The authenticated download answers the same bytes, to anyone for a public bucket.
    for (const client of [admin.client, anonClient()]) {
      const downloaded = await tours(client).download(key);
      expect(downloaded.error).toBeNull();
      expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(served)).toBe(true);
    }
  });

  it('takes a raw body too, answers {Id, Key}, and keeps the type the bytes show', async () => {
    const key = `${folder()}/raw.jpg`;
    const response = await fetch(`${gateway()}/storage/v1/object/tours/${key}`, {
      method: 'POST',
      // The header lies about the type; the bytes decide.
      headers: adminHeaders({ 'content-type': 'image/png', 'cache-control': 'max-age=120' }),
      body: new Uint8Array(await picture('#3030c0')),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['Id', 'Key']);
    expect(body.Key).toBe(`tours/${key}`);
    const served = await fetchPublic(key);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('max-age=120');
  });

  it('refuses an existing key without upsert (409 Duplicate, first picture kept); upsert and update replace it', async () => {
    const key = `${folder()}/twice.jpg`;
    expect(
      (await tours(admin.client).upload(key, blob(await picture('#d02020')))).error,
    ).toBeNull();

    const duplicate = await tours(admin.client).upload(key, blob(await picture('#2020d0')));
    expect(duplicate.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const raw = await fetch(`${gateway()}/storage/v1/object/tours/${key}`, {
      method: 'POST',
      headers: adminHeaders({ 'content-type': 'image/jpeg' }),
      body: new Uint8Array(await picture('#2020d0')),
    });
    expect(raw.status).toBe(409);
    expect(await raw.json()).toEqual({
      statusCode: '409',
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    expect(await dominantChannel(Buffer.from(await (await fetchPublic(key)).arrayBuffer()))).toBe(
      0,
    );

    const upserted = await tours(admin.client).upload(key, blob(await picture('#2020d0')), {
      upsert: true,
    });
    expect(upserted.error).toBeNull();
    expect(await dominantChannel(Buffer.from(await (await fetchPublic(key)).arrayBuffer()))).toBe(
      2,
    );

    const updated = await tours(admin.client).update(key, blob(await picture('#20d020')));
    expect(updated.error).toBeNull();
    expect(await dominantChannel(Buffer.from(await (await fetchPublic(key)).arrayBuffer()))).toBe(
      1,
    );
    // One row, and only the bytes it points at are kept.
    expect(await rowCount(key)).toBe(1);
    expect(await storedVersions(key)).toHaveLength(1);
  });

  it('lists one level deep, folders first with null ids, with limit, offset, sortBy and search', async () => {
    const base = folder();
    const files: Array<[string, 'jpeg' | 'png' | 'webp']> = [
      ['b.jpg', 'jpeg'],
      ['a.png', 'png'],
      ['c.webp', 'webp'],
      ['sub/x.jpg', 'jpeg'],
      ['sub2/deep/y.jpg', 'jpeg'],
    ];
    for (const [name, format] of files) {
      const { error } = await tours(admin.client).upload(
        `${base}/${name}`,
        blob(await picture('#808080', format), `image/${format}`),
      );
      expect(error).toBeNull();
    }
    const names = (entries: Array<{ name: string }> | null) => entries?.map((entry) => entry.name);

    const listed = await tours(admin.client).list(base);
    expect(listed.error).toBeNull();
    expect(names(listed.data)).toEqual(['sub', 'sub2', 'a.png', 'b.jpg', 'c.webp']);
    expect(listed.data![0]).toMatchObject({ name: 'sub', id: null, metadata: null });
    expect(listed.data![2]).toMatchObject({
      name: 'a.png',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      metadata: { mimetype: 'image/png', cacheControl: 'max-age=3600' },
    });

    const descending = await tours(admin.client).list(base, {
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(names(descending.data)).toEqual(['sub2', 'sub', 'c.webp', 'b.jpg', 'a.png']);
    const page = await tours(admin.client).list(base, { limit: 2, offset: 1 });
    expect(names(page.data)).toEqual(['sub2', 'a.png']);
    expect(names((await tours(admin.client).list(`${base}/sub`)).data)).toEqual(['x.jpg']);
    expect(names((await tours(admin.client).list(`${base}/`, { search: 'B' })).data)).toEqual([
      'b.jpg',
    ]);
  });

  it('removes objects, answers the removed ones, and leaves no row, bytes or public URL', async () => {
    const base = folder();
    const keys = [`${base}/one.jpg`, `${base}/two.jpg`];
    for (const key of keys) {
      expect(
        (await tours(admin.client).upload(key, blob(await picture('#406080')))).error,
      ).toBeNull();
    }
    const { data, error } = await tours(admin.client).remove([...keys, `${base}/missing.jpg`]);
    expect(error).toBeNull();
    expect(data!.map((object) => object.name).sort()).toEqual(keys);
    expect(data![0]).toMatchObject({ bucket_id: 'tours', id: expect.any(String) });
    for (const key of keys) {
      const response = await fetchPublic(key);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      await expectNothingStored(key);
    }
  });

  it('stores a JPEG without its EXIF, turned upright by its orientation', async () => {
    const key = `${folder()}/exif.jpg`;
    const withExif = await sharp({
      create: { width: 80, height: 40, channels: 3, background: '#5090d0' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'EcoTours test', Artist: 'Camera owner' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    expect((await tours(admin.client).upload(key, blob(withExif))).error).toBeNull();
    const { data } = await tours(admin.client).download(key);
    const stored = Buffer.from(await data!.arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('EcoTours test'))).toBe(false);
    expect({ width: after.width, height: after.height }).toEqual({ width: 40, height: 80 });
  });
});

describe('buckets and existence', () => {
  it('an unknown bucket is 404 Bucket not found for upload, list and remove; exists() follows the object', async () => {
    const unknown = admin.client.storage.from('no-such-bucket');
    const attempts = {
      upload: await unknown.upload(`${folder()}/x.jpg`, blob(await picture('#777777'))),
      list: await unknown.list(''),
      remove: await unknown.remove(['x.jpg']),
    };
    for (const [action, { error }] of Object.entries(attempts)) {
      expect({ action, status: error?.status, message: error?.message }).toEqual({
        action,
        status: 404,
        message: 'Bucket not found',
      });
    }
    const key = `${folder()}/here.jpg`;
    expect(
      (await tours(admin.client).upload(key, blob(await picture('#777777')))).error,
    ).toBeNull();
    expect((await tours(anonClient()).exists(key)).data).toBe(true);
    expect((await tours(anonClient()).exists(`${key}.missing`)).data).toBe(false);
  });
});

describe('bad uploads are refused and leave nothing behind', () => {
  it('a text file named .jpg (415, checked from its bytes)', async () => {
    const key = `${folder()}/notes.jpg`;
    const text = Buffer.from('These are not the pixels you are looking for.\n'.repeat(20));
    const { error } = await tours(admin.client).upload(key, blob(text, 'image/jpeg'));
    expect(error).toMatchObject({ status: 415, statusCode: '415' });
    expect(error!.message).toMatch(/not a JPEG, PNG or WebP image/);
    await expectNothingStored(key);
  });

  it('an SVG named .png (415)', async () => {
    const key = `${folder()}/drawing.png`;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const { error } = await tours(admin.client).upload(key, blob(svg, 'image/png'));
    expect(error).toMatchObject({ status: 415, statusCode: '415' });
    await expectNothingStored(key);
  });

  it('a 12 MB image (413)', async () => {
    const key = `${folder()}/huge.jpg`;
    const small = await picture('#a0a0a0');
    // A real JPEG: decoders ignore what follows its end marker.
    const huge = Buffer.concat([small, Buffer.alloc(12 * MB - small.length, 0x20)]);
    expect((await sharp(huge).metadata()).format).toBe('jpeg');
    const { error } = await tours(admin.client).upload(key, blob(huge));
    expect(error).toMatchObject({ status: 413, statusCode: '413' });
    expect(error!.message).toMatch(/10 MB/);
    await expectNothingStored(key);
  });

  it("a 29 KB picture against a bucket's 1 KB limit: both sizes in KB, not 0 MB against 0 MB (413)", async () => {
    const bucket = `size-limit-${uniqueTag()}`.toLowerCase().slice(0, 63);
    await servicePool().query(
      // A picture bucket (migration 0070): the picture pipeline's own words for the sizes.
      `insert into storage.buckets (id, name, public, file_size_limit, pictures)
       values ($1, $1, true, 1024, true)`,
      [bucket],
    );
    try {
      const small = await picture('#a0a0a0');
      const file = Buffer.concat([small, Buffer.alloc(29 * 1024 + 300 - small.length, 0x20)]);
      const response = await fetch(`${gateway()}/storage/v1/object/${bucket}/${folder()}/x.jpg`, {
        method: 'POST',
        headers: adminHeaders({ 'content-type': 'image/jpeg' }),
        body: new Uint8Array(file),
      });
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 413,
        body: {
          statusCode: '413',
          code: 'EntityTooLarge',
          error: 'Payload too large',
          message: 'The file is 29 KB; at most 1 KB are allowed',
        },
      });
    } finally {
      await servicePool().query('delete from storage.buckets where id = $1', [bucket]);
    }
  });

  it('a declared length far over the limit: 413 before a byte of the body, connection closed', async () => {
    const url = new URL(gateway());
    const socket = net.connect(Number(url.port), url.hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /storage/v1/object/tours/${folder()}/far.jpg HTTP/1.1\r\nHost: ${url.host}\r\n` +
        `Authorization: Bearer ${admin.token}\r\nContent-Type: image/jpeg\r\n` +
        `Content-Length: ${200 * MB}\r\n\r\n`,
    );
    await closed;
    const [head, body] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/connection: close/i);
    expect(JSON.parse(body!)).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The file is larger than the 10 MB allowed',
    });
  });

  it('a file one byte over 10 MB inside an envelope the route still reads (413 from the file check)', async () => {
    const key = `${folder()}/just-over.jpg`;
    const small = await picture('#a0a0a0');
    const over = Buffer.concat([small, Buffer.alloc(10 * MB + 1 - small.length, 0x20)]);
    const response = await fetch(`${gateway()}/storage/v1/object/tours/${key}`, {
      method: 'POST',
      headers: adminHeaders({ 'content-type': 'image/jpeg' }),
      body: new Uint8Array(over),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      statusCode: '413',
      code: 'EntityTooLarge',
      // One byte over: no unit larger than a byte tells the two apart.
      message: 'The file is 10485761 bytes; at most 10485760 bytes are allowed',
    });
    await expectNothingStored(key);
  });

  it('a PNG of 20,000 × 20,000 pixels, refused from its header (413)', async () => {
    const key = `${folder()}/giant.png`;
    const png = pngClaiming(20_000, 20_000);
    expect(png.length).toBeLessThan(10_000);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    const { error } = await tours(admin.client).upload(key, blob(png, 'image/png'));
    expect(error).toMatchObject({ status: 413, statusCode: '413' });
    expect(error!.message).toMatch(/20000 × 20000 pixels; at most 40 megapixels/);
    await expectNothingStored(key);
  });

  it('keys that leave the bucket (`../../etc/passwd`, absolute, encoded) get 400 and nothing is written', async () => {
    const passwdBefore = await fs.readFile('/etc/passwd').catch(() => Buffer.alloc(0));
    const body = await picture('#101010');
    const headers = adminHeaders({ 'content-type': 'image/jpeg' });
    for (const requestPath of [
      '/storage/v1/object/tours/../../etc/passwd',
      '/storage/v1/object/tours/..%2F..%2Fetc%2Fpasswd',
      '/storage/v1/object/tours//etc/passwd',
      '/storage/v1/object/tours/%2Fetc%2Fpasswd',
      '/storage/v1/object/tours/a%5C..%5Cb.jpg',
      '/storage/v1/object/tours/nul%00byte.jpg',
    ]) {
      const response = await rawRequest('POST', requestPath, headers, body);
      expect({ requestPath, status: response.status }).toEqual({ requestPath, status: 400 });
      expect(response.json).toMatchObject({
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
      });
    }
    // supabase-js itself: fetch resolves the dots, so the request never names an object.
    const viaClient = await tours(admin.client).upload('../../etc/passwd', blob(body));
    expect(viaClient.error).not.toBeNull();

    const { rows } = await servicePool().query(
      `select name from storage.objects where name like '%passwd%' or name like 'etc/%'`,
    );
    expect(rows).toEqual([]);
    for (const dir of [storageRoot(), inject('dataDir'), path.join(storageRoot(), 'tours')]) {
      expect(await fs.readdir(dir)).not.toContain('etc');
    }
    expect(await fs.readFile('/etc/passwd').catch(() => Buffer.alloc(0))).toEqual(passwdBefore);
  });

  it('bodies of remove and list are small (413 over 64 KiB)', async () => {
    const response = await fetch(`${gateway()}/storage/v1/object/list/tours`, {
      method: 'POST',
      headers: adminHeaders({ 'content-type': 'application/json' }),
      body: JSON.stringify({ prefix: '', search: 'x'.repeat(100 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });
});

describe('members, visitors and forged tokens', () => {
  const refused = () =>
    [
      ['a member', member.client],
      ['a visitor', anonClient()],
      ['a forged admin token', forged],
    ] as const;

  it('are refused on upload, upsert, update, remove and list, and nothing changes', async () => {
    const base = folder();
    const existing = `${base}/kept.jpg`;
    expect(
      (await tours(admin.client).upload(existing, blob(await picture('#e01010')))).error,
    ).toBeNull();
    const keptETag = (await fetchPublic(existing)).headers.get('etag');

    for (const [who, client] of refused()) {
      const fresh = `${base}/${uniqueTag()}.jpg`;
      const attempts = {
        upload: await tours(client).upload(fresh, blob(await picture('#1010e0'))),
        upsert: await tours(client).upload(existing, blob(await picture('#1010e0')), {
          upsert: true,
        }),
        update: await tours(client).update(existing, blob(await picture('#1010e0'))),
        remove: await tours(client).remove([existing]),
        list: await tours(client).list(base),
      };
      for (const [action, { error }] of Object.entries(attempts)) {
        expect({
          who,
          action,
          status: error?.status,
          statusCode: (error as { statusCode?: string } | null)?.statusCode,
        }).toEqual({
          who,
          action,
          status: 403,
          statusCode: '403',
        });
      }
      await expectNothingStored(fresh);
    }
    const kept = await fetchPublic(existing);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('etag')).toBe(keptETag);
    expect(await rowCount(existing)).toBe(1);
  });

  it('are refused by the database itself, without the server’s early check', async () => {
    const store = new ObjectStore(
      new DiskDriver(storageRoot()),
      createCallerDb(servicePool()),
      servicePool(),
      pino({ enabled: false }),
    );
    const base = folder();
    const existing = `${base}/kept.jpg`;
    expect(
      (await tours(admin.client).upload(existing, blob(await picture('#e01010')))).error,
    ).toBeNull();
    const memberCaller: Caller = {
      role: 'authenticated',
      userId: member.id,
      claims: { role: 'authenticated', sub: member.id, app_metadata: { provider: 'email' } },
    };
    const visitor: Caller = { role: 'anon', claims: { role: 'anon' } };
    const fresh = `${base}/fresh.jpg`;
    for (const caller of [memberCaller, visitor]) {
      await expect(
        store.putObject(caller, 'tours', fresh, await picture('#1010e0'), {
          contentType: 'image/jpeg',
        }),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        store.putObject(caller, 'tours', existing, await picture('#1010e0'), {
          contentType: 'image/jpeg',
          upsert: true,
        }),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        store.listObjects(caller, 'tours', {
          prefix: `${base}/`,
          search: '',
          limit: 100,
          offset: 0,
          sortColumn: 'name',
          descending: false,
        }),
      ).rejects.toMatchObject({ code: '42501' });
    }
    // Row-level security hides the row from a member's delete; a visitor may not delete at all.
    expect(await store.removeObjects(memberCaller, 'tours', [existing])).toEqual([]);
    await expect(store.removeObjects(visitor, 'tours', [existing])).rejects.toMatchObject({
      code: '42501',
    });
    // Reading one object of a public bucket is allowed to both.
    expect(await store.getObject(visitor, 'tours', existing)).toMatchObject({
      contentType: 'image/jpeg',
    });
    await expectNothingStored(fresh);
    expect(await rowCount(existing)).toBe(1);
    expect(await storedVersions(existing)).toHaveLength(1);
  });
});

describe('stored bytes', () => {
  it('an object is visible only once its row points at bytes written whole', async () => {
    const key = `${folder()}/whole.jpg`;
    expect(
      (await tours(admin.client).upload(key, blob(await picture('#30a030')))).error,
    ).toBeNull();
    const [version] = await storedVersions(key);
    const file = path.join(storageRoot(), 'tours', `${key}@${version!.version}`);
    const served = Buffer.from(await (await fetchPublic(key)).arrayBuffer());
    expect(
      createHash('md5')
        .update(await fs.readFile(file))
        .digest('hex'),
    ).toBe(createHash('md5').update(served).digest('hex'));
    // No temporary file is left next to it.
    expect((await fs.readdir(path.dirname(file))).filter((name) => name.endsWith('.tmp'))).toEqual(
      [],
    );
  });
});

describe('the code of each refusal', () => {
  async function refusal(method: string, requestPath: string, init: RequestInit = {}) {
    const response = await fetch(`${gateway()}/storage/v1${requestPath}`, { method, ...init });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const json = (headers: Record<string, string>, body: unknown) => ({
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('tells a missing identity (AccessDenied) from a bad one (InvalidJWT), both 403 Unauthorized', async () => {
    const key = `/object/tours/${folder()}/who.jpg`;
    const jpeg = { 'content-type': 'image/jpeg' };
    const body = new Uint8Array(await picture('#123456'));
    const expired = await signToken({ sub: admin.id, app_metadata: { role: 'admin' } }, -60);
    const cases: Array<[string, Record<string, string>, string]> = [
      ['no key at all', {}, 'AccessDenied'],
      [
        'a member',
        { apikey: inject('anonKey'), authorization: `Bearer ${member.token}` },
        'AccessDenied',
      ],
      ['a visitor', { apikey: inject('anonKey') }, 'AccessDenied'],
      ['a forged admin token', { authorization: `Bearer ${forgedToken}` }, 'InvalidJWT'],
      ['an expired admin token', { authorization: `Bearer ${expired}` }, 'InvalidJWT'],
      ['a malformed authorization', { authorization: 'Basic abc' }, 'InvalidJWT'],
    ];
    for (const [who, headers, code] of cases) {
      const upload = await refusal('POST', key, { headers: { ...headers, ...jpeg }, body });
      const list = await refusal('POST', '/object/list/tours', json(headers, { prefix: '' }));
      for (const answer of [upload, list]) {
        expect({ who, status: answer.status, body: answer.body }).toEqual({
          who,
          status: 403,
          body: { statusCode: '403', code, error: 'Unauthorized', message: expect.any(String) },
        });
      }
    }
  });

  it('names a missing bucket, a missing object, a bad body and an unknown route', async () => {
    const headers = adminHeaders();
    const noBucket = {
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    };
    expect(
      await refusal('POST', `/object/no-such-bucket/${folder()}/x.jpg`, {
        headers: { ...headers, 'content-type': 'image/jpeg' },
        body: new Uint8Array(await picture('#777777')),
      }),
    ).toEqual({ status: 404, body: noBucket });
    expect(await refusal('POST', '/object/list/no-such-bucket', json(headers, {}))).toEqual({
      status: 404,
      body: noBucket,
    });
    expect(
      await refusal('DELETE', '/object/no-such-bucket', json(headers, { prefixes: ['x.jpg'] })),
    ).toEqual({ status: 404, body: noBucket });
    expect(
      await refusal('GET', `/object/authenticated/tours/${folder()}/none.jpg`, { headers }),
    ).toEqual({
      status: 404,
      body: {
        statusCode: '404',
        code: 'NoSuchKey',
        error: 'not_found',
        message: 'Object not found',
      },
    });
    expect(await refusal('POST', '/object/list/tours', json(headers, { limit: 0 }))).toMatchObject({
      status: 400,
      body: { code: 'InvalidRequest', error: 'InvalidRequest' },
    });
    expect(await refusal('GET', '/vector/buckets', { headers })).toMatchObject({
      status: 404,
      body: { statusCode: '404', code: 'NotFound', error: 'not_found' },
    });
  });

  it("answers storage-api routes it does not serve as unknown routes, not as a bucket named 'sign'", async () => {
    const headers = adminHeaders();
    const notFound = (method: string, requestPath: string) => ({
      status: 404,
      body: {
        statusCode: '404',
        code: 'NotFound',
        error: 'not_found',
        message: `${method} /storage/v1${requestPath} not found`,
      },
    });
    // The methods and shapes of those routes that no route here serves (the served ones have
    // suites of their own: signed-urls, copy-move-list, bucket-api).
    for (const requestPath of [
      '/object/sign/tours',
      '/object/upload/sign/tours/a/b.jpg',
      '/object/list-v2/tours',
      '/object/copy',
    ]) {
      expect(await refusal('GET', requestPath, { headers })).toEqual(notFound('GET', requestPath));
    }
    for (const requestPath of [
      '/object/info/tours/a/b.jpg',
      '/object/move/tours',
      '/object/upload',
    ]) {
      expect(await refusal('POST', requestPath, json(headers, { prefix: '' }))).toEqual(
        notFound('POST', requestPath),
      );
    }
    expect(
      await refusal('PUT', '/object/sign/tours/a/b.jpg', {
        headers: { ...headers, 'content-type': 'image/jpeg' },
        body: new Uint8Array(await picture('#777777')),
      }),
    ).toEqual(notFound('PUT', '/object/sign/tours/a/b.jpg'));
  });

  it('names a file that is not a picture the bucket takes', async () => {
    const key = `${folder()}/notes.jpg`;
    const answer = await refusal('POST', `/object/tours/${key}`, {
      headers: adminHeaders({ 'content-type': 'image/jpeg' }),
      body: new Uint8Array(Buffer.from('not a picture at all')),
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type' },
    });
    await expectNothingStored(key);
  });
});
