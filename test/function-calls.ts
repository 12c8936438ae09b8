import { inject } from 'vitest';

/** A function's answer: its HTTP status and JSON body. */
export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POSTs to /functions/v1/{name} of the shared test gateway as supabase-js would: the anon key
 * as apikey, `token` as the bearer (the anon key when omitted, none when null), an optional
 * Idempotency-Key, and `raw` instead of the JSON body for malformed requests.
 */
export async function callFunction(
  name: string,
  body: unknown,
  options: { token?: string | null; key?: string; raw?: string } = {},
): Promise<FunctionAnswer> {
  const headers: Record<string, string> = {
    apikey: inject('anonKey'),
    'content-type': 'application/json',
  };
  if (options.token !== null)
    headers.authorization = `Bearer ${options.token ?? inject('anonKey')}`;
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  const response = await fetch(`${inject('gatewayUrl')}/functions/v1/${name}`, {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
