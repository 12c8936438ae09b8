import { describe, expect, it } from 'vitest';
import { isLeadName, isPhoneNumber } from '@app/domain/lead-traveller';
import { leadNameCases, phoneCases } from '@app/domain/lead-traveller-cases';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { fundWallet } from '@app/testing/money-fixtures';
import { sqlRefusal } from '@app/testing/sql-refusals';
import {
  createSessionMember,
  queryAsMember,
  type SessionMember,
} from '@app/testing/member-sessions';

// The lead traveller of a booking (migration 0065): kept with the booking in its own
// transaction, read by the member and admins only, gone with the member's account.

const service = (sql: string, params: unknown[] = []) => servicePool().query(sql, params);

async function member(funds = 500): Promise<SessionMember> {
  const created = await createSessionMember();
  await fundWallet(servicePool(), created.id, funds);
  return created;
}

function nextWeekDay(days = 10): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function createMicroTour(): Promise<string> {
  const tag = uniqueTag();
  const { rows } = await service(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     daily_capacity, weekly_times)
     values ($1, $2, 'Lisbon', 'Portugal', 12, 2, 8,
             '{"1":["10:00"],"2":["10:00"],"3":["10:00"],"4":["10:00"],"5":["10:00"],"6":["10:00"],"7":["10:00"]}')
     returning id`,
    [`lead-${tag}`, `Lead Walk ${tag}`],
  );
  return String(rows[0]!.id);
}

const bookWithLead = (
  who: SessionMember,
  microTourId: string,
  lead: [string | null, string | null],
  key: string | null = null,
) =>
  queryAsMember<{ answer: { status: number; body: { booking: { id: string } } } }>(
    who,
    `select wallet.book_micro_tour_with_lead($1, 2, $2, null, $3, $4, $5, $6) as answer`,
    [microTourId, nextWeekDay(), lead[0], lead[1], key, key && 'a'.repeat(64)],
  ).then((result) => result.rows[0]!.answer);

const contactsOf = async (bookingId: string) =>
  (
    await service(`select lead_name, phone from public.booking_contacts where booking_id = $1`, [
      bookingId,
    ])
  ).rows;

describe('lead traveller rules', () => {
  it('the database and the domain give every name the same verdict', async () => {
    for (const [name, ok] of leadNameCases) {
      expect(isLeadName(name), JSON.stringify(name)).toBe(ok);
      if (name.includes('\u0000')) continue; // PostgreSQL text holds no NUL at all.
      const { rows } = await service(`select private.lead_name_ok($1) as ok`, [name]);
      expect(rows[0]!.ok, JSON.stringify(name)).toBe(ok);
    }
  });

  it('the database and the domain give every phone number the same verdict', async () => {
    for (const [phone, ok] of phoneCases) {
      expect(isPhoneNumber(phone), phone).toBe(ok);
      const { rows } = await service(`select private.phone_ok($1) as ok`, [phone]);
      expect(rows[0]!.ok, phone).toBe(ok);
    }
  });
});

describe('booking with a lead traveller', () => {
  it('keeps the contact with the booking, once, also when the request is replayed', async () => {
    const walkId = await createMicroTour();
    const walker = await member();
    const key = `lead-${uniqueTag()}`;
    const first = await bookWithLead(walker, walkId, ['Ana Souza', '+351 912 345 678'], key);
    expect(first.status).toBe(200);
    const replay = await bookWithLead(walker, walkId, ['Ana Souza', '+351 912 345 678'], key);
    expect(replay.body.booking.id).toBe(first.body.booking.id);
    expect(await contactsOf(first.body.booking.id)).toEqual([
      { lead_name: 'Ana Souza', phone: '+351 912 345 678' },
    ]);
    const { rows } = await service(
      `select count(*)::int as n from public.bookings where user_id = $1`,
      [walker.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('books without a contact when none is given (the spec’s callers)', async () => {
    const walkId = await createMicroTour();
    const walker = await member();
    const answer = await bookWithLead(walker, walkId, [null, null]);
    expect(answer.status).toBe(200);
    expect(await contactsOf(answer.body.booking.id)).toEqual([]);
  });

  it.each([
    ['a name without a phone', ['Ana Souza', null]],
    ['a phone without a name', [null, '+351 912 345 678']],
    ['a malformed phone', ['Ana Souza', 'call me maybe']],
    ['a name with a line break', ['Ana\nSouza', '+351 912 345 678']],
  ] as const)('refuses %s with validation_failed and books nothing', async (_, lead) => {
    const walkId = await createMicroTour();
    const walker = await member(100);
    const refused = await sqlRefusal(bookWithLead(walker, walkId, [lead[0], lead[1]]));
    expect(refused).toMatchObject({ code: 'PT400', hint: 'validation_failed' });
    const { rows } = await service(
      `select (select count(*)::int from public.bookings where user_id = $1) as bookings,
              (select balance_eur::float8 from public.wallets where user_id = $1) as balance`,
      [walker.id],
    );
    expect(rows[0]).toEqual({ bookings: 0, balance: 100 });
  });
});

describe('who reads and writes a contact', () => {
  it('the member and admins read it; another member neither reads nor writes it', async () => {
    const walkId = await createMicroTour();
    const walker = await member();
    const answer = await bookWithLead(walker, walkId, ['Ana Souza', '+351 912 345 678']);
    const bookingId = answer.body.booking.id;
    const stranger = await member();
    const admin = await createSessionMember({ admin: true });

    const own = await walker.client.from('booking_contacts').select('lead_name, phone');
    expect(own.data).toEqual([{ lead_name: 'Ana Souza', phone: '+351 912 345 678' }]);
    const byAdmin = await admin.client
      .from('booking_contacts')
      .select('lead_name')
      .eq('booking_id', bookingId);
    expect(byAdmin.data).toEqual([{ lead_name: 'Ana Souza' }]);
    const byStranger = await stranger.client
      .from('booking_contacts')
      .select('lead_name')
      .eq('booking_id', bookingId);
    expect(byStranger.data).toEqual([]);

    const strangerEdit = await stranger.client
      .from('booking_contacts')
      .update({ phone: '+44 20 7946 0958' })
      .eq('booking_id', bookingId)
      .select();
    expect(strangerEdit.data).toEqual([]);
    const strangerInsert = await stranger.client
      .from('booking_contacts')
      .insert({ booking_id: bookingId, lead_name: 'Mallory', phone: '+44 20 7946 0958' });
    expect(strangerInsert.error?.code).toBe('42501');
    expect(await contactsOf(bookingId)).toEqual([
      { lead_name: 'Ana Souza', phone: '+351 912 345 678' },
    ]);
  });

  it('the member corrects it, within the rules, and adds one to a booking made without', async () => {
    const walkId = await createMicroTour();
    const walker = await member();
    const answer = await bookWithLead(walker, walkId, [null, null]);
    const bookingId = answer.body.booking.id;
    const added = await walker.client
      .from('booking_contacts')
      .insert({ booking_id: bookingId, lead_name: 'Rui Costa', phone: '+351 912 000 111' });
    expect(added.error).toBeNull();
    const bad = await walker.client
      .from('booking_contacts')
      .update({ phone: '12' })
      .eq('booking_id', bookingId);
    expect(bad.error?.code).toBe('23514');
    const forged = await walker.client
      .from('booking_contacts')
      .update({ user_id: randomId() })
      .eq('booking_id', bookingId);
    expect(forged.error?.code).toBe('42501');
    expect(await contactsOf(bookingId)).toEqual([
      { lead_name: 'Rui Costa', phone: '+351 912 000 111' },
    ]);
  });

  it('goes with the account: the contact follows its member on delete', async () => {
    // Bookings and the ledger outlive an account (anonymised); the contact does not.
    const { rows } = await service(
      `select confdeltype from pg_constraint
        where conrelid = 'public.booking_contacts'::regclass and contype = 'f'
          and confrelid = 'auth.users'::regclass`,
    );
    expect(rows).toEqual([{ confdeltype: 'c' }]);
  });
});

function randomId(): string {
  return crypto.randomUUID();
}
