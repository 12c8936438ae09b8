/** The longest wait honoured; the render limits' window is a minute by default. */
const MAX_WAIT_MS = 60_000;
/** Without a readable Retry-After. */
const DEFAULT_WAIT_MS = 1_000;
// What Chrome's <img> sends, so the server picks the same format (WebP) as for the picture.
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

function waitOf(retryAfter: string | null): number {
  if (retryAfter === null) return DEFAULT_WAIT_MS;
  const seconds = Number(retryAfter);
  if (retryAfter.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? DEFAULT_WAIT_MS : Math.max(0, date - Date.now());
}

/**
 * Whether a picture that did not load is worth asking for once more, and when: in milliseconds,
 * after the `Retry-After` of a refusal for a while (429 or 503: the render limits), or at once
 * when it answers now. null when it will not come (missing, not a picture, network down, or a
 * wait longer than a minute).
 */
export async function retryDelayOf(url: string): Promise<number | null> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: IMAGE_ACCEPT } });
  } catch {
    return null;
  }
  void response.body?.cancel().catch(() => undefined);
  if (response.ok) return 0;
  if (response.status !== 429 && response.status !== 503) return null;
  const wait = waitOf(response.headers.get('retry-after'));
  return wait <= MAX_WAIT_MS ? wait : null;
}
