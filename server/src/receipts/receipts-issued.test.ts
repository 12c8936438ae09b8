import { randomUUID } from 'node:crypto';
import { dateIn } from '@app/domain/departure-sales';
import { DEFAULT_TIME_ZONE } from '@app/domain/db-rules';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import { inDays } from '@app/testing/ticket-fixtures';
import {
  withChangedReceiptSettings,
  withStartedReceiptSettings,
} from '@app/testing/receipt-settings-lock';
import { loadConfig } from '../config.js';
import { fetchFunctionFile } from './receipt-test-kit.js';
import { pdfText } from '../platform/pdf-text-test-kit.js';
import { writeReceiptSettings } from './receipt-settings.js';

interface ReceiptRow {
  number: string;
  year: number;
  sequence: number;
  issued_on: string;
  issued_at: Date;
  kind: string;
  direction: string;
  amount_eur: string;
  transaction_id: string;
  booking_id: string | null;
  billed_name: string | null;
  billed_email: string;
  description: Record<string, unknown>;
  operator: Record<string, unknown>;
  tax_mode: string;
  vat_rate: string | null;
  vat_eur: string | null;
}

/** A member's receipts in the order they were numbered. */
async function receiptsOf(userId: string): Promise<ReceiptRow[]> {
  const { rows } = await servicePool().query<ReceiptRow>(
    `select number, year, sequence, issued_on::text as issued_on, issued_at, kind, direction,
            amount_eur::text as amount_eur, transaction_id, booking_id, billed_name, billed_email,
            description, operator, tax_mode, vat_rate::text as vat_rate, vat_eur::text as vat_eur
       from public.receipts where user_id = $1 order by year, sequence`,
    [userId],
  );
  return rows;
}

async function createTour(price: number) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; title: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size, meeting_point, translations)
     values ($1, $2, 'eco', 'Austria', $3, 4, 'easy', 10, 'Innsbruck station',
             jsonb_build_object('de', jsonb_build_object('title', 'Tiroler Bahn ' || $4::text)))
     returning id, title`,
    [`receipt-${tag}`, `Tyrol Rail ${tag}`, price, tag],
  );
  return rows[0]!;
}

async function topUp(who: SessionMember, amount: number) {
  const answer = await callFunction(
    'wallet-topup',
    { amount_eur: amount },
    { token: who.token, key: randomUUID() },
  );
  expect(answer.status).toBe(200);
}

async function book(who: SessionMember, tourId: string, startDate: string, price: number) {
  const answer = await callFunction(
    'process-booking',
    {
      tourId,
      startDate,
      travelers: 2,
      addOnIds: [],
      baseTotalEUR: price * 2,
      addOnsTotalEUR: 0,
      grandTotalEUR: price * 2,
    },
    { token: who.token, key: randomUUID() },
  );
  expect(answer.status).toBe(200);
  return String((answer.body.booking as { id: string }).id);
}

/**
 * The shared queue as it stands, for a failure's message: every job not yet done, by task, with
 * its attempts, its last error and whether a worker holds it, so that a mail that came late says
 * whether it failed and waits for a retry or waited behind other files' jobs.
 */
async function queueSnapshot(): Promise<string> {
  const owner = new pg.Client({ connectionString: inject('databaseUrl') });
  await owner.connect();
  try {
    const { rows } = await owner.query(
      `select t.identifier as task, j.attempts, j.max_attempts, j.priority,
              j.locked_at is not null as locked, j.run_at > now() as later,
              left(j.last_error, 200) as last_error, count(*)::int as jobs
         from graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id
        group by 1, 2, 3, 4, 5, 6, 7 order by jobs desc limit 20`,
    );
    return JSON.stringify(rows);
  } finally {
    await owner.end();
  }
}

/** The mail the job queue kept in the dev outbox for `to`, with its attachments' names. */
async function outboxMail(to: string, kind: string) {
  const mails = async () =>
    (
      await servicePool().query(
        `select 1 from auth.mail_outbox where to_address = $1 and kind = $2`,
        [to, kind],
      )
    ).rowCount;
  // Behind whatever jobs the other test files queued on the shared server meanwhile.
  await expect
    .poll(mails, { timeout: 60_000 })
    .toBe(1)
    .catch(async (error: unknown) => {
      throw new Error(`no ${kind} mail within 60 s; the queue: ${await queueSnapshot()}`, {
        cause: error,
      });
    });
  const { rows } = await servicePool().query<{
    text_body: string;
    files: Array<{ filename: string; content_type: string }>;
  }>(
    `select m.text_body,
            (select jsonb_agg(jsonb_build_object('filename', a.filename,
                                                 'content_type', a.content_type)
                              order by a.position)
               from auth.mail_outbox_attachments a where a.mail_id = m.id) as files
       from auth.mail_outbox m where m.to_address = $1 and m.kind = $2`,
    [to, kind],
  );
  return rows[0]!;
}

describe('receipts issued with the ledger', () => {
  it(
    'top-up, booking, date change and refund each get one, numbered in order, nothing else does',
    () =>
      withStartedReceiptSettings(async () => {
        const member = await createSessionMember();
        await servicePool().query(
          `update auth.users set raw_user_meta_data = '{"name": "Grace Hopper"}' where id = $1`,
          [member.id],
        );
        const tour = await createTour(100);
        const [first, moved] = [inDays(30), inDays(45)];

        await topUp(member, 500);
        const bookingId = await book(member, tour.id, first, 100);
        const change = await callFunction(
          'change-booking-date',
          { bookingId, startDate: moved },
          { token: member.token, key: randomUUID() },
        );
        expect(change.status).toBe(200);
        // The move's mail goes out only while the booking stands (booking-tasks.ts skips it for a
        // booking cancelled before its job ran, as a busy shared queue may run it): read first.
        const movedMail = await outboxMail(member.email, 'booking-date-changed');
        const cancel = await callFunction(
          'cancel-booking',
          { booking_id: bookingId },
          { token: member.token, key: randomUUID() },
        );
        expect(cancel.status).toBe(200);
        // An admin's correction moves money but sells nothing: no receipt.
        await servicePool().query(
          `insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, reason,
                                                 created_by)
         values ($1, 'adjustment', 'credit', 5, 'Adjustment: goodwill', 'goodwill', $1)`,
          [member.id],
        );

        const receipts = await receiptsOf(member.id);
        expect(receipts.map((r) => [r.kind, r.direction, r.amount_eur])).toEqual([
          ['top_up', 'credit', '500.00'],
          ['booking', 'debit', '200.00'],
          // A move more than 7 days ahead costs €40 per traveller; the price stayed the same.
          ['date_change', 'debit', '80.00'],
          ['refund', 'credit', '200.00'],
        ]);
        const today = dateIn(DEFAULT_TIME_ZONE, new Date());
        for (const [index, receipt] of receipts.entries()) {
          expect(receipt.number).toBe(
            `${receipt.year}-${String(receipt.sequence).padStart(6, '0')}`,
          );
          expect(receipt.issued_on).toBe(dateIn(DEFAULT_TIME_ZONE, receipt.issued_at));
          expect([today, inDays(0)]).toContain(receipt.issued_on);
          if (index > 0) {
            const before = receipts[index - 1]!;
            expect(receipt.year * 1e7 + receipt.sequence).toBeGreaterThan(
              before.year * 1e7 + before.sequence,
            );
            expect(receipt.issued_at.getTime()).toBeGreaterThanOrEqual(before.issued_at.getTime());
          }
          expect(receipt).toMatchObject({
            billed_name: 'Grace Hopper',
            billed_email: member.email,
          });
        }

        // Each receipt-bearing ledger row has exactly one receipt; the adjustment has none.
        const { rows: ledger } = await servicePool().query<{ type: string; receipts: number }>(
          `select t.type, (select count(*)::int from public.receipts r where r.transaction_id = t.id)
                          as receipts
           from public.wallet_transactions t where t.user_id = $1 order by t.created_at`,
          [member.id],
        );
        expect(ledger).toEqual([
          { type: 'topup', receipts: 1 },
          { type: 'booking', receipts: 1 },
          { type: 'date_change', receipts: 1 },
          { type: 'refund', receipts: 1 },
          { type: 'adjustment', receipts: 0 },
        ]);

        const [top, booked, dateChange, refund] = receipts;
        const reference = bookingId.slice(0, 8).toUpperCase();
        expect(top!.description).toEqual({ topupId: expect.any(String), provider: 'demo' });
        expect(top!.tax_mode).toBe('on_account');
        const bookingFacts = {
          bookingId,
          reference,
          listing: 'tour',
          title: tour.title,
          titleTranslations: { de: expect.stringMatching(/^Tiroler Bahn /) },
          travelers: 2,
        };
        expect(booked!.description).toEqual({ ...bookingFacts, startDate: first });
        expect(dateChange!.description).toEqual({
          ...bookingFacts,
          startDate: moved,
          fromDate: first,
          toDate: moved,
          feeEur: 80,
          priceDifferenceEur: 0,
        });
        expect(refund!.description).toMatchObject({
          ...bookingFacts,
          refundPercent: 100,
          cancelledBy: 'member',
        });
        // The shared server runs with the default settings: the margin scheme, the demo operator.
        for (const receipt of [booked, dateChange, refund]) {
          expect(receipt).toMatchObject({
            tax_mode: 'margin_scheme',
            vat_rate: null,
            vat_eur: null,
          });
        }
        expect(booked!.operator).toEqual(loadConfig({}).receipts.operator);

        // The confirmation mail carries the booking's receipt next to the ticket.
        const mail = await outboxMail(member.email, 'booking-confirmation');
        expect(mail.files.map((file) => file.filename)).toEqual([
          `ticket-${reference}.pdf`,
          `booking-${reference}.ics`,
          `receipt-${booked!.number}.pdf`,
        ]);
        expect(mail.files[2]!.content_type).toBe('application/pdf');
        expect(mail.text_body).toContain(`Your receipt ${booked!.number} for this payment`);
        // So do the mails of the money that moved later: the date change's fee, the refund.
        expect(movedMail.files.map((file) => file.filename)).toEqual([
          `ticket-${reference}.pdf`,
          `booking-${reference}.ics`,
          `receipt-${dateChange!.number}.pdf`,
        ]);
        expect(movedMail.text_body).toContain(`Your receipt ${dateChange!.number} is attached.`);
        const cancelledMail = await outboxMail(member.email, 'booking-cancelled');
        expect(cancelledMail.files.map((file) => file.filename)).toEqual([
          `receipt-${refund!.number}.pdf`,
        ]);
        expect(cancelledMail.text_body).toContain(`Your receipt ${refund!.number} is attached.`);
      }),
    120_000,
  );

  it('keep what they said when the settings change, and follow the settings from then on', () =>
    withChangedReceiptSettings(async () => {
      const member = await createSessionMember();
      await topUp(member, 120);
      const [before] = await receiptsOf(member.id);
      const log = pino({ level: 'silent' });
      await writeReceiptSettings(
        servicePool(),
        loadConfig({
          OPERATOR_NAME: 'Grüne Reisen GmbH',
          OPERATOR_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
          OPERATOR_VAT_ID: 'DE123456789',
          RECEIPT_TAX: 'vat:19',
        }).receipts,
        log,
      );
      const tour = await createTour(59.5);
      const bookingId = await book(member, tour.id, inDays(30), 59.5);
      const [, booked] = await receiptsOf(member.id);
      expect(booked).toMatchObject({
        booking_id: bookingId,
        amount_eur: '119.00',
        operator: {
          name: 'Grüne Reisen GmbH',
          address: 'Hauptstraße 1, 10115 Berlin',
          vatId: 'DE123456789',
        },
        tax_mode: 'vat',
        vat_rate: '19.00',
        // 119 × 19 / 119
        vat_eur: '19.00',
      });

      // The receipt issued before the change is as it was, in the table and in its PDF.
      const [after] = await receiptsOf(member.id);
      expect(after).toEqual(before);
      const file = await fetchFunctionFile(
        'receipt-file',
        { number: before!.number, locale: 'en' },
        member.token,
      );
      expect(file.status).toBe(200);
      const text = await pdfText(file.bytes);
      expect(text).toContain("1 Rue de l'Exemple, 75001 Paris, France");
      expect(text).not.toContain('Grüne Reisen');
      const vatFile = await fetchFunctionFile(
        'receipt-file',
        { number: booked!.number, locale: 'de' },
        member.token,
      );
      const vatText = await pdfText(vatFile.bytes);
      expect(vatText).toContain('Grüne Reisen GmbH');
      expect(vatText).toContain('USt-IdNr.: DE123456789');
      expect(vatText).toContain('Enthält 19 % USt.: 19,00 €');
      expect(vatText).toContain('Nettobetrag ohne USt.: 100,00 €');
    }));

  it('are refused to any other writer, the service key included, and never change', async () => {
    const member = await createSessionMember();
    await topUp(member, 30);
    const [receipt] = await receiptsOf(member.id);
    for (const sql of [
      `update public.receipts set amount_eur = 1 where number = $1`,
      `delete from public.receipts where number = $1`,
    ]) {
      await expect(servicePool().query(sql, [receipt!.number])).rejects.toMatchObject({
        code: '42501',
      });
    }
    await expect(
      servicePool().query(
        `insert into public.receipts (number, year, sequence, issued_at, issued_on, kind, user_id,
                                      transaction_id, direction, amount_eur, billed_email,
                                      operator, tax_mode)
         select '2001-000001', 2001, 1, now(), '2001-01-01', 'top_up', user_id, id, 'credit', 1,
                'x@example.test', '{}', 'on_account'
           from public.wallet_transactions where user_id = $1 limit 1`,
        [member.id],
      ),
    ).rejects.toMatchObject({ code: '42501', hint: 'receipt_write_refused' });
    expect(await receiptsOf(member.id)).toEqual([receipt]);
  });
});
