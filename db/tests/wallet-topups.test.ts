import { describe, expect, it } from 'vitest';
import { BOOKING_MAX_YEARS_AHEAD } from '@app/domain/db-rules';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { sqlRefusal } from '@app/testing/sql-refusals';
import { ledgerNet } from '@app/testing/ledger-oracle';
import {
  createSessionMember,
  queryAsMember,
  type SessionMember,
} from '@app/testing/member-sessions';

const service = (sql: string, params: unknown[] = []) => servicePool().query(sql, params);

async function serviceCall<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  const { rows } = await servicePool().query<{ answer: T }>(`select ${sql} as answer`, params);
  return rows[0]!.answer;
}

/** The stored wallet, and what its ledger adds up to by the test's own sum. */
async function wallet(member: SessionMember) {
  const stored = await service(
    `select balance_eur, debt_eur from public.wallets where user_id = $1`,
    [member.id],
  );
  const entries = await service(
    `select direction, amount_eur from public.wallet_transactions where user_id = $1`,
    [member.id],
  );
  return {
    balance: Number(stored.rows[0]!.balance_eur),
    debt: Number(stored.rows[0]!.debt_eur),
    ledger: ledgerNet(
      entries.rows.map((row) => ({ direction: row.direction, amount_eur: Number(row.amount_eur) })),
    ),
    entries: entries.rows.length,
  };
}

/** A card top-up as wallet-topup starts it, with its checkout session attached. */
async function startCardTopUp(member: SessionMember, amount: number) {
  const { rows } = await queryAsMember<{ answer: { body: { topup: { id: string } } } }>(
    member,
    `select wallet.start_topup('stripe', $1, 'Card top-up', null, null) as answer`,
    [amount],
  );
  const topupId = rows[0]!.answer.body.topup.id;
  const session = `cs_test_${uniqueTag()}`;
  await serviceCall('wallet.attach_checkout($1, $2, $3)', [topupId, session, 'https://pay.test/x']);
  return { topupId, session, paymentIntent: `pi_${uniqueTag()}` };
}

async function createMicroTour(price: number) {
  const { rows } = await service(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
     values ($1, $2, 'Lisbon', 'Portugal', $3, 2) returning id`,
    [`debt-walk-${uniqueTag()}`, `Debt Walk ${uniqueTag()}`, price],
  );
  return String(rows[0]!.id);
}

describe('card top-ups in the database', () => {
  it('credit nothing until completed, then exactly once, what the attempt asked and the provider took', async () => {
    const member = await createSessionMember();
    const card = await startCardTopUp(member, 50);
    expect(await wallet(member)).toMatchObject({ balance: 0, entries: 0 });

    const complete = 'wallet.complete_topup($1, $2, $3, $4)';
    // The provider took another amount than the attempt asked: nothing, and an alert.
    const short = await serviceCall<{ credited: boolean; refused: string }>(complete, [
      card.topupId,
      card.session,
      card.paymentIntent,
      49.5,
    ]);
    expect(short).toMatchObject({ credited: false, refused: 'amount_mismatch' });
    expect(await wallet(member)).toMatchObject({ balance: 0, entries: 0 });

    const args = [card.topupId, card.session, card.paymentIntent, 50];
    const first = await serviceCall<{ credited: boolean; newBalance: number }>(complete, args);
    const again = await serviceCall<{ credited: boolean; newBalance: number }>(complete, args);
    expect(first).toMatchObject({ credited: true, newBalance: 50 });
    expect(again).toMatchObject({ credited: false, newBalance: 50 });
    expect(await wallet(member)).toEqual({ balance: 50, debt: 0, ledger: 50, entries: 1 });

    // Another session naming this attempt: acknowledged, nothing credited, an alert.
    const other = await serviceCall<{ credited: boolean; refused: string }>(complete, [
      card.topupId,
      'cs_test_someone_else',
      card.paymentIntent,
      50,
    ]);
    expect(other).toMatchObject({ credited: false, refused: 'foreign_attempt' });
    const alerts = await servicePool().query<{ kind: string; reference: string }>(
      `select kind, provider_reference as reference from public.payment_alerts
        where topup_id = $1 order by kind`,
      [card.topupId],
    );
    expect(alerts.rows).toEqual([
      { kind: 'amount_mismatch', reference: card.session },
      { kind: 'foreign_attempt', reference: 'cs_test_someone_else' },
    ]);
    expect(await wallet(member)).toMatchObject({ balance: 50, entries: 1 });
    // A cancel or failure that arrives after the payment leaves it paid.
    const closed = await serviceCall<{ status: string }>('wallet.close_topup($1, $2)', [
      card.topupId,
      'cancelled',
    ]);
    expect(closed.status).toBe('paid');
  });

  it('reverse a refund once, never more than was credited, and turn spent money into debt', async () => {
    const member = await createSessionMember();
    const card = await startCardTopUp(member, 100);
    await serviceCall('wallet.complete_topup($1, $2, $3, $4)', [
      card.topupId,
      card.session,
      card.paymentIntent,
      100,
    ]);
    const microId = await createMicroTour(30);
    const start = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
    await queryAsMember(member, 'select wallet.book_micro_tour($1, 2, $2, null, null)', [
      microId,
      start,
    ]);
    expect(await wallet(member)).toMatchObject({ balance: 40, debt: 0 });

    const reverse = 'wallet.reverse_topup($1, $2, $3, $4)';
    const refund = await serviceCall<{ reversed: number; debt: number }>(reverse, [
      card.paymentIntent,
      're_1',
      70,
      'Card payment refunded',
    ]);
    expect(refund).toMatchObject({ found: true, reversed: 70, newBalance: 0, debt: 30 });
    const replay = await serviceCall(reverse, [card.paymentIntent, 're_1', 70, null]);
    expect(replay).toMatchObject({ reversed: 0, debt: 30 });
    // A dispute for the whole payment takes only what is left of the credit.
    const dispute = await serviceCall(reverse, [card.paymentIntent, 'dp_1', 100, null]);
    expect(dispute).toMatchObject({ reversed: 30, newBalance: 0, debt: 60 });
    expect(await wallet(member)).toEqual({ balance: 0, debt: 60, ledger: -60, entries: 4 });
    const unknown = await serviceCall(reverse, ['pi_unknown', 're_2', 5, null]);
    expect(unknown).toEqual({ found: false, reversed: 0 });

    const inDebt = await sqlRefusal(
      queryAsMember(member, 'select wallet.book_micro_tour($1, 1, $2, null, null)', [
        microId,
        start,
      ]),
    );
    expect(inDebt).toMatchObject({ code: 'PT402', hint: 'wallet_in_debt' });
    expect(JSON.parse(inDebt.detail!)).toMatchObject({ debtAmount: 60 });

    // Top-ups pay the debt first, one smaller than it too.
    await queryAsMember(member, `select wallet.start_topup('demo', 20, 'part', null, null)`);
    expect(await wallet(member)).toMatchObject({ balance: 0, debt: 40, ledger: -40 });
    await queryAsMember(member, `select wallet.start_topup('demo', 80, 'settle', null, null)`);
    expect(await wallet(member)).toMatchObject({ balance: 40, debt: 0, ledger: 40 });
    await queryAsMember(member, 'select wallet.book_micro_tour($1, 1, $2, null, null)', [
      microId,
      start,
    ]);
    expect(await wallet(member)).toMatchObject({ balance: 10, debt: 0, ledger: 10 });
  });

  it('credit a card top-up smaller than the debt: it pays that much of the debt', async () => {
    const member = await createSessionMember();
    const card = await startCardTopUp(member, 100);
    const complete = 'wallet.complete_topup($1, $2, $3, $4)';
    await serviceCall(complete, [card.topupId, card.session, card.paymentIntent, 100]);
    const microId = await createMicroTour(30);
    const start = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);
    await queryAsMember(member, 'select wallet.book_micro_tour($1, 2, $2, null, null)', [
      microId,
      start,
    ]);
    await serviceCall('wallet.reverse_topup($1, $2, $3, $4)', [
      card.paymentIntent,
      `re_${uniqueTag()}`,
      100,
      'Card payment refunded',
    ]);
    expect(await wallet(member)).toMatchObject({ balance: 0, debt: 60, ledger: -60 });

    // The member pays €20 by card: Stripe took it, so the wallet must take it, whatever the
    // debt: refusing it (insufficient_funds) would make the webhook fail on every retry.
    const small = await startCardTopUp(member, 20);
    const credited = await serviceCall(complete, [
      small.topupId,
      small.session,
      small.paymentIntent,
      20,
    ]);
    expect(credited).toMatchObject({ credited: true, newBalance: 0 });
    expect(await wallet(member)).toEqual({ balance: 0, debt: 40, ledger: -40, entries: 4 });
  });

  it('keep the provider side out of members’ reach', async () => {
    const member = await createSessionMember();
    const card = await startCardTopUp(member, 20);
    for (const [sql, params] of [
      ['wallet.complete_topup($1, $2, $3, $4)', [card.topupId, card.session, 'pi_x', 20]],
      ['wallet.attach_checkout($1, $2, $3)', [card.topupId, 'cs_mine', 'https://evil.test']],
      ['wallet.close_topup($1, $2)', [card.topupId, 'failed']],
      ['wallet.reverse_topup($1, $2, $3, $4)', ['pi_x', 're_x', 1, null]],
    ] as const) {
      const refused = await sqlRefusal(queryAsMember(member, `select ${sql}`, [...params]));
      expect(refused.code, sql).toBe('42501');
    }
    for (const table of ['wallet_topups', 'wallets']) {
      const refused = await sqlRefusal(
        queryAsMember(member, `update public.${table} set user_id = user_id where user_id = $1`, [
          member.id,
        ]),
      );
      expect(refused.code).toBe('42501');
    }
    expect(await wallet(member)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('show a member only their own attempts, and cancel only their own pending one', async () => {
    const owner = await createSessionMember();
    const stranger = await createSessionMember();
    const card = await startCardTopUp(owner, 15);
    const seen = await queryAsMember(stranger, 'select id from public.wallet_topups');
    expect(seen.rows).toEqual([]);
    const foreign = await sqlRefusal(
      queryAsMember(stranger, 'select wallet.own_pending_topup($1)', [card.topupId]),
    );
    expect(foreign.hint).toBe('topup_not_found');
    const mine = await queryAsMember<{ answer: unknown }>(
      owner,
      'select wallet.own_pending_topup($1) as answer',
      [card.topupId],
    );
    expect(mine.rows[0]!.answer).toEqual({
      topupId: card.topupId,
      checkoutSessionId: card.session,
    });
    await serviceCall('wallet.close_topup($1, $2)', [card.topupId, 'cancelled']);
    const closed = await sqlRefusal(
      queryAsMember(owner, 'select wallet.own_pending_topup($1)', [card.topupId]),
    );
    expect(closed.hint).toBe('topup_not_pending');
  });
});

describe('admin adjustments', () => {
  const asAdmin = (member: SessionMember): SessionMember => ({
    ...member,
    caller: {
      ...member.caller,
      claims: {
        ...member.caller.claims,
        app_metadata: { provider: 'email', role: 'admin' },
        aal: 'aal2',
      },
    },
  });
  const ADJUST = 'select wallet.adjust($1, $2, $3, $4, null, null) as answer';

  it('credit or debit with a reason, recorded with who made it; members cannot', async () => {
    const admin = asAdmin(await createSessionMember());
    const member = await createSessionMember();
    await queryAsMember(admin, ADJUST, [member.id, 'credit', 25, 'Goodwill for a late guide']);
    await queryAsMember(admin, ADJUST, [member.id, 'debit', 5, 'Duplicate goodwill']);
    expect(await wallet(member)).toMatchObject({ balance: 20, ledger: 20, entries: 2 });
    const { rows } = await service(
      `select direction, reason, created_by from public.wallet_transactions
        where user_id = $1 order by created_at`,
      [member.id],
    );
    expect(rows).toEqual([
      { direction: 'credit', reason: 'Goodwill for a late guide', created_by: admin.id },
      { direction: 'debit', reason: 'Duplicate goodwill', created_by: admin.id },
    ]);

    const noReason = await sqlRefusal(queryAsMember(admin, ADJUST, [member.id, 'credit', 5, ' ']));
    expect(noReason.hint).toBe('validation_failed');
    const tooMuch = await sqlRefusal(
      queryAsMember(admin, ADJUST, [member.id, 'debit', 21, 'Oops']),
    );
    expect(tooMuch.hint).toBe('insufficient_funds');
    const notAdmin = await sqlRefusal(
      queryAsMember(member, ADJUST, [member.id, 'credit', 1000, 'I deserve it']),
    );
    expect(notAdmin).toMatchObject({ code: 'PT403', hint: 'admin_required' });
    expect(await wallet(member)).toMatchObject({ balance: 20, entries: 2 });
  });
});

describe('booking horizon', () => {
  it(`refuses a start more than ${BOOKING_MAX_YEARS_AHEAD} years ahead`, async () => {
    const member = await createSessionMember();
    const microId = await createMicroTour(10);
    const far = new Date();
    far.setUTCFullYear(far.getUTCFullYear() + BOOKING_MAX_YEARS_AHEAD);
    far.setUTCDate(far.getUTCDate() + 2);
    const refused = await sqlRefusal(
      queryAsMember(member, 'select wallet.book_micro_tour($1, 1, $2, null, null)', [
        microId,
        far.toISOString().slice(0, 10),
      ]),
    );
    expect(refused).toMatchObject({ code: 'PT422', hint: 'date_unavailable' });
    expect(refused.message).toMatch(/at most 2 years ahead/);
  });
});
