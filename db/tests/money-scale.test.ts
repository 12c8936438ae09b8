import { pino } from 'pino';
import { loadConfig } from '@app/server/config';
import { writeReceiptSettings } from '@app/server/receipts/receipt-settings';
import { withChangedReceiptSettings } from '@app/testing/receipt-settings-lock';
import { describe, expect, inject, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import {
  createSessionMember,
  queryAsMember,
  type SessionMember,
} from '@app/testing/member-sessions';

/**
 * Money has one scale (migration 0042, decision 027): every column of the eur type, found in the
 * catalogue so that a column added later is covered too, holds two decimals whoever wrote it.
 * Whole euros go in through the real writers (an admin's PostgREST write, a top-up, a booking, a
 * departure's cancellation, a waiting list's hold, a date change, a card reversal, a withdrawal to
 * the card) and are read back through PostgREST.
 */

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function asMember(member: SessionMember, call: string, params: unknown[]) {
  const { rows } = await queryAsMember<{ answer: { body: Record<string, unknown> } }>(
    member,
    `select ${call} as answer`,
    params,
  );
  return rows[0]!.answer.body;
}

/** The columns whose type is the eur domain, as `table.column`. */
async function euroColumns(): Promise<Map<string, string[]>> {
  const { rows } = await servicePool().query<{ relation: string; name: string }>(
    `select c.relname as relation, a.attname as name
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where a.atttypid = 'public.eur'::regtype and not a.attisdropped and c.relkind in ('r', 'p')
        and n.nspname = 'public'
      order by 1, 2`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows)
    columns.set(row.relation, [...(columns.get(row.relation) ?? []), row.name]);
  return columns;
}

/** The given columns of some rows, as text, through PostgREST as the service role. */
async function readAsText(table: string, columns: string[], filter: string) {
  const select = columns.map((column) => `${column}::text`).join(',');
  const key = inject('serviceKey');
  const response = await fetch(
    `${inject('gatewayUrl')}/rest/v1/${table}?select=${select}&${filter}`,
    {
      headers: { apikey: key, authorization: `Bearer ${key}` },
    },
  );
  expect(response.status, `${table}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as Record<string, string | null>[];
}

describe('money', () => {
  it('is stored with two decimals in every eur column, whoever writes it', () =>
    // Receipts with a VAT line, so that its amount is written too.
    withChangedReceiptSettings(async () => {
      await writeReceiptSettings(
        servicePool(),
        loadConfig({ RECEIPT_TAX: 'vat:19' }).receipts,
        pino({ level: 'silent' }),
      );
      const admin = await createSessionMember({ admin: true });
      const [booker, waiter, carded, mover, withdrawer] = await Promise.all([
        createSessionMember(),
        createSessionMember(),
        createSessionMember(),
        createSessionMember(),
        createSessionMember(),
      ]);
      const members = [booker, waiter, carded, mover, withdrawer].map((who) => who.id);
      const date = inDays(30);
      const [moveFrom, moveTo] = [inDays(40), inDays(45)];
      const tag = uniqueTag();

      // The catalogue, written by an admin through PostgREST and by plain SQL, in whole euros.
      const tour = await admin.client
        .from('tours')
        .insert({
          slug: `scale-${tag}`,
          title: `Scale Tour ${tag}`,
          category: 'eco',
          country: 'France',
          price_eur: 95,
          duration_days: 3,
          difficulty: 'easy',
          group_size: 2,
          available_dates: [date, moveFrom, moveTo],
        })
        .select('id')
        .single();
      expect(tour.error).toBeNull();
      const tourId = (tour.data as { id: string }).id;
      const { rows: catalogue } = await servicePool().query<{ micro: string; addon: string }>(
        `with micro as (
           insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
           values ($1, 'Scale Walk', 'Lyon', 'France', 20, 2) returning id),
         addon as (
           insert into public.addons (title, price_eur, applies_to) values ($2, 5, 'global')
           returning id)
         select (select id from micro) as micro, (select id from addon) as addon`,
        [`scale-walk-${tag}`, `Scale Add-on ${tag}`],
      );

      // Top-ups of 190 (the demo provider credits at once), a booking of 2 × 95 and a waiting
      // list's hold of 95 on the full departure, then the departure's cancellation refunds 190.
      for (const who of [booker, waiter, mover]) {
        const answer = await asMember(
          who,
          `wallet.start_topup('demo', $1, null, null, null)`,
          [190],
        );
        expect(answer).toMatchObject({ success: true });
      }
      const booked = await asMember(
        booker,
        'wallet.book_tour($1, $2, $3, $4, $5, $6, $7, null, null)',
        [tourId, date, 2, [], 190, 0, 190],
      );
      expect(booked).toMatchObject({ success: true });
      const { rows: departures } = await servicePool().query<{ id: string }>(
        'select id from public.departures where tour_id = $1 and start_date = $2',
        [tourId, date],
      );
      const departureId = departures[0]!.id;
      expect(
        await asMember(waiter, 'wallet.join_waitlist($1, $2, null, null)', [departureId, 1]),
      ).toMatchObject({ success: true });
      expect(
        await asMember(admin, 'wallet.cancel_departure($1, $2, null, null)', [
          departureId,
          'Storm',
        ]),
      ).toMatchObject({ success: true });

      // A booking of 95 moved to another date for the fee of 40 (no free-change add-on).
      expect(
        await asMember(mover, 'wallet.book_tour($1, $2, $3, $4, $5, $6, $7, null, null)', [
          tourId,
          moveFrom,
          1,
          [],
          95,
          0,
          95,
        ]),
      ).toMatchObject({ success: true });
      const { rows: moving } = await servicePool().query<{ id: string }>(
        'select id from public.bookings where user_id = $1',
        [mover.id],
      );
      expect(
        await asMember(mover, 'wallet.change_booking_date($1, $2, null, null)', [
          moving[0]!.id,
          moveTo,
        ]),
      ).toMatchObject({ success: true, fee: 40 });

      // A card top-up of 190 whose payment is disputed after 80 of it was spent: a debt of 80.
      const { rows: attempts } = await servicePool().query<{ id: string }>(
        `insert into public.wallet_topups (user_id, provider, amount_eur) values ($1, 'stripe', 190)
         returning id`,
        [carded.id],
      );
      const paymentIntent = `pi_scale_${tag}`;
      await servicePool().query(`select wallet.complete_topup($1, $2, $3, 190)`, [
        attempts[0]!.id,
        `cs_scale_${tag}`,
        paymentIntent,
      ]);
      expect(
        await asMember(carded, 'wallet.book_micro_tour($1, $2, $3, null, null)', [
          catalogue[0]!.micro,
          4,
          inDays(10),
        ]),
      ).toMatchObject({ success: true });
      await servicePool().query(`select wallet.reverse_topup($1, $2, 190, null)`, [
        paymentIntent,
        `dp_scale_${tag}`,
      ]);

      // A card top-up of 190 of which 90 goes back to the card, confirmed by Stripe.
      const { rows: withdrawn } = await servicePool().query<{ id: string }>(
        `insert into public.wallet_topups (user_id, provider, amount_eur) values ($1, 'stripe', 190)
         returning id`,
        [withdrawer.id],
      );
      const withdrawnIntent = `pi_scale_withdrawn_${tag}`;
      await servicePool().query(`select wallet.complete_topup($1, $2, $3, 190)`, [
        withdrawn[0]!.id,
        `cs_scale_withdrawn_${tag}`,
        withdrawnIntent,
      ]);
      const started = await asMember(withdrawer, 'wallet.start_withdrawal($1, null, null)', [90]);
      expect(started).toMatchObject({ success: true });
      const withdrawalId = (started.withdrawal as { id: string }).id;
      const { rows: parts } = await servicePool().query<{ id: string }>(
        'select id from public.wallet_withdrawal_refunds where withdrawal_id = $1',
        [withdrawalId],
      );
      await servicePool().query(
        `select wallet.record_withdrawal_refund($1, $2, $3, 90, 'succeeded')`,
        [parts[0]!.id, `re_scale_${tag}`, withdrawnIntent],
      );

      // Which rows each table's writers made above; a table with an eur column that is not listed
      // here fails the test until its writer is added to it.
      const ids = (values: string[]) => `in.(${values.join(',')})`;
      const filters: Record<string, string> = {
        tours: `id=eq.${tourId}`,
        micro_tours: `id=eq.${catalogue[0]!.micro}`,
        addons: `id=eq.${catalogue[0]!.addon}`,
        bookings: `user_id=${ids(members)}`,
        waitlist_entries: `user_id=${ids(members)}`,
        wallet_topups: `user_id=${ids(members)}`,
        wallet_transactions: `user_id=${ids(members)}`,
        wallets: `user_id=${ids(members)}`,
        booking_date_changes: `user_id=${ids(members)}`,
        wallet_withdrawals: `user_id=${ids(members)}`,
        wallet_withdrawal_refunds: `withdrawal_id=eq.${withdrawalId}`,
        receipts: `user_id=${ids(members)}`,
      };
      const columns = await euroColumns();
      expect(columns.size).toBeGreaterThanOrEqual(8);
      const seen: Record<string, string[]> = {};
      for (const [table, names] of columns) {
        expect(
          filters[table],
          `no writer of ${table}'s ${names.join(', ')} in this test`,
        ).toBeDefined();
        for (const row of await readAsText(table, names, filters[table]!)) {
          for (const name of names) {
            const value = row[name];
            if (value !== null && value !== undefined) {
              seen[`${table}.${name}`] = [...(seen[`${table}.${name}`] ?? []), value];
            }
          }
        }
      }
      for (const [table, names] of columns) {
        for (const name of names) {
          const values = seen[`${table}.${name}`] ?? [];
          expect(values.length, `${table}.${name} was never written`).toBeGreaterThan(0);
          for (const value of values) {
            expect(value, `${table}.${name}`).toMatch(/^-?\d+\.\d\d$/);
          }
        }
      }
      // The whole euros as they were written, now with their two decimals.
      expect(seen['tours.price_eur']).toEqual(['95.00']);
      expect(seen['bookings.total_eur']?.sort()).toEqual(['190.00', '80.00', '95.00']);
      expect(seen['bookings.refund_eur']).toEqual(['190.00']);
      expect(seen['wallet_topups.amount_eur']).toEqual([
        '190.00',
        '190.00',
        '190.00',
        '190.00',
        '190.00',
      ]);
      expect(seen['wallet_withdrawals.withdrawn_eur']).toEqual(['90.00']);
      expect(seen['wallet_withdrawal_refunds.amount_eur']).toEqual(['90.00']);
      expect(seen['wallet_topups.withdrawn_eur']).toContain('90.00');
      expect(seen['booking_date_changes.fee_eur']).toEqual(['40.00']);
      expect(seen['booking_date_changes.price_difference_eur']).toEqual(['0.00']);
      expect(seen['waitlist_entries.hold_eur']).toEqual(['95.00']);
      expect(seen['wallets.debt_eur']).toContain('80.00');
      expect(seen['wallet_topups.reversed_eur']).toContain('190.00');
    }));

  it('rounds nothing a writer gives with two decimals, and is bounded below 10^10 euros', async () => {
    const { rows } = await servicePool().query<{ exact: string; whole: string }>(
      `select 1234567.89::public.eur::text as exact, 0::public.eur::text as whole`,
    );
    expect(rows[0]).toEqual({ exact: '1234567.89', whole: '0.00' });
    await expect(servicePool().query(`select 10000000000::public.eur`)).rejects.toMatchObject({
      code: '22003',
    });
  });
});
