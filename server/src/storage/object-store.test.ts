import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { startS3Server, type TestS3Server } from '@app/testing/s3-server';
import { createCallerDb } from '../platform/caller-db.js';
import { type Caller, SERVICE_CALLER } from '../platform/identity.js';
import { DiskDriver } from './disk-driver.js';
import { InvalidObjectKeyError } from './object-path.js';
import { ObjectStore } from './object-store.js';
import { S3Driver } from './s3-driver.js';
import type { StorageDriver } from './storage-driver.js';
import { StorageError } from './storage-errors.js';

let root: string;
let s3: TestS3Server;
let disk: DiskDriver;
let bucket: S3Driver;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'object-store-'));
  s3 = await startS3Server();
  disk = new DiskDriver(root);
  bucket = new S3Driver(s3.settings);
});
afterAll(async () => {
  bucket?.close();
  await s3?.stop();
  await fs.rm(root, { recursive: true, force: true });
});

const storeOn = (driver: StorageDriver) =>
  new ObjectStore(driver, createCallerDb(servicePool()), servicePool(), pino({ enabled: false }));

const visitor: Caller = { role: 'anon', claims: { role: 'anon' } };
const picture = (text: string) => Buffer.from(`bytes of ${text}`);

describe.each(['disk', 's3'])('the object store on %s', (backend) => {
  let driver: StorageDriver;
  let store: ObjectStore;
  beforeAll(() => {
    driver = backend === 'disk' ? disk : bucket;
    store = storeOn(driver);
  });

  const storedVersions = async (key: string) =>
    (await driver.list('tours', key)).filter((location) => location.key === key);

  async function readBack(key: string): Promise<string | undefined> {
    const object = await store.getPublicObject('tours', key);
    return object && (await store.read(object))?.toString();
  }

  it('stores bytes and metadata together, and serves them back', async () => {
    const key = `store-test/${uniqueTag()}/cover.jpg`;
    const stored = await store.putObject(SERVICE_CALLER, 'tours', key, picture('one'), {
      contentType: 'image/jpeg',
    });
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size: 12 });
    expect(stored.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await readBack(key)).toBe('bytes of one');
    expect(await storedVersions(key)).toHaveLength(1);
  });

  it('an upload whose row cannot be written leaves no bytes behind', async () => {
    const key = `store-test/${uniqueTag()}/refused.jpg`;
    await expect(
      store.putObject(visitor, 'tours', key, picture('refused'), { contentType: 'image/jpeg' }),
    ).rejects.toThrow(/permission denied|row-level security/);
    expect(await storedVersions(key)).toEqual([]);
    expect(await store.getPublicObject('tours', key)).toBeUndefined();
  });

  it('refuses to overwrite without upsert and keeps the first bytes', async () => {
    const key = `store-test/${uniqueTag()}/twice.jpg`;
    await store.putObject(SERVICE_CALLER, 'tours', key, picture('first'), {
      contentType: 'image/jpeg',
    });
    const error = await store
      .putObject(SERVICE_CALLER, 'tours', key, picture('second'), { contentType: 'image/jpeg' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 409, error: 'Duplicate' });
    expect(await readBack(key)).toBe('bytes of first');
    expect(await storedVersions(key)).toHaveLength(1);
  });

  it('an upsert replaces the bytes and removes the old version once the row points at the new', async () => {
    const key = `store-test/${uniqueTag()}/replaced.jpg`;
    const first = await store.putObject(SERVICE_CALLER, 'tours', key, picture('old'), {
      contentType: 'image/jpeg',
    });
    const second = await store.putObject(SERVICE_CALLER, 'tours', key, picture('new'), {
      contentType: 'image/png',
      upsert: true,
    });
    expect(second.location.version).not.toBe(first.location.version);
    expect(second.eTag).not.toBe(first.eTag);
    expect(await readBack(key)).toBe('bytes of new');
    expect((await storedVersions(key)).map((l) => l.version)).toEqual([second.location.version]);
  });

  it('refuses keys that try to leave the bucket before writing anything', async () => {
    for (const key of ['../../etc/passwd', '/etc/passwd', 'a/../../b', 'a\\b', 'nul\0byte']) {
      await expect(
        store.putObject(SERVICE_CALLER, 'tours', key, picture('x'), { contentType: 'image/jpeg' }),
      ).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
    expect((await driver.list('tours', '')).filter((l) => l.key.includes('passwd'))).toEqual([]);
    if (backend === 'disk') expect(await fs.readdir(root)).not.toContain('etc');
  });

  it('sweeps bytes no row points at once they are older than the bound, and never a live version', async () => {
    const folder = `store-test/${uniqueTag()}`;
    const live = await store.putObject(
      SERVICE_CALLER,
      'tours',
      `${folder}/live.jpg`,
      picture('live'),
      {
        contentType: 'image/jpeg',
      },
    );
    // Bytes whose row was never written (the crash between the two steps).
    const orphan = { bucket: 'tours', key: `${folder}/orphan.jpg`, version: 'a1b2c3d4e5f6a7b8' };
    await driver.put(orphan, picture('orphan'));
    // An older version of the live object left by a crash after its replacement.
    const replaced = { ...live.location, version: 'f0e1d2c3b4a59687' };
    await driver.put(replaced, picture('replaced'));
    const left = async () =>
      (await driver.list('tours', folder)).map((l) => `${l.key}@${l.version}`).sort();
    const all = [live.location, orphan, replaced].map((l) => `${l.key}@${l.version}`).sort();

    // Written just now, as an upload under way would be: kept.
    await store.sweepOrphans(new Date(Date.now() - 60 * 60 * 1000));
    expect(await left()).toEqual(all);

    const swept = await store.sweepOrphans(new Date(Date.now() + 60 * 1000));
    expect(swept.orphans).toBeGreaterThanOrEqual(2);
    expect(await left()).toEqual([`${live.location.key}@${live.location.version}`]);
    expect(await readBack(`${folder}/live.jpg`)).toBe('bytes of live');
  });
});

describe('the object store on disk alone', () => {
  it('sweeps bytes no row points at once they are old enough, and nothing else', async () => {
    const folder = `store-test/${uniqueTag()}`;
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const age = async (file: string) => {
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await fs.utimes(file, twoHoursAgo, twoHoursAgo);
    };
    // A live object, old: kept.
    const live = await storeOn(disk).putObject(
      SERVICE_CALLER,
      'tours',
      `${folder}/live.jpg`,
      picture('live'),
      {
        contentType: 'image/jpeg',
      },
    );
    await age(disk.filePath(live.location));
    // Bytes whose row was never written (the crash between the two steps), old: removed.
    const orphan = { bucket: 'tours', key: `${folder}/orphan.jpg`, version: 'a1b2c3d4e5f6a7b8' };
    await disk.put(orphan, picture('orphan'));
    await age(disk.filePath(orphan));
    // An older version of the live object left by a crash after its replacement: removed.
    const replaced = { ...live.location, version: 'f0e1d2c3b4a59687' };
    await disk.put(replaced, picture('replaced'));
    await age(disk.filePath(replaced));
    // Bytes of an upload still under way (no row yet, written just now): kept.
    const fresh = { bucket: 'tours', key: `${folder}/fresh.jpg`, version: '0123456789abcdef' };
    await disk.put(fresh, picture('fresh'));
    // Half a write from a crash mid-write, old: removed; a write under way: kept.
    const unfinished = `${disk.filePath(orphan)}.deadbeef.tmp`;
    const underWay = `${disk.filePath(fresh)}.cafebabe.tmp`;
    await fs.writeFile(unfinished, 'half');
    await age(unfinished);
    await fs.writeFile(underWay, 'half');

    const swept = await storeOn(disk).sweepOrphans(hourAgo);
    expect(swept.orphans).toBeGreaterThanOrEqual(2);
    expect(swept.unfinished).toBeGreaterThanOrEqual(1);
    const left = (await disk.list('tours', folder)).map((l) => `${l.key}@${l.version}`).sort();
    expect(left).toEqual(
      [`${live.location.key}@${live.location.version}`, `${fresh.key}@${fresh.version}`].sort(),
    );
    await expect(fs.stat(unfinished)).rejects.toThrow(/ENOENT/);
    await expect(fs.stat(underWay)).resolves.toBeDefined();
    expect((await storeOn(disk).read(live))?.toString()).toBe('bytes of live');
  });
});
