import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { copyDataDirTemplate } from '@app/testing/data-dir-template';
import {
  fetchAnonKey,
  fundWallet,
  type SignedInMember,
  signInMembers,
} from '@app/testing/money-fixtures';
import { type ServerProcess, startServerProcess } from '@app/testing/server-process';

/*
 * The promise of receipt numbers: within a year they are exactly 1..N, with no gap and no
 * duplicate, whatever happens. Two gateways on one database take money at once (top-ups,
 * bookings, cancellations), one of them is killed with SIGKILL in the middle of it and started
 * again, and every ledger entry that is due a receipt has exactly one.
 */
const OPERATIONS = 360;
const CLIENTS = 12;
const MEMBERS = 10;
const TOUR_PRICE = 20;

const dirs: string[] = [];
const servers: ServerProcess[] = [];

async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, env: Record<string, string>) {
  const server = await startServerProcess({ dataDir, env: { LOG_LEVEL: 'error', ...env } });
  servers.push(server);
  return server;
}

afterAll(async () => {
  // The second gateway first: it runs on the first one's PostgreSQL and PostgREST.
  for (const server of servers.reverse()) await server.stop();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

interface Gateway {
  url: string;
  anonKey: string;
  /** False while it is killed. */
  up: boolean;
}

describe('receipt numbers under two gateways and SIGKILL', () => {
  it('are 1..N for the year with no gap or duplicate, one per receipt-bearing ledger entry', async () => {
    const dataDirA = await tempDir('ecotours-receipts-a-');
    await copyDataDirTemplate(dataDirA);
    const { jwtSecret } = JSON.parse(
      await fs.readFile(path.join(dataDirA, 'secrets.json'), 'utf8'),
    ) as { jwtSecret: string };
    const a = await start(dataDirA, { OPERATOR_NAME: 'Alpha Tours' });
    // B shares A's database and PostgREST, as a second instance behind a load balancer; it
    // starts last, so its settings are the ones every receipt says, whichever gateway took it.
    const dataDirB = await tempDir('ecotours-receipts-b-');
    const envB = {
      DATABASE_URL: a.databaseUrl,
      POSTGREST_URL: a.postgrestUrl,
      JWT_SECRET: jwtSecret,
      JOB_WORKER: 'off',
      OPERATOR_NAME: 'Beta Tours',
    };
    let b = await start(dataDirB, envB);

    const service = new pg.Pool({ connectionString: a.serviceDatabaseUrl, max: 4 });
    const owner = new pg.Pool({ connectionString: a.databaseUrl, max: 2 });
    try {
      const anonKey = await fetchAnonKey(a.url);
      const members = await signInMembers(service, a.url, anonKey, MEMBERS);
      for (const member of members) await fundWallet(service, member.id, 200);
      const { rows: tours } = await service.query<{ id: string }>(
        `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                   difficulty, group_size)
         values ($1, 'Receipt Ridge', 'eco', 'Slovenia', $2, 2, 'easy', 1000) returning id`,
        [`receipt-ridge-${randomUUID().slice(0, 8)}`, TOUR_PRICE],
      );
      const tourId = tours[0]!.id;
      const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

      const gateways: Gateway[] = [
        { url: a.url, anonKey, up: true },
        { url: b.url, anonKey, up: true },
      ];
      const booked = new Map<string, string[]>(members.map((member) => [member.id, []]));
      const figures = {
        answered: 0,
        lostToKill: 0,
        resent: 0,
        byStatus: {} as Record<string, number>,
      };

      /** One money call by key; a gateway that dies under it is left for the other, same key. */
      async function call(
        member: SignedInMember,
        name: string,
        body: unknown,
        preferred: number,
      ): Promise<{ status: number; body: Record<string, unknown> }> {
        const key = randomUUID();
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const gateway = gateways[(preferred + attempt) % 2]!;
          if (!gateway.up) continue;
          try {
            const response = await fetch(`${gateway.url}/functions/v1/${name}`, {
              method: 'POST',
              headers: {
                apikey: gateway.anonKey,
                authorization: `Bearer ${member.accessToken}`,
                'content-type': 'application/json',
                'idempotency-key': key,
              },
              body: JSON.stringify(body),
            });
            const answer = { status: response.status, body: (await response.json()) as never };
            if (response.status >= 500) continue;
            return answer;
          } catch {
            // The gateway was killed with the request in flight: resend the same key elsewhere.
            figures.lostToKill += 1;
            figures.resent += 1;
          }
        }
        throw new Error(`${name} found no gateway to answer it`);
      }

      let next = 0;
      let killed: Promise<void> | undefined;
      let restarted: Promise<void> | undefined;
      async function client(index: number) {
        for (;;) {
          const operation = next;
          next += 1;
          if (operation >= OPERATIONS) return;
          // A third of the way in, B dies with requests in flight; two thirds in, it is back.
          if (operation === Math.floor(OPERATIONS / 3)) {
            gateways[1]!.up = false;
            killed = b.kill();
          }
          if (operation === Math.floor((OPERATIONS * 2) / 3)) {
            restarted = (async () => {
              await killed;
              b = await start(dataDirB, envB);
              gateways[1] = { url: b.url, anonKey, up: true };
            })();
          }
          const member = members[(index + operation) % members.length]!;
          const mine = booked.get(member.id)!;
          const choice = operation % 4;
          let answer;
          if (choice === 0) {
            answer = await call(member, 'wallet-topup', { amount_eur: 15 }, operation);
          } else if (choice === 3 && mine.length > 0) {
            const bookingId = mine.shift()!;
            answer = await call(member, 'cancel-booking', { booking_id: bookingId }, operation);
          } else {
            answer = await call(
              member,
              'process-booking',
              {
                tourId,
                startDate: day,
                travelers: 1,
                addOnIds: [],
                baseTotalEUR: TOUR_PRICE,
                addOnsTotalEUR: 0,
                grandTotalEUR: TOUR_PRICE,
              },
              operation,
            );
            const booking = answer.body.booking as { id?: string } | undefined;
            if (answer.status === 200 && booking?.id) mine.push(booking.id);
          }
          figures.answered += 1;
          const code = String(answer.body.code ?? answer.status);
          figures.byStatus[code] = (figures.byStatus[code] ?? 0) + 1;
        }
      }
      await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
      await restarted;
      console.log(`[receipt numbers] ${JSON.stringify(figures)}`);

      expect(figures.answered).toBe(OPERATIONS);
      expect(figures.byStatus['200']).toBeGreaterThan(OPERATIONS / 2);
      // The kill came with requests in flight.
      expect(figures.lostToKill).toBeGreaterThan(0);

      const { rows: years } = await owner.query<{
        year: number;
        receipts: number;
        lowest: number;
        highest: number;
        distinct: number;
        counter: number;
      }>(
        `select r.year, count(*)::int as receipts, min(r.sequence) as lowest,
                max(r.sequence) as highest, count(distinct r.sequence)::int as distinct,
                (select c.last_sequence from private.receipt_counters c where c.year = r.year)
                  as counter
           from public.receipts r group by r.year order by r.year`,
      );
      expect(years.length).toBeGreaterThanOrEqual(1);
      for (const year of years) {
        expect(year).toEqual({
          year: year.year,
          receipts: year.receipts,
          lowest: 1,
          highest: year.receipts,
          distinct: year.receipts,
          counter: year.receipts,
        });
      }

      // Every entry due a receipt has exactly one, for its amount, member and kind; nothing else
      // has one; numbers follow the order of issue.
      const { rows: checks } = await owner.query<Record<string, number>>(
        `select
           (select count(*)::int from public.wallet_transactions t
             where t.type in ('topup', 'booking', 'date_change', 'refund', 'withdrawal'))
             as entries,
           (select count(*)::int from public.receipts) as receipts,
           (select count(*)::int from public.wallet_transactions t
             where t.type in ('topup', 'booking', 'date_change', 'refund', 'withdrawal')
               and (select count(*) from public.receipts r where r.transaction_id = t.id) <> 1)
             as entries_without_one,
           (select count(*)::int from public.receipts r
              join public.wallet_transactions t on t.id = r.transaction_id
             where r.amount_eur <> t.amount_eur or r.user_id <> t.user_id
                or r.direction <> t.direction
                or r.kind <> case t.type when 'topup' then 'top_up' else t.type end)
             as mismatched,
           (select count(*)::int from (
              select r.issued_at < lag(r.issued_at) over (order by r.year, r.sequence) as earlier
                from public.receipts r) o where o.earlier) as out_of_order,
           (select count(*)::int from public.receipts r where r.operator ->> 'name' <> 'Beta Tours')
             as other_operator`,
      );
      const totals = checks[0]!;
      expect(totals).toEqual({
        entries: totals.entries,
        receipts: totals.entries,
        entries_without_one: 0,
        mismatched: 0,
        out_of_order: 0,
        other_operator: 0,
      });
      // Funding, top-ups, bookings and refunds all took numbers.
      expect(totals.receipts).toBeGreaterThan(OPERATIONS / 2 + MEMBERS);
      const { rows: kinds } = await owner.query<{ kind: string }>(
        `select distinct kind from public.receipts order by kind`,
      );
      expect(kinds.map((row) => row.kind)).toEqual(['booking', 'refund', 'top_up']);

      // A transaction killed while it holds the year's counter: its number goes to the member
      // who was waiting for it, and the count stays without a gap.
      const numbered = async () =>
        (
          await owner.query<{ count: number; highest: number }>(
            `select count(*)::int as count, max(sequence) as highest from public.receipts`,
          )
        ).rows[0]!;
      const before = await numbered();
      const holder = new pg.Client({ connectionString: a.serviceDatabaseUrl });
      await holder.connect();
      holder.on('error', () => undefined);
      const { rows: holderPid } = await holder.query<{ pid: number }>(
        `select pg_backend_pid() as pid`,
      );
      await holder.query('begin');
      // The receipt now instead of at commit: the counter's row stays locked by this transaction.
      await holder.query('set constraints public.wallet_transactions_receipt immediate');
      const { rows: attempt } = await holder.query<{ id: string }>(
        `insert into public.wallet_topups (user_id, provider, amount_eur)
         values ($1, 'demo', 5) returning id`,
        [members[0]!.id],
      );
      await holder.query('select wallet.complete_topup($1, null, null, 5)', [attempt[0]!.id]);
      const waiting = call(members[1]!, 'wallet-topup', { amount_eur: 7 }, 0);
      await expect
        .poll(
          async () =>
            (
              await owner.query<{ count: number }>(
                `select count(*)::int as count from pg_stat_activity
                  where wait_event_type = 'Lock' and datname = current_database()`,
              )
            ).rows[0]!.count,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      await owner.query('select pg_terminate_backend($1)', [holderPid[0]!.pid]);
      expect((await waiting).status).toBe(200);
      await holder.end().catch(() => undefined);
      const after = await numbered();
      expect(after).toEqual({ count: before.count + 1, highest: before.highest + 1 });
      const { rows: orphans } = await owner.query(
        `select 1 from public.wallet_transactions where topup_id = $1`,
        [attempt[0]!.id],
      );
      expect(orphans).toEqual([]);
    } finally {
      await service.end();
      await owner.end();
    }
  }, 240_000);
});
