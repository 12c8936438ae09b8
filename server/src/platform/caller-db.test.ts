import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import pg from 'pg';
import { createCallerDb } from './caller-db.js';
import type { Caller } from './identity.js';
import { withSessionRole } from './runtime-pools.js';

// The service connection logs in as authenticator, like the server's caller pool.
const db = () => createCallerDb(servicePool());

const anon: Caller = { role: 'anon', claims: { role: 'anon' } };
function member(admin = false): Caller {
  const userId = randomUUID();
  const appMetadata = admin ? { role: 'admin' } : {};
  return {
    role: 'authenticated',
    userId,
    claims: { role: 'authenticated', sub: userId, app_metadata: appMetadata, aal: 'aal2' },
  };
}

const insertTour = (slug: string) =>
  `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty, group_size)
   values ('${slug}', 'Caller test', 'eco', 'Norway', 100, 2, 'easy', 8) returning id`;

describe('SQL as the caller', () => {
  it('takes the caller role and claims for the transaction only', async () => {
    const caller = member();
    const seen = await db().withCaller(caller, async (tx) => {
      const { rows } = await tx.query<{ role: string; uid: string }>(
        'select current_user as role, auth.uid() as uid',
      );
      return rows[0];
    });
    expect(seen).toEqual({ role: 'authenticated', uid: caller.userId });
    expect(
      await db().withCaller(
        anon,
        async (tx) => (await tx.query('select current_user as r')).rows[0],
      ),
    ).toEqual({ r: 'anon' });
    // The connection is back to its own role afterwards.
    const { rows } = await servicePool().query<{ r: string; claims: string | null }>(
      `select current_user as r, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(rows[0]).toEqual({ r: 'service_role', claims: null });
  });

  it('lets row-level security decide: visitors and members cannot write the catalogue, admins can', async () => {
    await expect(
      db().withCaller(anon, (tx) => tx.query(insertTour(`caller-anon-${uniqueTag()}`))),
    ).rejects.toThrow(/permission denied|row-level security/);
    await expect(
      db().withCaller(member(), (tx) => tx.query(insertTour(`caller-member-${uniqueTag()}`))),
    ).rejects.toThrow(/row-level security/);
    const slug = `caller-admin-${uniqueTag()}`;
    const inserted = await db().withCaller(member(true), (tx) => tx.query(insertTour(slug)));
    expect(inserted.rowCount).toBe(1);
    await servicePool().query('delete from public.tours where slug = $1', [slug]);
  });

  it('rolls everything back when the work throws', async () => {
    const slug = `caller-rollback-${uniqueTag()}`;
    await expect(
      db().withCaller(member(true), async (tx) => {
        await tx.query(insertTour(slug));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rowCount } = await servicePool().query('select 1 from public.tours where slug = $1', [
      slug,
    ]);
    expect(rowCount).toBe(0);
  });

  it('a member sees only their own wallet', async () => {
    const { rows } = await servicePool().query<{ user_id: string }>(
      'select user_id from public.wallets limit 1',
    );
    const stranger = member();
    const seen = await db().withCaller(stranger, (tx) =>
      tx.query('select * from public.wallets where user_id = $1', [rows[0]!.user_id]),
    );
    expect(seen.rowCount).toBe(0);
  });
});

describe('one SQL function as the caller', () => {
  it('runs for a member in one statement on the member pool, its claims gone afterwards', async () => {
    const url = new URL(inject('serviceDatabaseUrl'));
    url.searchParams.delete('options');
    const memberPool = new pg.Pool({
      connectionString: withSessionRole(url.toString(), 'authenticated'),
      max: 1,
    });
    try {
      const callerDb = createCallerDb(servicePool(), memberPool);
      const caller = member();
      expect(await callerDb.callFunction(caller, 'auth.uid', [])).toBe(caller.userId);
      expect(await callerDb.callFunction(caller, 'auth.role', [])).toBe('authenticated');
      // The same connection afterwards: its own role, no claims left behind.
      const { rows } = await memberPool.query<{ r: string; claims: string | null }>(
        `select current_user as r, nullif(current_setting('request.jwt.claims', true), '') as claims`,
      );
      expect(rows[0]).toEqual({ r: 'authenticated', claims: null });
      // Others go through withCaller.
      expect(await callerDb.callFunction(anon, 'auth.role', [])).toBe('anon');
      await expect(
        callerDb.callFunction(caller, 'auth.uid(); drop table x; --', []),
      ).rejects.toThrow(/not a function name/);
    } finally {
      await memberPool.end();
    }
  });
});
