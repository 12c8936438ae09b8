import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StockPhoto } from '@app/domain/image-scoring';
import { pino } from 'pino';
import sharp from 'sharp';
import { createTestUser, servicePool } from '@app/testing/clients';
import { createCallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import { DiskDriver } from '../storage/disk-driver.js';
import { ObjectStore } from '../storage/object-store.js';
import type { ImageFixDeps } from './cover-fixer.js';
import { StockPhotoError, type StockPhotoProvider } from './stock-photo-provider.js';

/** What the image-fixing tests share: a store in a scratch folder and an admin caller. */
export interface ImageFixKit {
  root: string;
  store: ObjectStore;
  admin: Caller;
  deps(provider: StockPhotoProvider): ImageFixDeps;
  close(): Promise<void>;
}

export async function createImageFixKit(): Promise<ImageFixKit> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'image-fix-'));
  const store = new ObjectStore(
    new DiskDriver(root),
    createCallerDb(servicePool()),
    servicePool(),
    pino({ enabled: false }),
  );
  const user = await createTestUser({ admin: true });
  const admin: Caller = {
    role: 'authenticated',
    userId: user.id,
    claims: {
      role: 'authenticated',
      sub: user.id,
      email: user.email,
      app_metadata: { provider: 'email', role: 'admin' },
      aal: 'aal2',
    },
  };
  return {
    root,
    store,
    admin,
    deps: (provider) => ({
      provider,
      store,
      withCaller: createCallerDb(servicePool()).withCaller,
      log: pino({ enabled: false }),
    }),
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** A photo of Ljubljana, Slovenia: 3 (country) + 2 (place) + 1 (wide) = 6 for the test tours. */
export function testPhoto(id: string, fields: Partial<StockPhoto> = {}): StockPhoto {
  return {
    id,
    urls: { thumb: `test:${id}`, regular: `test:${id}`, full: `test:${id}` },
    width: 2400,
    height: 1350,
    tags: ['ljubljana', 'river', 'bridge'],
    description: 'Ljubljanica river in Ljubljana',
    location: { country: 'Slovenia', city: 'Ljubljana', name: null },
    ...fields,
  };
}

/**
 * A provider of the tests' own (the shipped library and the Unsplash client have their own
 * tests): a fixed answer, real JPEG bytes, and failures where a test wants them.
 */
export function testProvider(
  photos: StockPhoto[],
  faults: { searchFailsFrom?: number; badBytes?: boolean } = {},
): StockPhotoProvider & { searches: string[] } {
  const searches: string[] = [];
  return {
    name: 'local',
    searches,
    async search(query) {
      searches.push(query);
      if (faults.searchFailsFrom !== undefined && searches.length >= faults.searchFailsFrom) {
        throw new StockPhotoError('Stock photo service rate limit reached', true, {
          problem: 'provider_rate_limited',
          waitSeconds: null,
        });
      }
      return photos;
    },
    async download(chosen) {
      if (faults.badBytes) return Buffer.from('<html>not a picture</html>');
      return sharp({
        create: { width: chosen.width, height: chosen.height, channels: 3, background: '#3a7' },
      })
        .jpeg()
        .toBuffer();
    },
  };
}
