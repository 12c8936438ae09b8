import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Locale, localePrefix } from '@app/domain/locales';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_ID,
  type ListFirstScreenRenderer,
} from '../../first-paint';
import { RouterLinksProvider } from '../components/link';
import { PageMain } from '../components/layouts/root-layout';
import { MicroToursPage } from '../features/micro-tours/pages/micro-tours-page';
import { defaultMicroTourListParams } from '../features/micro-tours/lib/micro-tour-search-params';
import { ToursPage } from '../features/tours/pages/tours-page';
import { defaultTourListState } from '../features/tours/lib/tour-list-params';
import type { ListPage } from '../lib/first-list-page';
import type { ListMapSlot } from '../lib/list-map';
import { microTourKeys } from '../lib/micro-tour-keys';
import { tourKeys } from '../lib/tour-keys';
import { renderedAt } from '../lib/site-origin';
import { pagePaths } from './page-paths';

/**
 * Every catalogue of every area in the languages other than English (whose messages are the
 * code's): a list page shows the shell's, its feature's and shared components' messages.
 */
const catalogues = import.meta.glob<Messages>(['../locales/*/*.po', '!**/locales/en/*'], {
  import: 'messages',
});
const messagesByLocale = new Map<Locale, Promise<Messages>>();
function allMessages(locale: Locale): Promise<Messages> {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    const files = Object.entries(catalogues).filter(([file]) =>
      file.includes(`/locales/${locale}/`),
    );
    messages = Promise.all(files.map(([, load]) => load())).then(
      (parts): Messages => Object.assign({}, ...parts),
      (error: unknown) => {
        // Not kept: the next render tries again.
        messagesByLocale.delete(locale);
        throw error;
      },
    );
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

/**
 * The cards the screen shows: two rows where a narrow screen has two columns (from 40rem). A
 * phone shows one or two; the app's first render adds the rest below them.
 */
const FIRST_SCREEN_CARDS = 6;

/** The List / Map switch renders as on the page; the map itself never opens on the server. */
const noMap: ListMapSlot = { render: () => null, load: () => Promise.resolve() };

/**
 * Each list: its page, where its query cache takes the first page, and the class that hides the
 * screen from the width where the app renders its filters otherwise (tours: a panel from 48rem;
 * micro-tours: the panel open from 64rem).
 */
const lists: Record<
  string,
  { page: ReactNode; cache: (client: QueryClient, page: ListPage) => void; narrowOnly: string }
> = {
  [pagePaths.tours]: {
    page: <ToursPage map={noMap} />,
    narrowOnly: 'contents md:hidden',
    cache: (client, page) => client.setQueryData(tourKeys.list(defaultTourListState), page),
  },
  [pagePaths.microTours]: {
    page: <MicroToursPage map={noMap} />,
    narrowOnly: 'contents lg:hidden',
    cache: (client, page) =>
      client.setQueryData(microTourKeys.list(defaultMicroTourListParams), page),
  },
};

/**
 * A list page's first screen as HTML (decision 059), rendered by the gateway from the first page
 * it puts into the HTML: the page's own component with that page in its query cache, in the
 * page's language, as the app's first render on a narrow screen draws it. Only the server build
 * (web/first-paint-plugin.ts) imports this module. Wide screens hide it (their filters are a
 * panel the server cannot choose) and wait for the app as before.
 */
export const renderListFirstScreen: ListFirstScreenRenderer = async (
  path,
  locale,
  page,
  origin,
) => {
  const list = lists[path];
  if (!list) return '';
  const messages = await allMessages(locale);
  // The global instance: some labels are read through it, not through the provider. Rendering
  // is synchronous from here on, so no other language's render can interleave.
  i18n.loadAndActivate({ locale, messages });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  list.cache(client, { ...page, tours: page.tours.slice(0, FIRST_SCREEN_CARDS) });
  const basename = localePrefix(locale) || undefined;
  const router = createMemoryRouter([{ path, element: <PageMain>{list.page}</PageMain> }], {
    basename,
    initialEntries: [`${basename ?? ''}${path}`],
  });
  return renderedAt(origin, () =>
    renderToStaticMarkup(
      <div id={FIRST_SCREEN_ID} className={list.narrowOnly} {...{ [FIRST_SCREEN_ATTRIBUTE]: '' }}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <RouterLinksProvider router={router}>
              <RouterProvider router={router} />
            </RouterLinksProvider>
          </QueryClientProvider>
        </I18nProvider>
      </div>,
    ),
  );
};
