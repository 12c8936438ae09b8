import { describe, expect, inject, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import pg from 'pg';

// Issue 53: the server's sessions plan a function's statements once per connection; PostgREST's
// (the same login, without the server's options) plan each catalogue read for its filter values.
describe('plan caches', () => {
  it("keeps PostgreSQL's default in the server's sessions and planning per call in PostgREST's", async () => {
    const { rows } = await servicePool().query<{ mode: string }>(
      `select current_setting('plan_cache_mode') as mode`,
    );
    expect(rows[0]!.mode).toBe('auto');

    const url = new URL(inject('serviceDatabaseUrl'));
    url.searchParams.delete('options');
    const postgrestLike = new pg.Client({ connectionString: url.toString() });
    await postgrestLike.connect();
    try {
      const { rows: theirs } = await postgrestLike.query<{ mode: string; user: string }>(
        `select current_setting('plan_cache_mode') as mode, current_user as user`,
      );
      expect(theirs[0]).toEqual({ mode: 'force_custom_plan', user: 'authenticator' });
    } finally {
      await postgrestLike.end();
    }
  });

  it('plans the job queue for each call: its generic plan scans every queued job', async () => {
    const { rows } = await servicePool().query<{ config: string[] }>(
      `select p.proconfig as config from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private' and p.proname = 'enqueue_jobs'`,
    );
    expect(rows[0]!.config).toContain('plan_cache_mode=force_custom_plan');
  });
});
