import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminBookingsPageSchema,
  adminContactMessagesPageSchema,
  adminImageLogsPageSchema,
  adminMemberLedgerPageSchema,
  adminMemberSchema,
  adminMembersPageSchema,
  adminMicroToursPageSchema,
  adminToursPageSchema,
  microTourCountsSchema,
} from '@app/domain/admin-lists';
import { anonClient, createTestUser, servicePool, uniqueTag } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { idWithPrefix, inDays, insertBooking } from '@app/testing/ticket-fixtures';
import { getImageStatus } from '@app/web/micro-tour-image-status';

// Every fixture carries this mark; a search for it scopes a list to this file's rows on the
// shared database. 'Qx' keeps it from reading as a booking reference (hex digits).
const tag = uniqueTag();
const mark = `Qx${tag}`;

let admin: SessionMember;
let member: SessionMember;

async function rpc<Schema extends z.ZodType>(
  who: { client: SessionMember['client'] },
  name: string,
  params: Record<string, unknown>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const { data, error } = await who.client.rpc(name, params);
  if (error) throw new Error(`${name}: ${error.message}`);
  return schema.parse(data);
}

/** Every row of a list, page by page (`limit` rows each), checking no page repeats a row. */
async function walk<Schema extends z.ZodType<{ total: number; rows: Array<{ id: string }> }>>(
  name: string,
  params: Record<string, unknown>,
  schema: Schema,
  limit = 4,
) {
  const rows: Array<z.output<Schema>['rows'][number]> = [];
  let total = -1;
  for (let offset = 0; total < 0 || offset < total; offset += limit) {
    const page = await rpc(admin, name, { ...params, p_limit: limit, p_offset: offset }, schema);
    total = page.total;
    rows.push(...page.rows);
    if (page.rows.length === 0) break;
  }
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  expect(rows).toHaveLength(total);
  return rows;
}

const byKey =
  <Row extends { id: string }>(key: (row: Row) => string | number | null, descending: boolean) =>
  (a: Row, b: Row) => {
    const [x, y] = [key(a), key(b)];
    const order = x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
    const tie = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return descending ? -(order || tie) : order || tie;
  };

const tourTitles = [
  `100% Green ${mark}`,
  `1000 Green ${mark}`,
  `Under_score ${mark}`,
  `UnderXscore ${mark}`,
  `Back\\slash ${mark}`,
  ...Array.from({ length: 9 }, (_, i) => `Route ${i % 4} ${mark}`),
];
const microImages: Array<{ cover_url: string | null; gallery_urls: string[] }> = [
  { cover_url: null, gallery_urls: [] },
  { cover_url: '', gallery_urls: [] },
  { cover_url: ' \t\u00a0', gallery_urls: [] },
  { cover_url: ' \t', gallery_urls: ['/g/1.jpg'] },
  { cover_url: '/c.jpg', gallery_urls: [] },
  { cover_url: '/c.jpg', gallery_urls: ['/g/1.jpg', '/g/2.jpg'] },
  { cover_url: null, gallery_urls: ['/g/1.jpg'] },
  { cover_url: '\u3000/c.jpg', gallery_urls: [''] },
];

const fixture = {
  tours: [] as Array<{ id: string; title: string }>,
  micro: [] as Array<{ id: string; title: string }>,
  bookings: [] as string[],
  reference: '',
};

beforeAll(async () => {
  const pool = servicePool();
  [admin, member] = await Promise.all([
    createSessionMember({ admin: true }),
    createSessionMember(),
  ]);
  const tours = await pool.query<{ id: string; title: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                               difficulty, group_size)
     select 'admlist-' || $1 || '-' || n, title, 'eco', $2 || (n % 3), 100, 3, 'easy', 50
       from unnest($3::text[]) with ordinality as t(title, n)
     returning id, title`,
    [tag, `Land ${mark} `, tourTitles],
  );
  fixture.tours = tours.rows;
  const micro = await pool.query<{ id: string; title: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     cover_url, gallery_urls)
     select 'admlist-walk-' || $1 || '-' || n, 'Walk ' || n || ' ' || $2, 'Lisbon', 'Portugal',
            10, 2, i ->> 'cover_url', array(select jsonb_array_elements_text(i -> 'gallery_urls'))
       from jsonb_array_elements($3::jsonb) with ordinality as m(i, n)
     returning id, title`,
    [tag, mark, JSON.stringify(microImages)],
  );
  fixture.micro = micro.rows;
  fixture.reference = `c${tag.slice(1, 7)}e`;
  fixture.bookings = await Promise.all([
    insertBooking(member.id, fixture.tours[0]!.id, inDays(10), { price: 30 }),
    insertBooking(member.id, fixture.tours[5]!.id, inDays(20), { price: 90, travelers: 1 }),
    insertBooking(member.id, fixture.micro[0]!.id, inDays(5), { micro: true, price: 10 }),
    insertBooking(member.id, fixture.tours[6]!.id, inDays(30), {
      id: idWithPrefix(fixture.reference),
      cancelled: true,
    }),
  ]);
  await pool.query(
    `insert into public.contact_messages (first_name, last_name, email, inquiry_type, message,
                                          handled_at)
     values ('Ada' || $1, 'Lovelace', 'ada@example.org', 'press', 'About slow travel, please.', null),
            ('Grace', 'Hopper' || $1, 'grace@example.org', 'general', 'Do you run tours by train?', now()),
            ('Alan', 'Turing', 'alan-' || $1 || '@example.org', 'general', 'A question on groups.', null),
            ('Joan', 'Clarke', 'joan@example.org', 'feedback', 'Loved the 100% ' || $1 || ' walk!', null)`,
    [mark],
  );
  await pool.query(
    `insert into public.image_update_logs (tour_id, micro_tour_id, action, score, reason, query)
     values ($1, null, 'updated', 7.5, null, 'alps'),
            (null, $2, 'skipped', null, 'No better picture', 'lisbon tram'),
            (null, null, 'failed', 2.0, 'Timeout for ' || $3, 'x'),
            (null, null, 'updated', 9.0, null, 'castle ' || $3)`,
    [fixture.tours[1]!.id, fixture.micro[2]!.id, mark],
  );
});

describe('admin lists: who may read them', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['admin_tours', {}],
    ['admin_micro_tours', {}],
    ['admin_micro_tour_counts', {}],
    ['admin_bookings', {}],
    ['admin_members', {}],
    ['admin_member', { p_user_id: randomUUID() }],
    ['admin_member_ledger', { p_user_id: randomUUID() }],
    ['admin_contact_messages', {}],
    ['admin_image_logs', {}],
  ];

  it('refuses members with 403 admin_required and callers without a token', async () => {
    for (const [name, params] of calls) {
      const asMember = await member.client.rpc(name, params);
      expect(asMember.status, name).toBe(403);
      expect(asMember.error, name).toMatchObject({
        hint: 'admin_required',
        message: 'Admin access required',
      });
      const asAnon = await anonClient().rpc(name, params);
      expect(asAnon.error, name).not.toBeNull();
      expect(asAnon.data, name).toBeNull();
    }
    // A member asking for their own ledger or record is refused as well.
    const own = await member.client.rpc('admin_member_ledger', { p_user_id: member.id });
    expect(own.status).toBe(403);
  });

  it('refuses bad parameters with 400 validation_failed and says which', async () => {
    const bad: Array<[string, Record<string, unknown>, RegExp]> = [
      ['admin_tours', { p_limit: 0 }, /page size \(p_limit\) must be between 1 and 100/],
      ['admin_tours', { p_limit: 101 }, /between 1 and 100/],
      ['admin_members', { p_offset: -1 }, /offset \(p_offset\) must be 0 or more/],
      ['admin_tours', { p_search: 'x'.repeat(201) }, /at most 200 characters/],
      ['admin_tours', { p_sort: 'price_eur' }, /Unknown sort key .*"price_eur".*title, country/],
      ['admin_bookings', { p_sort: 'id; drop table x' }, /Unknown sort key/],
      ['admin_micro_tours', { p_image_status: 'some' }, /Unknown image status/],
      ['admin_bookings', { p_status: 'lost' }, /Unknown status \(p_status\) "lost"/],
      ['admin_image_logs', { p_action: 'deleted' }, /Unknown action/],
      ['admin_member_ledger', { p_user_id: null }, /member \(p_user_id\) is required/],
    ];
    for (const [name, params, message] of bad) {
      const { status, error } = await admin.client.rpc(name, params);
      expect(status, `${name} ${JSON.stringify(params)}`).toBe(400);
      expect(error?.hint).toBe('validation_failed');
      expect(error?.message).toMatch(message);
    }
    // Malformed values are refused by the API before SQL runs, never with a 500.
    const malformed = await admin.client.rpc('admin_tours', { p_limit: 'many' });
    expect(malformed.status).toBe(400);
    const unknownMember = await admin.client.rpc('admin_member', { p_user_id: randomUUID() });
    expect(unknownMember.status).toBe(404);
    expect(unknownMember.error).toMatchObject({ hint: 'not_found', message: 'Member not found' });
    // 200 characters (after trimming) are allowed.
    const longest = await admin.client.rpc('admin_tours', { p_search: ` ${'y'.repeat(200)} ` });
    expect(longest.error).toBeNull();
  });
});

describe('admin_tours', () => {
  it('finds tours by title, slug and country; % _ and \\ are literal', async () => {
    const titles = async (search: string) =>
      (await rpc(admin, 'admin_tours', { p_search: search }, adminToursPageSchema)).rows
        .map((row) => row.title)
        .sort();
    expect(await titles(`0% green ${mark}`)).toEqual([`100% Green ${mark}`]);
    expect(await titles(`r_score ${mark}`)).toEqual([`Under_score ${mark}`]);
    expect(await titles(`k\\slash ${mark}`)).toEqual([`Back\\slash ${mark}`]);
    expect(await titles(`admlist-${tag}-2`)).toEqual([tourTitles[1]]);
    expect(await titles(`Land ${mark} 0`)).toHaveLength(4);
    // Page past the end: no rows, the real total.
    const past = await rpc(
      admin,
      'admin_tours',
      { p_search: mark, p_offset: 500 },
      adminToursPageSchema,
    );
    expect(past).toEqual({ total: tourTitles.length, rows: [] });
  });

  it('pages stably in both directions of every sort key', async () => {
    const all = (
      await rpc(admin, 'admin_tours', { p_search: mark, p_limit: 100 }, adminToursPageSchema)
    ).rows;
    expect(all).toHaveLength(tourTitles.length);
    for (const sort of ['title', 'country', 'created_at', 'updated_at'] as const) {
      for (const descending of [false, true]) {
        const walked = await walk(
          'admin_tours',
          { p_search: mark, p_sort: sort, p_descending: descending },
          adminToursPageSchema,
        );
        // The database's collation orders text; checked here on keys where it agrees with JS.
        if (sort === 'title') continue;
        const key = (row: (typeof all)[number]) =>
          sort === 'country' ? row.country : Date.parse(row[sort]);
        expect(
          walked.map((row) => row.id),
          `${sort} ${descending}`,
        ).toEqual([...all].sort(byKey(key, descending)).map((row) => row.id));
      }
    }
  });
});

describe('admin_micro_tours', () => {
  it('states each image status as the admin screen computes it, and filters and counts by it', async () => {
    const rows = await walk('admin_micro_tours', { p_search: mark }, adminMicroToursPageSchema);
    expect(rows).toHaveLength(microImages.length);
    const expected = new Map(
      fixture.micro.map((m, i) => {
        const images = microImages[i]!;
        const status = getImageStatus({
          cover_url: images.cover_url,
          gallery_count: images.gallery_urls.length,
        });
        return [m.id, status] as const;
      }),
    );
    for (const row of rows) expect(row.image_status, row.title).toBe(expected.get(row.id));
    for (const status of ['complete', 'partial', 'missing'] as const) {
      const page = await rpc(
        admin,
        'admin_micro_tours',
        { p_search: mark, p_image_status: status },
        adminMicroToursPageSchema,
      );
      expect(page.total, status).toBe([...expected.values()].filter((s) => s === status).length);
      expect(page.rows.every((row) => row.image_status === status)).toBe(true);
    }
    const counts = await rpc(admin, 'admin_micro_tour_counts', {}, microTourCountsSchema);
    expect(counts.complete + counts.partial + counts.missing).toBe(counts.total);
  });

  it('finds micro-tours by city and country too, sorted by title by default', async () => {
    const rows = (
      await rpc(
        admin,
        'admin_micro_tours',
        { p_search: mark, p_sort: 'city' },
        adminMicroToursPageSchema,
      )
    ).rows;
    expect(rows.map((row) => row.city)).toEqual(rows.map(() => 'Lisbon'));
    const walked = await walk(
      'admin_micro_tours',
      { p_search: mark, p_descending: true },
      adminMicroToursPageSchema,
      3,
    );
    expect(walked.map((row) => row.title)).toEqual(
      [...walked.map((row) => row.title)].sort().reverse(),
    );
  });
});

describe('admin_bookings', () => {
  it('finds bookings by member e-mail, reference prefix and tour or micro-tour title', async () => {
    const byEmail = await rpc(
      admin,
      'admin_bookings',
      { p_search: member.email.toUpperCase() },
      adminBookingsPageSchema,
    );
    expect(byEmail.rows.map((row) => row.id).sort()).toEqual([...fixture.bookings].sort());
    expect(byEmail.rows.every((row) => row.email === member.email)).toBe(true);

    const reference = fixture.reference.toUpperCase();
    const byReference = await rpc(
      admin,
      'admin_bookings',
      { p_search: reference.slice(0, 6) },
      adminBookingsPageSchema,
    );
    expect(byReference.rows.map((row) => row.id)).toContain(fixture.bookings[3]);
    // Six hex characters may also occur inside another test's e-mail or a title: those rows
    // are rightly found too, so each row must match the search one way or another.
    const prefix = reference.slice(0, 6);
    const strays = byReference.rows.filter(
      (row) =>
        !row.reference.startsWith(prefix) &&
        !row.email.toUpperCase().includes(prefix) &&
        !row.title.toUpperCase().includes(prefix),
    );
    expect(strays).toEqual([]);
    const cancelled = byReference.rows.find((row) => row.id === fixture.bookings[3])!;
    expect(cancelled).toMatchObject({
      reference,
      status: 'cancelled',
      kind: 'tour',
      title: tourTitles[6],
      user_id: member.id,
    });

    const byMicroTitle = await rpc(
      admin,
      'admin_bookings',
      { p_search: fixture.micro[0]!.title },
      adminBookingsPageSchema,
    );
    expect(byMicroTitle.rows).toEqual([
      expect.objectContaining({
        id: fixture.bookings[2],
        kind: 'micro_tour',
        micro_tour_id: fixture.micro[0]!.id,
        tour_id: null,
        total_eur: 20,
      }),
    ]);
    // A tour's slug or country is not a booking's search field.
    const bySlug = await rpc(
      admin,
      'admin_bookings',
      { p_search: `admlist-${tag}-1` },
      adminBookingsPageSchema,
    );
    expect(bySlug.total).toBe(0);
  });

  it('filters by status and member, and pages stably in every order', async () => {
    const paid = await rpc(
      admin,
      'admin_bookings',
      { p_user_id: member.id, p_status: 'paid' },
      adminBookingsPageSchema,
    );
    expect(paid.total).toBe(3);
    expect(paid.rows.every((row) => row.status === 'paid')).toBe(true);
    for (const sort of ['created_at', 'start_date', 'total_eur', 'email'] as const) {
      for (const descending of [false, true]) {
        const walked = await walk(
          'admin_bookings',
          { p_user_id: member.id, p_sort: sort, p_descending: descending },
          adminBookingsPageSchema,
          3,
        );
        const key = (row: (typeof walked)[number]) =>
          sort === 'email' ? row.email : sort === 'total_eur' ? row.total_eur : row[sort];
        expect(walked.map((row) => row.id)).toEqual(
          [...walked].sort(byKey(key, descending)).map((row) => row.id),
        );
      }
    }
    const defaults = await rpc(
      admin,
      'admin_bookings',
      { p_user_id: member.id },
      adminBookingsPageSchema,
    );
    const created = defaults.rows.map((row) => Date.parse(row.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe('admin_members, admin_member and admin_member_ledger', () => {
  it('finds a member by e-mail with wallet, bookings and role', async () => {
    const page = await rpc(
      admin,
      'admin_members',
      { p_search: member.email.slice(5, 20) },
      adminMembersPageSchema,
    );
    expect(page).toEqual({
      total: 1,
      rows: [
        expect.objectContaining({
          id: member.id,
          email: member.email,
          bookings_count: 4,
          balance_eur: 0,
          held_eur: 0,
          role: null,
        }),
      ],
    });
    const one = await rpc(admin, 'admin_member', { p_user_id: admin.id }, adminMemberSchema);
    expect(one).toMatchObject({
      id: admin.id,
      email: admin.email,
      role: 'admin',
      bookings_count: 0,
    });
    // '_' is literal: 'user_' is no e-mail's part (they read 'user-').
    const literal = await rpc(
      admin,
      'admin_members',
      { p_search: 'user_' },
      adminMembersPageSchema,
    );
    expect(literal.rows.every((row) => row.email.includes('user_'))).toBe(true);
  });

  it('sorts members by balance after an adjustment, which the ledger shows with the admin e-mail', async () => {
    const credited = await callFunction(
      'wallet-adjustment',
      { user_id: member.id, direction: 'credit', amount_eur: 12.5, reason: `Goodwill ${mark}` },
      { token: admin.token },
    );
    expect(credited.status).toBe(200);
    const ledger = await rpc(
      admin,
      'admin_member_ledger',
      { p_user_id: member.id },
      adminMemberLedgerPageSchema,
    );
    expect(ledger.total).toBe(1);
    expect(ledger.rows[0]).toMatchObject({
      type: 'adjustment',
      direction: 'credit',
      amount_eur: 12.5,
      reason: `Goodwill ${mark}`,
      created_by_email: admin.email,
    });
    const richest = await rpc(
      admin,
      'admin_members',
      { p_sort: 'balance_eur', p_descending: true, p_limit: 100 },
      adminMembersPageSchema,
    );
    const balances = richest.rows.map((row) => row.balance_eur);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const other = await createTestUser();
    const empty = await rpc(
      admin,
      'admin_member_ledger',
      { p_user_id: other.id },
      adminMemberLedgerPageSchema,
    );
    expect(empty).toEqual({ total: 0, rows: [] });
    for (const sort of ['email', 'last_sign_in_at', 'created_at'] as const) {
      const page = await admin.client.rpc('admin_members', {
        p_sort: sort,
        p_limit: 5,
        p_offset: 3,
      });
      expect(page.error, sort).toBeNull();
    }
  });
});

describe('admin_contact_messages', () => {
  it('finds messages by first name, last name, e-mail and message, filtered by handled', async () => {
    const firstNames = async (params: Record<string, unknown>) =>
      (await rpc(admin, 'admin_contact_messages', params, adminContactMessagesPageSchema)).rows
        .map((row) => row.first_name)
        .sort();
    expect(await firstNames({ p_search: `ada${mark}` })).toEqual([`Ada${mark}`]);
    expect(await firstNames({ p_search: `hopper${mark}` })).toEqual(['Grace']);
    expect(await firstNames({ p_search: `alan-${mark}@` })).toEqual(['Alan']);
    expect(await firstNames({ p_search: `100% ${mark}` })).toEqual(['Joan']);
    expect(await firstNames({ p_search: mark, p_handled: true })).toEqual(['Grace']);
    expect(await firstNames({ p_search: mark, p_handled: false })).toEqual(
      ['Ada' + mark, 'Alan', 'Joan'].sort(),
    );
    const byEmail = await walk(
      'admin_contact_messages',
      { p_search: mark, p_sort: 'email', p_descending: false },
      adminContactMessagesPageSchema,
      1,
    );
    expect(byEmail.map((row) => row.email)).toEqual([...byEmail.map((row) => row.email)].sort());
  });
});

describe('admin_image_logs', () => {
  it('finds log entries by tour title and slug, micro-tour title, query and reason', async () => {
    const queries = async (params: Record<string, unknown>) =>
      (await rpc(admin, 'admin_image_logs', params, adminImageLogsPageSchema)).rows
        .map((row) => row.query)
        .sort();
    expect(await queries({ p_search: tourTitles[1]! })).toEqual(['alps']);
    expect(await queries({ p_search: `admlist-${tag}-2` })).toEqual(['alps']);
    expect(await queries({ p_search: fixture.micro[2]!.title })).toEqual(['lisbon tram']);
    expect(await queries({ p_search: `Timeout for ${mark}` })).toEqual(['x']);
    expect(await queries({ p_search: `castle ${mark}` })).toEqual([`castle ${mark}`]);
    // The first is found by its tour's title, which holds the mark.
    expect(await queries({ p_search: mark, p_action: 'updated' })).toEqual([
      'alps',
      `castle ${mark}`,
    ]);
    const micro = await rpc(
      admin,
      'admin_image_logs',
      { p_search: fixture.micro[2]!.title },
      adminImageLogsPageSchema,
    );
    expect(micro.rows[0]).toMatchObject({
      micro_tour_title: fixture.micro[2]!.title,
      tour_title: fixture.micro[2]!.title,
      score: null,
      action: 'skipped',
    });
    const byScore = await walk(
      'admin_image_logs',
      { p_search: mark, p_sort: 'score', p_descending: true },
      adminImageLogsPageSchema,
      1,
    );
    expect(byScore.map((row) => row.score)).toEqual([null, 9, 7.5, 2]);
  });
  it('sends the reason code with the words; rows from before the codes have none', async () => {
    const code = { reason: 'below_minimum', best: 4, minimum: 6 };
    await servicePool().query(
      `insert into public.image_update_logs (action, score, reason, reason_code, query)
       values ('failed', 4, 'Best score 4.0 is below the minimum of 6', $1, 'coded ' || $2)`,
      [code, mark],
    );
    const coded = await rpc(
      admin,
      'admin_image_logs',
      { p_search: `coded ${mark}` },
      adminImageLogsPageSchema,
    );
    expect(coded.rows.map((row) => [row.reason, row.reason_code])).toEqual([
      ['Best score 4.0 is below the minimum of 6', code],
    ]);
    const before = await rpc(
      admin,
      'admin_image_logs',
      { p_search: `Timeout for ${mark}` },
      adminImageLogsPageSchema,
    );
    expect(before.rows.map((row) => row.reason_code)).toEqual([null]);
  });
});

describe('admin lists at 100,000 tours', () => {
  // A database of its own built for the plans: every migration (a copy of the run's migrated
  // template), 100,000 tours loaded and indexed, a vacuum. On two cores shared with other runs that took 37 s, past the default
  // 30 s, before a plan was read: the building gets the time a hook gets.
  it('search, deep pages and counts use the indexes, not a scan of the table', async () => {
    const url = await createMigratedScratchDatabase('admin_lists');
    // A superuser session of the scratch database: it loads the rows without the catalogue's
    // triggers and builds the indexes once afterwards (seconds instead of a minute), then shows
    // the plans of the statements inside the functions.
    const adminUrl = new URL(inject('clusterAdminUrl'));
    adminUrl.pathname = new URL(url).pathname;
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    try {
      await client.query('set session_replication_role = replica');
      const { rows: indexes } = await client.query<{ name: string; definition: string }>(
        `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
           from pg_index i
          where i.indrelid = 'public.tours'::regclass
            and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
      );
      for (const index of indexes) await client.query(`drop index ${index.name}`);
      await client.query(
        `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                   difficulty, group_size)
         select 'plan-' || i,
                (array['Alpine', 'Coastal', 'Forest', 'Lakes'])[1 + i % 4] || ' Route ' || i,
                'eco', (array['Austria', 'France', 'Italy'])[1 + i % 3], 100, 3, 'easy', 10
           from generate_series(1, 100000) as i`,
      );
      // Every index but the public catalogue's search in each language (its folded texts and
      // their word keys, migration 0079) and its lists' titles in the other languages (migration
      // 0051), which no admin list reads.
      for (const index of indexes) {
        if (index.name.startsWith('tours_search_')) continue;
        if (/^tours_title_[a-z]{2}_idx$/.test(index.name)) continue;
        await client.query(index.definition);
      }
      await client.query(
        `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                         cover_url, gallery_urls)
         select 'plan-walk-' || i, 'Walk ' || i, 'Lisbon', 'Portugal', 10, 2,
                case when i % 3 = 0 then '/c.jpg' when i % 3 = 1 then ' ' end,
                case when i % 2 = 0 then array['/g.jpg'] else '{}' end
           from generate_series(1, 3000) as i`,
      );
      await client.query('reset session_replication_role');
      await client.query('vacuum (analyze) public.tours, public.micro_tours');

      await client.query(`load 'auto_explain'`);
      await client.query(`set auto_explain.log_min_duration = 0`);
      await client.query(`set auto_explain.log_nested_statements = on`);
      await client.query(`set auto_explain.log_level = notice`);
      await client.query(
        `set request.jwt.claims = '{"role": "authenticated", "app_metadata": {"role": "admin"}, "aal": "aal2"}'`,
      );
      await client.query('set role authenticated');
      const call = async (sql: string) => {
        plans.length = 0;
        const { rows } = await client.query<{ answer: unknown }>(`select ${sql} as answer`);
        return { answer: rows[0]!.answer, plans: plans.join('\n') };
      };

      const searched = await call(`public.admin_tours(p_search => 'route 4242')`);
      expect(adminToursPageSchema.parse(searched.answer).total).toBe(11);
      expect(searched.plans).toMatch(/tours_admin_search_trgm_idx/);
      expect(searched.plans).not.toMatch(/Seq Scan on tours/);

      for (const descending of [false, true]) {
        const deep = await call(
          `public.admin_tours(p_offset => 99975, p_descending => ${descending})`,
        );
        const page = adminToursPageSchema.parse(deep.answer);
        expect(page.total).toBe(100000);
        expect(page.rows).toHaveLength(25);
        expect(deep.plans).toMatch(/Index Only Scan (Backward )?using tours_title_idx/);
        expect(deep.plans).not.toMatch(/Seq Scan on tours|Sort Key: t\.title/);
      }
      // A common phrase (25,000 matches) pages by walking the title index alone and stopping
      // once the page is full; the scan settings it changes for that are put back.
      const scanSettings = async () =>
        (
          await client.query<Record<string, string>>(
            `select current_setting('enable_bitmapscan') as bitmap,
                    current_setting('enable_seqscan') as seq,
                    current_setting('max_parallel_workers_per_gather') as workers`,
          )
        ).rows[0];
      const settingsBefore = await scanSettings();
      const common = await call(`public.admin_tours(p_search => 'coastal route', p_offset => 50)`);
      const commonPage = adminToursPageSchema.parse(common.answer);
      expect(commonPage.total).toBe(25000);
      expect(common.plans).toMatch(/Index Only Scan using tours_title_idx/);
      const { rows: expectedIds } = await client.query<{ id: string }>(
        `select id from public.tours where title ilike '%coastal route%'
          order by title, id limit 25 offset 50`,
      );
      expect(commonPage.rows.map((row) => row.id)).toEqual(expectedIds.map((row) => row.id));
      expect(await scanSettings()).toEqual(settingsBefore);

      // A page past the middle is read from the other end: the last page is the first one of
      // the reversed order, turned around.
      const last = adminToursPageSchema.parse(
        (await call(`public.admin_tours(p_offset => 99990)`)).answer,
      );
      const firstBack = adminToursPageSchema.parse(
        (await call(`public.admin_tours(p_descending => true, p_limit => 10)`)).answer,
      );
      expect(last.rows).toHaveLength(10);
      expect(last.rows).toEqual(firstBack.rows.reverse());

      const byCountry = await call(`public.admin_tours(p_sort => 'country', p_offset => 50000)`);
      expect(byCountry.plans).toMatch(/tours_country_id_idx/);

      const counts = await call('public.admin_micro_tour_counts()');
      expect(microTourCountsSchema.parse(counts.answer)).toEqual({
        total: 3000,
        complete: 500,
        partial: 1500,
        missing: 1000,
      });
      const missing = await call(`public.admin_micro_tours(p_image_status => 'missing')`);
      expect(adminMicroToursPageSchema.parse(missing.answer).total).toBe(1000);
      expect(missing.plans).toMatch(/micro_tours_image_status_idx/);
    } finally {
      await client.end();
    }
  }, 120_000);
});
