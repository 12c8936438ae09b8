import type { Database } from '@app/domain/catalogue-rows';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { loadPublicConfig } from './supabase';

let client: Promise<PostgrestClient<Database>> | undefined;

/**
 * The client for the public catalogue's reads (tours, micro-tours, add-ons and their filter
 * values): supabase-js's own PostgREST client with the anon key, as supabase-js sends it for a
 * visitor. Row-level security gives members and admins the same catalogue rows as visitors, so
 * these reads need no session; and the first page no longer waits for all of supabase-js (auth,
 * storage, realtime), about a third of its JavaScript, before it can ask for its data
 * (decision 014). Everything that needs the caller's session uses getSupabase().
 */
export function getCatalogue(): Promise<PostgrestClient<Database>> {
  client ??= Promise.all([loadPublicConfig(), import('@supabase/postgrest-js')]).then(
    ([{ supabaseUrl, anonKey }, { PostgrestClient }]) =>
      new PostgrestClient<Database>(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      }),
  );
  return client;
}
