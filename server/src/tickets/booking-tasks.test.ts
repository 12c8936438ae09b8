import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createSessionMember } from '@app/testing/member-sessions';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { createAddon, createTicketTour, inDays, insertBooking } from '@app/testing/ticket-fixtures';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createBookingTasks } from './booking-tasks.js';
import { decodeQr, pdfPagesAsPng } from './ticket-scan-test-kit.js';
import { signTicketToken, ticketKey } from './ticket-tokens.js';

const SITE = 'https://tours.example.org';
const key = ticketKey('a-test-jwt-secret-of-enough-length-0123456789');

/** The text of a compressed PDF's pages: each Flate stream inflated, its hex text runs decoded. */
function inflatedText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      runs.push(
        [...run[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((chunk) => Buffer.from(chunk[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return runs.join(' ');
}

let smtp: SmtpCatcher;
let mailer: Mailer;
let tasks: ReturnType<typeof createBookingTasks>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  mailer = createMailer({
    pool: servicePool(),
    smtpUrl: smtp.url,
    from: 'EcoTours <bookings@example.org>',
    log: pino({ level: 'silent' }),
  });
  tasks = createBookingTasks({
    pool: servicePool(),
    mailer,
    siteUrl: () => SITE,
    ticketKey: key,
    log: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  mailer.close();
  await smtp.close();
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
    await tasks.booking_confirmation({ bookingId });
    const caught = await smtp.nextMailTo(member.email);
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
    await tasks.booking_confirmation({ bookingId });
    const mail = await simpleParser((await smtp.nextMailTo(member.email)).raw);
    const pdf = mail.attachments[0]!.content;
    const source = pdf.toString('latin1');
    expect(source.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const [page] = await pdfPagesAsPng(pdf);
    expect(await decodeQr(page!)).toBe(signTicketToken(key, bookingId));
    const text = inflatedText(pdf);
    expect(text).toContain(bookingId.slice(0, 8).toUpperCase());
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Show this code at the meeting');
  });

  it('sends nothing for a cancelled or unknown booking, and refuses a malformed payload', async () => {
    const tour = await createTicketTour();
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(20), { cancelled: true });
    await tasks.booking_confirmation({ bookingId });
    await tasks.booking_confirmation({ bookingId: randomUUID() });
    await smtp.expectNoMailTo(member.email, 300);
    for (const payload of [{}, { bookingId: 'x' }, null, 'text', { bookingId: 1 }]) {
      await expect(tasks.booking_confirmation(payload)).rejects.toThrow();
    }
  });
});

describe('booking_reminder', () => {
  it('reminds a paid booking with the ticket link and the calendar entry', async () => {
    const tour = await createTicketTour();
    const member = await traveller();
    const bookingId = await insertBooking(member.id, tour.id, inDays(2));
    const reference = bookingId.slice(0, 8).toUpperCase();
    await tasks.booking_reminder({ bookingId });
    const mail = await simpleParser((await smtp.nextMailTo(member.email)).raw);
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
    await tasks.booking_reminder({ bookingId });
    await smtp.expectNoMailTo(member.email, 500);
  });
});
