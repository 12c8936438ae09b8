import { randomInt, randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { createSessionMember } from '@app/testing/member-sessions';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { createTicketTour, inDays, insertBooking } from '@app/testing/ticket-fixtures';
import { readMailCatalogue } from '../mail/mail-texts.js';
import {
  type BookingTasksKit,
  startBookingTasks,
  TEST_SITE as SITE,
} from '../tickets/booking-tasks-test-kit.js';
import { pdfText } from '../platform/pdf-text-test-kit.js';

// Every mail in the reader's language (issue 48): a member's mails follow the language on their
// account, a visitor's the page they used. The auth and newsletter mails and the notices go
// through the shared server (its dev mailbox keeps them, as it has no SMTP); the booking mails,
// with their files, through their jobs' handlers with a mailer of their own, to a real SMTP
// listener.

const gateway = () => inject('gatewayUrl');
const anonHeaders = () => ({
  apikey: inject('anonKey'),
  authorization: `Bearer ${inject('anonKey')}`,
  'content-type': 'application/json',
});

/**
 * The English catalogue's sentences without their placeholders, each of three words or more:
 * none may be left in a mail in another language.
 */
const englishSentences = (() => {
  const pieces = new Set<string>();
  for (const message of readMailCatalogue('en').values()) {
    let text = message;
    // Innermost first: plurals nest their cases in braces.
    while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
    for (const piece of text.split('\u0000')) {
      const words = piece.trim();
      if (words.split(/\s+/).length >= 3) pieces.add(words);
    }
  }
  return [...pieces];
})();

function expectNoEnglish(text: string) {
  const left = englishSentences.filter((sentence) => text.includes(sentence));
  expect(left).toEqual([]);
}

function expectInLanguage(
  mail: { subject: string; text: string },
  words: { subject: RegExp; body: readonly string[] },
) {
  // Amounts and numbers keep their no-break spaces ('80,00 €'): compared as plain spaces here.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  expect(plain(mail.subject)).toMatch(words.subject);
  for (const word of words.body) expect(plain(mail.text)).toContain(word);
  expectNoEnglish(`${mail.subject}\n${mail.text}`);
}

/** Every address in a text, and that each page link is in the language. */
function expectLinksUnder(text: string, prefix: string) {
  const links = [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const url = new URL(link);
    // API addresses (a confirmation, a signed e-ticket link) have no language.
    if (url.pathname.startsWith('/auth/v1/') || url.pathname.startsWith('/storage/v1/')) continue;
    expect(url.pathname, link).toMatch(new RegExp(`^${prefix}(/|$)`));
  }
}

interface OutboxMail {
  kind: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The shared server's mail of this kind to this address, once it is there. */
async function outboxMail(to: string, kind: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await servicePool().query<{
      kind: string;
      subject: string;
      text_body: string;
      link: string | null;
    }>(
      `select kind, subject, text_body, link from auth.mail_outbox
        where to_address = $1 and kind = $2 order by created_at desc, id desc limit 1`,
      [to, kind],
    );
    const row = rows[0];
    if (row) return { kind: row.kind, subject: row.subject, text: row.text_body, link: row.link };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

const newEmail = (what: string) => `${what}-${uniqueTag()}@example.test`;

describe('a member’s auth mails follow the language on their account', () => {
  it('signs up in German: the confirmation is German and leads to the German site', async () => {
    const email = newEmail('de-signup');
    const supabase = sessionClient(gateway(), inject('anonKey'));
    const { error } = await supabase.auth.signUp({
      email,
      password: `Slow-Travel-${randomUUID()}`,
      options: { data: { name: 'Grete', locale: 'de' } },
    });
    expect(error).toBeNull();
    const { rows } = await servicePool().query<{ meta: Record<string, unknown> }>(
      `select raw_user_meta_data as meta from auth.users where email = $1`,
      [email],
    );
    expect(rows[0]?.meta).toMatchObject({ locale: 'de' });

    const mail = await outboxMail(email, 'signup');
    expectInLanguage(mail, {
      subject: /^Bestätige dein EcoTours-Konto$/,
      body: ['Willkommen bei EcoTours!', 'läuft in 24 Stunden ab'],
    });
    // No redirect_to came with the sign-up: the link leads to the German home page.
    const link = new URL(mail.link!);
    expect(new URL(link.searchParams.get('redirect_to')!).pathname).toBe('/de');

    // A sign-up again with the address still waiting: the same language, the other text.
    await supabase.auth.signUp({ email, password: `Other-${randomUUID()}` });
    let repeated: OutboxMail | undefined;
    for (let attempt = 0; attempt < 100 && !repeated; attempt += 1) {
      const latest = await outboxMail(email, 'signup');
      if (latest.text.includes('noch einmal')) repeated = latest;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expectInLanguage(repeated!, {
      subject: /^Bestätige dein EcoTours-Konto$/,
      body: ['Jemand hat sich noch einmal', '„Passwort vergessen?“'],
    });
  });

  it('resets the password and mails the confirmation code in German', async () => {
    const account = await createPasswordAccount(servicePool());
    const supabase = sessionClient(gateway(), inject('anonKey'));
    expect((await supabase.auth.signInWithPassword(account)).error).toBeNull();
    // The dashboard's control: PUT /auth/v1/user with the new language.
    const { data, error } = await supabase.auth.updateUser({ data: { locale: 'de' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ locale: 'de' });

    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const code = await outboxMail(account.email, 'reauthentication');
    expectInLanguage(code, {
      subject: /^Dein EcoTours-Bestätigungscode$/,
      body: ['Gib diesen Code ein', 'Setze dein Passwort auf der Anmeldeseite zurück'],
    });

    const recover = await fetch(`${gateway()}/auth/v1/recover`, {
      method: 'POST',
      headers: anonHeaders(),
      body: JSON.stringify({ email: account.email }),
    });
    expect(recover.status).toBe(200);
    const reset = await outboxMail(account.email, 'recovery');
    expectInLanguage(reset, {
      subject: /^Setze dein EcoTours-Passwort zurück$/,
      body: ['Hier wählst du ein neues Passwort:', 'Dein Passwort bleibt, wie es ist.'],
    });
    const link = new URL(reset.link!);
    expect(new URL(link.searchParams.get('redirect_to')!).pathname).toBe('/de/reset-password');
  });

  it('refuses a language that is not one of the five, and changes nothing', async () => {
    const account = await createPasswordAccount(servicePool());
    const supabase = sessionClient(gateway(), inject('anonKey'));
    expect((await supabase.auth.signInWithPassword(account)).error).toBeNull();
    for (const locale of ['pt', 'DE', 'de-AT', 42, '']) {
      const { error } = await supabase.auth.updateUser({ data: { locale, name: 'Changed' } });
      expect(error).toMatchObject({ status: 400, code: 'unsupported_locale' });
    }
    const { rows } = await servicePool().query<{ meta: Record<string, unknown> }>(
      `select raw_user_meta_data as meta from auth.users where id = $1`,
      [account.id],
    );
    expect(rows[0]?.meta).toEqual({});

    const email = newEmail('pt-signup');
    const signUp = await fetch(`${gateway()}/auth/v1/signup`, {
      method: 'POST',
      headers: anonHeaders(),
      body: JSON.stringify({
        email,
        password: `Slow-Travel-${randomUUID()}`,
        data: { locale: 'pt' },
      }),
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ error_code: 'unsupported_locale' });
    const { rowCount } = await servicePool().query(`select 1 from auth.users where email = $1`, [
      email,
    ]);
    expect(rowCount).toBe(0);

    // The database refuses it too, whoever writes.
    await expect(
      servicePool().query(
        `update auth.users set raw_user_meta_data = '{"locale": "pt"}' where id = $1`,
        [account.id],
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'users_locale_check' });
  });
});

describe('a visitor’s newsletter mail follows the page they subscribed on', () => {
  async function subscribe(body: Record<string, unknown>) {
    const response = await fetch(`${gateway()}/functions/v1/newsletter-subscribe`, {
      method: 'POST',
      headers: {
        ...anonHeaders(),
        'x-forwarded-for': `198.19.${randomInt(0, 255)}.${randomInt(1, 254)}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('confirms in German from a German page, with German links', async () => {
    const email = newEmail('de-reader');
    expect((await subscribe({ email, locale: 'de' })).status).toBe(200);
    const mail = await outboxMail(email, 'newsletter-confirm');
    expectInLanguage(mail, {
      subject: /^Bestätige dein Abo des EcoTours-Newsletters$/,
      body: ['Slow Travel Letter', 'Du kannst dich jederzeit abmelden'],
    });
    expect(new URL(mail.link!).pathname).toBe('/de/newsletter/confirm');
    const { rows } = await servicePool().query<{ locale: string }>(
      `select locale from public.newsletter_subscriptions where email = $1`,
      [email],
    );
    expect(rows).toEqual([{ locale: 'de' }]);
  });

  it('confirms in French from a French page', async () => {
    const email = newEmail('fr-reader');
    expect((await subscribe({ email, locale: 'fr' })).status).toBe(200);
    const mail = await outboxMail(email, 'newsletter-confirm');
    expectInLanguage(mail, {
      subject: /^Confirmez votre abonnement à la newsletter EcoTours$/,
      body: ['Désabonnez-vous à tout moment', 'expire dans 48 heures'],
    });
    expect(new URL(mail.link!).pathname).toBe('/fr/newsletter/confirm');
  });

  it('refuses an unknown language with unsupported_locale and mails nothing', async () => {
    const email = newEmail('xx-reader');
    for (const locale of ['xx', 'EN', 7]) {
      const answer = await subscribe({ email, locale });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(locale === 7 ? 'validation_failed' : 'unsupported_locale');
    }
    const { rowCount } = await servicePool().query(
      `select 1 from public.newsletter_subscriptions where email = $1`,
      [email],
    );
    expect(rowCount).toBe(0);
  });
});

describe('a member’s booking mails follow the language on their account', () => {
  let kit: BookingTasksKit;

  beforeAll(async () => {
    kit = await startBookingTasks();
  });

  afterAll(async () => {
    await kit.close();
  });

  async function member(locale: string) {
    const created = await createSessionMember();
    await servicePool().query(`update auth.users set raw_user_meta_data = $2 where id = $1`, [
      created.id,
      { name: 'Grete Berger', locale },
    ]);
    return created;
  }

  const nextMail = async (to: string): Promise<ParsedMail & { subject: string; text: string }> => {
    const mail = await simpleParser((await kit.smtp.nextMailTo(to)).raw);
    return Object.assign(mail, { subject: mail.subject ?? '', text: mail.text ?? '' });
  };

  /** A calendar file's lines as a calendar reads them: folds undone, escapes kept. */
  const unfolded = (calendar: string) => calendar.replace(/\r?\n[ \t]/g, '');

  it('confirms a booking in German, with a German PDF ticket and calendar entry', async () => {
    const tour = await createTicketTour({ price: 99.99 });
    // The tour's German title: the mail, its PDF and its calendar entry name the tour by it.
    const germanTitle = `Donau-Bahnreise ${tour.title.split(' ').pop()}`;
    await servicePool().query(`update public.tours set translations = $2 where id = $1`, [
      tour.id,
      { de: { title: germanTitle }, fr: { title: 'Voyage en train sur le Danube' } },
    ]);
    const traveller = await member('de');
    const bookingId = await insertBooking(traveller.id, tour.id, inDays(20), { travelers: 3 });
    const reference = bookingId.slice(0, 8).toUpperCase();
    await kit.tasks.booking_confirmation({ bookingId });
    const mail = await nextMail(traveller.email);

    expectInLanguage(mail, {
      subject: new RegExp(
        `^Buchung bestätigt: ${germanTitle} am \\d+\\. \\p{L}+ \\d{4} \\(${reference}\\)$`,
        'u',
      ),
      body: [
        'Danke, dass du mit EcoTours buchst.',
        `Buchungsnummer: ${reference}`,
        'Treffzeit: 09:00 Uhr (Zeitzone Europe/Vienna)',
        'Reisende: 3 Personen',
        'Bezahlt insgesamt: 240,00 €',
        'Mehr als 14 Tage vor der Tour: volle Erstattung',
        'Dein E-Ticket (PDF) und ein Kalendereintrag sind angehängt.',
        `Tour: ${germanTitle}`,
        `Dein Ticket: ${SITE}/de/tickets/${reference}`,
      ],
    });
    expectLinksUnder(mail.text, '/de');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).not.toContain(tour.title);

    const [pdf, ics] = mail.attachments;
    const printed = await pdfText(pdf!.content);
    for (const words of [
      'E-Ticket',
      'Buchungsnummer',
      'Zeig diesen Code am Treffpunkt',
      'Der Code ist für diese Buchung signiert',
    ]) {
      expect(printed).toContain(words);
    }
    expect(printed).toContain(germanTitle);
    for (const words of [
      'Show this code',
      'Reference',
      'Meeting point',
      'Total paid',
      tour.title,
      'Voyage en train',
    ]) {
      expect(printed).not.toContain(words);
    }
    const calendar = unfolded(ics!.content.toString('utf8'));
    expect(calendar).toContain(`SUMMARY:${germanTitle}`);
    expect(calendar).not.toContain(tour.title);
    expect(calendar).toContain(
      `DESCRIPTION:Buchung ${reference}\\, 3 Personen.\\nDein Ticket: ${SITE}/de/tickets/${reference}`,
    );
    expect(calendar).toContain(`URL;VALUE=URI:${SITE}/de/tickets/${reference}`);
    expect(calendar).not.toMatch(/Booking|traveller|Your ticket/);
  });

  it('reminds and tells of a date change in German', async () => {
    const tour = await createTicketTour({ price: 80 });
    const traveller = await member('de');
    const bookingId = await insertBooking(traveller.id, tour.id, inDays(2));
    const reference = bookingId.slice(0, 8).toUpperCase();
    await kit.tasks.booking_reminder({ bookingId });
    const reminder = await nextMail(traveller.email);
    expectInLanguage(reminder, {
      subject: /^Bis bald: .+ am \d+\. \p{L}+ \d{4}$/u,
      body: ['Deine Tour beginnt in zwei Tagen.', 'um 09:00 Uhr (Zeitzone Europe/Vienna)'],
    });
    expectLinksUnder(reminder.text, '/de');

    await servicePool().query(
      `with moved as (
         update public.bookings b set start_date = $3, date_changes = b.date_changes + 1
          where b.id = $1 returning b.id, b.departure_id)
       insert into public.booking_date_changes (booking_id, user_id, from_departure_id,
                                                to_departure_id, from_date, to_date, fee_eur,
                                                price_difference_eur)
       select id, $2, departure_id, departure_id, $4, $3, 20, -30 from moved`,
      [bookingId, traveller.id, inDays(9), inDays(2)],
    );
    await kit.tasks.booking_date_changed({ bookingId, sequence: 1 });
    const moved = await nextMail(traveller.email);
    expectInLanguage(moved, {
      subject: new RegExp(`^Deine Buchung wurde verschoben: .+ \\(${reference}\\)$`),
      body: [
        `Deine Buchung ${reference} wurde vom`,
        'Die Gebühr für die Umbuchung beträgt 20,00 €. Der neue Termin kostet 30,00 € weniger. 10,00 € sind jetzt wieder in deinem Guthaben.',
        'Der Eintrag ersetzt den alten Termin in deinem Kalender.',
      ],
    });
    expectLinksUnder(moved.text, '/de');
    expect(unfolded(moved.attachments[1]!.content.toString('utf8'))).toContain('SEQUENCE:1');
  });

  it('tells of cancellations, refunds and the waiting list in German', async () => {
    const tour = await createTicketTour({ price: 80 });
    const traveller = await member('de');
    const bookingId = await insertBooking(traveller.id, tour.id, inDays(30), { travelers: 2 });
    const startDate = inDays(30);
    const cases = [
      {
        kind: 'departure_cancelled',
        booking: bookingId,
        details: { tourTitle: tour.title, startDate, travelers: 2, refund: 160, reason: 'Sturm' },
        subject: /^Abgesagt: .+ am \d+\. \p{L}+ \d{4}$/u,
        body: ['Es tut uns leid', 'Grund: Sturm', '160,00 € sind jetzt wieder in deinem Guthaben'],
      },
      {
        kind: 'booking_cancelled',
        booking: bookingId,
        details: {
          tourTitle: tour.title,
          startDate,
          travelers: 2,
          total: 160,
          refund: 80,
          percent: 50,
        },
        subject: /^Storniert: .+ \([0-9A-F]{8}\)$/u,
        body: [
          'jetzt 50 % zurück: 80,00 € von den bezahlten 160,00 €',
          'Die übrigen 80,00 € werden nicht erstattet.',
        ],
      },
      {
        kind: 'waitlist_booked',
        booking: bookingId,
        details: { tourTitle: tour.title, startDate, travelers: 1, totalAmount: 80 },
        subject: /^Die Plätze gehören dir: /u,
        body: [
          'Du bist für 1 Person gebucht.',
          'Die 80,00 €, die in deinem Guthaben reserviert waren',
        ],
      },
      {
        kind: 'waitlist_released',
        booking: null,
        details: { tourTitle: tour.title, startDate, amount: 80, why: 'started' },
        subject: /^Warteliste beendet: /u,
        body: [
          'kein Platz frei geworden',
          'Die für dich reservierten 80,00 € sind vollständig freigegeben',
        ],
      },
    ];
    for (const notice of cases) {
      const { rows } = await servicePool().query<{ id: string }>(
        `insert into private.member_notices (user_id, kind, booking_id, details)
         values ($1, $2, $3, $4) returning id::text`,
        [traveller.id, notice.kind, notice.booking, notice.details],
      );
      // The row's trigger queues its mail: the shared server's worker sends it.
      expect(rows).toHaveLength(1);
      const mail = await outboxMail(traveller.email, notice.kind.replace('_', '-'));
      expectInLanguage(mail, { subject: notice.subject, body: notice.body });
      expectLinksUnder(mail.text, '/de');
    }
  });

  it('writes to a French member in French', async () => {
    const tour = await createTicketTour({ price: 80 });
    const traveller = await member('fr');
    const bookingId = await insertBooking(traveller.id, tour.id, inDays(20), { travelers: 1 });
    const reference = bookingId.slice(0, 8).toUpperCase();
    await kit.tasks.booking_confirmation({ bookingId });
    const mail = await nextMail(traveller.email);
    expectInLanguage(mail, {
      subject: new RegExp(
        `^Réservation confirmée : .+ le \\d+ \\p{L}+ \\d{4} \\(${reference}\\)$`,
        'u',
      ),
      body: [
        'Merci d’avoir réservé avec EcoTours.',
        'Voyageurs : 1 voyageur',
        'Total payé : 80,00 €',
      ],
    });
    expectLinksUnder(mail.text, '/fr');
    expect(await pdfText(mail.attachments[0]!.content)).toContain('E-billet');

    const { rows } = await servicePool().query<{ id: string }>(
      `insert into private.member_notices (user_id, kind, booking_id, details)
       values ($1, 'departure_cancelled', $2, $3) returning id::text`,
      [
        traveller.id,
        bookingId,
        {
          tourTitle: tour.title,
          startDate: inDays(20),
          travelers: 1,
          refund: 80,
          reason: 'Tempête',
        },
      ],
    );
    expect(rows).toHaveLength(1);
    const cancelled = await outboxMail(traveller.email, 'departure-cancelled');
    expectInLanguage(cancelled, {
      subject: /^Annulé : /u,
      body: ['Nous sommes désolés', 'intégralement remboursée (100 %) : 80,00 €'],
    });
    expectLinksUnder(cancelled.text, '/fr');
  });
});
