import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { DEFAULT_TIME_ZONE } from '@app/domain/db-rules';
import { dateIn } from '@app/domain/departure-sales';
import { describe, expect, inject, it } from 'vitest';
import { anonClient, servicePool, signToken, tokenClient, uniqueTag } from '@app/testing/clients';
import { withStartedReceiptSettings } from '@app/testing/receipt-settings-lock';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import { inDays } from '@app/testing/ticket-fixtures';
import { fetchFunctionFile } from '../receipts/receipt-test-kit.js';
import { pdfText } from '../platform/pdf-text-test-kit.js';

async function topUp(who: SessionMember, amount: number) {
  const answer = await callFunction(
    'wallet-topup',
    { amount_eur: amount },
    { token: who.token, key: randomUUID() },
  );
  expect(answer.status).toBe(200);
}

async function bookATour(who: SessionMember) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; title: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size)
     values ($1, $2, 'eco', 'Slovenia', 75, 3, 'easy', 10) returning id, title`,
    [`receipt-file-${tag}`, `Karst Caves ${tag}`],
  );
  const tour = rows[0]!;
  const startDate = inDays(20);
  const answer = await callFunction(
    'process-booking',
    {
      tourId: tour.id,
      startDate,
      travelers: 2,
      addOnIds: [],
      baseTotalEUR: 150,
      addOnsTotalEUR: 0,
      grandTotalEUR: 150,
    },
    { token: who.token, key: randomUUID() },
  );
  expect(answer.status).toBe(200);
  return { ...tour, startDate, bookingId: String((answer.body.booking as { id: string }).id) };
}

async function numbersOf(userId: string): Promise<string[]> {
  const { rows } = await servicePool().query<{ number: string }>(
    `select number from public.receipts where user_id = $1 order by year, sequence`,
    [userId],
  );
  return rows.map((row) => row.number);
}

/** Two members with a top-up and a booking each, and an admin. */
async function arrange() {
  const [ada, bob, admin] = await Promise.all([
    createSessionMember(),
    createSessionMember(),
    createSessionMember({ admin: true }),
  ]);
  // A name a spreadsheet would run as a formula: the export must not let it.
  await servicePool().query(
    `update auth.users set raw_user_meta_data = '{"name": "=HYPERLINK(\\"x\\")"}' where id = $1`,
    [bob.id],
  );
  // Issued with the settings the gateway started with (the receipts keep them).
  const [adaTrip] = await withStartedReceiptSettings(async () => {
    await Promise.all([topUp(ada, 400), topUp(bob, 300)]);
    return Promise.all([bookATour(ada), bookATour(bob)]);
  });
  const [adaNumbers, bobNumbers] = await Promise.all([numbersOf(ada.id), numbersOf(bob.id)]);
  return { ada, bob, admin, adaTrip, adaNumbers, bobNumbers };
}

const today = () => dateIn(DEFAULT_TIME_ZONE, new Date());
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('/rest/v1/receipts', () => {
  it('shows a member their own receipts and nobody else’s; admins read all; nobody writes', async () => {
    const { ada, admin, adaNumbers, bobNumbers } = await arrange();
    const own = await ada.client
      .from('receipts')
      .select('number, issued_at, kind, amount_eur')
      .order('sequence');
    expect(own.error).toBeNull();
    expect(own.data!.map((row) => row.number).sort()).toEqual([...adaNumbers].sort());
    expect(own.data!.map((row) => [row.kind, Number(row.amount_eur)])).toEqual([
      ['top_up', 400],
      ['booking', 150],
    ]);
    expect(new Date(own.data![0]!.issued_at).getTime()).toBeGreaterThan(Date.now() - 600_000);

    // Bob's numbers, asked for by name, are not there for Ada.
    const foreign = await ada.client.from('receipts').select('number').in('number', bobNumbers);
    expect(foreign).toMatchObject({ error: null, data: [] });

    const all = await admin.client
      .from('receipts')
      .select('number')
      .in('number', [...adaNumbers, ...bobNumbers]);
    expect(all.data!.map((row) => row.number).sort()).toEqual(
      [...adaNumbers, ...bobNumbers].sort(),
    );

    // No token, a forged one, an expired one: nothing.
    const anon = await anonClient().from('receipts').select('number').limit(1);
    expect(anon.error).toMatchObject({ code: '42501' });
    const forged = `${ada.token.slice(0, -4)}AAAA`;
    const forgedRead = await tokenClient(forged).from('receipts').select('number').limit(1);
    expect(forgedRead.error).toMatchObject({ code: 'PGRST301' });
    const expired = await signToken({ sub: ada.id, role: 'authenticated' }, -60);
    const expiredRead = await fetch(`${inject('gatewayUrl')}/rest/v1/receipts?select=number`, {
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${expired}` },
    });
    expect(expiredRead.status).toBe(401);

    // Writes by members are refused by the grants; nothing changed.
    const inserted = await ada.client
      .from('receipts')
      .insert({ number: '2001-000001', kind: 'top_up', amount_eur: 1 });
    expect(inserted.error).toMatchObject({ code: '42501' });
    const updated = await ada.client
      .from('receipts')
      .update({ amount_eur: 1 })
      .eq('number', adaNumbers[0]!);
    expect(updated.error).toMatchObject({ code: '42501' });
    const deleted = await admin.client.from('receipts').delete().eq('number', adaNumbers[0]!);
    expect(deleted.error).toMatchObject({ code: '42501' });
    expect(await numbersOf(ada.id)).toEqual(adaNumbers);

    // The service key's INSERT is the trigger's alone.
    const serviceWrite = await fetch(`${inject('gatewayUrl')}/rest/v1/receipts`, {
      method: 'POST',
      headers: {
        apikey: inject('serviceKey'),
        authorization: `Bearer ${inject('serviceKey')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ number: '2001-000001' }),
    });
    expect(serviceWrite.status).toBe(403);
    expect(await serviceWrite.json()).toMatchObject({ hint: 'receipt_write_refused' });
  });
});

describe('receipt-file', () => {
  it('gives a member the PDF of their own receipt, in the page’s language', async () => {
    const { ada, adaNumbers, adaTrip } = await arrange();
    const [topUpNumber, bookingNumber] = adaNumbers;
    const file = await fetchFunctionFile(
      'receipt-file',
      { number: bookingNumber, locale: 'en' },
      ada.token,
    );
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('application/pdf');
    expect(file.disposition).toContain(`receipt-${bookingNumber}.pdf`);
    const text = await pdfText(file.bytes);
    for (const words of [
      'EcoTours',
      "1 Rue de l'Exemple, 75001 Paris, France",
      'Receipt number: ',
      bookingNumber!,
      `Billed to: ${ada.email}`,
      'Booking',
      adaTrip.title,
      `Booking ${adaTrip.bookingId.slice(0, 8).toUpperCase()}`,
      '2 travellers',
      'Paid from your wallet: €150.00',
      'Margin scheme – Travel agents',
    ])
      expect(text).toContain(words);

    const german = await pdfText(
      (await fetchFunctionFile('receipt-file', { number: topUpNumber, locale: 'de' }, ada.token))
        .bytes,
    );
    expect(german).toContain('Quittung');
    expect(german).toContain('Guthaben-Aufladung');
    expect(german).toContain('Gezahlter Betrag: 400,00 €');
    expect(german).toContain('Auf eine Aufladung wird keine Umsatzsteuer erhoben');
  });

  it('never gives another member’s receipt, answers bad requests with codes, lets admins read any', async () => {
    const { ada, bob, admin, bobNumbers } = await arrange();
    const bobs = bobNumbers[0]!;
    const refusals: Array<[unknown, string | null, number, string]> = [
      [{ number: bobs }, ada.token, 404, 'receipt_not_found'],
      [{ number: '1999-000001' }, ada.token, 404, 'receipt_not_found'],
      [{ number: 'x' }, ada.token, 400, 'validation_failed'],
      [{ number: "2026-000001' or true --" }, ada.token, 400, 'validation_failed'],
      [{}, ada.token, 400, 'validation_failed'],
      [{ number: bobs, locale: 'xx' }, bob.token, 400, 'unsupported_locale'],
      [{ number: bobs }, null, 403, 'not_authenticated'],
      [{ number: bobs }, inject('anonKey'), 403, 'not_authenticated'],
      [{ number: bobs }, `${bob.token.slice(0, -4)}AAAA`, 403, 'invalid_jwt'],
    ];
    for (const [body, token, status, code] of refusals) {
      const answer = await fetchFunctionFile('receipt-file', body, token);
      expect({ body, status: answer.status, code: answer.json().code }).toEqual({
        body,
        status,
        code,
      });
    }
    const byAdmin = await fetchFunctionFile('receipt-file', { number: bobs }, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(await pdfText(byAdmin.bytes)).toContain(bobs);
  });
});

describe('receipts-export', () => {
  it('gives admins the CSV of a date range for the accountant, and refuses everyone else', async () => {
    const { ada, bob, admin, adaNumbers, bobNumbers, adaTrip } = await arrange();
    const range = { from: shiftDay(today(), -1), to: shiftDay(today(), 1), locale: 'en' };
    const file = await fetchFunctionFile('receipts-export', range, admin.token);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toContain(`receipts-${range.from}-to-${range.to}.csv`);
    const rows = parse(file.bytes, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual([
      'number',
      'issued_at',
      'issued_on',
      'kind',
      'direction',
      'member_name',
      'member_email',
      'description',
      'amount_eur',
      'tax_mode',
      'vat_rate_percent',
      'vat_eur',
      'net_eur',
    ]);
    const byNumber = new Map(rows.map((row) => [row.number, row]));
    expect(byNumber.get(adaNumbers[1]!)).toMatchObject({
      kind: 'booking',
      direction: 'debit',
      member_email: ada.email,
      amount_eur: '150.00',
      tax_mode: 'margin_scheme',
      vat_eur: '',
    });
    expect(byNumber.get(adaNumbers[1]!)!.description).toContain(adaTrip.title);
    expect(byNumber.get(adaNumbers[0]!)).toMatchObject({ kind: 'top_up', amount_eur: '400.00' });
    // A cell that would be a formula is escaped.
    expect(byNumber.get(bobNumbers[0]!)).toMatchObject({
      member_name: `'=HYPERLINK("x")`,
      member_email: bob.email,
    });
    // Numbered in order, each once.
    const numbers = rows.map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort()).toEqual(numbers);

    // A range before these receipts has none of them.
    const earlier = await fetchFunctionFile(
      'receipts-export',
      { from: '2001-01-01', to: '2001-12-31' },
      admin.token,
    );
    expect(earlier.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(1);

    const refusals: Array<[unknown, string | null, number, string]> = [
      [range, ada.token, 403, 'admin_required'],
      [range, null, 403, 'not_authenticated'],
      [{ from: range.to, to: range.from }, admin.token, 400, 'receipt_range_invalid'],
      [{ from: '2025-01-01', to: '2026-01-02' }, admin.token, 400, 'receipt_range_invalid'],
      [{ from: '2026-13-01', to: '2026-12-31' }, admin.token, 400, 'validation_failed'],
      [{ from: range.from }, admin.token, 400, 'validation_failed'],
      [{ ...range, locale: 'xx' }, admin.token, 400, 'unsupported_locale'],
    ];
    for (const [body, token, status, code] of refusals) {
      const answer = await fetchFunctionFile('receipts-export', body, token);
      expect({ body, status: answer.status, code: answer.json().code }).toEqual({
        body,
        status,
        code,
      });
    }
  });
});
