import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createSessionMember } from '@app/testing/member-sessions';
import { createAddon, createTicketTour, inDays, insertBooking } from '@app/testing/ticket-fixtures';
import {
  type BookingTasksKit,
  startBookingTasks,
  TEST_SITE as SITE,
  testTicketKey as key,
} from './booking-tasks-test-kit.js';
import { decodeQr, pdfPagesAsPng } from './ticket-scan-test-kit.js';
import { signTicketToken } from './ticket-tokens.js';
import { pdfText } from '../platform/pdf-text-test-kit.js';

let kit: BookingTasksKit;

beforeAll(async () => {
  kit = await startBookingTasks();
});

afterAll(async () => {
  await kit.close();
});

async function traveller() {
  const member = await createSessionMember();
  await servicePool().query(
    `update auth.users set raw_user_meta_data = '{"name": "Grace Hopper"}' where id = $1`,
    [member.id],
  );
  return member;
}

describe('booking_confirmation', () => {
  it('mails the facts, the frozen policy, the ticket link, a PDF ticket and an .ics entry', async () => {
    const tour = await createTicketTour({ price: 99.99 });
    const addon = await createAddon(`Picnic ${randomUUID().slice(0, 4)}`, 0.1);
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(20), {
      travelers: 3,
      price: 99.99,
      addons: [{ id: addon, price: 0.1 }],
    });
    const reference = bookingId.slice(0, 8).toUpperCase();
    await kit.tasks.booking_confirmation({ bookingId });
    const caught = await kit.smtp.nextMailTo(member.email);
    const mail = await simpleParser(caught.raw);

    expect(mail.subject).toBe(
      `Booking confirmed: ${tour.title} on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${inDays(20)}T00:00:00Z`))} (${reference})`,
    );
    const text = mail.text ?? '';
    for (const words of [
      `Reference: ${reference}`,
      tour.title,
      'Meeting time: 09:00 (Europe/Vienna time)',
      'Meeting point: Wien Hauptbahnhof, main hall',
      'Travellers: 3 travellers',
      '€0.10 per traveller',
      // 3 × 99.99 + 3 × 0.10, in cents.
      'Total paid: €300.27',
      'Ticket holder: Grace Hopper',
      'More than 14 days before the tour: full refund',
      '7 to 14 days before the tour: partial refund of 50%',
      'Fewer than 7 days before the tour: no refund',
      `${SITE}/tickets/${reference}`,
    ]) {
      expect(text).toContain(words);
    }
    expect(mail.html).toContain(`${SITE}/tickets/${reference}`);

    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`ticket-${reference}.pdf`, 'application/pdf'],
      [`booking-${reference}.ics`, 'text/calendar'],
    ]);
    const [pdf, ics] = mail.attachments;
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain(
      `DTSTART;TZID=Europe/Vienna:${inDays(20).replaceAll('-', '')}T090000`,
    );
    expect(calendar).toContain(`UID:${bookingId}@tours.example.org`);
    expect(calendar).toContain('METHOD:PUBLISH');
    // The outbox records the mail this mailer delivered by SMTP (the test server's own queue
    // keeps unsent copies in it too, without SMTP).
    const { rows } = await servicePool().query(
      `select kind from auth.mail_outbox where to_address = $1 and sent_at is not null`,
      [member.email],
    );
    expect(rows).toEqual([{ kind: 'booking-confirmation' }]);
  });

  it('attaches a compressed one-page PDF whose page states the booking', async () => {
    const tour = await createTicketTour();
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(20));
    await kit.tasks.booking_confirmation({ bookingId });
    const mail = await simpleParser((await kit.smtp.nextMailTo(member.email)).raw);
    const pdf = mail.attachments[0]!.content;
    const source = pdf.toString('latin1');
    expect(source.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const [page] = await pdfPagesAsPng(pdf);
    expect(await decodeQr(page!)).toBe(signTicketToken(key, bookingId));
    const text = await pdfText(pdf);
    expect(text).toContain(bookingId.slice(0, 8).toUpperCase());
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Show this code at the meeting');
  });

  it('sends nothing for a cancelled or unknown booking, and refuses a malformed payload', async () => {
    const tour = await createTicketTour();
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(20), { cancelled: true });
    await kit.tasks.booking_confirmation({ bookingId });
    await kit.tasks.booking_confirmation({ bookingId: randomUUID() });
    await kit.smtp.expectNoMailTo(member.email, 300);
    for (const payload of [{}, { bookingId: 'x' }, null, 'text', { bookingId: 1 }]) {
      await expect(kit.tasks.booking_confirmation(payload)).rejects.toThrow();
    }
  });
});

describe('booking_reminder', () => {
  it('reminds a paid booking with the ticket link and the calendar entry', async () => {
    const tour = await createTicketTour();
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(2));
    const reference = bookingId.slice(0, 8).toUpperCase();
    await kit.tasks.booking_reminder({ bookingId });
    const mail = await simpleParser((await kit.smtp.nextMailTo(member.email)).raw);
    expect(mail.subject).toContain(`See you soon: ${tour.title}`);
    expect(mail.text).toContain('Please be at the meeting point at 09:00 (Europe/Vienna time)');
    expect(mail.text).toContain(`${SITE}/tickets/${reference}`);
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      `ticket-${reference}.pdf`,
      `booking-${reference}.ics`,
    ]);
  });

  it('skips a cancelled booking', async () => {
    const tour = await createTicketTour();
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(2), { cancelled: true });
    await kit.tasks.booking_reminder({ bookingId });
    await kit.smtp.expectNoMailTo(member.email, 500);
  });
});

describe('booking_date_changed', () => {
  /** A booking moved twice, as wallet.change_booking_date leaves it (written directly here). */
  async function movedTwice() {
    const tour = await createTicketTour({ price: 80 });
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(30), { travelers: 2 });
    for (const [from, to, fee, difference] of [
      [30, 35, 0, 0],
      [35, 40, 80, -30],
    ] as const) {
      await servicePool().query(
        `with moved as (
           update public.bookings b set start_date = $3, date_changes = b.date_changes + 1
            where b.id = $1 returning b.id, b.departure_id)
         insert into public.booking_date_changes (booking_id, user_id, from_departure_id,
                                                  to_departure_id, from_date, to_date, fee_eur,
                                                  price_difference_eur)
         select id, $2, departure_id, departure_id, $4, $3, $5, $6 from moved`,
        [bookingId, member.id, inDays(to), inDays(from), fee, difference],
      );
    }
    return { tour, member, bookingId };
  }

  it('mails the latest move with the new ticket and a calendar entry of the same UID', async () => {
    const { tour, member, bookingId } = await movedTwice();
    const reference = bookingId.slice(0, 8).toUpperCase();
    // The first move's job comes late: the second move's job mails the booking as it is.
    await kit.tasks.booking_date_changed({ bookingId, sequence: 1 });
    await kit.smtp.expectNoMailTo(member.email, 300);
    await kit.tasks.booking_date_changed({ bookingId, sequence: 2 });
    const mail = await simpleParser((await kit.smtp.nextMailTo(member.email)).raw);
    const longDate = (days: number) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${inDays(days)}T00:00:00Z`),
      );
    expect(mail.subject).toBe(
      `Your booking has moved: ${tour.title} on ${longDate(40)} (${reference})`,
    );
    for (const words of [
      `Your booking ${reference} has moved from ${longDate(35)} to ${longDate(40)}.`,
      'The date change fee is €80.00. The new date costs €30.00 less. €50.00 was paid from your wallet.',
      `Date: ${longDate(40)}`,
      'the entry replaces the old date in your calendar',
    ]) {
      expect(mail.text).toContain(words);
    }
    const [pdf, ics] = mail.attachments;
    expect(pdf!.filename).toBe(`ticket-${reference}.pdf`);
    expect(await pdfText(pdf!.content)).toContain(longDate(40));
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain(`UID:${bookingId}@tours.example.org`);
    expect(calendar).toContain('SEQUENCE:2');
    expect(calendar).toContain(
      `DTSTART;TZID=Europe/Vienna:${inDays(40).replaceAll('-', '')}T090000`,
    );
  });

  it('skips a booking cancelled since, and refuses a malformed payload', async () => {
    const { member, bookingId } = await movedTwice();
    await servicePool().query(
      `update public.bookings set status = 'cancelled', cancelled_at = now(),
              cancelled_by = 'member', refund_eur = 0, refund_percent = 0 where id = $1`,
      [bookingId],
    );
    await kit.tasks.booking_date_changed({ bookingId, sequence: 2 });
    await kit.smtp.expectNoMailTo(member.email, 300);
    for (const payload of [{ bookingId }, { bookingId, sequence: 0 }, null]) {
      await expect(kit.tasks.booking_date_changed(payload)).rejects.toThrow();
    }
  });
});
