import type { BaseLogger } from 'pino';

/**
 * The one logger shape every module takes: pino's, which Fastify's request and app loggers share.
 * Each method accepts `(message)` or `(details, message)`.
 */
export type Logger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
