import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { beforeEach, vi } from 'vitest';
import WebSocket from 'ws';

type RealtimeTransport = NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'];

/**
 * A supabase client for unit tests of query builders: every request is answered with an empty
 * list (count 0) and its URL is kept, so a test can check what the app asks PostgREST for.
 */
export function recordingSupabase(urls: URL[] = []): { client: SupabaseClient; urls: URL[] } {
  const client = createClient('http://127.0.0.1:9', 'test-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js's realtime part needs one (it never connects).
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
    global: {
      fetch: (input: string | URL | Request) => {
        urls.push(new URL(input instanceof Request ? input.url : String(input)));
        return Promise.resolve(
          new Response('[]', {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'Content-Range': '*/0' },
          }),
        );
      },
    },
  });
  return { client, urls };
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
