import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestUser, servicePool, type TestUser, uniqueTag } from '@app/testing/clients';
import { DiskDriver } from './disk-driver.js';

// Move, copy, object info and list-v2 through supabase-js, on the disk driver (the S3 driver's
// copy is in s3-backend.test.ts).

let admin: TestUser;
let member: TestUser;
let first: string;
let second: string;
let textOnly: string;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  member = await createTestUser();
  [first, second, textOnly] = [`one-${uniqueTag()}`, `two-${uniqueTag()}`, `txt-${uniqueTag()}`];
  await admin.client.storage.createBucket(first);
  await admin.client.storage.createBucket(second, { public: true });
  await admin.client.storage.createBucket(textOnly, {
    public: false,
    allowedMimeTypes: ['text/*'],
  });
});
afterAll(async () => {
  for (const id of [first, second, textOnly]) {
    await admin.client.storage.emptyBucket(id);
    await admin.client.storage.deleteBucket(id);
  }
});

const from = (bucket: string) => admin.client.storage.from(bucket);
const blob = (body: string, type = 'text/plain') => new Blob([body], { type });

async function upload(bucket: string, key: string, body = 'words', type = 'text/plain') {
  const { error } = await from(bucket).upload(key, blob(body, type));
  expect(error).toBeNull();
}

async function versionsOnDisk(bucket: string, key: string) {
  const driver = new DiskDriver(path.join(inject('dataDir'), 'storage'));
  return (await driver.list(bucket, key)).filter((location) => location.key === key);
}

async function rows(bucket: string, key: string) {
  const { rows } = await servicePool().query<{ version: string }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, key],
  );
  return rows;
}

describe('move and copy', () => {
  it('move an object within a bucket and across buckets, bytes and row together', async () => {
    const key = `m/${uniqueTag()}.txt`;
    await upload(first, key, 'moving');
    const moved = `m/${uniqueTag()}-moved.txt`;
    expect(await from(first).move(key, moved)).toMatchObject({
      data: { message: 'Successfully moved', Key: moved },
      error: null,
    });
    expect(await rows(first, key)).toEqual([]);
    expect(await versionsOnDisk(first, key)).toEqual([]);
    const across = await from(first).move(moved, 'elsewhere/x.txt', { destinationBucket: second });
    expect(across.error).toBeNull();
    const [row] = await rows(second, 'elsewhere/x.txt');
    expect((await versionsOnDisk(second, 'elsewhere/x.txt')).map((l) => l.version)).toEqual([
      row!.version,
    ]);
    expect(await versionsOnDisk(first, moved)).toEqual([]);
    const { data } = await from(second).download('elsewhere/x.txt');
    expect(await data!.text()).toBe('moving');
    await from(second).remove(['elsewhere/x.txt']);
  });

  it('copy keeps the content type and user metadata; the copy is its own object', async () => {
    const key = `c/${uniqueTag()}.md`;
    await from(first).upload(key, blob('# notes', 'text/markdown'), {
      metadata: { kind: 'notes' },
    });
    const copied = await from(first).copy(key, 'c/copy.md', { destinationBucket: second });
    expect(copied).toEqual({ data: { path: `${second}/c/copy.md` }, error: null });
    const { data: info } = await from(second).info('c/copy.md');
    expect(info).toMatchObject({
      name: 'c/copy.md',
      bucketId: second,
      contentType: 'text/markdown',
      size: 7,
      metadata: { kind: 'notes' },
    });
    await from(first).remove([key]);
    expect(await (await from(second).download('c/copy.md')).data!.text()).toBe('# notes');
    await from(second).remove(['c/copy.md']);
  });

  it('refuses a destination that is taken, leaving both objects and no stray bytes', async () => {
    const [a, b] = [`t/${uniqueTag()}-a.txt`, `t/${uniqueTag()}-b.txt`];
    await upload(first, a, 'a');
    await upload(first, b, 'b');
    for (const result of [await from(first).move(a, b), await from(first).copy(a, b)]) {
      expect(result.error).toMatchObject({
        statusCode: '409',
        message: 'The resource already exists',
      });
    }
    expect(await (await from(first).download(a)).data!.text()).toBe('a');
    expect(await (await from(first).download(b)).data!.text()).toBe('b');
    expect(await versionsOnDisk(first, a)).toHaveLength(1);
    expect(await versionsOnDisk(first, b)).toHaveLength(1);
  });

  it('refuses what the destination bucket does not take, and what is missing', async () => {
    const key = `p/${uniqueTag()}.bin`;
    await upload(first, key, 'binary', 'application/octet-stream');
    const refused = await from(first).copy(key, 'x.bin', { destinationBucket: textOnly });
    expect(refused.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/octet-stream is not supported',
    });
    expect(await versionsOnDisk(textOnly, 'x.bin')).toEqual([]);
    const missing = await from(first).move('p/none.txt', 'p/other.txt');
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    // Into a picture bucket only by upload: its pictures are checked and re-encoded.
    const textKey = `p/${uniqueTag()}.jpg`;
    await upload(first, textKey, 'not a picture', 'image/jpeg');
    const intoTours = await from(first).copy(textKey, `copied/${uniqueTag()}.jpg`, {
      destinationBucket: 'tours',
    });
    expect(intoTours.error).toMatchObject({ statusCode: '400' });
    const noBucket = await from(first).copy(key, 'x.bin', { destinationBucket: 'no-such-bucket' });
    expect(noBucket.error?.message).toBe('Bucket not found');
  });

  it('refuses members and keys that leave their bucket', async () => {
    const key = `r/${uniqueTag()}.txt`;
    await upload(second, key);
    const asMember = member.client.storage.from(second);
    expect((await asMember.move(key, 'r/stolen.txt')).error).toMatchObject({ statusCode: '403' });
    expect((await asMember.copy(key, 'r/stolen.txt')).error).toMatchObject({ statusCode: '403' });
    const traversal = await from(second).move(key, '../tours/evil.txt');
    expect(traversal.error).toMatchObject({ statusCode: '400' });
    expect(await rows(second, key)).toHaveLength(1);
  });
});

describe('object info and list-v2', () => {
  it('describes an object the caller may read, and no other', async () => {
    const key = `i/${uniqueTag()}.txt`;
    await upload(first, key, 'info');
    const { data } = await from(first).info(key);
    expect(data).toMatchObject({
      name: key,
      bucketId: first,
      size: 4,
      contentType: 'text/plain',
      cacheControl: 'max-age=3600',
      metadata: {},
    });
    expect((await member.client.storage.from(first).info(key)).error?.message).toBe(
      'Object not found',
    );
    expect(await from(first).exists(key)).toEqual({ data: true, error: null });
  });

  it('pages through a prefix with a cursor, folders once with the delimiter', async () => {
    const base = `l-${uniqueTag()}`;
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'sub/x.txt', 'sub/y.txt']) {
      await upload(first, `${base}/${name}`);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const { data, error } = await from(first).listV2({
        prefix: `${base}/`,
        with_delimiter: true,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(error).toBeNull();
      seen.push(...data!.folders.map((f) => f.name), ...data!.objects.map((o) => o.name));
      if (!data!.hasNext) break;
      cursor = data!.nextCursor;
    }
    expect(seen.sort()).toEqual(
      ['a.txt', 'b.txt', 'c.txt', 'sub/'].map((name) => `${base}/${name}`),
    );
    const newestFirst = await from(first).listV2({
      prefix: `${base}/`,
      sortBy: { column: 'created_at', order: 'desc' },
      limit: 1,
    });
    expect(newestFirst.data?.objects.map((o) => o.name)).toEqual([`${base}/sub/y.txt`]);
    expect((await member.client.storage.from(first).listV2({})).error).toMatchObject({
      statusCode: '403',
    });
    const badCursor = await from(first).listV2({ cursor: 'not-a-cursor' });
    expect(badCursor.error).toMatchObject({ statusCode: '400' });
  });
});
