import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@app/server/platform/migrations';
import { migrationsDir } from '@app/server/platform/project-paths';
import {
  anonClient,
  createTestUser,
  servicePool,
  type TestUser,
  uniqueTag,
} from '@app/testing/clients';
import { createScratchDatabase } from '@app/testing/scratch-database';

type CatalogueTable = 'tours' | 'micro_tours' | 'addons';

interface AuditRow {
  id: number;
  changed_at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  table_name: CatalogueTable;
  row_id: string;
  action: 'insert' | 'update' | 'delete';
  changes: Record<string, { old?: unknown; new?: unknown }>;
}

let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [member, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
});

/** A valid new row of each table, with a title unique to this call. */
function newRow(table: CatalogueTable): Record<string, unknown> {
  const tag = uniqueTag();
  if (table === 'tours') {
    return {
      slug: `admin-tour-${tag}`,
      title: `Admin Tour ${tag}`,
      category: 'eco',
      country: 'Norway',
      price_eur: 450,
      duration_days: 3,
      difficulty: 'easy',
      group_size: 10,
      cover_image: '/covers/x.jpg',
    };
  }
  if (table === 'micro_tours') {
    return {
      slug: `admin-micro-${tag}`,
      title: `Admin Walk ${tag}`,
      city: 'Oslo',
      country: 'Norway',
      price_eur: 10,
      duration_hours: 2,
    };
  }
  return { title: `Admin Add-on ${tag}`, price_eur: 15, applies_to: 'global' };
}

/** Arranged by the server's own connection, which the audit list does not record. */
async function insertAsServer(table: CatalogueTable, row = newRow(table)) {
  const columns = Object.keys(row);
  const { rows } = await servicePool().query<{ id: string; title: string }>(
    `insert into public.${table} (${columns.join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id, title`,
    Object.values(row),
  );
  return rows[0]!;
}

async function readRow(table: CatalogueTable, id: string) {
  const { rows } = await servicePool().query<Record<string, unknown>>(
    `select * from public.${table} where id = $1`,
    [id],
  );
  return rows[0];
}

async function auditOf(table: CatalogueTable, id: string): Promise<AuditRow[]> {
  const { rows } = await servicePool().query<AuditRow>(
    `select id::int, changed_at::text, actor_id, actor_email, actor_role, table_name, row_id, action,
            changes
       from public.catalogue_audit where table_name = $1 and row_id = $2 order by id`,
    [table, id],
  );
  return rows;
}

async function addBooking(target: { tour_id: string } | { micro_tour_id: string }, status: string) {
  const column = 'tour_id' in target ? 'tour_id' : 'micro_tour_id';
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.bookings (user_id, ${column}, start_date, travelers, base_total_eur, total_eur, status)
     values ($1, $2, current_date + 30, 1, 10, 10, $3) returning id`,
    [member.id, Object.values(target)[0], status],
  );
  return rows[0]!.id;
}

const tables: CatalogueTable[] = ['tours', 'micro_tours', 'addons'];

describe('members and visitors cannot change the catalogue through /rest/v1', () => {
  it.each(tables)('a member cannot insert into %s', async (table) => {
    const row = newRow(table);
    const { error, status } = await member.client.from(table).insert(row).select();
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const { rows } = await servicePool().query(`select 1 from public.${table} where title = $1`, [
      row.title,
    ]);
    expect(rows).toEqual([]);
  });

  it.each(tables)('a member cannot update or delete %s, and nothing is recorded', async (table) => {
    const { id, title } = await insertAsServer(table);
    const before = await readRow(table, id);
    const update = await member.client
      .from(table)
      .update({ title: 'Changed by a member' })
      .eq('id', id)
      .select();
    expect(update.data ?? []).toEqual([]);
    const remove = await member.client.from(table).delete().eq('id', id).select();
    expect(remove.data ?? []).toEqual([]);
    const after = await readRow(table, id);
    expect(after).toEqual(before);
    expect(after!.title).toBe(title);
    expect(await auditOf(table, id)).toEqual([]);
  });

  it.each(tables)('a visitor cannot insert, update or delete %s', async (table) => {
    const { id } = await insertAsServer(table);
    const before = await readRow(table, id);
    const insert = await anonClient().from(table).insert(newRow(table));
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');
    const update = await anonClient().from(table).update({ title: 'x' }).eq('id', id).select();
    expect(update.error?.code).toBe('42501');
    const remove = await anonClient().from(table).delete().eq('id', id).select();
    expect(remove.error?.code).toBe('42501');
    expect(await readRow(table, id)).toEqual(before);
  });
});

describe('admins change the catalogue, and every change is in the audit list', () => {
  it.each(tables)(
    'an admin inserts, updates and deletes %s: one audit row each, with who, when and what',
    async (table) => {
      const startedAt = Date.now();
      const row = newRow(table);
      const created = await admin.client.from(table).insert(row).select().single();
      expect(created.error).toBeNull();
      const id = created.data!.id as string;

      const newTitle = `${row.title as string} (renamed)`;
      const updated = await admin.client
        .from(table)
        .update({ title: newTitle })
        .eq('id', id)
        .select()
        .single();
      expect(updated.error).toBeNull();
      expect(updated.data!.title).toBe(newTitle);

      const removed = await admin.client.from(table).delete().eq('id', id).select();
      expect(removed.error).toBeNull();
      expect(removed.data).toHaveLength(1);
      expect(await readRow(table, id)).toBeUndefined();

      // Read as the admin, through the data API.
      const { data, error } = await admin.client
        .from('catalogue_audit')
        .select('*')
        .eq('table_name', table)
        .eq('row_id', id)
        .order('id');
      expect(error).toBeNull();
      const audit = data as AuditRow[];
      expect(audit.map((entry) => entry.action)).toEqual(['insert', 'update', 'delete']);
      for (const entry of audit) {
        expect(entry).toMatchObject({
          actor_id: admin.id,
          actor_email: admin.email,
          actor_role: 'authenticated',
          table_name: table,
          row_id: id,
        });
        const when = Date.parse(entry.changed_at);
        expect(when).toBeGreaterThanOrEqual(startedAt - 5_000);
        expect(when).toBeLessThanOrEqual(Date.now() + 5_000);
      }
      const [insert, update, remove] = audit;
      expect(insert!.changes.title).toEqual({ new: row.title });
      expect(insert!.changes.price_eur).toEqual({ new: row.price_eur });
      for (const key of ['id', 'created_at', 'updated_at', 'price_cents', 'duration_minutes']) {
        expect(insert!.changes).not.toHaveProperty(key);
      }
      // Only what changed, with its old and new value.
      expect(update!.changes).toEqual({ title: { old: row.title, new: newTitle } });
      expect(remove!.changes.title).toEqual({ old: newTitle });
      expect(remove!.changes.price_eur).toEqual({ old: row.price_eur });
    },
  );

  it('an update that changes nothing adds no audit row; a changed list is kept whole', async () => {
    const created = await admin.client.from('tours').insert(newRow('tours')).select().single();
    const id = created.data!.id as string;
    await admin.client.from('tours').update({ title: created.data!.title }).eq('id', id);
    await admin.client
      .from('tours')
      .update({ highlights: ['Fjords by boat', 'A night in a hut'], meeting_point: 'Oslo S' })
      .eq('id', id);
    const audit = await auditOf('tours', id);
    expect(audit.map((entry) => entry.action)).toEqual(['insert', 'update']);
    expect(audit[1]!.changes).toEqual({
      highlights: { old: [], new: ['Fjords by boat', 'A night in a hut'] },
      meeting_point: { old: null, new: 'Oslo S' },
    });
  });

  it('a member cannot read or write the audit list; nobody can rewrite it', async () => {
    const created = await admin.client.from('addons').insert(newRow('addons')).select().single();
    const id = created.data!.id as string;
    const [entry] = await auditOf('addons', id);
    expect(entry).toBeDefined();

    const read = await member.client.from('catalogue_audit').select('*').eq('row_id', id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const anonRead = await anonClient().from('catalogue_audit').select('*').limit(1);
    expect(anonRead.error ? [] : anonRead.data).toEqual([]);

    const forged = await member.client.from('catalogue_audit').insert({
      actor_role: 'authenticated',
      table_name: 'addons',
      row_id: id,
      action: 'delete',
      changes: {},
    });
    expect(forged.error?.code).toBe('42501');
    for (const client of [member.client, admin.client]) {
      const update = await client
        .from('catalogue_audit')
        .update({ actor_email: 'someone@else.test' })
        .eq('id', entry!.id);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('catalogue_audit').delete().eq('id', entry!.id);
      expect(remove.error?.code).toBe('42501');
    }
    await expect(
      servicePool().query('delete from public.catalogue_audit where id = $1', [entry!.id]),
    ).rejects.toThrow(/permission denied|append-only/);
    expect(await auditOf('addons', id)).toEqual([entry]);
  });
});

describe('one difficulty scale: easy, moderate, challenging', () => {
  it.each(['easy', 'moderate', 'challenging'])('an admin may save %s', async (difficulty) => {
    const { data, error } = await admin.client
      .from('tours')
      .insert({ ...newRow('tours'), difficulty })
      .select('difficulty')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ difficulty });
  });

  it.each(['medium', 'hard', 'Easy', 'extreme'])(
    '%s is refused with its code and the value sent, on insert and on update',
    async (difficulty) => {
      const insert = await admin.client
        .from('tours')
        .insert({ ...newRow('tours'), difficulty })
        .select();
      expect(insert.status).toBe(400);
      expect(insert.error).toMatchObject({
        code: '23514',
        message: 'Difficulty must be easy, moderate or challenging.',
        hint: 'difficulty_invalid',
      });
      expect(JSON.parse(insert.error!.details)).toEqual({
        error: 'Difficulty must be easy, moderate or challenging.',
        difficulty,
        allowed: ['easy', 'moderate', 'challenging'],
      });
      const { id } = await insertAsServer('tours');
      const update = await admin.client.from('tours').update({ difficulty }).eq('id', id).select();
      expect(update.status).toBe(400);
      expect(update.error?.code).toBe('23514');
      expect((await readRow('tours', id))!.difficulty).toBe('easy');
      expect(await auditOf('tours', id)).toEqual([]);
    },
  );

  it('a missing difficulty is refused as required', async () => {
    const { error, status } = await admin.client
      .from('tours')
      .insert({ ...newRow('tours'), difficulty: null });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23502',
      message: 'Difficulty is required',
      hint: 'difficulty_required',
    });
    expect(JSON.parse(error!.details)).toEqual({
      error: 'Difficulty is required',
      allowed: ['easy', 'moderate', 'challenging'],
    });
  });

  it('the server connection is held to the same scale', async () => {
    await expect(
      insertAsServer('tours', { ...newRow('tours'), difficulty: 'medium' }),
    ).rejects.toThrow('Difficulty must be easy, moderate or challenging.');
  });

  it('the list filter offers exactly the three levels', async () => {
    const { data, error } = await anonClient()
      .from('tour_filter_options')
      .select('difficulties')
      .single();
    expect(error).toBeNull();
    // The demo catalogue has tours of every level.
    expect([...(data!.difficulties as string[])].sort()).toEqual([
      'challenging',
      'easy',
      'moderate',
    ]);
  });

  it('migrates stored medium and hard tours to moderate and challenging', async () => {
    const url = await createScratchDatabase('difficulty');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-difficulty-'));
    const files = (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql'));
    const version = (name: string) => Number(name.split('.')[0]);
    const copy = (names: string[]) =>
      Promise.all(
        names.map((name) => fs.copyFile(path.join(migrationsDir, name), path.join(dir, name))),
      );
    await copy(files.filter((name) => version(name) < 14));
    await runMigrations(url, dir);

    const owner = new pg.Client({ connectionString: url });
    await owner.connect();
    try {
      // As the server writes rows (RLS is forced for the owner too on a managed host).
      await owner.query('begin');
      await owner.query('set local role service_role');
      await owner.query(
        `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty, group_size)
         select 'old-' || d, 'Old ' || d, 'eco', 'Norway', 100, 2, d, 8
           from unnest(array['easy', 'moderate', 'challenging', 'medium', 'hard']) as d`,
      );
      await owner.query('commit');

      await copy(files.filter((name) => version(name) >= 14));
      const result = await runMigrations(url, dir);
      expect(result.applied).toContain('0014.do.catalogue-admin.sql');

      await owner.query('begin');
      await owner.query('set local role service_role');
      const { rows } = await owner.query<{ slug: string; difficulty: string }>(
        'select slug, difficulty from public.tours order by slug',
      );
      expect(rows).toEqual([
        { slug: 'old-challenging', difficulty: 'challenging' },
        { slug: 'old-easy', difficulty: 'easy' },
        { slug: 'old-hard', difficulty: 'challenging' },
        { slug: 'old-medium', difficulty: 'moderate' },
        { slug: 'old-moderate', difficulty: 'moderate' },
      ]);
      const options = await owner.query<{ difficulties: string[] }>(
        'select difficulties from public.tour_filter_options',
      );
      expect(options.rows[0]!.difficulties).toEqual(['challenging', 'easy', 'moderate']);
      // The migration is the server's own work, not an admin's change.
      const audit = await owner.query('select 1 from public.catalogue_audit');
      expect(audit.rows).toEqual([]);
      await owner.query('commit');
    } finally {
      await owner.query('rollback').catch(() => undefined);
      await owner.end();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a tour or micro-tour with bookings cannot be deleted', () => {
  it('a tour with a paid booking: 409 with a clear message, and the tour stays', async () => {
    const { id, title } = await insertAsServer('tours');
    const booking = await addBooking({ tour_id: id }, 'paid');
    const { data, error, status } = await admin.client.from('tours').delete().eq('id', id).select();
    expect(status).toBe(409);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: '23503',
      message: `Tour "${title}" has 1 paid booking and cannot be deleted.`,
      hint: 'tour_has_bookings',
    });
    // The figures, for a page to say the refusal in its reader's language.
    expect(JSON.parse(error!.details)).toEqual({
      error: `Tour "${title}" has 1 paid booking and cannot be deleted.`,
      kind: 'tour',
      title,
      paid: 1,
      others: 0,
    });
    expect(await readRow('tours', id)).toBeDefined();
    expect(await auditOf('tours', id)).toEqual([]);

    // A cancelled booking still refers to the tour: still refused, and said so.
    await servicePool().query(`update public.bookings set status = 'cancelled' where id = $1`, [
      booking,
    ]);
    const again = await admin.client.from('tours').delete().eq('id', id);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(
      `Tour "${title}" has 1 cancelled or pending booking and cannot be deleted.`,
    );
    expect(again.error?.hint).toBe('tour_has_bookings');
    expect(JSON.parse(again.error!.details)).toMatchObject({ paid: 0, others: 1 });
    expect(await readRow('tours', id)).toBeDefined();
  });

  it('a micro-tour with paid bookings: 409 with a clear message', async () => {
    const { id, title } = await insertAsServer('micro_tours');
    await addBooking({ micro_tour_id: id }, 'paid');
    await addBooking({ micro_tour_id: id }, 'paid');
    const { error, status } = await admin.client.from('micro_tours').delete().eq('id', id);
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: '23503',
      message: `Micro-tour "${title}" has 2 paid bookings and cannot be deleted.`,
      hint: 'tour_has_bookings',
    });
    expect(JSON.parse(error!.details)).toMatchObject({ kind: 'micro_tour', paid: 2, others: 0 });
    expect(await readRow('micro_tours', id)).toBeDefined();
  });

  it('without bookings of their own, both are deleted', async () => {
    const busy = await insertAsServer('tours');
    await addBooking({ tour_id: busy.id }, 'paid');
    for (const table of ['tours', 'micro_tours'] as const) {
      const { id } = await insertAsServer(table);
      const { data, error, status } = await admin.client
        .from(table)
        .delete()
        .eq('id', id)
        .select('id');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ id }]);
      expect(await readRow(table, id)).toBeUndefined();
    }
  });
});
