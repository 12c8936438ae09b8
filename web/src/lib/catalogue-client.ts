import type { Database } from '@app/domain/catalogue-rows';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { withErrorTexts } from './error-texts-load';
import { AUTH_STORAGE_KEY, loadPublicConfig } from './supabase';

let client: Promise<PostgrestClient<Database>> | undefined;

/**
 * The client for the public catalogue's reads (tours, micro-tours, add-ons and their filter
 * values): supabase-js's own PostgREST client with the anon key, as supabase-js sends it for a
 * visitor. Row-level security gives members and admins the same catalogue rows as visitors, so
 * these reads need no session; and the first page no longer waits for all of supabase-js (auth,
 * storage, realtime), about a third of its JavaScript, before it can ask for its data
 * (decision 014). Everything that needs the caller's session uses getSupabase().
 */
function isSignedIn(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The gateway lets browsers keep catalogue answers for a little while (decision 022). A visitor
 * may see an edit up to a minute late; someone signed in (an admin checking their own edit, a
 * member who has just taken the last seat) always asks again.
 */
const catalogueFetch: typeof fetch = withErrorTexts((input, init) =>
  fetch(input, isSignedIn() ? { ...init, cache: 'no-store' } : init),
);

export function getCatalogue(): Promise<PostgrestClient<Database>> {
  client ??= Promise.all([loadPublicConfig(), import('@supabase/postgrest-js')]).then(
    ([{ supabaseUrl, anonKey }, { PostgrestClient }]) =>
      new PostgrestClient<Database>(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
        fetch: catalogueFetch,
      }),
  );
  return client;
}
