import { pipeline, Readable } from 'node:stream';
import { constants, createGzip, gzipSync } from 'node:zlib';

/** nginx's default: on pages of cards, within 2 % of level 6's size at about 60 % of its CPU. */
export const GZIP = { level: constants.Z_BEST_SPEED };
/** Smaller answers go out as they are, like the site's own routes (@fastify/compress). */
const GZIP_THRESHOLD_BYTES = 1024;
/** Answers up to this size are compressed whole; larger ones (admin lists) stream. */
const WHOLE_BODY_BYTES = 64 * 1024;

const ACCEPTS_GZIP = /\bgzip\b(?!;\s*q=0(\.0+)?\b)/i;

export const acceptsGzip = (acceptEncoding: unknown) =>
  ACCEPTS_GZIP.test(String(acceptEncoding ?? ''));

export const isJson = (contentType: unknown) => /json/i.test(String(contentType ?? ''));

/** A chunk of a body read from a socket: bytes (no encoding is ever set on these streams). */
export const bytesOf = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));

/**
 * A JSON answer ready to go out: whole bytes, gzipped (`encoded`) or too small to be worth it,
 * or a gzip stream of a large one.
 */
export type GzipResult =
  { kind: 'whole'; bytes: Buffer; encoded: boolean } | { kind: 'stream'; stream: Readable };

/**
 * Gzips an answer. One that ends within WHOLE_BODY_BYTES (nearly all: a page of cards is
 * 5–20 KB) is compressed in one call, about a third of the CPU of a zlib stream (its set-up and
 * thread-pool round trips), and can go out with its length; a larger one streams through gzip.
 * Rejects only while nothing is ready to leave, so the caller can still answer an error.
 */
export async function gzipJson(body: Readable): Promise<GzipResult> {
  const chunks = body[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  while (size <= WHOLE_BODY_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      const whole = Buffer.concat(head, size);
      return size >= GZIP_THRESHOLD_BYTES
        ? { kind: 'whole', bytes: gzipSync(whole, GZIP), encoded: true }
        : { kind: 'whole', bytes: whole, encoded: false };
    }
    const bytes = bytesOf(next.value);
    head.push(bytes);
    size += bytes.length;
  }
  async function* rest() {
    yield* head;
    yield* { [Symbol.asyncIterator]: () => chunks };
  }
  const gzip = createGzip(GZIP);
  pipeline(Readable.from(rest()), gzip, () => undefined);
  return { kind: 'stream', stream: gzip };
}
