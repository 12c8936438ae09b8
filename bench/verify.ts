export interface Probe {
  status: number;
  rows: number;
  contentRange: string | null;
  contentEncoding: string | null;
}

/** One request as the load will send it; throws unless it is a 200/206 with rows. */
export async function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (response.status !== 200 && response.status !== 206) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const body: unknown = JSON.parse(text);
  if (!Array.isArray(body) || body.length === 0) {
    throw new Error(`${url} answered ${response.status} without rows: ${text.slice(0, 300)}`);
  }
  return {
    status: response.status,
    rows: body.length,
    contentRange: response.headers.get('content-range'),
    contentEncoding: response.headers.get('content-encoding'),
  };
}

export interface ImageProbe {
  status: number;
  contentType: string;
  bytes: number;
  ms: number;
}

/** One request for a picture; throws unless it is a 200 with an image. */
export async function probeImage(
  url: string,
  headers: Record<string, string>,
): Promise<ImageProbe> {
  const started = performance.now();
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.startsWith('image/')) {
    throw new Error(
      `${url} answered ${response.status} ${contentType}: ${body.toString('utf8', 0, 300)}`,
    );
  }
  return {
    status: response.status,
    contentType,
    bytes: body.length,
    ms: performance.now() - started,
  };
}

export async function fetchAnonKey(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/config.json`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${gatewayUrl}/config.json answered ${response.status}`);
  const config = (await response.json()) as { anonKey?: unknown };
  if (typeof config.anonKey !== 'string') throw new Error('config.json has no anonKey');
  return config.anonKey;
}

/** One revalidation as the load will send it; throws unless the answer is a 304. */
export async function probeNotModified(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (response.status !== 304) {
    throw new Error(`${url} answered ${response.status}, not 304: ${text.slice(0, 300)}`);
  }
  return { status: response.status, etag: response.headers.get('etag') };
}
