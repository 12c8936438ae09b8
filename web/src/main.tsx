import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenRouterReady } from './app/router';
import { activatePageLocale } from './i18n/activate';
import { getCatalogue } from './lib/catalogue-client';
import { getSupabase, loadPublicConfig, mayHaveSession } from './lib/supabase';
import './index.css';

// zod (loaded with the forms) would try `new Function` for a faster parser; the Content-Security-
// Policy refuses it and reports a violation each time. Without eval zod parses just the same.
Object.assign((globalThis.__zod_globalConfig ??= {}), { jitless: true });

// Style elements added at run time (Radix's scroll lock, through react-style-singleton) carry the
// page's CSP nonce, which the gateway writes into index.html for each answer.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) globalThis.__webpack_nonce__ = nonce;

const root = createRoot(document.getElementById('root')!);

// The clients start before the first render and download while the page renders: the catalogue's
// always, supabase-js only for a session to restore. A failure reaches every query that needs the
// client, which shows its own error state.
getCatalogue().catch(() => undefined);
if (mayHaveSession()) getSupabase().catch(() => undefined);
// The first render waits for the page's code too: index.html's static header (and first screen,
// web/first-paint.ts) stays until the page can replace it, never a spinner in between.
Promise.all([loadPublicConfig(), activatePageLocale(), whenRouterReady()])
  .then(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">The site could not start. Please reload the page.</p>);
  });
