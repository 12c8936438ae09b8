import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { fundWallet } from '@app/testing/money-fixtures';
import { createSessionMember } from '@app/testing/member-sessions';
import { createTicketTour, inDays } from '@app/testing/ticket-fixtures';
import { memberNoticeMail, memberNoticeSchema } from './booking-mails.js';

const SITE = 'https://tours.example.org';
const bookingId = '3f2a9c1e-1111-4222-8333-444455556666';

const textOf = (notice: unknown) =>
  memberNoticeMail('a@example.test', memberNoticeSchema.parse(notice), SITE).text;

describe('what the money mails say', () => {
  it('a member’s cancellation: the percentage, the amount back in the wallet, what is kept', () => {
    const details = { tourTitle: 'Alpine Rail', startDate: '2026-12-03', travelers: 2 };
    expect(
      textOf({
        kind: 'booking_cancelled',
        booking_id: bookingId,
        details: { ...details, total: '160.00', refund: '80.00', percent: 50 },
      }),
    ).toContain(
      'cancelling now refunds 50%: €80.00 of the €160.00 you paid is back in your wallet now. The other €80.00 is not refunded.',
    );
    expect(
      textOf({
        kind: 'booking_cancelled',
        booking_id: bookingId,
        details: { ...details, total: 160, refund: 160, percent: 100 },
      }),
    ).toMatch(/refunds 100%: €160\.00 of the €160\.00 you paid is back in your wallet now\.\n/);
    expect(
      textOf({
        kind: 'booking_cancelled',
        booking_id: bookingId,
        details: { ...details, total: 160, refund: 0, percent: 0 },
      }),
    ).toContain('refunds 0%: none of the €160.00 you paid is refunded.');
  });

  it('a departure cancelled, a seat from the waiting list, a released hold', () => {
    expect(
      textOf({
        kind: 'departure_cancelled',
        booking_id: bookingId,
        details: {
          tourTitle: 'Alpine Rail',
          startDate: '2026-12-03',
          travelers: 1,
          refund: 99.99,
          reason: 'Snow',
        },
      }),
    ).toContain('refunded in full (100%): €99.99 is back in your wallet now.');
    expect(
      textOf({
        kind: 'waitlist_booked',
        booking_id: bookingId,
        details: {
          tourTitle: 'Alpine Rail',
          startDate: '2026-12-03',
          travelers: 1,
          totalAmount: 80,
        },
      }),
    ).toContain('The €80.00 held from your wallet was used to pay booking 3F2A9C1E in full');
    expect(
      textOf({
        kind: 'waitlist_released',
        details: { tourTitle: 'Alpine Rail', startDate: '2026-12-03', amount: 80, why: 'started' },
      }),
    ).toContain('The hold of €80.00 is released in full: the whole amount is back in your wallet');
  });

  it('a withdrawal to the card: sent, partly sent, failed, sent back by the bank; in German too', () => {
    const mail = (details: Record<string, unknown>, kind = 'withdrawal_settled', locale?: 'de') =>
      memberNoticeMail('a@example.test', memberNoticeSchema.parse({ kind, details }), SITE, locale);
    const sent = mail({ amount: '30.00', withdrawn: '30.00' });
    expect(sent.subject).toBe('Your withdrawal of €30.00 is on its way to your card');
    expect(sent.text).toContain(
      'We have refunded €30.00 from your wallet to the card you paid with.',
    );
    expect(sent.text).not.toContain('could not be refunded');
    expect(mail({ amount: 30, withdrawn: 20 }).text).toContain(
      '€10.00 of the €30.00 you asked to withdraw could not be refunded to your card, so it is back in your wallet balance.',
    );
    const failed = mail({ amount: 30, withdrawn: 0 });
    expect(failed.subject).toBe('Your withdrawal of €30.00 could not reach your card');
    expect(failed.text).toContain('The whole amount is back in your wallet balance');
    expect(mail({ amount: 12.5 }, 'withdrawal_returned').text).toContain(
      'sent back a refund of €12.50 from your withdrawal',
    );
    const german = mail({ amount: 30, withdrawn: 30 }, 'withdrawal_settled', 'de');
    expect(german.subject).toBe(
      'Deine Auszahlung von 30,00\u00a0€ ist auf dem Weg zu deiner Karte',
    );
    expect(german.text).toContain(`${SITE}/de/wallet`);
  });

  it('cancel-booking mails the member once, with the refund', async () => {
    const tour = await createTicketTour();
    const member = await createSessionMember();
    await fundWallet(servicePool(), member.id, 200);
    const booked = await callFunction(
      'process-booking',
      {
        tourId: tour.id,
        startDate: inDays(30),
        travelers: 2,
        addOnIds: [],
        baseTotalEUR: 160,
        addOnsTotalEUR: 0,
        grandTotalEUR: 160,
      },
      { token: member.token, key: randomUUID() },
    );
    expect(booked.status).toBe(200);
    const id = String(Reflect.get(Object(booked.body.booking), 'id'));
    const cancelled = await callFunction(
      'cancel-booking',
      { booking_id: id },
      { token: member.token, key: randomUUID() },
    );
    expect(cancelled.status).toBe(200);
    let rows: Array<{ subject: string; text_body: string }> = [];
    for (let attempt = 0; attempt < 50 && rows.length === 0; attempt += 1) {
      ({ rows } = await servicePool().query(
        `select subject, text_body from auth.mail_outbox where to_address = $1 and kind = 'booking-cancelled'`,
        [member.email],
      ));
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toContain(`(${id.slice(0, 8).toUpperCase()})`);
    expect(rows[0]!.text_body).toContain(
      'refunds 100%: €160.00 of the €160.00 you paid is back in your wallet now.',
    );
  });
});
