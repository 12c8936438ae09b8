import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '@app/testing/s3-server';
import { DiskDriver } from './disk-driver.js';
import { InvalidObjectKeyError } from './object-path.js';
import { S3_PART_BYTES, S3Driver } from './s3-driver.js';
import type { ObjectLocation, StorageDriver } from './storage-driver.js';

let root: string;
let s3: TestS3Server;
let disk: DiskDriver;
let bucket: S3Driver;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-driver-'));
  s3 = await startS3Server();
  disk = new DiskDriver(root);
  // Small listing pages, so that a handful of objects already takes several.
  bucket = new S3Driver(s3.settings, 2);
});
afterAll(async () => {
  bucket?.close();
  await s3?.stop();
  await fs.rm(root, { recursive: true, force: true });
});

let counter = 0;
const versionOf = () => (++counter).toString(16).padStart(32, '0');
const at = (key: string, version: string | null = versionOf()): ObjectLocation => ({
  bucket: 'tours',
  key,
  version,
});
const readAll = async (driver: StorageDriver, location: ObjectLocation) => {
  const stream = await driver.get(location);
  return stream && (await buffer(stream));
};

describe.each(['disk', 's3'])('the %s driver', (backend) => {
  const driver = (): StorageDriver => (backend === 'disk' ? disk : bucket);

  it('stores, reads, describes and removes a version', async () => {
    const location = at('contract/one/cover.jpg');
    await driver().put(location, Buffer.from('cover bytes'));
    expect((await readAll(driver(), location))?.toString()).toBe('cover bytes');
    const info = await driver().stat(location);
    expect(info?.size).toBe(11);
    expect(Math.abs(info!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    await driver().delete(location);
    expect(await driver().get(location)).toBeUndefined();
  });

  it('answers undefined for missing bytes, and deleting them is no error', async () => {
    const missing = at('contract/missing/none.jpg');
    expect(await driver().get(missing)).toBeUndefined();
    expect(await driver().stat(missing)).toBeUndefined();
    await expect(driver().delete(missing)).resolves.toBeUndefined();
    expect(await driver().list('tours', 'contract/missing/')).toEqual([]);
    expect(await driver().list('no-such-bucket', '')).toEqual([]);
  });

  it('lists every version under a prefix, across pages, and nothing of other buckets', async () => {
    const locations = [
      at('contract/list/a.jpg'),
      at('contract/list/a.jpg'),
      at('contract/list/b@c.jpg'),
      at('contract/list/sub/c.jpg'),
      at('contract/list/legacy.jpg', null),
    ];
    for (const location of locations) await driver().put(location, Buffer.from(location.key));
    await driver().put({ ...at('contract/list/a.jpg'), bucket: 'avatars' }, Buffer.from('x'));
    await driver().put(at('contract/listing/other.jpg'), Buffer.from('x'));
    const sort = (list: ObjectLocation[]) =>
      [...list].sort((a, b) => `${a.key}${a.version}`.localeCompare(`${b.key}${b.version}`));
    expect(sort(await driver().list('tours', 'contract/list/'))).toEqual(sort(locations));
  });

  it('keeps concurrent writes of versions of one key apart, each whole', async () => {
    const versions = Array.from({ length: 6 }, (_, index) => ({
      location: at('contract/concurrent/cover.jpg'),
      body: Buffer.alloc(256 * 1024 + index, index + 1),
    }));
    await Promise.all(versions.map(({ location, body }) => driver().put(location, body)));
    for (const { location, body } of versions) {
      expect((await readAll(driver(), location))?.equals(body)).toBe(true);
    }
    expect(await driver().list('tours', 'contract/concurrent/')).toHaveLength(versions.length);
  });

  it('stores a body larger than one multipart part whole', async () => {
    const location = at('contract/large/panorama.jpg');
    const body = Buffer.alloc(S3_PART_BYTES + 1024 * 1024);
    for (let offset = 0; offset < body.length; offset += 4) body.writeUInt32LE(offset, offset);
    await driver().put(location, body);
    expect((await driver().stat(location))?.size).toBe(body.length);
    expect((await readAll(driver(), location))?.equals(body)).toBe(true);
  });

  it('refuses keys that leave the bucket before storing anything', async () => {
    for (const key of ['../../etc/passwd', 'a/../../b', '/etc/passwd', 'a\\b', 'nul\0byte']) {
      await expect(driver().put(at(key), Buffer.from('x'))).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await expect(driver().get(at(key))).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
    expect(await driver().list('tours', '../')).toEqual([]);
  });

  it('has no unfinished writes to remove when every write finished', async () => {
    expect(await driver().removeUnfinishedWrites(new Date(Date.now() + 60_000))).toBe(0);
  });
});

describe('the s3 driver alone', () => {
  it('stores a long key that fits in S3’s 1024 bytes and refuses a longer one clearly', async () => {
    const version = versionOf();
    const room = 1024 - 'tours/'.length - `@${version}`.length;
    // Folders of 100 characters: s3rver keeps each as a folder of its own.
    const key = (length: number) =>
      Array.from({ length: Math.ceil(length / 101) }, () => 'f'.repeat(100))
        .join('/')
        .slice(0, length);
    const fits = at(key(room), version);
    await bucket.put(fits, Buffer.from('long'));
    expect((await readAll(bucket, fits))?.toString()).toBe('long');
    await expect(bucket.put(at(key(room + 1), version), Buffer.from('x'))).rejects.toThrow(
      /too long for the object storage/,
    );
  });

  it('leaves a multipart upload it did not start alone, and s3rver has none to list', async () => {
    // s3rver implements neither ListMultipartUploads nor AbortMultipartUpload: the sweep answers 0.
    const { UploadId } = await bucket.client.send(
      new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: `tours/x.jpg@${versionOf()}` }),
    );
    await bucket.client.send(
      new UploadPartCommand({
        Bucket: s3.bucket,
        Key: `tours/x.jpg@${versionOf()}`,
        UploadId,
        PartNumber: 1,
        Body: Buffer.from('part'),
      }),
    );
    expect(await bucket.removeUnfinishedWrites(new Date(Date.now() + 60_000))).toBe(0);
    expect(await bucket.list('tours', 'x.jpg')).toEqual([]);
  });
});
