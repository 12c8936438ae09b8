import { type FakeUnsplash, startFakeUnsplash } from '@app/testing/fake-unsplash';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StockPhotoError } from './stock-photo-provider.js';
import { createUnsplashProvider, UNSPLASH_MAX_IMAGE_BYTES } from './unsplash-provider.js';

const lake = {
  id: 'lake-1',
  width: 4000,
  height: 2667,
  description: null,
  altDescription: 'calm lake under mountains',
  tags: ['lake', 'Bled', 'slovenia'],
  location: { country: 'Slovenia', city: 'Bled', name: 'Lake Bled, Slovenia' },
};
const forest = { id: 'forest-2', width: 1600, height: 1067, description: 'Misty forest' };

let fake: FakeUnsplash;
let sleeps: number[];

beforeAll(async () => {
  fake = await startFakeUnsplash();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setPhotos([lake, forest]);
  fake.setRemaining(50);
  sleeps = [];
});

function provider(options: { maxRetries?: number; accessKey?: string } = {}) {
  return createUnsplashProvider({
    accessKey: options.accessKey ?? fake.accessKey,
    apiUrl: fake.url,
    maxRetries: options.maxRetries,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
}

async function caught(promise: Promise<unknown>): Promise<StockPhotoError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StockPhotoError);
  return error as StockPhotoError;
}

describe('Unsplash search', () => {
  it('maps Unsplash photos to stock photos, location null where the answer has none', async () => {
    const photos = await provider().search('lake bled', { perPage: 5 });

    expect(photos).toHaveLength(2);
    expect(photos[0]).toEqual({
      id: 'lake-1',
      urls: {
        thumb: expect.stringContaining('/images/lake-1'),
        regular: expect.stringContaining('/images/lake-1'),
        full: expect.stringContaining('/images/lake-1'),
      },
      width: 4000,
      height: 2667,
      tags: ['lake', 'Bled', 'slovenia'],
      description: 'calm lake under mountains',
      location: { country: 'Slovenia', city: 'Bled', name: 'Lake Bled, Slovenia' },
    });
    expect(photos[1]).toMatchObject({
      id: 'forest-2',
      tags: [],
      description: 'Misty forest',
      location: { country: null, city: null, name: null },
    });
  });

  it('sends the access key, the API version and the search parameters', async () => {
    await provider().search('  lake bled ', { perPage: 50 });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/search/photos');
    expect(request?.query).toEqual({
      query: 'lake bled',
      per_page: '30',
      orientation: 'landscape',
    });
    expect(request?.headers.authorization).toBe(`Client-ID ${fake.accessKey}`);
    expect(request?.headers['accept-version']).toBe('v1');
  });

  it('waits as Retry-After says and succeeds after two rate-limited answers', async () => {
    fake.failNext(2, 429, { retryAfter: 7 });

    const photos = await provider().search('lake');

    expect(photos.map((photo) => photo.id)).toEqual(['lake-1', 'forest-2']);
    expect(sleeps).toEqual([7000, 7000]);
    expect(fake.requests).toHaveLength(3);
  });

  it('backs off exponentially on a 403 rate limit without Retry-After', async () => {
    fake.failNext(2, 403, { retryAfter: null });

    await provider().search('lake');

    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up with a clear, retryable reason when the rate limit persists', async () => {
    fake.failNext(4, 429, { retryAfter: null });

    const error = await caught(provider({ maxRetries: 3 }).search('lake'));

    expect(error.message).toBe('Unsplash rate limit reached; try again in an hour');
    // The same as a code with its values, for the admin's page in another language.
    expect(error.problem).toEqual({ problem: 'provider_rate_limited', waitSeconds: null });
    expect(error.retryable).toBe(true);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(fake.requests).toHaveLength(4);
  });

  it('waits before the next call once the quota is spent, and refuses without asking when the wait is long', async () => {
    const unsplash = provider({ maxRetries: 0 });
    fake.failNext(1, 429, { retryAfter: 2 });
    await caught(unsplash.search('lake'));
    expect(sleeps).toEqual([]);

    const photos = await unsplash.search('lake');
    expect(photos).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(1500);
    expect(sleeps[0]).toBeLessThanOrEqual(2000);

    fake.setRemaining(0);
    await unsplash.search('lake');
    const asked = fake.requests.length;
    const error = await caught(unsplash.search('lake'));
    expect(error.message).toMatch(/^Unsplash rate limit reached; try again in/);
    expect(fake.requests).toHaveLength(asked);
  });

  it('says the access key was refused on 401, without trying again', async () => {
    const error = await caught(provider({ accessKey: 'wrong-key' }).search('lake'));

    expect(error.message).toBe('Unsplash access key was refused');
    expect(error.problem).toEqual({ problem: 'provider_key_refused' });
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('tries again after server errors, then says Unsplash is not answering', async () => {
    fake.failNext(3, 503);

    const error = await caught(provider({ maxRetries: 2 }).search('lake'));

    expect(error.message).toBe('Unsplash is not answering (HTTP 503); try again later');
    expect(error.problem).toEqual({ problem: 'provider_down', status: 503 });
    expect(error.retryable).toBe(true);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('says Unsplash could not be reached when nothing listens', async () => {
    const closed = await startFakeUnsplash();
    await closed.close();
    const unsplash = createUnsplashProvider({
      accessKey: 'key',
      apiUrl: closed.url,
      maxRetries: 1,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });

    const error = await caught(unsplash.search('lake'));

    expect(error.message).toMatch(/^Unsplash could not be reached/);
    expect(error.problem).toMatchObject({ problem: 'provider_unreachable' });
    expect(error.retryable).toBe(true);
    expect(sleeps).toEqual([1000]);
  });

  it('refuses a malformed answer with a clear reason', async () => {
    fake.failNext(1, 200, { body: '{"total":1,"total_pages":1,"results":[{"id":"x"}]}' });
    const shape = await caught(provider().search('lake'));
    expect(shape.message).toMatch(
      /^Unsplash sent a search answer in an unexpected shape \(results\.0\.width: /,
    );

    fake.failNext(1, 200, { body: '<html>Gateway</html>' });
    const notJson = await caught(provider().search('lake'));
    expect(notJson.message).toBe('Unsplash sent a search answer that is not JSON');
    expect(shape.problem).toMatchObject({ problem: 'provider_unexpected_answer' });
    expect(notJson.problem).toEqual({ problem: 'provider_not_json' });
  });

  it('stops when the caller aborts during a back-off wait', async () => {
    fake.failNext(1, 429, { retryAfter: 5 });
    const controller = new AbortController();
    const unsplash = createUnsplashProvider({
      accessKey: fake.accessKey,
      apiUrl: fake.url,
      sleep: () => {
        controller.abort(new Error('caller gave up'));
        return new Promise(() => {});
      },
    });

    await expect(unsplash.search('lake', { signal: controller.signal })).rejects.toThrow(
      'caller gave up',
    );
    expect(fake.requests).toHaveLength(1);
  });
});

describe('Unsplash download', () => {
  it('counts the download, then returns a JPEG at least as wide as asked', async () => {
    const unsplash = provider();
    const [photo] = await unsplash.search('lake');

    const bytes = await unsplash.download(photo!, { minWidth: 1200 });

    const [, ping, image] = fake.requests;
    expect(ping?.path).toBe('/photos/lake-1/download');
    expect(ping?.headers.authorization).toBe(`Client-ID ${fake.accessKey}`);
    expect(image?.path).toBe('/images/lake-1');
    expect(image?.query).toMatchObject({ w: '1200', fm: 'jpg', q: '85' });
    expect(image?.headers.authorization).toBeUndefined();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBeGreaterThanOrEqual(1200);
  });

  it('skips the ping for a photo it did not find itself', async () => {
    const [photo] = await provider().search('lake');

    const bytes = await provider().download(photo!, { minWidth: 300 });

    expect(fake.requests.map((request) => request.path)).toEqual([
      '/search/photos',
      '/images/lake-1',
    ]);
    expect((await sharp(bytes).metadata()).width).toBeGreaterThanOrEqual(300);
  });

  it('refuses a photo larger than 15 MB', async () => {
    fake.setPhotos([{ ...forest, imageBytes: UNSPLASH_MAX_IMAGE_BYTES + 1024 * 1024 }]);
    const unsplash = provider();
    const [photo] = await unsplash.search('forest');

    const error = await caught(unsplash.download(photo!, { minWidth: 800 }));

    expect(error.message).toBe('The Unsplash photo is larger than 15 MB; choose another photo');
    expect(error.problem).toEqual({ problem: 'provider_photo_too_large', maxMegabytes: 15 });
  });
});
