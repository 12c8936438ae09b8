import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';

const tag = uniqueTag();

async function currentVersion(): Promise<bigint> {
  const { rows } = await servicePool().query<{ version: string }>(
    'select version from private.catalogue_version',
  );
  expect(rows).toHaveLength(1);
  return BigInt(rows[0]!.version);
}

const listener = new pg.Client({ connectionString: inject('serviceDatabaseUrl') });
const notified: bigint[] = [];

beforeAll(async () => {
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === 'catalogue_version') notified.push(BigInt(message.payload!));
  });
  await listener.query('listen catalogue_version');
});
afterAll(async () => {
  await listener.end();
});

async function insertMicroTour(): Promise<string> {
  const id = randomUUID();
  await servicePool().query(
    `insert into public.micro_tours (id, slug, title, description, country, city, price_eur, duration_hours)
     values ($1, $2, $3, 'A short walk', 'Versionland', 'Versionville', 5, 1)`,
    [id, `version-${tag}-${id.slice(0, 8)}`, `Version walk ${tag}`],
  );
  return id;
}

describe('private.catalogue_version', () => {
  it('moves on every statement that changes tours or micro-tours, and says so to listeners', async () => {
    const before = await currentVersion();
    const id = await insertMicroTour();
    const afterInsert = await currentVersion();
    expect(afterInsert).toBeGreaterThan(before);
    // Never behind the clock: a restored database cannot hand out a number seen before it.
    expect(afterInsert).toBeGreaterThanOrEqual(BigInt(Date.now() - 60_000));

    await servicePool().query('update public.micro_tours set title = $2 where id = $1', [
      id,
      `Version walk renamed ${tag}`,
    ]);
    const afterUpdate = await currentVersion();
    expect(afterUpdate).toBeGreaterThan(afterInsert);

    await servicePool().query('delete from public.micro_tours where id = $1', [id]);
    const afterDelete = await currentVersion();
    expect(afterDelete).toBeGreaterThan(afterUpdate);

    await expect.poll(() => notified.includes(afterDelete), { timeout: 5000 }).toBe(true);
    expect(notified).toContain(afterInsert);
    expect(notified).toContain(afterUpdate);
  });

  it('stays put when a statement changes no row (a booking re-syncing unchanged dates)', async () => {
    // Read in one snapshot around no-op statements: other test files' edits, committed between
    // the two reads, stay out of it (a transaction at read committed would see them).
    const client = await servicePool().connect();
    try {
      await client.query('begin isolation level repeatable read');
      const read = async () =>
        (await client.query<{ version: string }>('select version from private.catalogue_version'))
          .rows[0]!.version;
      const first = await read();
      const updated = await client.query('update public.tours set title = title where slug = $1', [
        `no-such-tour-${tag}`,
      ]);
      const deleted = await client.query('delete from public.micro_tours where slug = $1', [
        `no-such-walk-${tag}`,
      ]);
      expect([updated.rowCount, deleted.rowCount]).toEqual([0, 0]);
      expect(await read()).toBe(first);
      await client.query('commit');
    } finally {
      client.release();
    }
  });

  it('is the first catalogue-wide row a statement takes: two writers of one place name queue, never deadlock', async () => {
    // A listing whose German city and country names other listings also give.
    const city = `Lockville ${tag}`;
    const insertWalk = (client: pg.ClientBase, slug: string) =>
      client.query(
        `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                         translations)
         values ($1, $2, $3, 'Lockland', 5, 1,
                 jsonb_build_object('de', jsonb_build_object('city', $3 || ' (de)',
                                                             'country', 'Schlossland')))`,
        [`lock-${tag}-${slug}`, `Lock walk ${tag}`, city],
      );
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => null,
        (error: Error) => error.message,
      );
    const holder = await servicePool().connect();
    const other = await servicePool().connect();
    try {
      await insertWalk(holder, 'a');
      const otherPid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid'))
        .rows[0]!.pid;
      // An admin's transaction edits a listing (the version row is now its own) ...
      await holder.query('begin');
      await holder.query('update public.micro_tours set price_eur = 6 where slug = $1', [
        `lock-${tag}-a`,
      ]);
      // ... while another statement adds a listing in that city, and waits for it. (Other test
      // files' writers may queue for the version row too: the statement then waits behind one of
      // them rather than on this transaction itself.)
      const otherInsert = refusal(insertWalk(other, 'b'));
      await expect
        .poll(
          async () =>
            (
              await servicePool().query<{ waits: boolean }>(
                'select cardinality(pg_blocking_pids($1)) > 0 as waits',
                [otherPid],
              )
            ).rows[0]!.waits,
          { timeout: 10_000 },
        )
        .toBe(true);
      // ... and the admin's transaction then adds a listing in the same city.
      const ownInsert = await refusal(insertWalk(holder, 'c'));
      await holder.query(ownInsert ? 'rollback' : 'commit');
      expect([ownInsert, await otherInsert]).toEqual([null, null]);
      const { rows } = await servicePool().query<{ row_count: number }>(
        `select row_count from private.catalogue_place_names
          where kind = 'micro_tour' and field = 'city' and value = $1 and locale = 'de'`,
        [city],
      );
      expect(rows).toEqual([{ row_count: 3 }]);
    } finally {
      holder.release();
      other.release();
    }
  });

  it('is out of reach of visitors and members', async () => {
    const { error } = await anonClient()
      .schema('private' as 'public')
      .from('catalogue_version')
      .select('*');
    expect(error).not.toBeNull();
    const anonSql = await servicePool().connect();
    try {
      await anonSql.query('begin');
      await anonSql.query('set local role anon');
      await expect(anonSql.query('select version from private.catalogue_version')).rejects.toThrow(
        /permission denied/,
      );
      await anonSql.query('rollback');
      await anonSql.query('begin');
      await anonSql.query('set local role authenticated');
      await expect(
        anonSql.query('update private.catalogue_version set version = 0'),
      ).rejects.toThrow(/permission denied/);
      await anonSql.query('rollback');
    } finally {
      anonSql.release();
    }
  });
});
