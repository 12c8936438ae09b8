import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One photo the fake knows; it builds Unsplash's JSON for it. */
export interface FakeUnsplashPhoto {
  id: string;
  width: number;
  height: number;
  description?: string | null;
  altDescription?: string | null;
  tags?: string[];
  /** Left out of the JSON when undefined, as search answers often do. */
  location?: { country: string | null; city: string | null; name: string | null } | null;
  /** Serve this many bytes of filler (chunked, no Content-Length) instead of a JPEG. */
  imageBytes?: number;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FailOptions {
  /** Seconds, sent as Retry-After (429 and 403 only). Default 1; null sends none. */
  retryAfter?: number | null;
  /** The body instead of the usual error text, e.g. a malformed answer with status 200. */
  body?: string;
}

export interface FakeUnsplash {
  /** The API address (for `apiUrl`); images are served from the same origin. */
  url: string;
  accessKey: string;
  /** Every request received, oldest first. */
  requests: ReceivedRequest[];
  setPhotos(photos: FakeUnsplashPhoto[]): void;
  /**
   * Answers the next `n` requests with `status`: 429, or 403 with "Rate Limit Exceeded", carry
   * Retry-After and X-Ratelimit-Remaining: 0.
   */
  failNext(n: number, status: number, options?: FailOptions): void;
  /** What X-Ratelimit-Remaining says on answers that are not failures (default 50). */
  setRemaining(remaining: number): void;
  close(): Promise<void>;
}

const RATE_LIMIT = 50;
/** Generated JPEGs are at most this wide, to keep tests quick. */
const MAX_GENERATED_WIDTH = 4000;

function photoJson(photo: FakeUnsplashPhoto, base: string) {
  const raw = `${base}/images/${encodeURIComponent(photo.id)}?ixid=fake`;
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    description: photo.description ?? null,
    alt_description: photo.altDescription ?? null,
    urls: {
      raw,
      full: `${raw}&q=85&fm=jpg`,
      regular: `${raw}&w=1080&fm=jpg`,
      small: `${raw}&w=400&fm=jpg`,
      thumb: `${raw}&w=200&fm=jpg`,
    },
    links: {
      self: `${base}/photos/${encodeURIComponent(photo.id)}`,
      download_location: `${base}/photos/${encodeURIComponent(photo.id)}/download?ixid=fake`,
    },
    ...(photo.tags ? { tags: photo.tags.map((title) => ({ type: 'search', title })) } : {}),
    ...(photo.location !== undefined ? { location: photo.location } : {}),
  };
}

async function jpeg(photo: FakeUnsplashPhoto, requestedWidth: number): Promise<Buffer> {
  const width = Math.min(requestedWidth > 0 ? requestedWidth : photo.width, MAX_GENERATED_WIDTH);
  const height = Math.max(1, Math.round((width * photo.height) / photo.width));
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 80 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A stand-in for api.unsplash.com and its image host on 127.0.0.1, for tests. */
export async function startFakeUnsplash(
  options: { accessKey?: string } = {},
): Promise<FakeUnsplash> {
  const accessKey = options.accessKey ?? 'fake-access-key';
  const requests: ReceivedRequest[] = [];
  let photos: FakeUnsplashPhoto[] = [];
  let failures: { status: number; options: FailOptions }[] = [];
  let remaining = RATE_LIMIT;
  let base = '';

  const send = (
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(body);
  };

  const authorised = (req: IncomingMessage) =>
    req.headers.authorization === `Client-ID ${accessKey}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
    });

    const failure = failures.shift();
    if (failure) {
      const { status, options: fail } = failure;
      const limited = status === 429 || status === 403;
      const retryAfter = fail.retryAfter === undefined ? 1 : fail.retryAfter;
      const headers: Record<string, string> = limited
        ? {
            'Content-Type': 'text/plain',
            'X-Ratelimit-Limit': String(RATE_LIMIT),
            'X-Ratelimit-Remaining': '0',
            ...(retryAfter === null ? {} : { 'Retry-After': String(retryAfter) }),
          }
        : {};
      const body = fail.body ?? (limited ? 'Rate Limit Exceeded' : '{"errors":["Fake failure"]}');
      return send(res, status, body, headers);
    }

    const quota = {
      'X-Ratelimit-Limit': String(RATE_LIMIT),
      'X-Ratelimit-Remaining': String(remaining),
    };
    if (req.method !== 'GET') return send(res, 405, '{"errors":["Method not allowed"]}');

    const imageId = /^\/images\/([^/]+)$/.exec(url.pathname)?.[1];
    if (imageId !== undefined) {
      const photo = photos.find((candidate) => candidate.id === decodeURIComponent(imageId));
      if (!photo) return send(res, 404, '{"errors":["Not found"]}');
      if (photo.imageBytes !== undefined) {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' });
        const chunk = Buffer.alloc(64 * 1024, 0xff);
        let left = photo.imageBytes;
        const pump = () => {
          while (left > 0 && !res.destroyed) {
            const piece = chunk.subarray(0, Math.min(chunk.length, left));
            left -= piece.length;
            if (!res.write(piece)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      const bytes = await jpeg(photo, Number(url.searchParams.get('w')));
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes.length });
      return res.end(bytes);
    }

    if (!authorised(req)) {
      return send(res, 401, '{"errors":["OAuth error: The access token is invalid"]}');
    }

    if (url.pathname === '/search/photos') {
      if (!url.searchParams.get('query')) {
        return send(res, 400, '{"errors":["query is missing"]}', quota);
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 10) || 10;
      const answer = {
        total: photos.length,
        total_pages: Math.ceil(photos.length / perPage),
        results: photos.slice(0, perPage).map((photo) => photoJson(photo, base)),
      };
      return send(res, 200, JSON.stringify(answer), quota);
    }

    const downloadId = /^\/photos\/([^/]+)\/download$/.exec(url.pathname)?.[1];
    if (downloadId !== undefined) {
      const photo = photos.find((candidate) => candidate.id === decodeURIComponent(downloadId));
      if (!photo) return send(res, 404, '{"errors":["Couldn\'t find Photo"]}', quota);
      return send(res, 200, JSON.stringify({ url: photoJson(photo, base).urls.raw }), quota);
    }

    return send(res, 404, '{"errors":["Not found"]}', quota);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ errors: [String(error)] }));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    accessKey,
    requests,
    setPhotos(next) {
      photos = [...next];
    },
    failNext(n, status, fail = {}) {
      failures = [...failures, ...Array.from({ length: n }, () => ({ status, options: fail }))];
    },
    setRemaining(next) {
      remaining = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
