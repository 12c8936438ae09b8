import type { z } from 'zod';

/**
 * Parses a request's body or query with `schema`; on failure throws what `toServiceError` makes of
 * the first issue's text ("path: message"), so every service refuses bad input in its own shape.
 */
export function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
  toServiceError: (detail: string) => Error,
): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw toServiceError(`${where}${issue?.message ?? 'invalid request'}`);
}
