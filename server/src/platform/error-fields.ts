/**
 * Fields of a thrown value, whatever was thrown: Node's system errors, pg's database errors and
 * Fastify's errors carry them, and a plain object or a string may be thrown too.
 */
export function errorField(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, name) : undefined;
}

/** The machine code: a system error's (`ENOENT`), a SQLSTATE (`23503`), Fastify's (`FST_…`). */
export function errorCode(error: unknown): string | undefined {
  const code = errorField(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/** The HTTP status an error was raised with (Fastify's `statusCode`). */
export function errorStatus(error: unknown): number | undefined {
  const status = errorField(error, 'statusCode');
  return typeof status === 'number' ? status : undefined;
}

/** What the error says, for a log line or a start-up message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The error this one wraps (`new Error(message, { cause })`). */
export function errorCause(error: unknown): unknown {
  return errorField(error, 'cause');
}
