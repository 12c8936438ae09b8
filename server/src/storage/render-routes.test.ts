import fs from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '@app/domain/constants';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { createCallerDb } from '../platform/caller-db.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import { DiskDriver } from './disk-driver.js';
import { ObjectStore } from './object-store.js';
import { VariantCache } from './variant-cache.js';

// What Chrome sends for an <img>.
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const gateway = () => inject('gatewayUrl');
// The service key may ask for any size; the public only for the app's (see the size rules test).
const asService = (headers: Record<string, string> = {}) => ({
  ...headers,
  authorization: `Bearer ${inject('serviceKey')}`,
});
// The running server's own storage and cache folders, driven in-process to arrange fixtures.
const store = () =>
  new ObjectStore(
    new DiskDriver(path.join(inject('dataDir'), 'storage')),
    createCallerDb(servicePool()),
    servicePool(),
    pino({ enabled: false }),
  );
const variantCache = () =>
  new VariantCache(path.join(inject('dataDir'), 'storage-cache'), pino({ enabled: false }));

function render(
  key: string,
  query: string,
  headers: Record<string, string> = {},
  bucket = 'tours',
) {
  return fetch(`${gateway()}/storage/v1/render/image/public/${bucket}/${key}?${query}`, {
    headers,
  });
}

async function readImage(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, metadata: await sharp(bytes).metadata() };
}

function solidPicture(colour: string, width = 1280, height = 720) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function putPicture(bytes: Buffer, contentType = 'image/jpeg', bucket = 'tours') {
  const key = `render-test/${uniqueTag()}/picture.jpg`;
  await store().putObject(SERVICE_CALLER, bucket, key, bytes, { contentType, upsert: true });
  return key;
}

/** Every cached variant file of one object, relative to its folder in the cache. */
async function cachedFiles(key: string, bucket = 'tours'): Promise<string[]> {
  const dir = variantCache().objectDir(bucket, key);
  const entries = await fs.readdir(dir, { recursive: true }).catch(() => []);
  return entries.filter((entry) => /\.(webp|jpeg|png)$/.test(entry)).sort();
}

/** The average colour's strongest channel: 0 red, 1 green, 2 blue. */
async function dominantChannel(bytes: Buffer): Promise<number> {
  const { channels } = await sharp(bytes).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return means.indexOf(Math.max(...means));
}

let seededCover: string;

beforeAll(async () => {
  const { rows } = await servicePool().query<{ name: string }>(
    `select name from storage.objects
      where bucket_id = 'tours' and name like '%/cover.jpg' order by name limit 1`,
  );
  seededCover = rows[0]!.name;
});

describe('GET /storage/v1/render/image/public/{bucket}/{path}', () => {
  it('resizes a seeded 1280×720 cover to the requested width, keeping its aspect ratio', async () => {
    const response = await render(seededCover, 'width=320&quality=70', {
      accept: BROWSER_ACCEPT,
    });
    expect(response.status).toBe(200);
    const { bytes, metadata } = await readImage(response);
    expect(metadata).toMatchObject({ width: 320, height: 180, format: 'webp' });
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('vary')).toMatch(/accept/i);
  });

  it('serves WebP only to clients that accept it, and keeps the original with format=origin', async () => {
    const jpeg = await render(seededCover, 'width=480', { accept: 'image/png,image/*;q=0.8' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await readImage(jpeg)).metadata).toMatchObject({ format: 'jpeg', width: 480 });

    const refused = await render(seededCover, 'width=480', { accept: 'image/webp;q=0, */*' });
    expect(refused.headers.get('content-type')).toBe('image/jpeg');

    const origin = await render(seededCover, 'width=480&format=origin', {
      accept: BROWSER_ACCEPT,
    });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect((await readImage(origin)).metadata.format).toBe('jpeg');
    // The answer no longer depends on Accept.
    expect(origin.headers.get('vary') ?? '').not.toMatch(/accept/i);
  });

  it('sends the object’s cache policy and a 304 for the variant’s own ETag', async () => {
    const original = await fetch(`${gateway()}/storage/v1/object/public/tours/${seededCover}`);
    const response = await render(seededCover, 'width=640', { accept: BROWSER_ACCEPT });
    expect(response.headers.get('cache-control')).toBe(original.headers.get('cache-control'));
    const eTag = response.headers.get('etag')!;
    expect(eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(eTag).not.toBe(original.headers.get('etag'));

    const again = await render(seededCover, 'width=640', {
      accept: BROWSER_ACCEPT,
      'if-none-match': eTag,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(eTag);
    expect(await again.text()).toBe('');

    // The JPEG variant is another representation with another validator.
    const jpeg = await render(seededCover, 'width=640', { 'if-none-match': eTag });
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('etag')).not.toBe(eTag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await render(seededCover, 'width=960&quality=70', { accept: BROWSER_ACCEPT });
    const url = `${gateway()}/storage/v1/render/image/public/tours/${seededCover}?width=960&quality=70`;
    const head = await fetch(url, { method: 'HEAD', headers: { accept: BROWSER_ACCEPT } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('makes smaller files at lower quality', async () => {
    const low = await render(
      seededCover,
      'width=640&quality=20',
      asService({ accept: BROWSER_ACCEPT }),
    );
    const high = await render(
      seededCover,
      'width=640&quality=100',
      asService({ accept: BROWSER_ACCEPT }),
    );
    const lowBytes = (await readImage(low)).bytes.length;
    const highBytes = (await readImage(high)).bytes.length;
    expect(lowBytes).toBeLessThan(highBytes / 2);
  });

  it('fits both sides by cover (default), contain or fill, and never enlarges', async () => {
    const sizes: Record<string, [number, number]> = {
      'width=300&height=300': [300, 300],
      'width=300&height=300&resize=cover': [300, 300],
      'width=300&height=300&resize=contain': [300, 169],
      'width=300&height=100&resize=fill': [300, 100],
      'height=90': [160, 90],
      'width=2500': [1280, 720],
      'quality=90': [1280, 720],
    };
    for (const [query, [width, height]] of Object.entries(sizes)) {
      const { metadata } = await readImage(await render(seededCover, query, asService()));
      expect({ query, width: metadata.width, height: metadata.height }).toEqual({
        query,
        width,
        height,
      });
    }
  });

  it('turns a picture upright by its EXIF orientation and strips the metadata', async () => {
    const sideways = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#2a7' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const key = await putPicture(sideways);
    const { metadata } = await readImage(await render(key, 'width=50&format=origin', asService()));
    expect(metadata).toMatchObject({ width: 50, height: 100, format: 'jpeg' });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('renders only the app’s srcset widths for the public; the service key may ask any size', async () => {
    const key = await putPicture(await solidPicture('#3a6'));
    for (const width of IMAGE_WIDTHS) {
      const response = await render(key, `width=${width}&quality=${IMAGE_QUALITY}`);
      expect({ width, status: response.status }).toEqual({ width, status: 200 });
      expect((await readImage(response)).metadata.width).toBe(width);
    }
    expect((await render(key, 'width=480&format=origin')).status).toBe(200);

    const allowed = IMAGE_WIDTHS.join(', ');
    const refused: Array<[string, string]> = [
      ['width=321', `width must be one of ${allowed}`],
      ['width=2500', `width must be one of ${allowed}`],
      ['quality=70', `width must be one of ${allowed}`],
      [
        'width=320&height=180',
        `height is not accepted: give only a width (one of ${allowed}); the picture keeps its aspect ratio`,
      ],
      ['height=180', `width must be one of ${allowed}`],
      ['width=320&quality=71', 'quality must be one of 70, 80 (80 when left out)'],
    ];
    const anonKey = { apikey: inject('anonKey'), authorization: `Bearer ${inject('anonKey')}` };
    const callers: Array<Record<string, string>> = [
      {},
      anonKey,
      { authorization: 'Bearer not-a-token' },
    ];
    for (const [query, message] of refused) {
      for (const headers of callers) {
        const response = await render(key, query, headers);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(await response.json()).toEqual({
          statusCode: '400',
          code: 'InvalidRequest',
          error: 'InvalidRequest',
          message,
        });
      }
      const service = await render(key, query, asService());
      expect({ query, status: service.status }).toEqual({ query, status: 200 });
    }
  });

  it('refuses bad parameters with a storage error and caches nothing', async () => {
    const key = await putPicture(await solidPicture('#36c'));
    const cases: Array<[string, RegExp]> = [
      ['width=0', /width must be a whole number from 1 to 2500/],
      ['width=99999', /width must be a whole number from 1 to 2500/],
      ['width=abc', /width must be a whole number from 1 to 2500/],
      ['width=1.5', /width/],
      ['width=320&width=480', /width/],
      ['height=2501', /height must be a whole number from 1 to 2500/],
      ['quality=19', /quality must be a whole number from 20 to 100/],
      ['quality=101', /quality/],
      ['resize=stretch', /resize must be cover, contain or fill/],
      ['format=gif', /format/],
    ];
    for (const [query, message] of cases) {
      const response = await render(key, query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      const body = (await response.json()) as { message: string };
      expect(body).toMatchObject({
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
      });
      expect(body.message).toMatch(message);
    }
    expect(await cachedFiles(key)).toEqual([]);
  });

  it('answers unknown objects and escaping keys exactly like the public object route', async () => {
    for (const key of [
      'nope/cover.jpg',
      '..%2F..%2Fsecrets.json',
      'a/..%2F..%2F..%2Fsecrets.json',
    ]) {
      const object = await fetch(`${gateway()}/storage/v1/object/public/tours/${key}`);
      const rendered = await render(key, 'width=320');
      expect(rendered.status).toBe(object.status);
      expect([400, 404]).toContain(rendered.status);
      expect(await rendered.json()).toEqual(await object.json());
    }
    const unknownBucket = await render('x/cover.jpg', 'width=320', {}, 'no-such-bucket');
    expect(unknownBucket.status).toBe(404);
    expect(await unknownBucket.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('serves nothing from private buckets', async () => {
    await servicePool().query(
      `insert into storage.buckets (id, name, public) values ('render-private', 'render-private', false)
       on conflict (id) do nothing`,
    );
    const key = await putPicture(await solidPicture('#c33'), 'image/jpeg', 'render-private');
    const response = await render(key, 'width=320', {}, 'render-private');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
    });
  });

  it('refuses objects that are not images', async () => {
    const key = `render-test/${uniqueTag()}/notes.txt`;
    await store().putObject(SERVICE_CALLER, 'tours', key, Buffer.from('not a picture'), {
      contentType: 'text/plain',
    });
    const response = await render(key, 'width=320');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidMimeType',
      error: 'InvalidMimeType',
      message: 'Only JPEG, PNG and WebP images can be transformed; this object is text/plain',
    });

    const broken = await putPicture(Buffer.from('ÿØÿ not really a jpeg'));
    const unreadable = await render(broken, 'width=320');
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ code: 'InvalidImage', error: 'InvalidImage' });
    expect(await cachedFiles(broken)).toEqual([]);
  });

  it('keeps a variant on disk and serves the same bytes from there the second time', async () => {
    const key = await putPicture(await solidPicture('#36c'));
    expect(await cachedFiles(key)).toEqual([]);

    const first = await render(key, 'width=320&quality=70', { accept: BROWSER_ACCEPT });
    const firstBytes = (await readImage(first)).bytes;
    const files = await cachedFiles(key);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/w320_hauto_scale_q70\.webp$/);
    const file = path.join(variantCache().objectDir('tours', key), files[0]!);
    expect(await fs.readFile(file)).toEqual(firstBytes);
    const { mtimeMs } = await fs.stat(file);

    const second = await render(key, 'width=320&quality=70', { accept: BROWSER_ACCEPT });
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await readImage(second)).bytes).toEqual(firstBytes);
    expect((await fs.stat(file)).mtimeMs).toBe(mtimeMs);
    expect(await cachedFiles(key)).toHaveLength(1);
  });

  it('answers a burst of identical requests alike, leaving one file and no temporary ones', async () => {
    const key = await putPicture(await solidPicture('#963'));
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => render(key, 'width=480', { accept: BROWSER_ACCEPT })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
    const bodies = await Promise.all(responses.map((response) => readImage(response)));
    expect(bodies.every(({ metadata }) => metadata.width === 480)).toBe(true);
    expect(await cachedFiles(key)).toHaveLength(1);
    const dir = variantCache().objectDir('tours', key);
    const leftovers = (await fs.readdir(dir, { recursive: true })).filter((name) =>
      name.endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('renders the new picture with a new ETag once the original is replaced', async () => {
    const key = await putPicture(await solidPicture('#1b3fd0'));
    const before = await render(key, 'width=320', { accept: BROWSER_ACCEPT });
    const beforeImage = await readImage(before);
    expect(await dominantChannel(beforeImage.bytes)).toBe(2);

    await store().putObject(SERVICE_CALLER, 'tours', key, await solidPicture('#d0301b'), {
      contentType: 'image/jpeg',
      upsert: true,
    });
    const after = await render(key, 'width=320', {
      accept: BROWSER_ACCEPT,
      'if-none-match': before.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const afterImage = await readImage(after);
    expect(afterImage.metadata).toMatchObject({ width: 320, height: 180 });
    expect(await dominantChannel(afterImage.bytes)).toBe(0);
    // The old version's variants are gone.
    expect(await cachedFiles(key)).toHaveLength(1);
  });

  it('keeps PNG lossless and ignores quality for it', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0a0c' } })
      .png()
      .toBuffer();
    const key = await putPicture(png, 'image/png');
    const a = await render(key, 'width=32&quality=30&format=origin', asService());
    const b = await render(key, 'width=32&quality=90&format=origin', asService());
    expect(a.headers.get('content-type')).toBe('image/png');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect((await readImage(a)).metadata).toMatchObject({
      format: 'png',
      width: 32,
      hasAlpha: true,
    });
  });
});
