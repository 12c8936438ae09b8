import type pg from 'pg';
import { toCents } from '@app/domain/money';
import { FUNDING_NOTE } from './money-fixtures.js';

/** What the clients were told, per idempotency key, with its first definitive answer. */
export interface AnsweredOperation {
  key: string;
  userId: string;
  /** Top-ups and bookings are checked here; cancel, join and leave in seat-invariants.ts. */
  kind: 'topup' | 'tour' | 'micro' | 'seats' | 'cancel' | 'join' | 'leave';
  status: number;
  /**
   * The booking's id (bookings), the ledger row's id (demo top-ups) or the attempt's id (card
   * top-ups, credited later by the webhook) of a 200 answer.
   */
  effectId: string | undefined;
  /** Euros the answer says were paid (bookings) or credited (top-ups). */
  amountEur: number | undefined;
}

export interface LedgerFigures {
  topUpsInEur: number;
  /** Top-up credits taken back because the payment was refunded or disputed, net of won disputes. */
  reversalsEur: number;
  /** Sent back to the cards by withdrawals, net of refunds the banks returned (decision 037). */
  withdrawalsEur: number;
  balancesEur: number;
  debtsEur: number;
  paidBookingsEur: number;
  /** Held from wallets for waiting lists. */
  heldEur: number;
  /** What cancelled bookings kept (their total less the refund). */
  keptFromCancellationsEur: number;
  refundsEur: number;
  bookingDebitsEur: number;
  otherDebitsEur: number;
  paidBookings: number;
  topUpRows: number;
  negativeWallets: number;
  hasBalanceCheck: boolean;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const MONEY_KINDS = new Set<AnsweredOperation['kind']>(['topup', 'tour', 'micro', 'seats']);

/**
 * Checks the database after a run against the invariants and, given `answered`, against what
 * the clients were told (the service's own funding rows aside). Returns the figures and every
 * anomaly found (empty when money was neither lost, created nor taken twice).
 */
export async function checkLedger(
  pool: pg.Pool,
  answered: readonly AnsweredOperation[] | undefined,
  memberIds: readonly string[],
): Promise<{ figures: LedgerFigures; anomalies: string[] }> {
  const anomalies: string[] = [];
  const members = [...memberIds];

  const check = await pool.query<{ definition: string; validated: boolean }>(
    `select pg_get_constraintdef(oid) as definition, convalidated as validated
       from pg_constraint where conrelid = 'public.wallets'::regclass and contype = 'c'`,
  );
  const hasBalanceCheck = check.rows.some(
    (row) => row.validated && /balance_eur\b.*>=\s*\(*0\b/.test(row.definition),
  );
  if (!hasBalanceCheck) anomalies.push('public.wallets has no validated CHECK (balance_eur >= 0)');

  const totals = await pool.query<Record<string, string>>(
    `select
       (select coalesce(sum(amount_eur), 0) from public.wallet_transactions
         where user_id = any($1) and type = 'topup') as topups,
       (select coalesce(sum(signed_amount_eur), 0) * -1 from public.wallet_transactions
         where user_id = any($1) and type in ('reversal', 'dispute_won')) as reversals,
       (select coalesce(sum(signed_amount_eur), 0) * -1 from public.wallet_transactions
         where user_id = any($1) and type in ('withdrawal', 'withdrawal_returned')) as withdrawals,
       (select coalesce(sum(balance_eur), 0) from public.wallets where user_id = any($1)) as balances,
       (select coalesce(sum(debt_eur), 0) from public.wallets where user_id = any($1)) as debts,
       (select count(*) from public.wallets where user_id = any($1)
         and (balance_eur < 0 or debt_eur < 0 or (balance_eur > 0 and debt_eur > 0))) as negative,
       (select coalesce(sum(total_eur), 0) from public.bookings
         where user_id = any($1) and status = 'paid') as paid,
       (select coalesce(sum(held_eur), 0) from public.wallets where user_id = any($1)) as held,
       (select coalesce(sum(total_eur - refund_eur), 0) from public.bookings
         where user_id = any($1) and status = 'cancelled') as kept,
       (select coalesce(sum(total_eur), 0) from public.bookings
         where user_id = any($1) and status in ('paid', 'cancelled')) as sold,
       (select coalesce(sum(amount_eur), 0) from public.wallet_transactions
         where user_id = any($1) and type = 'refund') as refunds,
       (select count(*) from public.bookings where user_id = any($1) and status = 'paid') as paid_count,
       (select count(*) from public.wallet_transactions
         where user_id = any($1) and type = 'topup') as topup_rows,
       (select coalesce(sum(amount_eur), 0) from public.wallet_transactions
         where user_id = any($1) and type = 'booking') as booking_debits,
       (select coalesce(sum(amount_eur), 0) from public.wallet_transactions
         where user_id = any($1)
           and type not in ('topup', 'booking', 'reversal', 'dispute_won', 'refund', 'hold',
                            'release', 'withdrawal', 'withdrawal_returned')) as other_entries`,
    [members],
  );
  const t = totals.rows[0]!;
  const cents = (name: string) => toCents(Number(t[name]));
  const figures: LedgerFigures = {
    topUpsInEur: Number(t.topups),
    reversalsEur: Number(t.reversals),
    withdrawalsEur: Number(t.withdrawals),
    balancesEur: Number(t.balances),
    debtsEur: Number(t.debts),
    paidBookingsEur: Number(t.paid),
    heldEur: Number(t.held),
    keptFromCancellationsEur: Number(t.kept),
    refundsEur: Number(t.refunds),
    bookingDebitsEur: Number(t.booking_debits),
    otherDebitsEur: Number(t.other_entries),
    paidBookings: Number(t.paid_count),
    topUpRows: Number(t.topup_rows),
    negativeWallets: Number(t.negative),
    hasBalanceCheck,
  };
  if (figures.negativeWallets > 0) {
    anomalies.push(`${figures.negativeWallets} wallet(s) negative, or holding money while in debt`);
  }
  // Money in stays in a wallet (spendable, or held for a waiting list or a withdrawal on its
  // way), in a paid booking, or with the operator as the part of a cancelled booking that was not
  // refunded; or went back to a card.
  const moneyIn = cents('topups') - cents('reversals') - cents('withdrawals');
  const inWallets = cents('balances') - cents('debts') + cents('held');
  if (moneyIn !== inWallets + cents('paid') + cents('kept')) {
    anomalies.push(
      `money not conserved: top-ups ${euros(cents('topups'))} − reversals ${euros(cents('reversals'))} − withdrawals ${euros(cents('withdrawals'))} ≠ balances ${euros(cents('balances'))} − debts ${euros(cents('debts'))} + held ${euros(cents('held'))} + paid bookings ${euros(cents('paid'))} + kept from cancellations ${euros(cents('kept'))}`,
    );
  }
  if (cents('booking_debits') !== cents('sold')) {
    anomalies.push(
      `booking debits in the ledger ${euros(cents('booking_debits'))} ≠ bookings sold ${euros(cents('sold'))}`,
    );
  }
  if (cents('refunds') !== cents('sold') - cents('paid') - cents('kept')) {
    anomalies.push(
      `refunds in the ledger ${euros(cents('refunds'))} ≠ what cancelled bookings gave back`,
    );
  }
  if (cents('other_entries') !== 0) {
    anomalies.push(
      `ledger entries that are no top-up, booking or reversal: ${euros(cents('other_entries'))}`,
    );
  }

  const drift = await pool.query<{ user_id: string; held: string; ledger: string }>(
    `select w.user_id, w.balance_eur - w.debt_eur as held, coalesce(l.total, 0) as ledger
       from public.wallets w
       left join (select user_id, sum(signed_amount_eur) as total
                    from public.wallet_transactions group by user_id) l using (user_id)
      where w.user_id = any($1) and w.balance_eur - w.debt_eur <> coalesce(l.total, 0)`,
    [members],
  );
  for (const row of drift.rows) {
    anomalies.push(
      `wallet ${row.user_id} holds ${row.held} (balance − debt) but its ledger sums to ${row.ledger}`,
    );
  }

  // Each paid attempt has exactly one credit, of what the provider took; no other attempt has
  // one; its reversals add up to what it records as reversed, never more than was credited.
  const attempts = await pool.query<{ id: string; status: string; problem: string }>(
    `select a.id, a.status,
            case when a.status = 'paid' and (c.n <> 1 or c.amount <> a.credited_eur)
                   then 'credited ' || c.n || ' time(s)'
                 when a.status <> 'paid' and c.n > 0 then 'credited but not paid'
                 when r.total <> a.reversed_eur then 'reversals differ from the attempt'
                 when a.reversed_eur > coalesce(a.credited_eur, 0) then 'reversed more than credited'
            end as problem
       from public.wallet_topups a
       cross join lateral (select count(*) as n, min(t.amount_eur) as amount
                             from public.wallet_transactions t
                            where t.topup_id = a.id and t.type = 'topup') c
       cross join lateral (select coalesce(-sum(t.signed_amount_eur), 0) as total
                             from public.wallet_transactions t
                            where t.topup_id = a.id and t.type in ('reversal', 'dispute_won')) r
      where a.user_id = any($1)`,
    [members],
  );
  const wrongAttempts = attempts.rows.filter((row) => row.problem !== null);
  for (const row of wrongAttempts.slice(0, 10)) {
    anomalies.push(`top-up attempt ${row.id} (${row.status}): ${row.problem}`);
  }
  if (wrongAttempts.length > 10) {
    anomalies.push(`… ${wrongAttempts.length - 10} more such top-up attempts`);
  }
  const missingWallets = members.length - (await countRows(pool, 'public.wallets', members));
  if (missingWallets > 0) anomalies.push(`${missingWallets} member(s) without a wallet`);

  // Each booking sold has exactly one ledger debit of its amount (its refund is checked by
  // seat-invariants.ts); no pending booking row.
  const unmatched = await pool.query<{ id: string; status: string; total: string; debits: string }>(
    `select b.id, b.status, b.total_eur as total,
            coalesce(sum(t.amount_eur), 0) as debits, count(t.id) as n_rows
       from public.bookings b
       left join public.wallet_transactions t on t.booking_id = b.id and t.type = 'booking'
      where b.user_id = any($1)
      group by b.id
     having b.status not in ('paid', 'cancelled') or count(t.id) <> 1
         or coalesce(sum(t.amount_eur), 0) <> b.total_eur`,
    [members],
  );
  for (const row of unmatched.rows.slice(0, 10)) {
    anomalies.push(
      `booking ${row.id} (${row.status}, ${row.total}) has ledger debits summing to ${row.debits}`,
    );
  }
  if (unmatched.rows.length > 10)
    anomalies.push(`… ${unmatched.rows.length - 10} more such bookings`);

  if (answered) anomalies.push(...(await compareWithAnswers(pool, answered, members)));
  return { figures, anomalies };
}

async function countRows(pool: pg.Pool, table: string, members: string[]): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `select count(*) as n from ${table} where user_id = any($1)`,
    [members],
  );
  return Number(rows[0]!.n);
}

/**
 * Every success the clients were told of exists, with its amount, and nothing else does: no
 * effect without a 200 (a 402 wrote nothing), no key with two effects.
 */
async function compareWithAnswers(
  pool: pg.Pool,
  answered: readonly AnsweredOperation[],
  members: string[],
): Promise<string[]> {
  const anomalies: string[] = [];
  const bookings = await pool.query<{ id: string; total: string; key: string | null }>(
    `select b.id, b.total_eur as total, b.idempotency_key as key
       from public.bookings b
      where b.user_id = any($1) and b.status in ('paid', 'cancelled')
        and not exists (select 1 from public.waitlist_entries e where e.booking_id = b.id)`,
    [members],
  );
  // A demo top-up's answer names its ledger credit; a card top-up's names its attempt, whose
  // credit comes later from the webhook (checked against Stripe's records in card-invariants.ts).
  const topUps = await pool.query<{ id: string; amount: string; notes: string | null }>(
    `select t.id, t.amount_eur as amount, t.notes from public.wallet_transactions t
       join public.wallet_topups a on a.id = t.topup_id
      where t.user_id = any($1) and t.type = 'topup' and a.provider <> 'stripe'
     union all
     select id, amount_eur, notes from public.wallet_topups
      where user_id = any($1) and provider = 'stripe'`,
    [members],
  );
  const stored = new Map<string, number>();
  for (const row of bookings.rows) stored.set(row.id, toCents(Number(row.total)));
  for (const row of topUps.rows) {
    if (row.notes !== FUNDING_NOTE) stored.set(row.id, toCents(Number(row.amount)));
  }

  // Bookings made from a waiting list's hold are told through the join (seat-invariants.ts).
  const told = new Map<string, AnsweredOperation>();
  for (const op of answered) {
    if (op.status !== 200 || !MONEY_KINDS.has(op.kind)) continue;
    if (!op.effectId) {
      anomalies.push(`key ${op.key}: a 200 answer without a booking or transaction id`);
      continue;
    }
    const earlier = told.get(op.effectId);
    if (earlier) {
      anomalies.push(`keys ${earlier.key} and ${op.key} were both answered with ${op.effectId}`);
    }
    told.set(op.effectId, op);
    const cents = stored.get(op.effectId);
    if (cents === undefined) {
      anomalies.push(
        `${op.kind} ${op.effectId} (key ${op.key}) was answered 200 but is not stored`,
      );
    } else if (op.amountEur !== undefined && cents !== toCents(op.amountEur)) {
      anomalies.push(
        `${op.kind} ${op.effectId} was answered with ${op.amountEur} but stored with ${euros(cents)}`,
      );
    }
  }
  const extra = [...stored.keys()].filter((id) => !told.has(id));
  for (const id of extra.slice(0, 10)) {
    anomalies.push(
      `${id} is stored but no client was told of it (a second effect, or a refusal that wrote)`,
    );
  }
  if (extra.length > 10)
    anomalies.push(`… ${extra.length - 10} more effects no client was told of`);

  for (const table of ['public.bookings', 'public.wallet_transactions']) {
    const twice = await pool.query<{ key: string; n: string }>(
      `select idempotency_key as key, count(*) as n from ${table}
        where user_id = any($1) and idempotency_key is not null
        group by user_id, idempotency_key${table === 'public.bookings' ? '' : ', type'}
       having count(*) > 1`,
      [members],
    );
    for (const row of twice.rows) anomalies.push(`key ${row.key} has ${row.n} rows in ${table}`);
  }
  return anomalies;
}
