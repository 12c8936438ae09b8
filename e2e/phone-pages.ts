import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminTabLabels, adminTabs } from '@app/web/admin-tabs';
import { articles } from '@app/web/blog-articles';
import { dashboardTabs } from '@app/web/dashboard-tabs';
import { pagePaths } from '@app/web/page-paths';
import { addImageLog, createTestTour, deleteTours } from './admin-api.js';
import { expect } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

/** The phone the issue was seen on. */
export const PHONE = { width: 390, height: 844 };

export type PageName = keyof typeof pagePaths;

/** Who opens the page: a visitor, a member with a wallet history and a booking, or the admin. */
export type Viewer = 'visitor' | 'member' | 'admin';

/** Rows of the demo catalogue the visits open. */
export interface DemoRows {
  tour: { slug: string };
  microTour: { id: string; slug: string };
  /** A €30 micro-tour: three travelers cost more than the member's wallet holds. */
  pendingMicroTour: { id: string };
}

export interface PhoneVisit {
  /** The page's name in page-paths.ts (the router's table), or the router's catch-all. */
  page: PageName | 'notFound';
  as: Viewer;
  path: string;
  /** Shows once the page has its content, long lines included. */
  ready: (page: Page) => Locator;
  /** Puts in the data the page shows; returns what removes it again. */
  setUp?: (request: APIRequestContext) => Promise<() => Promise<void>>;
}

type Visit = Omit<PhoneVisit, 'page'>;

const h1 = (name?: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });

/** The longest title: the line most likely to push a phone screen sideways. */
const longest = <T extends { title: string }>(rows: T[]) =>
  rows.reduce((a, b) => (b.title.length > a.title.length ? b : a));

const article = longest([...articles]);

/** A list page's map once it has its pins: its status says how many results it shows. */
const mapShows = (page: Page) => page.getByRole('status').filter({ hasText: /^The map shows / });

/**
 * Every page of the router, keyed by its name in page-paths.ts so that a new route does not
 * typecheck until it has a visit here (and phone-fit.spec.ts checks at run time that each has
 * one whose path the route matches).
 */
const visitsByPage: Record<PageName | 'notFound', (rows: DemoRows) => Visit[]> = {
  home: () => [
    { as: 'visitor', path: '/', ready: (page) => page.getByRole('article').nth(8) },
    { as: 'member', path: '/', ready: h1() },
  ],
  tours: () => [
    { as: 'visitor', path: '/tours', ready: (page) => page.getByText(/^Showing \d+-\d+ of/) },
    // The map view: the map fills the screen and the list is its closed sheet.
    { as: 'visitor', path: '/tours?view=map', ready: mapShows },
    { as: 'member', path: '/tours?view=map', ready: mapShows },
  ],
  tour: ({ tour }) => [
    {
      as: 'visitor',
      path: `/tours/${tour.slug}`,
      ready: (page) => page.getByRole('region', { name: 'Add-ons' }).getByRole('listitem'),
    },
    {
      as: 'member',
      path: `/tours/${tour.slug}`,
      ready: (page) => page.getByText('Total', { exact: true }),
    },
    { as: 'visitor', path: '/tours/no-such-tour', ready: h1('Tour not found') },
  ],
  microTours: () => [
    { as: 'visitor', path: '/micro-tours', ready: (page) => page.getByRole('article') },
    { as: 'visitor', path: '/micro-tours?view=map', ready: mapShows },
    { as: 'member', path: '/micro-tours?view=map', ready: mapShows },
  ],
  microTour: ({ microTour }) => [
    {
      as: 'visitor',
      path: `/micro-tours/${microTour.slug}`,
      ready: (page) => page.getByRole('region', { name: /^More tours in / }),
    },
    { as: 'visitor', path: '/micro-tours/no-such-tour', ready: h1('Tour not found') },
  ],
  microTourCheckout: ({ microTour }) => [
    {
      as: 'visitor',
      path: `/micro-tours/${microTour.id}/checkout?travelers=12`,
      ready: (page) => page.getByRole('heading', { name: 'Price summary' }),
    },
  ],
  checkout: ({ microTour }) => [
    {
      as: 'visitor',
      path: `/checkout/${microTour.id}`,
      ready: (page) => page.getByRole('heading', { name: 'Price summary' }),
    },
  ],
  wallet: ({ pendingMicroTour }) => [
    { as: 'member', path: '/wallet', ready: (page) => page.getByText('+€50.00') },
    {
      as: 'member',
      path: `/wallet?tourId=${pendingMicroTour.id}&travelers=3`,
      ready: (page) => page.getByText('Insufficient funds for pending booking'),
    },
  ],
  dashboard: () =>
    dashboardTabs.map((tab) => ({
      as: 'member',
      path: `/dashboard?tab=${tab}`,
      ready: (page) => (tab === 'wallet' ? page.getByText('+€50.00') : page.getByRole('tabpanel')),
    })),
  settings: () => [
    {
      as: 'member',
      path: '/settings',
      ready: (page) => page.getByTestId('member-session').first(),
    },
  ],
  // A real ticket is opened at phone size by tickets-and-check-in.spec.ts.
  ticket: () => [{ as: 'member', path: '/tickets/00000000', ready: h1('Ticket not found') }],
  login: () => [
    { as: 'visitor', path: '/login', ready: h1() },
    { as: 'visitor', path: '/login?reason=book&redirectTo=%2Ftours', ready: h1() },
  ],
  signup: () => [{ as: 'visitor', path: '/signup?redirectTo=%2Fwallet', ready: h1() }],
  resetPassword: () => [{ as: 'visitor', path: '/reset-password', ready: h1() }],
  blog: () => [
    {
      as: 'visitor',
      path: '/blog',
      ready: (page) => page.getByRole('region', { name: 'Articles' }).getByRole('article'),
    },
  ],
  blogArticle: () => [{ as: 'visitor', path: `/blog/${article.slug}`, ready: h1(article.title) }],
  contact: () => [{ as: 'visitor', path: '/contact', ready: h1() }],
  newsletterConfirm: () => [{ as: 'visitor', path: '/newsletter/confirm', ready: h1() }],
  newsletterUnsubscribe: () => [{ as: 'visitor', path: '/newsletter/unsubscribe', ready: h1() }],
  privacyPolicy: () => [{ as: 'visitor', path: '/privacy-policy', ready: h1() }],
  termsOfService: () => [{ as: 'visitor', path: '/terms-of-service', ready: h1() }],
  deliveryRefund: () => [{ as: 'visitor', path: '/delivery-refund', ready: h1() }],
  howWeCalculate: () => [{ as: 'visitor', path: '/how-we-calculate', ready: h1() }],
  admin: () => [
    { as: 'member', path: '/admin', ready: h1('Admin Access Required') },
    ...adminTabs.map((tab): Visit => ({
      as: 'admin',
      path: `/admin?tab=${tab}`,
      ready: (page) => page.getByRole('tabpanel', { name: adminTabLabels[tab] }),
    })),
  ],
  adminImages: () => [
    {
      as: 'admin',
      path: '/admin/images',
      ready: (page) => page.getByText(/is not a public internet address/),
      setUp: logFailedMigration,
    },
    { as: 'member', path: '/admin/images', ready: h1('Admin Access Required') },
  ],
  adminCheckIn: () => [
    { as: 'admin', path: '/admin/check-in', ready: h1('Check-in') },
    { as: 'member', path: '/admin/check-in', ready: h1('Staff Access Required') },
  ],
  notFound: () => [{ as: 'visitor', path: '/no-such-page', ready: h1('Page Not Found') }],
};

/**
 * A tour whose image migration failed: the log line names the picture's whole address, a
 * word as wide as a phone.
 */
async function logFailedMigration(request: APIRequestContext) {
  const tour = await createTestTour(request, 'Phone Log');
  const url = `${process.env.E2E_BASE_URL}/storage/v1/object/public/tours/${tour.slug}/cover.jpg`;
  await addImageLog(request, {
    tourId: tour.id,
    action: 'failed',
    reason: `Migration: ${url}: 127.0.0.1 is not a public internet address`,
  });
  return () => deleteTours(request, [tour.slug]);
}

export function phoneVisits(rows: DemoRows): PhoneVisit[] {
  return Object.entries(visitsByPage).flatMap(([page, visits]) =>
    visits(rows).map((visit) => ({ ...visit, page: page as PhoneVisit['page'] })),
  );
}

/** Stand-ins for the rows, for naming the visits before the catalogue is read. */
export const sampleRows: DemoRows = {
  tour: { slug: '{longest-title}' },
  microTour: { id: '{longest-title-id}', slug: '{longest-title}' },
  pendingMicroTour: { id: '{longest-30-euro-id}' },
};

/** Whether a path (query left out) is one the router gives to the page of that name. */
export function routeMatches(pattern: string, path: string): boolean {
  const pathname = new URL(path, 'http://x').pathname;
  const source = pattern.replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`).test(pathname);
}

export async function readDemoRows(request: APIRequestContext): Promise<DemoRows> {
  const { anonKey } = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const read = async <T>(query: string) => {
    const response = await request.get(`/rest/v1/${query}`, { headers: { apikey: anonKey } });
    expect(response.ok()).toBe(true);
    return (await response.json()) as T[];
  };
  const tours = await read<{ slug: string; title: string }>('tours?select=slug,title');
  const micro = await read<{ id: string; slug: string; title: string; price_eur: number }>(
    'micro_tours?select=id,slug,title,price_eur',
  );
  return {
    tour: longest(tours),
    microTour: longest(micro),
    pendingMicroTour: longest(micro.filter((row) => row.price_eur === 30)),
  };
}

/** Waits for the page's content, then scrolls through it so parts drawn on sight are there. */
export async function openVisit(page: Page, visit: PhoneVisit) {
  await page.goto(visit.path);
  await expect(visit.ready(page).first()).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Skeletons on screen (the map's basemap skeleton stays in the page, hidden, once drawn).
  await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
}

/**
 * How far the page scrolls sideways, and the elements that reach past the screen's edges
 * (outside any box that clips or scrolls them itself, which is judged in their stead).
 */
export function measureSideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clipsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto';
    };
    const isInsideClip = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== root;
        parent = parent.parentElement
      )
        if (clipsSideways(parent)) return true;
      return false;
    };
    const sticksOut: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= -0.5 && rect.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      // Hidden, or clipped to nothing as text for screen readers only is.
      if (style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto')
        continue;
      if (isInsideClip(element)) continue;
      // The outermost one says where to look; its children stick out with it.
      const parent = element.parentElement;
      const parentRect = parent?.getBoundingClientRect();
      if (parentRect && (parentRect.left < -0.5 || parentRect.right > width + 0.5)) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`;
      sticksOut.push(`${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}] "${text}"`);
    }
    return { sideways: root.scrollWidth - width, sticksOut };
  });
}

export const FITS = { sideways: 0, sticksOut: [] };

/** A picture of the whole page for a visual review (`reviewScreenshot`). */
export async function screenshotForReview(page: Page, visit: PhoneVisit) {
  const name = `${visit.as}${visit.path}`.replace(/[^a-z0-9]+/gi, '-');
  await reviewScreenshot(page, `phone-${name}`, { fullPage: true });
}
