import type { Database } from '@app/domain/catalogue-rows';
import type { SupabaseClient } from '@supabase/supabase-js';
import { withErrorTexts } from './error-texts-load';
import { fetchNotingRetryAfter } from './retry-after';

export interface PublicConfig {
  supabaseUrl: string;
  anonKey: string;
  /** True when the server sends no e-mail: it waits in the dev mailbox, whose address it never says. */
  devMailbox: boolean;
}

// NOTE: checked by hand rather than with zod: the first page's JavaScript would otherwise carry
// zod's core, which only the form pages need.
function parsePublicConfig(value: unknown): PublicConfig {
  const config: Partial<Record<keyof PublicConfig, unknown>> =
    typeof value === 'object' && value !== null ? { ...value } : {};
  const isText = (field: unknown): field is string => typeof field === 'string' && field !== '';
  if (!isText(config.supabaseUrl) || !URL.canParse(config.supabaseUrl)) {
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
let client: Promise<SupabaseClient<Database>> | undefined;

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

/** Where supabase-js keeps the session (localStorage); named so the app can look for it. */
export const AUTH_STORAGE_KEY = 'sb-ecotours-auth-token';

let announceClient: (client: Promise<SupabaseClient<Database>>) => void;
const firstClient = new Promise<Promise<SupabaseClient<Database>>>((resolve) => {
  announceClient = resolve;
});

/**
 * The app's one supabase client, for everything that needs the caller's session (the public
 * catalogue reads through getCatalogue()). supabase-js is about a third of the app's JavaScript,
 * so it arrives in its own chunk when something first asks for it.
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  if (!client) {
    client = Promise.all([loadPublicConfig(), import('@supabase/supabase-js')]).then(
      ([{ supabaseUrl, anonKey }, { createClient }]) =>
        createClient<Database>(supabaseUrl, anonKey, {
          // NOTE: implicit flow: e-mail links carry the session in the URL fragment (no PKCE
          // verifier to lose when the link opens in another browser).
          auth: {
            persistSession: true,
            autoRefreshToken: true,
            detectSessionInUrl: true,
            flowType: 'implicit',
            storageKey: AUTH_STORAGE_KEY,
          },
          // The sign-in forms say how long a rate-limited member waits (lib/retry-after.ts), and
          // a failure is said in the page's language (lib/error-texts-load.ts).
          global: { fetch: withErrorTexts(fetchNotingRetryAfter) },
        }),
    );
    announceClient(client);
  }
  return client;
}

/** The client once something has asked for it: the auth state follows it from then on. */
export function whenSupabaseLoads(): Promise<SupabaseClient<Database>> {
  return firstClient.then((request) => request);
}

/**
 * Whether this browser may hold a session: one stored by supabase-js, or one (or an error) an
 * e-mail link put in the address. Without either, the visitor is signed out, and nothing needs
 * supabase-js until they act.
 */
export function mayHaveSession(): boolean {
  let stored = false;
  try {
    stored = window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked: supabase-js cannot keep a session either.
  }
  return stored || /(^|[#&])(access_token|error)=/.test(window.location.hash);
}
