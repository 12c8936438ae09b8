import { inject } from 'vitest';

/** A function's answer read as a file: status, content type and bytes (JSON when it refused). */
export interface FileAnswer {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Buffer;
  json(): Record<string, unknown>;
}

/** POSTs to /functions/v1/{name} of the shared test gateway and keeps the answer's bytes. */
export async function fetchFunctionFile(
  name: string,
  body: unknown,
  token: string | null,
  gatewayUrl: string = inject('gatewayUrl'),
  anonKey: string = inject('anonKey'),
): Promise<FileAnswer> {
  const response = await fetch(`${gatewayUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
  };
}
