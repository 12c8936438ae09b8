import { beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '@app/testing/money-fixtures';
import {
  anonClient,
  createTestUser,
  servicePool,
  type TestUser,
  uniqueTag,
} from '@app/testing/clients';

let memberA: TestUser;
let memberB: TestUser;
let admin: TestUser;
let tourId: string;
let bookingA: string;

beforeAll(async () => {
  [memberA, memberB, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ admin: true }),
  ]);
  const pool = servicePool();
  const tag = uniqueTag();
  const tour = await pool.query<{ id: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty, group_size, cover_image)
     values ($1, $2, 'eco', 'Norway', 450, 3, 'easy', 10, '/covers/x.jpg') returning id`,
    [`rls-${tag}`, `RLS Fjords ${tag}`],
  );
  tourId = tour.rows[0]!.id;
  for (const user of [memberA, memberB]) {
    await fundWallet(pool, user.id, 100);
  }
  const booking = await pool.query<{ id: string }>(
    `insert into public.bookings (user_id, tour_id, start_date, travelers, base_total_eur, total_eur, status)
     values ($1, $2, current_date + 30, 2, 900, 900, 'paid') returning id`,
    [memberA.id, tourId],
  );
  bookingA = booking.rows[0]!.id;
  await pool.query(
    `insert into public.image_update_logs (tour_id, action, score) values ($1, 'updated', 7.5)`,
    [tourId],
  );
});

describe('visitors (anon key)', () => {
  it.each([
    'wallets',
    'wallet_transactions',
    'bookings',
    'image_update_logs',
    'image_update_logs_with_tour',
  ])('cannot read %s', async (table) => {
    const { data, error } = await anonClient().from(table).select('*').limit(5);
    // Either refused outright or shown nothing; never another member's rows.
    expect(error ? [] : data).toEqual([]);
  });

  it('cannot write tours', async () => {
    const { error, status } = await anonClient()
      .from('tours')
      .insert({
        slug: `anon-${uniqueTag()}`,
        title: 'x',
        category: 'eco',
        country: 'x',
        price_eur: 1,
        duration_days: 1,
        difficulty: 'easy',
        group_size: 1,
      });
    expect(error).not.toBeNull();
    expect(status).toBe(401);
    const update = await anonClient()
      .from('tours')
      .update({ title: 'hacked' })
      .eq('id', tourId)
      .select();
    expect(update.data ?? []).toEqual([]);
    const { rows } = await servicePool().query('select title from public.tours where id = $1', [
      tourId,
    ]);
    expect(rows[0].title).not.toBe('hacked');
  });
});

describe('members', () => {
  it('see only their own wallet, transactions and bookings', async () => {
    const wallets = await memberB.client.from('wallets').select('user_id, balance_eur');
    expect(wallets.data).toEqual([{ user_id: memberB.id, balance_eur: 100 }]);
    const transactions = await memberB.client.from('wallet_transactions').select('user_id');
    expect(transactions.data!.every((row) => row.user_id === memberB.id)).toBe(true);
    const bookings = await memberB.client.from('bookings').select('id');
    expect(bookings.data).toEqual([]);
    const byId = await memberB.client.from('bookings').select('id').eq('id', bookingA);
    expect(byId.data).toEqual([]);
  });

  it('read their bookings with the joined tour, newest first', async () => {
    const { data, error } = await memberA.client
      .from('bookings')
      .select('*, tours(title, country, category, cover_image, image_override_url)')
      .eq('user_id', memberA.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0].tours).toMatchObject({
      country: 'Norway',
      category: 'eco',
      cover_image: '/covers/x.jpg',
    });
    expect(data![0].total_eur).toBe(900);
  });

  it('cannot add a top-up for themselves: money enters only through a paid top-up', async () => {
    const { error } = await memberA.client
      .from('wallet_transactions')
      .insert({
        user_id: memberA.id,
        type: 'topup',
        direction: 'credit',
        amount_eur: 25.5,
        notes: 'Quick top-up of €25.50',
      })
      .select()
      .single();
    expect(error?.code).toBe('42501');
    const attempt = await memberA.client
      .from('wallet_topups')
      .insert({ user_id: memberA.id, provider: 'demo', amount_eur: 25.5 });
    expect(attempt.error?.code).toBe('42501');
    const wallet = await memberA.client.from('wallets').select('balance_eur').single();
    expect(wallet.data!.balance_eur).toBe(100);
  });

  it.each([
    ['a debit', { type: 'debit', amount_eur: 10 }],
    ['a booking charge', { type: 'booking', amount_eur: 10 }],
    ['a negative top-up', { type: 'topup', amount_eur: -10 }],
    ['a zero top-up', { type: 'topup', amount_eur: 0 }],
    ['a top-up over EUR 10,000', { type: 'topup', amount_eur: 10000.01 }],
    ['a top-up with three decimals', { type: 'topup', amount_eur: 10.005 }],
  ])('cannot insert %s', async (_label, row) => {
    const before = await servicePool().query(
      'select balance_eur from public.wallets where user_id = $1',
      [memberB.id],
    );
    const { error } = await memberB.client
      .from('wallet_transactions')
      .insert({ user_id: memberB.id, ...row });
    expect(error).not.toBeNull();
    const after = await servicePool().query(
      'select balance_eur from public.wallets where user_id = $1',
      [memberB.id],
    );
    expect(after.rows[0].balance_eur).toBe(before.rows[0].balance_eur);
  });

  it('cannot add a top-up to another member', async () => {
    const { error } = await memberA.client
      .from('wallet_transactions')
      .insert({ user_id: memberB.id, type: 'topup', amount_eur: 5 });
    expect(error?.code).toBe('42501');
  });

  it('cannot change or delete ledger rows, nor touch wallets or bookings', async () => {
    const { data: rows } = await memberA.client
      .from('wallet_transactions')
      .select('id, amount_eur')
      .limit(1);
    const { id, amount_eur: amountBefore } = rows![0]!;
    const update = await memberA.client
      .from('wallet_transactions')
      .update({ amount_eur: 9999 })
      .eq('id', id)
      .select();
    // Refused outright (members hold no UPDATE right on the ledger, and its append-only trigger
    // answers the same code), not merely matching no row.
    expect(update.error?.code).toBe('42501');
    expect(update.data ?? []).toEqual([]);
    const remove = await memberA.client.from('wallet_transactions').delete().eq('id', id).select();
    expect(remove.data ?? []).toEqual([]);
    const wallet = await memberA.client
      .from('wallets')
      .update({ balance_eur: 1_000_000 })
      .eq('user_id', memberA.id)
      .select();
    expect(wallet.data ?? []).toEqual([]);
    const booking = await memberA.client.from('bookings').insert({
      user_id: memberA.id,
      tour_id: tourId,
      start_date: '2030-01-01',
      travelers: 1,
      total_eur: 0,
    });
    expect(booking.error).not.toBeNull();
    const ledger = await servicePool().query(
      'select count(*)::int as n from public.wallet_transactions where id = $1',
      [id],
    );
    expect(ledger.rows[0].n).toBe(1);
    const stored = await servicePool().query<{ amount_eur: string | number }>(
      'select amount_eur from public.wallet_transactions where id = $1',
      [id],
    );
    expect(Number(stored.rows[0]?.amount_eur)).toBe(Number(amountBefore));
  });

  it('nobody, not even the server connection, may rewrite the ledger', async () => {
    await expect(
      servicePool().query(
        `update public.wallet_transactions set amount_eur = 1 where user_id = $1`,
        [memberA.id],
      ),
      // service_role holds no UPDATE right on the ledger; the append-only trigger backs it up.
    ).rejects.toThrow(/permission denied for table wallet_transactions|append-only/);
  });

  it('the stored balance equals the ledger sum and a debit beyond it fails whole', async () => {
    await expect(
      servicePool().query(
        `insert into public.wallet_transactions (user_id, type, direction, amount_eur)
         values ($1, 'debit', 'debit', 100000)`,
        [memberB.id],
      ),
    ).rejects.toThrow(/insufficient_funds/);
    const { rows } = await servicePool().query(
      `select w.balance_eur,
              (select coalesce(sum(t.signed_amount_eur), 0)
                 from public.wallet_transactions t where t.user_id = w.user_id) as ledger
         from public.wallets w where w.user_id = $1`,
      [memberB.id],
    );
    expect(rows[0].balance_eur).toBe(rows[0].ledger);
  });

  it('cannot write the catalogue, even with admin claims in user_metadata', async () => {
    const { signToken, tokenClient } = await import('../../test/clients.js');
    const token = await signToken({
      sub: memberA.id,
      user_metadata: { role: 'admin' },
      app_metadata: {},
    });
    const { error } = await tokenClient(token)
      .from('tours')
      .update({ title: 'nope' })
      .eq('id', tourId)
      .select();
    const { rows } = await servicePool().query('select title from public.tours where id = $1', [
      tourId,
    ]);
    expect(rows[0].title).not.toBe('nope');
    expect(error === null || error.code === '42501').toBe(true);
    const insert = await tokenClient(token)
      .from('micro_tours')
      .insert({
        slug: `m-${uniqueTag()}`,
        title: 't',
        city: 'c',
        country: 'c',
        price_eur: 5,
        duration_hours: 1,
      });
    expect(insert.error?.code).toBe('42501');
  });
});

describe('admins (app_metadata.role = admin, set by the server)', () => {
  it('can create and update tours', async () => {
    const slug = `admin-${uniqueTag()}`;
    const created = await admin.client
      .from('tours')
      .insert({
        slug,
        title: 'Admin Tour',
        category: 'gastro',
        country: 'Italy',
        price_eur: 990,
        duration_days: 5,
        difficulty: 'moderate',
        group_size: 8,
      })
      .select()
      .single();
    expect(created.error).toBeNull();
    const updated = await admin.client
      .from('tours')
      .update({ title: 'Admin Tour 2' })
      .eq('id', created.data!.id)
      .select()
      .single();
    expect(updated.data!.title).toBe('Admin Tour 2');
  });

  it('read the image update logs with tour title and slug; members see none', async () => {
    const logs = await admin.client
      .from('image_update_logs_with_tour')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(50);
    expect(logs.error).toBeNull();
    const entry = logs.data!.find((row) => row.tour_id === tourId);
    expect(entry).toMatchObject({
      action: 'updated',
      score: 7.5,
      tour_title: expect.stringContaining('RLS Fjords'),
    });
    const tours = await admin.client.from('tours').select('id, title, slug').in('id', [tourId]);
    expect(tours.data).toHaveLength(1);
    const memberView = await memberA.client.from('image_update_logs').select('*');
    expect(memberView.data).toEqual([]);
  });

  it('a log whose tour is gone reads as Unknown Tour', async () => {
    const { rows } = await servicePool().query<{ id: string }>(
      `insert into public.image_update_logs (action, reason) values ('skipped', 'no tour') returning id`,
    );
    const { data } = await admin.client
      .from('image_update_logs_with_tour')
      .select('tour_title, tour_slug')
      .eq('id', rows[0]!.id)
      .single();
    expect(data).toEqual({ tour_title: 'Unknown Tour', tour_slug: 'unknown' });
  });
});
