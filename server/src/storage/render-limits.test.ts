import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@app/domain/constants';
import { uniqueTag } from '@app/testing/clients';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { SERVICE_CALLER } from '../platform/identity.js';
import { awayFromWindowEnd } from '@app/testing/rate-limit-windows';

// Small limits, on a server of their own: every other test file renders from 127.0.0.1.
const COLD_LIMIT = 8;
const WINDOW_SECONDS = 3600;
const QUEUE_LIMIT = 4;
const QUEUE_PER_ADDRESS = 3;
// What Chrome sends for an <img>.
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
// Generous (or ten quiet first renders, if more): waiting behind a flood takes far longer.
const ANSWERED_WITHIN_MS = 5_000;

let server: TestServer;
let picture: Buffer;

beforeAll(async () => {
  server = await startTestServer(
    {
      RENDER_COLD_LIMIT: String(COLD_LIMIT),
      RENDER_COLD_WINDOW: String(WINDOW_SECONDS),
      RENDER_QUEUE_LIMIT: String(QUEUE_LIMIT),
      RENDER_QUEUE_PER_IP: String(QUEUE_PER_ADDRESS),
    },
    // These pictures must stay cold: the limits on rendering them on demand are the subject.
    { renderAhead: false },
  );
  // Noise compresses badly, so each render is real work (the demo covers are 1280×720).
  picture = await sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  // The counters' windows are fixed (whole hours): do not start a test just before one ends.
  await awayFromWindowEnd(WINDOW_SECONDS, 60);
});

afterAll(async () => {
  await server?.dispose();
});

let ipCounter = 0;
/** The gateway trusts X-Forwarded-For from 127.0.0.1, which lets each test be many clients. */
const newIp = () => `203.0.113.${++ipCounter}`;

async function putPicture(): Promise<string> {
  const key = `render-limits/${uniqueTag()}/picture.jpg`;
  await server.store.putObject(SERVICE_CALLER, 'tours', key, picture, {
    contentType: 'image/jpeg',
    upsert: true,
  });
  return key;
}

interface Variant {
  key: string;
  width: number;
  /** WebP (browser) or the original JPEG: two variants per width. */
  webp: boolean;
}

/** Every public variant of `count` fresh pictures: 12 per picture. */
async function freshVariants(count: number): Promise<Variant[]> {
  const keys = await Promise.all(Array.from({ length: count }, () => putPicture()));
  return keys.flatMap((key) =>
    IMAGE_WIDTHS.flatMap((width) => [
      { key, width, webp: true },
      { key, width, webp: false },
    ]),
  );
}

async function render(variant: Variant, ip: string) {
  const started = performance.now();
  const response = await fetch(
    `${server.url}/storage/v1/render/image/public/tours/${variant.key}?width=${variant.width}&quality=70`,
    {
      headers: {
        'x-forwarded-for': ip,
        accept: variant.webp ? BROWSER_ACCEPT : 'image/jpeg',
      },
    },
  );
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, ms: performance.now() - started };
}

function json(body: Buffer) {
  return JSON.parse(body.toString()) as Record<string, unknown>;
}

describe('limits on rendering resized pictures', () => {
  it('counts cold renders per address; cached variants and other addresses are not limited', async () => {
    const variants = await freshVariants(1);
    const ip = newIp();
    for (const variant of variants.slice(0, COLD_LIMIT)) {
      expect((await render(variant, ip)).response.status).toBe(200);
    }

    const refused = await render(variants[COLD_LIMIT]!, ip);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.response.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(json(refused.body)).toEqual({
      statusCode: '429',
      code: 'SlowDown',
      error: 'TooManyRequests',
      message: `Too many new picture sizes rendered for this address: at most ${COLD_LIMIT} every ${WINDOW_SECONDS} s; sizes already rendered are not limited`,
    });

    // What is cached is served to that address as often as it likes.
    for (let round = 0; round < 2; round += 1) {
      for (const variant of variants.slice(0, COLD_LIMIT)) {
        expect((await render(variant, ip)).response.status).toBe(200);
      }
    }
    // Another address renders the variant the first was refused.
    const other = await render(variants[COLD_LIMIT]!, newIp());
    expect(other.response.status).toBe(200);
    expect((await sharp(other.body).metadata()).width).toBe(variants[COLD_LIMIT]!.width);
  });

  it('counts an IPv6 client by its /64, so changing the address within it does not help', async () => {
    const variants = await freshVariants(1);
    for (const [i, variant] of variants.slice(0, COLD_LIMIT).entries()) {
      expect((await render(variant, `2001:db8:7:7::${i + 1}`)).response.status).toBe(200);
    }
    const refused = await render(variants[COLD_LIMIT]!, '2001:db8:7:7:abcd::99');
    expect(refused.response.status).toBe(429);
    expect((await render(variants[COLD_LIMIT]!, '2001:db8:7:8::1')).response.status).toBe(200);
  });

  it('turns a flood from one address away while a cached variant and another visitor’s first render are answered', async () => {
    const [cached, visitorFirst, baseline, ...flood] = await freshVariants(3);
    expect((await render(cached!, newIp())).response.status).toBe(200);
    // A first render with nothing else going on, to compare with.
    const quiet = await render(baseline!, newIp());
    expect(quiet.response.status).toBe(200);
    const answeredWithin = Math.max(ANSWERED_WITHIN_MS, 10 * quiet.ms);

    const flooder = newIp();
    const floodRuns = flood.map((variant) => render(variant, flooder));
    // While the flood is being taken in and rendered:
    const [warm, first] = await Promise.all([
      render(cached!, newIp()),
      render(visitorFirst!, newIp()),
    ]);
    const answers = await Promise.all(floodRuns);

    expect(warm.response.status).toBe(200);
    expect(first.response.status).toBe(200);
    expect((await sharp(first.body).metadata()).width).toBe(visitorFirst!.width);
    expect(warm.ms).toBeLessThan(answeredWithin);
    expect(first.ms).toBeLessThan(answeredWithin);

    const statuses = answers.map((answer) => answer.response.status);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    // At most COLD_LIMIT renders pass the count; the queue may turn some of those away too.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(COLD_LIMIT);
    for (const answer of answers.filter((a) => a.response.status === 429)) {
      expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(json(answer.body)).toMatchObject({
        statusCode: '429',
        code: 'SlowDown',
        error: 'TooManyRequests',
      });
    }
  });

  it('answers 503 with Retry-After once the render queue is full, and renders again after', async () => {
    const variants = await freshVariants(3);
    // Many addresses, each within its own limits: only the queue's bound stops them.
    const answers = await Promise.all(
      variants.map((variant, i) =>
        render(variant, `198.18.0.${Math.floor(i / QUEUE_PER_ADDRESS) + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.response.status);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    // Two render slots plus QUEUE_LIMIT waiting, at least, were accepted.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
      2 + QUEUE_LIMIT,
    );
    const busy = answers.find((answer) => answer.response.status === 503)!;
    expect(busy.response.headers.get('retry-after')).toBe('1');
    expect(json(busy.body)).toEqual({
      statusCode: '503',
      code: 'SlowDown',
      error: 'SlowDown',
      message: 'Too many pictures are waiting to be rendered; try again shortly',
    });

    const refused = variants[statuses.indexOf(503)]!;
    expect((await render(refused, newIp())).response.status).toBe(200);
  });
});
