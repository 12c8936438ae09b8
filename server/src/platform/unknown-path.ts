import type { FastifyReply, FastifyRequest } from 'fastify';

/** What an unknown path gets: a page path the app's 404 page (status 404), others a JSON 404. */
export type UnknownPathAnswer = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
