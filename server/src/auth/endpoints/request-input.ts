import { emailSchema } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../platform/parse-with.js';
import type { RequestInfo } from '../auth-context.js';
import { authErrors } from '../auth-error.js';

// Wire pieces several endpoints share; each endpoint's own shapes live beside it. The rules on
// values (e-mail format, password strength) come from @app/domain, shared with the browser forms.

const MAX_METADATA_BYTES = 4096;

/** user_metadata travels in every access token, so it is kept small. */
export const userMetadataSchema = z
  .record(z.string(), z.unknown())
  .refine((data) => Buffer.byteLength(JSON.stringify(data)) <= MAX_METADATA_BYTES, {
    message: `User metadata must be at most ${MAX_METADATA_BYTES} bytes of JSON`,
  });

export const optionalText = (max: number) => z.string().max(max).optional();

export const optionalPassword = () => z.string().max(1_000_000).optional();

export const redirectQuerySchema = z.object({ redirect_to: optionalText(2048) });

/** A body or query in GoTrue's terms: 400 validation_failed naming the first problem. */
export function parseAuthInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return parseWith(schema, value, authErrors.validation);
}

export function parseEmail(email: string | undefined): string {
  const result = emailSchema.safeParse(email ?? '');
  if (!result.success) throw authErrors.invalidEmail();
  return result.data;
}

export function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}
