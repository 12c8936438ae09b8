import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Locale, localePrefix } from '@app/domain/locales';
import { RouterLinksProvider } from '../components/link';
import { PageMain } from '../components/layouts/root-layout';
import { HomeHero } from '../features/home/components/home-hero';
import { homeCatalogues } from '../features/home/messages';
import { messagesIn } from '../i18n/activate';

/**
 * The home page's first screen as HTML, rendered by the build (web/first-paint-plugin.ts) from the
 * page's own hero in one language, inside the layout's <main> (components/layouts/root-layout.tsx).
 * The gateway puts it under index.html's static header, so the hero's text paints with the HTML
 * instead of after the scripts; the app's first render replaces it with the same markup. Only
 * the build imports this module: it is in no chunk of the app.
 */
export async function homeFirstPaint(locale: Locale): Promise<string> {
  const messages = await messagesIn(homeCatalogues, locale);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const basename = localePrefix(locale) || undefined;
  const hero = (
    <PageMain>
      <HomeHero />
    </PageMain>
  );
  const router = createMemoryRouter([{ path: '/', element: hero }], {
    basename,
    initialEntries: [basename ?? '/'],
  });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <RouterLinksProvider router={router}>
        <RouterProvider router={router} />
      </RouterLinksProvider>
    </I18nProvider>,
  );
}
