import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

const publicConfigSchema = z.object({ supabaseUrl: z.url(), anonKey: z.string().min(1) });

let client: SupabaseClient | undefined;

/** Reads /config.json and creates the app's one supabase client. */
export async function initSupabase(): Promise<SupabaseClient> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = publicConfigSchema.parse(await response.json());
  client = createClient(config.supabaseUrl, config.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('initSupabase() must run before the app renders');
  return client;
}
