import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ObjectStore, StoredObject } from './object-store.js';
import { InvalidObjectKeyError } from './object-path.js';
import { sendStorageError, storageErrors } from './storage-errors.js';

export interface PublicObjectParams {
  bucket: string;
  '*': string;
}

/**
 * The object a `/public/:bucket/*` route names, or undefined once the error reply (400 for a
 * key that tries to leave its bucket, 404 for an unknown bucket or object) has been sent.
 */
export async function lookUpPublicObject(
  store: ObjectStore,
  params: PublicObjectParams,
  reply: FastifyReply,
): Promise<StoredObject | undefined> {
  try {
    const object = await store.getPublicObject(params.bucket, params['*']);
    if (!object) sendObjectNotFound(reply);
    return object;
  } catch (error) {
    if (error instanceof InvalidObjectKeyError) {
      sendStorageError(reply, storageErrors.invalidKey(error.message));
      return undefined;
    }
    throw error;
  }
}

export function sendObjectNotFound(reply: FastifyReply) {
  return sendStorageError(reply, storageErrors.noSuchKey());
}

/** Whether an If-None-Match header names this strong ETag (weak comparison, as for GET). */
export function matchesIfNoneMatch(header: string | undefined, eTag: string): boolean {
  if (!header || !eTag) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(eTag));
}

const downloadQuerySchema = z.object({ download: z.string().max(255).optional() });

/**
 * storage-api's `?download`: an attachment named by the parameter, or by the key's last part when
 * it is empty; undefined without the parameter.
 */
function attachmentHeader(query: unknown, key: string): string | undefined {
  const parsed = downloadQuerySchema.safeParse(query);
  const download = parsed.success ? parsed.data.download : undefined;
  if (download === undefined) return undefined;
  return contentDisposition(download || key.split('/').at(-1) || 'download', {
    type: 'attachment',
  });
}

/**
 * Sends an object as storage-api does: its stored content type and Cache-Control, ETag and
 * Last-Modified, and 304 when If-None-Match names its ETag.
 */
export async function sendStoredObject(
  store: ObjectStore,
  object: StoredObject,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply
    .header('content-type', object.contentType)
    .header('cache-control', object.cacheControl)
    .header('etag', object.eTag)
    .header('last-modified', object.lastModified.toUTCString());
  // NOTE: buckets other than the picture buckets keep the declared content type, and objects are
  // served from the site's origin: a stored HTML or SVG page must not run as the site. PDFs are
  // left out (a sandboxed PDF does not open in Chromium's viewer) and run no site script.
  if (!/^application\/pdf\b/i.test(object.contentType)) {
    reply.header('content-security-policy', "default-src 'none'; sandbox");
  }
  reply.header('x-content-type-options', 'nosniff');
  const attachment = attachmentHeader(request.query, object.location.key);
  if (attachment) reply.header('content-disposition', attachment);
  if (matchesIfNoneMatch(request.headers['if-none-match'], object.eTag)) {
    return reply.code(304).send();
  }
  const stream = await store.open(object);
  if (!stream) return sendObjectNotFound(reply);
  reply.header('content-length', object.size);
  return reply.send(stream);
}
