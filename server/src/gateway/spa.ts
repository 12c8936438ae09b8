import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/rest/', '/auth/', '/storage/', '/functions/', '/realtime/'];

/** What an unknown path gets: a page path index.html (the app shows its 404), others a 404. */
export type UnknownPathAnswer = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built SPA; unknown page paths get index.html so the app shows its own 404. Returns
 * that answer, for routes that must look missing to some callers (the dev mailbox).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
): Promise<UnknownPathAnswer> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per built file; every other path falls through to the handler below.
      wildcard: false,
      index: false,
      // Our setHeaders decides caching; the plugin's own max-age=0 would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `${request.method} ${request.url.split('?')[0]} not found`,
    });

  const answerUnknown: UnknownPathAnswer = (request, reply) => {
    const isPage =
      hasBuild &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
      !/\.[a-z0-9]{1,8}(\?|$)/i.test(request.url);
    if (!isPage) return notFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  };

  if (hasBuild) {
    // A route rather than the not-found handler: @fastify/compress only compresses routes, and
    // index.html carries the whole stylesheet.
    app.get('/*', answerUnknown);
  }
  app.setNotFoundHandler(notFound);
  return answerUnknown;
}
