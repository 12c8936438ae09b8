import type pg from 'pg';
import { toCents } from '@app/domain/money';
import type { FakeStripe } from './fake-stripe.js';
import type { CardRecords } from './money-run-cards.js';

export interface CardLedgerFigures {
  attempts: number;
  credited: number;
  reversals: number;
  reversedEur: number;
  walletsInDebt: number;
  debtsEur: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The refunds of Stripe's list answer. */
function refundsOf(list: unknown): { id: string; amount: number; paymentIntent: string }[] {
  const data = isRecord(list) && Array.isArray(list.data) ? list.data : [];
  return data.flatMap((item: unknown) =>
    isRecord(item) &&
    typeof item.id === 'string' &&
    typeof item.amount === 'number' &&
    typeof item.payment_intent === 'string'
      ? [{ id: item.id, amount: item.amount, paymentIntent: item.payment_intent }]
      : [],
  );
}

/**
 * Compares Stripe's records (the fake's sessions, refunds and the disputes it opened) with the
 * top-up attempts and the ledger: every paid Checkout Session credited exactly once for its
 * amount_total, every other one never; every refund or dispute reversed once, the reversals of
 * a payment adding up to what was claimed, capped at the credit; no reversal Stripe did not make;
 * a won dispute giving back exactly what its reversal took.
 */
export async function checkCardTopUps(
  pool: pg.Pool,
  stripe: FakeStripe,
  records: CardRecords,
  memberIds: readonly string[],
): Promise<{ figures: CardLedgerFigures; anomalies: string[] }> {
  const anomalies: string[] = [];
  const members = [...memberIds];
  const attempts = await pool.query<{
    id: string;
    status: string;
    session: string | null;
    intent: string | null;
    amount: string;
    credited: string | null;
    reversed: string;
    credits: string;
    credit_sum: string;
  }>(
    `select a.id, a.status, a.checkout_session_id as session, a.payment_intent_id as intent,
            a.amount_eur as amount, a.credited_eur as credited, a.reversed_eur as reversed,
            (select count(*) from public.wallet_transactions t
              where t.topup_id = a.id and t.type = 'topup') as credits,
            (select coalesce(sum(t.amount_eur), 0) from public.wallet_transactions t
              where t.topup_id = a.id and t.type = 'topup') as credit_sum
       from public.wallet_topups a where a.user_id = any($1) and a.provider = 'stripe'`,
    [members],
  );
  const bySession = new Map(attempts.rows.map((row) => [row.session, row]));
  const problem = (text: string) => anomalies.push(`card: ${text}`);

  // Sessions made at Stripe naming another session's attempt credit nothing and leave an alert.
  const alerted = await pool.query<{ reference: string }>(
    `select provider_reference as reference from public.payment_alerts
      where kind = 'foreign_attempt' and provider_reference = any($1)`,
    [[...records.foreign]],
  );
  const alertedSessions = new Set(alerted.rows.map((row) => row.reference));
  for (const sessionId of records.foreign) {
    if (bySession.has(sessionId)) problem(`foreign session ${sessionId} was taken by an attempt`);
    if (!alertedSessions.has(sessionId)) problem(`foreign session ${sessionId} left no alert`);
  }

  for (const session of stripe.sessions()) {
    if (records.foreign.has(session.id)) continue;
    const attempt = bySession.get(session.id);
    if (!attempt) {
      problem(`Checkout Session ${session.id} has no top-up attempt`);
      continue;
    }
    const credits = Number(attempt.credits);
    const paid = session.status === 'complete' && session.payment_status === 'paid';
    if (paid) {
      if (
        attempt.status !== 'paid' ||
        credits !== 1 ||
        toCents(Number(attempt.credit_sum)) !== session.amount_total ||
        toCents(Number(attempt.credited)) !== session.amount_total ||
        attempt.intent !== session.payment_intent
      ) {
        problem(
          `paid session ${session.id} (${session.amount_total} cents): attempt ${attempt.id} is ${attempt.status}, credited ${credits} time(s) for ${attempt.credit_sum}`,
        );
      }
      continue;
    }
    const expected =
      session.status === 'expired'
        ? 'cancelled'
        : records.failed.has(session.id)
          ? 'failed'
          : 'pending';
    if (credits !== 0 || attempt.status !== expected) {
      problem(
        `unpaid session ${session.id} (${session.status}): attempt ${attempt.id} is ${attempt.status} (not ${expected}), credited ${credits} time(s)`,
      );
    }
  }
  const known = new Set(
    stripe
      .sessions()
      .filter((session) => !records.foreign.has(session.id))
      .map((session) => session.id),
  );
  for (const row of attempts.rows) {
    if (!row.session || !known.has(row.session)) {
      problem(`top-up attempt ${row.id} (${row.status}) has no Checkout Session at Stripe`);
    }
  }

  // What Stripe took back, per payment: its refunds and the disputes opened on it.
  const response = await fetch(`${stripe.url}/v1/refunds`, {
    headers: { authorization: `Bearer ${stripe.secretKey}` },
  });
  const claims = new Map<string, { id: string; amount: number }[]>();
  const claim = (paymentIntent: string, id: string, amount: number) =>
    claims.set(paymentIntent, [...(claims.get(paymentIntent) ?? []), { id, amount }]);
  for (const refund of refundsOf(await response.json())) {
    claim(refund.paymentIntent, refund.id, refund.amount);
  }
  for (const dispute of records.disputes) claim(dispute.paymentIntent, dispute.id, dispute.amount);

  const reversals = await pool.query<{ reference: string; amount: string; intent: string | null }>(
    `select t.provider_reference as reference, t.amount_eur as amount, a.payment_intent_id as intent
       from public.wallet_transactions t join public.wallet_topups a on a.id = t.topup_id
      where t.user_id = any($1) and t.type = 'reversal'`,
    [members],
  );
  const byIntent = new Map<string, { reference: string; cents: number }[]>();
  for (const row of reversals.rows) {
    const list = row.intent ? claims.get(row.intent) : undefined;
    if (!row.intent || !list?.some((entry) => entry.id === row.reference)) {
      problem(`reversal ${row.reference} of ${row.amount} matches no refund or dispute at Stripe`);
      continue;
    }
    const entry = { reference: row.reference, cents: toCents(Number(row.amount)) };
    byIntent.set(row.intent, [...(byIntent.get(row.intent) ?? []), entry]);
  }
  // A won dispute gives back what its reversal took, once; one won before its opening arrived
  // took nothing and gives nothing. Its payment was neither refunded nor disputed otherwise.
  const wins = await pool.query<{ reference: string; amount: string }>(
    `select r.provider_reference as reference, w.amount_eur as amount
       from public.wallet_transactions w join public.wallet_transactions r on r.id = w.reverses_id
      where w.user_id = any($1) and w.type = 'dispute_won'`,
    [members],
  );
  const won = new Set(records.disputes.filter((d) => d.won).map((d) => d.id));
  for (const row of wins.rows) {
    if (!won.has(row.reference))
      problem(`${row.reference} gave back ${row.amount} but was not won`);
  }
  const byIntentAttempt = new Map(attempts.rows.map((row) => [row.intent, row]));
  for (const [paymentIntent, list] of claims) {
    const attempt = byIntentAttempt.get(paymentIntent);
    const winning = list.find((entry) => won.has(entry.id));
    if (winning) {
      const taken = (byIntent.get(paymentIntent) ?? []).map((row) => row.cents);
      const given = wins.rows
        .filter((row) => row.reference === winning.id)
        .map((row) => toCents(Number(row.amount)));
      if (
        list.length !== 1 ||
        taken.length > 1 ||
        given.length !== taken.length ||
        given[0] !== taken[0] ||
        toCents(Number(attempt?.reversed ?? 0)) !== 0
      ) {
        problem(
          `won dispute ${winning.id}: reversed ${taken.join('+') || 0} cents, given back ${given.join('+') || 0}, attempt says ${attempt?.reversed} still reversed`,
        );
      }
      continue;
    }
    const credit = attempt?.credited ? toCents(Number(attempt.credited)) : 0;
    const rows = byIntent.get(paymentIntent) ?? [];
    const claimed = list.reduce((sum, entry) => sum + entry.amount, 0);
    const reversed = rows.reduce((sum, entry) => sum + entry.cents, 0);
    const expected = Math.min(credit, claimed);
    if (reversed !== expected || toCents(Number(attempt?.reversed ?? 0)) !== reversed) {
      problem(
        `payment ${paymentIntent}: credited ${credit} cents, ${claimed} claimed back, ${reversed} reversed in the ledger (attempt says ${attempt?.reversed})`,
      );
    }
    for (const entry of list) {
      const matching = rows.filter((row) => row.reference === entry.id);
      if (matching.length > 1 || matching.some((row) => row.cents > entry.amount)) {
        problem(
          `${entry.id} reversed ${matching.length} times or for more than its ${entry.amount} cents`,
        );
      } else if (matching.length === 0 && reversed < credit) {
        problem(`${entry.id} (${entry.amount} cents) was never reversed`);
      }
    }
  }

  const debts = await pool.query<{ n: string; total: string }>(
    `select count(*) filter (where debt_eur > 0) as n, coalesce(sum(debt_eur), 0) as total
       from public.wallets where user_id = any($1)`,
    [members],
  );
  return {
    figures: {
      attempts: attempts.rows.length,
      credited: attempts.rows.filter((row) => row.status === 'paid').length,
      reversals: reversals.rows.length,
      reversedEur: reversals.rows.reduce((sum, row) => sum + Number(row.amount), 0),
      walletsInDebt: Number(debts.rows[0]!.n),
      debtsEur: Number(debts.rows[0]!.total),
    },
    anomalies,
  };
}
