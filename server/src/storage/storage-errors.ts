import type { FastifyReply } from 'fastify';

/** storage-api's error shape: statusCode is a string. */
export function sendStorageError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
) {
  return reply.code(status).send({ statusCode: String(status), error, message });
}
