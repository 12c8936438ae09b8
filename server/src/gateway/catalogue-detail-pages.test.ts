import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@app/web/page-paths';
import { servicePool } from '@app/testing/clients';
import { createTicketTour } from '@app/testing/ticket-fixtures';
import { catalogueDetailPages } from './catalogue-detail-pages.js';

/** The real pool, counting the statements it is given. */
function countingPool(pool: pg.Pool = servicePool()) {
  const counted = { queries: 0 };
  const query = ((...args: Parameters<pg.Pool['query']>) => {
    counted.queries += 1;
    return (pool.query as (...a: unknown[]) => unknown)(...args);
  }) as pg.Pool['query'];
  return { counted, pool: { query } as pg.Pool };
}

describe('catalogue detail pages', () => {
  it('costs a page that exists no query while the catalogue version stays', async () => {
    const tour = await createTicketTour();
    const { counted, pool } = countingPool();
    const version = { value: 1n };
    const pages = catalogueDetailPages({
      pool,
      catalogueVersion: { current: () => version.value },
    });
    expect(await pages.exists(pagePaths.tour, tour.slug)).toBe(true);
    const afterFirst = counted.queries;
    for (let i = 0; i < 5; i += 1) {
      expect(await pages.exists(pagePaths.tour, tour.slug)).toBe(true);
      expect(await pages.exists(pagePaths.tour, tour.id)).toBe(true);
    }
    expect(counted.queries).toBe(afterFirst);
    // A new version reads the keys again.
    version.value = 2n;
    expect(await pages.exists(pagePaths.tour, tour.slug)).toBe(true);
    expect(counted.queries).toBe(afterFirst + 1);
  });

  it('never calls a page missing when the catalogue cannot be read', async () => {
    const failing = {
      query: () => Promise.reject(new Error('connection refused')),
    } as unknown as pg.Pool;
    const pages = catalogueDetailPages({ pool: failing });
    expect(await pages.exists(pagePaths.tour, 'no-such-tour')).toBe(true);
    expect(await pages.exists(pagePaths.microTour, 'no-such-walk')).toBe(true);
  });

  it('looks up only the tour and micro-tour pages', async () => {
    const pages = catalogueDetailPages({ pool: countingPool().pool });
    expect([...pages.paths].sort()).toEqual([pagePaths.microTour, pagePaths.tour].sort());
    expect(await pages.exists(pagePaths.blogArticle, 'anything')).toBe(true);
  });
});
