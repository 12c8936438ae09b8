import type { StockPhoto } from '@app/domain/image-scoring';
import { z } from 'zod';
import type { Logger } from '../platform/logger.js';
import {
  StockPhotoError,
  type StockPhotoProvider,
  type StockSearchOptions,
} from './stock-photo-provider.js';

/** The most bytes a downloaded photo may have; reading stops past it. */
export const UNSPLASH_MAX_IMAGE_BYTES = 15 * 1024 * 1024;

const DEFAULT_PER_PAGE = 10;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 8_000;
/**
 * Unsplash counts requests per hour and does not say when the hour ends, so after an answer with
 * no requests left the next call goes out no sooner than this (unless Retry-After said when).
 */
const EXHAUSTED_COOLDOWN_MS = 60_000;
/** Photos whose download address is remembered, newest kept. */
const REMEMBERED_PHOTOS = 1_000;

const unsplashPhotoSchema = z.object({
  id: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({
    thumb: z.url(),
    small: z.url().optional(),
    regular: z.url(),
    full: z.url(),
    raw: z.url().optional(),
  }),
  tags: z.array(z.object({ title: z.string() })).nullish(),
  location: z
    .object({
      country: z.string().nullish(),
      city: z.string().nullish(),
      name: z.string().nullish(),
    })
    .nullish(),
  links: z.object({ download_location: z.url() }),
});

const searchAnswerSchema = z.object({
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  results: z.array(unsplashPhotoSchema),
});

export type UnsplashPhoto = z.infer<typeof unsplashPhotoSchema>;
export type UnsplashSearchAnswer = z.infer<typeof searchAnswerSchema>;

export interface UnsplashProviderOptions {
  accessKey: string;
  /** Without a trailing slash is fine either way. */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Every wait goes through this, so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Retries after a rate-limited, failed or unreachable request (the first try not counted). */
  maxRetries?: number;
  /** The longest one wait may be; a rate limit that asks for longer fails at once instead. */
  maxWaitMs?: number;
  log?: Logger;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toStockPhoto(photo: UnsplashPhoto): StockPhoto {
  return {
    id: photo.id,
    urls: { thumb: photo.urls.thumb, regular: photo.urls.regular, full: photo.urls.full },
    width: photo.width,
    height: photo.height,
    tags: (photo.tags ?? []).map((tag) => tag.title),
    description: photo.description || photo.alt_description || null,
    location: {
      country: photo.location?.country ?? null,
      city: photo.location?.city ?? null,
      name: photo.location?.name ?? null,
    },
  };
}

function rateLimitError(waitMs: number | undefined): StockPhotoError {
  // Unsplash's limits are per hour; without a Retry-After the hour is the honest estimate.
  const waitSeconds = waitMs === undefined ? null : Math.max(1, Math.ceil(waitMs / 1000));
  return StockPhotoError.of({ problem: 'provider_rate_limited', waitSeconds }, true);
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** Waits `ms` through `sleep`, giving up as soon as `signal` aborts. */
async function pause(
  sleep: (ms: number) => Promise<void>,
  ms: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  signal?.throwIfAborted();
  if (!signal) return sleep(ms);
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(ms), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}

/** Reads a body, refusing it once it passes `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const refuse = () =>
    StockPhotoError.of({
      problem: 'provider_photo_too_large',
      maxMegabytes: Math.round(maxBytes / 1024 / 1024),
    });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw refuse();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw refuse();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** What a failed answer means: thrown at once when trying again cannot help. */
interface Failure {
  error: StockPhotoError;
  /** How long the answer asked to wait (Retry-After). */
  waitMs?: number;
}

/**
 * The Unsplash search API as a StockPhotoProvider. Rate-limited, failed and unreachable requests
 * are tried again after a back-off; a spent hourly quota is remembered so that later calls wait
 * or fail clearly instead of asking again.
 */
export function createUnsplashProvider(options: UnsplashProviderOptions): StockPhotoProvider {
  const apiUrl = (options.apiUrl ?? 'https://api.unsplash.com').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = options.maxRetries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const { log } = options;
  const apiHeaders = {
    Authorization: `Client-ID ${options.accessKey}`,
    'Accept-Version': 'v1',
  };
  /** Unsplash's own addresses of the photos it returned, for the download ping and raw bytes. */
  const remembered = new Map<string, { downloadLocation: string; raw: string | undefined }>();
  let quotaSpentUntil = 0;

  const retryAfterMs = (response: Response): number | undefined => {
    const value = response.headers.get('retry-after');
    if (!value) return undefined;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
  };

  const noteQuota = (response: Response) => {
    const remaining = response.headers.get('x-ratelimit-remaining');
    if (remaining === null || remaining.trim() === '' || Number.isNaN(Number(remaining))) return;
    quotaSpentUntil =
      Number(remaining) > 0 ? 0 : Date.now() + (retryAfterMs(response) ?? EXHAUSTED_COOLDOWN_MS);
  };

  const waitForQuota = async (signal: AbortSignal | undefined) => {
    const waitMs = quotaSpentUntil - Date.now();
    if (waitMs <= 0) return;
    if (waitMs > maxWaitMs) throw rateLimitError(undefined);
    log?.info({ waitMs }, 'Unsplash quota spent: waiting before the next request');
    await pause(sleep, waitMs, signal);
  };

  const judge = async (response: Response): Promise<Failure> => {
    if (response.status === 401) {
      await response.body?.cancel();
      return { error: StockPhotoError.of({ problem: 'provider_key_refused' }) };
    }
    if (response.status === 429) {
      const waitMs = retryAfterMs(response);
      await response.body?.cancel();
      return { error: rateLimitError(waitMs), waitMs };
    }
    if (response.status === 403) {
      const text = await response.text();
      if (/rate limit/i.test(text)) {
        const waitMs = retryAfterMs(response);
        return { error: rateLimitError(waitMs), waitMs };
      }
      return { error: StockPhotoError.of({ problem: 'provider_refused', status: 403 }) };
    }
    await response.body?.cancel();
    if (response.status >= 500) {
      return {
        error: StockPhotoError.of({ problem: 'provider_down', status: response.status }, true),
      };
    }
    return {
      error: StockPhotoError.of({ problem: 'provider_refused', status: response.status }),
    };
  };

  /** One GET, tried again with back-off while trying again may help. */
  const send = async (
    url: URL,
    { api, signal }: { api: boolean; signal: AbortSignal | undefined },
  ): Promise<Response> => {
    if (api) await waitForQuota(signal);
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      let failure: Failure;
      try {
        // The key goes to the API only, never to the image host.
        const response = await fetchImpl(url, { headers: api ? apiHeaders : {}, signal });
        if (api) noteQuota(response);
        if (response.ok) return response;
        failure = await judge(response);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        failure = {
          error: StockPhotoError.of(
            { problem: 'provider_unreachable', cause: describeError(error) },
            true,
          ),
        };
      }
      if (!failure.error.retryable || attempt >= maxRetries) throw failure.error;
      const waitMs =
        failure.waitMs ?? Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
      if (waitMs > maxWaitMs) throw failure.error;
      log?.warn(
        { url: `${url.origin}${url.pathname}`, attempt: attempt + 1, waitMs },
        `${failure.error.message}: trying again`,
      );
      await pause(sleep, waitMs, signal);
    }
  };

  /** The search answer's JSON, read by its schema. */
  const readJson = async <T>(response: Response, schema: z.ZodType<T>) => {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw StockPhotoError.of({ problem: 'provider_not_json' });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'answer';
      throw StockPhotoError.of({
        problem: 'provider_unexpected_answer',
        issue: `${where}: ${issue?.message ?? 'invalid'}`,
      });
    }
    return parsed.data;
  };

  const remember = (photo: UnsplashPhoto) => {
    remembered.delete(photo.id);
    remembered.set(photo.id, {
      downloadLocation: photo.links.download_location,
      raw: photo.urls.raw,
    });
    if (remembered.size > REMEMBERED_PHOTOS) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
  };

  return {
    name: 'unsplash',

    async search(query: string, { perPage, signal }: StockSearchOptions = {}) {
      const words = query.trim();
      if (words === '') return [];
      const url = new URL(`${apiUrl}/search/photos`);
      url.searchParams.set('query', words);
      url.searchParams.set(
        'per_page',
        String(Math.min(30, Math.max(1, Math.trunc(perPage ?? DEFAULT_PER_PAGE)))),
      );
      url.searchParams.set('orientation', 'landscape');
      const response = await send(url, { api: true, signal });
      const answer = await readJson(response, searchAnswerSchema);
      for (const photo of answer.results) remember(photo);
      return answer.results.map(toStockPhoto);
    },

    async download(photo, { minWidth, signal }) {
      const known = remembered.get(photo.id);
      if (known) {
        // Unsplash's guidelines ask for this ping on every use; a failed ping does not stop one.
        try {
          const ping = await send(new URL(known.downloadLocation), { api: true, signal });
          await ping.body?.cancel();
        } catch (error) {
          if (signal?.aborted) throw signal.reason;
          log?.warn({ photoId: photo.id, err: error }, 'Unsplash download was not counted');
        }
      }
      const url = new URL(known?.raw ?? photo.urls.full);
      url.searchParams.set('w', String(Math.max(1, Math.round(Math.min(minWidth, photo.width)))));
      url.searchParams.set('fm', 'jpg');
      url.searchParams.set('q', '85');
      const response = await send(url, { api: false, signal });
      return readLimited(response, UNSPLASH_MAX_IMAGE_BYTES);
    },
  };
}
