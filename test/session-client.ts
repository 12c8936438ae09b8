import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** Web Storage in memory, so that a client keeps its session as it does in a browser. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A supabase-js client that keeps its session (in memory) and does not refresh by itself. */
export function sessionClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}
