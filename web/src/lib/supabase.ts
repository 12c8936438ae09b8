import { createClient, type SupabaseClient } from '@supabase/supabase-js';
// NOTE: zod/mini keeps the first page's JavaScript small; forms load full zod with their routes.
import * as z from 'zod/mini';

const publicConfigSchema = z.object({
  supabaseUrl: z.url(),
  anonKey: z.string().check(z.minLength(1)),
  devMailboxUrl: z.optional(z.string()),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

let client: SupabaseClient | undefined;
let publicConfig: PublicConfig | undefined;

/** Reads /config.json and creates the app's one supabase client. */
export async function initSupabase(): Promise<SupabaseClient> {
  // The server answers with no-store; index.html preloads it with these same request settings.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  publicConfig = publicConfigSchema.parse(await response.json());
  client = createClient(publicConfig.supabaseUrl, publicConfig.anonKey, {
    // NOTE: implicit flow: e-mail links carry the session in the URL fragment (no PKCE verifier
    // to lose when the link opens in another browser).
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('initSupabase() must run before the app renders');
  return client;
}

export function getPublicConfig(): PublicConfig {
  if (!publicConfig) throw new Error('initSupabase() must run before the app renders');
  return publicConfig;
}
