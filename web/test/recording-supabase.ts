import { PostgrestClient } from '@supabase/postgrest-js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, vi } from 'vitest';

/**
 * A supabase client for unit tests of query builders: every request is answered with an empty
 * list (count 0) and its URL is kept, so a test can check what the app asks PostgREST for.
 */
export function recordingSupabase(urls: URL[] = []): { client: SupabaseClient; urls: URL[] } {
  const client = createClient('http://127.0.0.1:9', 'test-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: emptyList(urls) },
  });
  return { client, urls };
}

/**
 * The answer every recording client gives: an empty list with a count of 0 (a searched page's
 * call too, decision 058: no match).
 */
function emptyList(urls: URL[]) {
  return (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    return Promise.resolve(
      new Response('[]', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': '*/0' },
      }),
    );
  };
}

/** The filters and options of a PostgREST request, as `name=value` pairs in request order. */
export function queryPairs(url: URL): string[] {
  return [...url.searchParams].map(([name, value]) => `${name}=${value}`);
}

/**
 * Before each test, makes the mocked `getSupabase` resolve to a fresh recording client; returns
 * the URLs it records. The test file itself calls `vi.mock('…/lib/supabase')` (vi.mock is
 * hoisted per file).
 */
export function recordSupabaseRequests(getSupabase: () => Promise<SupabaseClient>): URL[] {
  const urls: URL[] = [];
  beforeEach(() => {
    urls.length = 0;
    vi.mocked(getSupabase).mockResolvedValue(recordingSupabase(urls).client);
  });
  return urls;
}

/** recordSupabaseRequests for the catalogue's client (`getCatalogue`, mocked by the test file). */
export function recordCatalogueRequests(getCatalogue: () => Promise<PostgrestClient>): URL[] {
  const urls: URL[] = [];
  beforeEach(() => {
    urls.length = 0;
    const client = new PostgrestClient('http://127.0.0.1:9/rest/v1', { fetch: emptyList(urls) });
    vi.mocked(getCatalogue).mockResolvedValue(client);
  });
  return urls;
}
