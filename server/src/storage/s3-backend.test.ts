import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { startS3Server, type TestS3Server } from '@app/testing/s3-server';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { StartupError } from '../platform/startup-error.js';
import { S3Driver } from './s3-driver.js';

// A whole server keeping its files in s3rver (STORAGE_BACKEND=s3): the wiring, end to end.
let s3: TestS3Server;
let server: TestServer;
let bucket: S3Driver;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ ...s3.env, LOG_LEVEL: 'fatal' }, { renderAhead: false });
  bucket = new S3Driver(s3.settings);
});
afterAll(async () => {
  bucket?.close();
  await server?.dispose();
  await s3?.stop();
});

const asService = (headers: Record<string, string> = {}) => ({
  apikey: server.keys.serviceKey,
  authorization: `Bearer ${server.keys.serviceKey}`,
  ...headers,
});
const picture = (background: string) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background } })
    .jpeg()
    .toBuffer();

function upload(key: string, body: Buffer, method = 'POST', upsert = false) {
  return fetch(`${server.url}/storage/v1/object/tours/${key}`, {
    method,
    headers: asService({ 'content-type': 'image/jpeg', 'x-upsert': String(upsert) }),
    body: new Uint8Array(body),
  });
}
const publicUrl = (key: string) => `${server.url}/storage/v1/object/public/tours/${key}`;

async function row(key: string) {
  const { rows } = await server.servicePool.query<{ version: string; etag: string }>(
    `select version, metadata ->> 'eTag' as etag from storage.objects
      where bucket_id = 'tours' and name = $1`,
    [key],
  );
  return rows[0];
}
/** The versions of the key's bytes in the S3 bucket. */
const versionsInBucket = async (key: string) =>
  (await bucket.list('tours', key)).filter((l) => l.key === key).map((l) => l.version);

describe('a server with STORAGE_BACKEND=s3', () => {
  it('uploads into the bucket, serves the picture back, renders a size, replaces and removes it', async () => {
    const key = `s3-test/${uniqueTag()}/cover.jpg`;
    expect((await upload(key, await picture('#c03030'))).status).toBe(200);
    const first = await row(key);
    expect(await versionsInBucket(key)).toEqual([first!.version]);

    const inBucket = async () => {
      const stream = await bucket.get({ bucket: 'tours', key, version: (await row(key))!.version });
      return stream && (await buffer(stream));
    };
    const served = await fetch(publicUrl(key));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals((await inBucket())!)).toBe(true);

    const rendered = await fetch(
      `${server.url}/storage/v1/render/image/public/tours/${key}?width=160&quality=70`,
      { headers: asService() },
    );
    expect(rendered.status).toBe(200);
    expect(await sharp(Buffer.from(await rendered.arrayBuffer())).metadata()).toMatchObject({
      width: 160,
      height: 90,
    });

    // The replacement is stored whole before the row points at it; then the old bytes go.
    expect((await upload(key, await picture('#3030c0'), 'PUT')).status).toBe(200);
    const second = await row(key);
    expect(second!.version).not.toBe(first!.version);
    expect(await versionsInBucket(key)).toEqual([second!.version]);
    const replaced = await fetch(publicUrl(key));
    expect(Buffer.from(await replaced.arrayBuffer()).equals((await inBucket())!)).toBe(true);
    expect(replaced.headers.get('etag')).toBe(second!.etag);

    const removed = await fetch(`${server.url}/storage/v1/object/tours`, {
      method: 'DELETE',
      headers: asService({ 'content-type': 'application/json' }),
      body: JSON.stringify({ prefixes: [key] }),
    });
    expect(removed.status).toBe(200);
    expect(await row(key)).toBeUndefined();
    expect(await versionsInBucket(key)).toEqual([]);
    expect((await fetch(publicUrl(key))).status).toBe(404);
  });

  it('copies and moves objects inside the store, also to another bucket, bytes with the row', async () => {
    const storage = createClient(server.url, server.keys.serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).storage;
    const other = `s3-other-${uniqueTag()}`;
    expect((await storage.createBucket(other, { public: false })).error).toBeNull();
    const key = `s3-test/${uniqueTag()}/notes.txt`;
    expect(
      (await storage.from(other).upload(key, new Blob(['in s3'], { type: 'text/plain' }))).error,
    ).toBeNull();
    const versions = async (bucketId: string, name: string) =>
      (await bucket.list(bucketId, name)).filter((l) => l.key === name).map((l) => l.version);
    const rowVersion = async (bucketId: string, name: string) =>
      (
        await server.servicePool.query<{ version: string }>(
          'select version from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        )
      ).rows[0]?.version;

    expect((await storage.from(other).copy(key, `${key}.copy`)).error).toBeNull();
    expect(await versions(other, `${key}.copy`)).toEqual([await rowVersion(other, `${key}.copy`)]);
    expect(await versions(other, key)).toHaveLength(1);

    const moved = await storage.from(other).move(key, 'moved/notes.txt', {
      destinationBucket: other,
    });
    expect(moved.error).toBeNull();
    expect(await versions(other, key)).toEqual([]);
    expect(await rowVersion(other, key)).toBeUndefined();
    expect(await versions(other, 'moved/notes.txt')).toEqual([
      await rowVersion(other, 'moved/notes.txt'),
    ]);
    const { data } = await storage.from(other).download('moved/notes.txt');
    expect(await data!.text()).toBe('in s3');
    // A signed URL serves the bytes from the store too.
    const signed = await storage.from(other).createSignedUrl(`${key}.copy`, 60);
    expect(await (await fetch(signed.data!.signedUrl)).text()).toBe('in s3');

    await storage.emptyBucket(other);
    expect(await bucket.list(other, '')).toEqual([]);
    expect((await storage.deleteBucket(other)).error).toBeNull();
  });

  it('refuses keys that leave the bucket or do not fit S3’s key length, and stores nothing', async () => {
    const body = await picture('#101010');
    const folder = `s3-test/${uniqueTag()}`;
    for (const key of [`${folder}/..%2F..%2Fetc%2Fpasswd`, `${folder}/a%5C..%5Cb.jpg`]) {
      const response = await upload(key, body);
      expect({ key, status: response.status }).toEqual({ key, status: 400 });
    }
    // 980 characters: the database takes it, S3 would not with our bucket and version.
    const long = `${folder}/${Array.from({ length: 9 }, () => 'l'.repeat(100)).join('/')}/${'x'.repeat(60)}.jpg`;
    expect(long.length).toBeLessThan(1024);
    const response = await upload(long, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'InvalidKey',
      message: expect.stringMatching(/too long for the object storage/),
    });
    expect(await row(long)).toBeUndefined();
    expect(await bucket.list('tours', folder)).toEqual([]);
  });

  it('refuses to start with credentials the store refuses, or a bucket it does not have', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 's3-start-'));
    const refusal = async (env: Record<string, string>) => {
      try {
        const started = await startTestServer({ ...s3.env, ...env, DATA_DIR: dataDir });
        await started.dispose();
      } catch (error) {
        if (error instanceof StartupError) return error.message;
        throw error;
      }
      return 'started';
    };
    try {
      // s3rver checks the access key id, not version 4 signatures: a wrong id stands for both.
      const refused = await refusal({
        S3_ACCESS_KEY_ID: 'NOT-A-KEY',
        S3_SECRET_ACCESS_KEY: 'not-the-secret-at-all',
      });
      expect(refused).toMatch(
        /refused S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY \(InvalidAccessKeyId\)/,
      );
      expect(refused).not.toContain('not-the-secret-at-all');
      expect(await refusal({ S3_BUCKET: 'no-such-bucket' })).toMatch(
        /S3_BUCKET=no-such-bucket does not exist/,
      );
      // Nothing was started: the database is opened only after the store answered.
      expect(await fs.readdir(dataDir)).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  // Last: the store stays down.
  it('answers 503 ServiceUnavailable while the store is down, and leaves the row as it was', async () => {
    const key = `s3-test/${uniqueTag()}/kept.jpg`;
    expect((await upload(key, await picture('#30a030'))).status).toBe(200);
    const before = await row(key);

    await s3.stop();
    const unavailable = {
      statusCode: '503',
      code: 'ServiceUnavailable',
      error: 'internal',
      message: expect.any(String),
    };
    const replace = await upload(key, await picture('#a03030'), 'PUT');
    expect(replace.status).toBe(503);
    expect(await replace.json()).toEqual(unavailable);
    expect(await row(key)).toEqual(before);

    const fresh = `s3-test/${uniqueTag()}/fresh.jpg`;
    const created = await upload(fresh, await picture('#a03030'));
    expect(created.status).toBe(503);
    expect(await row(fresh)).toBeUndefined();

    const read = await fetch(publicUrl(key));
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual(unavailable);
  });
});
