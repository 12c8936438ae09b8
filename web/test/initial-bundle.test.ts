import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assetsDir,
  chunksNamed,
  distDir,
  gzippedSize,
  HOME_BUDGET,
  initialScripts,
  KB,
  readDist,
  withStaticImports,
} from '@app/web/bundle-size';
import { pagePaths } from '@app/web/page-paths';

/**
 * Every public page: the module its route loads (web/src/app/router.tsx) and what a first visit
 * to it may download in all (gzipped): the first page's files plus the page's own.
 */
const publicPages: Record<string, { module: string; budget: number }> = {
  [pagePaths.tours]: { module: 'features/tours/pages/tours-page.tsx', budget: 165 * KB },
  [pagePaths.tour]: { module: 'features/tours/pages/tour-detail-page.tsx', budget: 160 * KB },
  [pagePaths.microTours]: {
    module: 'features/micro-tours/pages/micro-tours-page.tsx',
    budget: 165 * KB,
  },
  [pagePaths.microTour]: {
    module: 'features/micro-tours/pages/micro-tour-detail-page.tsx',
    budget: 155 * KB,
  },
  [pagePaths.microTourCheckout]: {
    module: 'features/micro-tours/pages/checkout-page.tsx',
    budget: 165 * KB,
  },
  [pagePaths.login]: { module: 'features/auth/pages/login-page.tsx', budget: 170 * KB },
  [pagePaths.signup]: { module: 'features/auth/pages/signup-page.tsx', budget: 170 * KB },
  [pagePaths.resetPassword]: {
    module: 'features/auth/pages/reset-password-page.tsx',
    budget: 155 * KB,
  },
  [pagePaths.blog]: { module: 'features/blog/pages/blog-page.tsx', budget: 160 * KB },
  [pagePaths.blogArticle]: { module: 'features/blog/pages/article-page.tsx', budget: 180 * KB },
  [pagePaths.contact]: { module: 'features/contact/pages/contact-page.tsx', budget: 170 * KB },
  [pagePaths.newsletterConfirm]: {
    module: 'features/newsletter/pages/newsletter-confirm-page.tsx',
    budget: 160 * KB,
  },
  [pagePaths.newsletterUnsubscribe]: {
    module: 'features/newsletter/pages/newsletter-unsubscribe-page.tsx',
    budget: 160 * KB,
  },
  [pagePaths.privacyPolicy]: {
    module: 'features/legal/pages/privacy-policy-page.tsx',
    budget: 150 * KB,
  },
  [pagePaths.termsOfService]: {
    module: 'features/legal/pages/terms-of-service-page.tsx',
    budget: 150 * KB,
  },
  [pagePaths.deliveryRefund]: {
    module: 'features/legal/pages/delivery-refund-page.tsx',
    budget: 150 * KB,
  },
};
/** Pages for members and admins only; they are no visitor's first page. */
const memberPages = new Set<string>([
  pagePaths.home,
  pagePaths.checkout,
  pagePaths.wallet,
  pagePaths.dashboard,
  pagePaths.admin,
  pagePaths.adminImages,
]);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function chunkNamed(name: string): string {
  const files = chunksNamed(name);
  expect(files, `one ${name} chunk (vite.config.ts names it)`).toHaveLength(1);
  return files[0]!;
}

/** The chunk whose source map names `module` (a path below web/src) among its sources. */
function chunkOf(module: string): string {
  const files = readdirSync(assetsDir).filter(
    (file) => file.endsWith('.js') && existsSync(path.join(assetsDir, `${file}.map`)),
  );
  const found = files.filter((file) => {
    const map = JSON.parse(readFileSync(path.join(assetsDir, `${file}.map`), 'utf8')) as {
      sources: string[];
    };
    return map.sources.some((source) => source.endsWith(`src/${module}`));
  });
  expect(found, `the chunk of ${module}`).toHaveLength(1);
  return `assets/${found[0]!}`;
}

function initialScriptsWithClient(): Set<string> {
  const { scripts, preloads } = initialScripts();
  expect(preloads, "index.html preloads the catalogue's client alongside the entry").toContain(
    chunkNamed('postgrest'),
  );
  return scripts;
}

describe('JavaScript budgets (gzipped, first visit)', () => {
  it(`/ loads at most ${kb(HOME_BUDGET)}, without supabase-js`, () => {
    const scripts = initialScriptsWithClient();
    expect(scripts.has(chunkNamed('supabase')), 'supabase-js waits for a session').toBe(false);
    const size = gzippedSize(scripts);
    console.info(`initial JavaScript for /: ${kb(size)} in ${scripts.size} files`);
    expect(size).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it('every public page has a budget', () => {
    const pages = new Set<string>(Object.values(pagePaths));
    const budgeted = new Set([...Object.keys(publicPages), ...memberPages]);
    expect([...pages].filter((page) => !budgeted.has(page))).toEqual([]);
  });

  it.each(Object.entries(publicPages))('%s stays within its budget', (page, { module, budget }) => {
    const scripts = withStaticImports([...initialScriptsWithClient(), chunkOf(module)]);
    const size = gzippedSize(scripts);
    console.info(`JavaScript for ${page}: ${kb(size)} in ${scripts.size} files`);
    expect(size).toBeLessThanOrEqual(budget);
  });
});

describe('lazy chunks', () => {
  it('preload only files the build holds (an inlined stylesheet is no longer one)', () => {
    const listed = readdirSync(assetsDir)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const deps = /const __vite__mapDeps=.*?m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(
          readDist(`assets/${file}`),
        );
        return deps ? (JSON.parse(deps[1]!) as string[]) : [];
      });
    expect(listed.length, 'some chunk loads others lazily').toBeGreaterThan(0);
    expect(listed.filter((file) => !existsSync(path.join(distDir, file)))).toEqual([]);
  });
});
