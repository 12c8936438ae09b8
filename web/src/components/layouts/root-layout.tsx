import { Trans } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useStartupCoverFix } from '../../lib/use-startup-cover-fix';
import { Spinner } from '../ui/spinner';
import { BackToTop } from './back-to-top';
import { EmailLinkNotice } from './email-link-notice';
import { SiteFooter } from './site-footer';
import { type LanguageSwitcherSlot, SiteHeader } from './site-header';

/** Where every page goes; the build's first paint of a page (app/first-paint-markup.tsx) too. */
export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}

/** The language switcher and suggestion come from features/languages, through the router. */
export function RootLayout({
  languageSwitcher,
  languageSuggestion,
}: {
  languageSwitcher?: LanguageSwitcherSlot;
  languageSuggestion?: ReactNode;
}) {
  useStartupCoverFix();
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900 print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader languageSwitcher={languageSwitcher} />
      <PageMain>
        <Suspense fallback={<Spinner className="min-h-[60vh]" />}>
          <Outlet />
        </Suspense>
      </PageMain>
      <SiteFooter />
      <BackToTop />
      <EmailLinkNotice />
      {languageSuggestion}
      <ScrollRestoration
        // A fresh page load has the key 'default' whatever the page: key it by path instead so
        // one page never reopens at another's scroll position.
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </div>
  );
}
