import fs from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@app/domain/constants';
import { signToken } from '@app/testing/clients';
import { loadConfig } from '../config.js';
import { cachedTransform } from '@app/testing/demo-picture-cache';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { APP_FORMAT, APP_VARIANTS, variantIdOf } from './picture-variants.js';
import { createPictureQueue } from './render-routes.js';
import { VariantCache } from './variant-cache.js';
import { VariantPrerenderer } from './variant-prerenderer.js';

/*
 * A visitor browsing the demo catalogue from one address, with the production render limits
 * (60 new sizes per address per minute): every picture the app shows was rendered ahead, so
 * nothing is refused. Its own server, seeded, with no RENDER_* setting.
 */

// What Chrome sends for an <img>.
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const PAGE_SIZE = 24;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {
      DATABASE_URL: await createMigratedScratchDatabase('render_ahead'),
      // Same secret as the run's server: the authenticator password is cluster-wide.
      JWT_SECRET: inject('jwtSecret'),
      SEED_DEMO: 'true',
    },
    // Sizes an earlier run on this machine rendered are reused; the prerenderer still stores
    // every size ahead, which is what this file checks (the sweep below renders for real).
    { transformAhead: cachedTransform() },
  );
  // Rendering ahead starts with the server; a visitor arriving later finds it done.
  await server.prerenderer.idle();
}, 600_000);

afterAll(async () => {
  await server?.dispose();
});

async function rest<T>(query: string): Promise<T> {
  const response = await fetch(`${server.url}/rest/v1/${query}`, {
    headers: { apikey: server.keys.anonKey },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** What the app's <img> asks for: one of the srcset's widths, as the browser picks it. */
const renderUrl = (picture: string, width: number) =>
  `${server.url}${picture.replace('/storage/v1/object/public/', '/storage/v1/render/image/public/')}?width=${width}&quality=${IMAGE_QUALITY}`;

describe('pictures rendered ahead', () => {
  it('browsing many pages of /micro-tours quickly from one address never meets the limit', async () => {
    const covers: string[] = [];
    // Paging and sorting as the list does, and the blog's Budget Micro-Tours tabs.
    for (const order of ['price_eur.asc,title.asc', 'rating.desc,title.asc', 'title.asc']) {
      for (let page = 0; page < 6; page += 1) {
        const rows = await rest<Array<{ cover_url: string | null }>>(
          `micro_tours?select=cover_url&order=${order}&offset=${page * PAGE_SIZE}&limit=${PAGE_SIZE}`,
        );
        covers.push(...rows.flatMap((row) => (row.cover_url ? [row.cover_url] : [])));
      }
    }
    for (const price of [5, 10, 20, 30]) {
      const rows = await rest<Array<{ cover_url: string | null }>>(
        `micro_tours?select=cover_url&price_eur=eq.${price}&order=city.asc,rating.desc.nullslast&limit=8`,
      );
      covers.push(...rows.flatMap((row) => (row.cover_url ? [row.cover_url] : [])));
    }
    const distinct = [...new Set(covers)];
    // Far more new sizes than one address may have rendered in a minute (60).
    expect(distinct.length * IMAGE_WIDTHS.length).toBeGreaterThan(300);

    const statuses = new Map<number, number>();
    for (const cover of covers) {
      // A phone, a laptop and a wide screen each pick their own width; all are asked.
      const answers = await Promise.all(
        IMAGE_WIDTHS.map((width) =>
          fetch(renderUrl(cover, width), { headers: { accept: BROWSER_ACCEPT } }),
        ),
      );
      for (const answer of answers) {
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: covers.length * IMAGE_WIDTHS.length });
  }, 300_000);

  it("an admin's upload has the app's sizes rendered before anyone asks", async () => {
    const { rows } = await server.servicePool.query<{ id: string }>(
      `insert into auth.users (email, raw_app_meta_data, email_confirmed_at)
       values ($1, '{"provider":"email","role":"admin"}', now()) returning id`,
      [`admin-${Date.now()}@example.test`],
    );
    const token = await signToken({
      sub: rows[0]!.id,
      app_metadata: { provider: 'email', role: 'admin' },
      aal: 'aal2',
    });
    const picture = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#2a6' },
    })
      .jpeg()
      .toBuffer();
    const key = `render-ahead-${Date.now()}/cover.jpg`;
    const upload = await fetch(`${server.url}/storage/v1/object/tours/${key}`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'image/jpeg',
      },
      body: picture,
    });
    expect(upload.status).toBe(200);
    await server.prerenderer.idle();

    const object = (await server.store.getPublicObject('tours', key))!;
    const cache = new VariantCache(
      path.join(server.dataDir, 'storage-cache'),
      pino({ enabled: false }),
    );
    for (const query of APP_VARIANTS) {
      expect(await cache.has(variantIdOf(object, query, APP_FORMAT))).toBe(true);
    }
  });

  it('a sweep, as at every start, renders again what the cache lost', async () => {
    const cacheDir = path.join(server.dataDir, 'storage-cache');
    const cache = new VariantCache(cacheDir, pino({ enabled: false }));
    const [object] = await server.store.listPublicPictures(null, 1);
    const { bucket, key } = object!.location;
    await fs.rm(cache.objectDir(bucket, key), { recursive: true, force: true });
    expect(await cache.has(variantIdOf(object!, APP_VARIANTS[0]!, APP_FORMAT))).toBe(false);

    const sweep = new VariantPrerenderer({
      store: server.store,
      variants: cache,
      queue: createPictureQueue(loadConfig({}).renders),
      log: pino({ enabled: false }),
    });
    sweep.sweep();
    await sweep.idle();
    for (const query of APP_VARIANTS) {
      expect(await cache.has(variantIdOf(object!, query, APP_FORMAT))).toBe(true);
    }
  });
});
