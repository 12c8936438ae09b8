import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { createCallerDb } from '../platform/caller-db.js';
import { type Caller, SERVICE_CALLER } from '../platform/identity.js';
import { DiskDriver } from './disk-driver.js';
import { InvalidObjectKeyError } from './object-path.js';
import { ObjectStore } from './object-store.js';
import { StorageError } from './storage-errors.js';

let root: string;
let driver: DiskDriver;
let store: ObjectStore;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'object-store-'));
  driver = new DiskDriver(root);
  store = new ObjectStore(
    driver,
    createCallerDb(servicePool()),
    servicePool(),
    pino({ enabled: false }),
  );
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const visitor: Caller = { role: 'anon', claims: { role: 'anon' } };
const picture = (text: string) => Buffer.from(`bytes of ${text}`);
const storedVersions = async (key: string) =>
  (await driver.list('tours', key)).filter((location) => location.key === key);

async function readBack(key: string): Promise<string | undefined> {
  const object = await store.getPublicObject('tours', key);
  return object && (await store.read(object))?.toString();
}

describe('the object store', () => {
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
    expect(await fs.readdir(root)).not.toContain('etc');
  });
});
