import type { SupabaseClient } from '@supabase/supabase-js';

export interface PublicConfig {
  supabaseUrl: string;
  anonKey: string;
  /** True when the server sends no e-mail: it waits in the dev mailbox, whose address it never says. */
  devMailbox: boolean;
}

// NOTE: checked by hand rather than with zod: the first page's JavaScript would otherwise carry
// zod's core, which only the form pages need.
function parsePublicConfig(value: unknown): PublicConfig {
  const config = value as Partial<Record<keyof PublicConfig, unknown>> | null;
  const isText = (field: unknown): field is string => typeof field === 'string' && field !== '';
  if (!config || !isText(config.supabaseUrl) || !URL.canParse(config.supabaseUrl)) {
    throw new Error('config.json has no valid supabaseUrl');
  }
  if (!isText(config.anonKey)) throw new Error('config.json has no anonKey');
  return {
    // The gateway names its SITE_URL; the Vite dev server proxies every API on its own origin.
    supabaseUrl: import.meta.env.DEV ? window.location.origin : config.supabaseUrl,
    anonKey: config.anonKey,
    devMailbox: config.devMailbox === true,
  };
}

let configRequest: Promise<PublicConfig> | undefined;
let publicConfig: PublicConfig | undefined;
let client: Promise<SupabaseClient> | undefined;

/** Reads /config.json once; the app renders once it has it. */
export function loadPublicConfig(): Promise<PublicConfig> {
  configRequest ??= (async () => {
    // The server answers with no-store; index.html preloads it with these same request settings.
    const response = await fetch('/config.json');
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    publicConfig = parsePublicConfig(await response.json());
    return publicConfig;
  })();
  return configRequest;
}

export function getPublicConfig(): PublicConfig {
  if (!publicConfig) throw new Error('loadPublicConfig() must run before the app renders');
  return publicConfig;
}

/**
 * The app's one supabase client. supabase-js is about a third of the app's startup JavaScript,
 * so it arrives in its own chunk, alongside the first render instead of before it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([loadPublicConfig(), import('@supabase/supabase-js')]).then(
    ([{ supabaseUrl, anonKey }, { createClient }]) =>
      createClient(supabaseUrl, anonKey, {
        // NOTE: implicit flow: e-mail links carry the session in the URL fragment (no PKCE
        // verifier to lose when the link opens in another browser).
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          flowType: 'implicit',
        },
      }),
  );
  return client;
}
