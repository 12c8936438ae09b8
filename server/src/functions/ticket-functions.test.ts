import { createHmac } from 'node:crypto';
import { checkInResultSchema, staffMemberSchema, ticketViewSchema } from '@app/domain/tickets';
import { decodeJwt } from 'jose';
import { describe, expect, it, inject } from 'vitest';
import { anonClient, servicePool, signToken, tokenClient } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { proveWithNewFactor } from '@app/testing/two-factor';
import {
  createAddon,
  createTicketMicroTour,
  createTicketTour,
  idWithPrefix,
  inDays,
  insertBooking,
  TICKET_TOUR_ROUTE,
} from '@app/testing/ticket-fixtures';
import { pdfText } from '../platform/pdf-text-test-kit.js';
import { decodeQr, pdfPagesAsPng } from '../tickets/ticket-scan-test-kit.js';
import { signTicketToken, ticketKey } from '../tickets/ticket-tokens.js';

const serverKey = () => ticketKey(inject('jwtSecret'));
const reference = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * A member the admin made a guide, signed in through the auth service with a password and an
 * authenticator code (guides act only at aal2): the token says so.
 */
async function signedInGuide(admin: SessionMember) {
  const account = await createPasswordAccount(servicePool());
  const granted = await callFunction(
    'staff-role',
    { email: account.email, role: 'guide' },
    { token: admin.token },
  );
  expect(granted.status).toBe(200);
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  await proveWithNewFactor(client);
  const token = (await client.auth.getSession()).data.session!.access_token;
  return { ...account, token };
}

async function guideAndAdmin() {
  const admin = await createSessionMember({ admin: true });
  return { admin, guide: await signedInGuide(admin) };
}

describe('ticket', () => {
  it('shows its owner the ticket with a signed code, the add-ons and the meeting time', async () => {
    const tour = await createTicketTour();
    const addon = await createAddon('Bike rental', 12.5);
    const owner = await createSessionMember();
    await servicePool().query(
      `update auth.users set raw_user_meta_data = '{"name": "Ada Lovelace"}' where id = $1`,
      [owner.id],
    );
    const bookingId = await insertBooking(owner.id, tour.id, inDays(20), {
      travelers: 3,
      addons: [{ id: addon, price: 12.5 }],
    });
    const answer = await callFunction(
      'ticket',
      { reference: reference(bookingId).toLowerCase() },
      { token: owner.token },
    );
    expect(answer.status).toBe(200);
    const ticket = ticketViewSchema.parse(answer.body);
    expect(ticket).toMatchObject({
      reference: reference(bookingId),
      bookingId,
      kind: 'tour',
      title: tour.title,
      startDate: inDays(20),
      meetingTime: '09:00',
      timeZone: 'Europe/Vienna',
      meetingPoint: 'Wien Hauptbahnhof, main hall',
      meetingAt: { lat: 48.18486, lng: 16.37761 },
      route: TICKET_TOUR_ROUTE,
      travelers: 3,
      addons: [{ name: 'Bike rental', priceEur: 12.5 }],
      totalEur: 277.5,
      status: 'paid',
      checkedInAt: null,
      holderName: 'Ada Lovelace',
    });
    expect(ticket.token).toBe(signTicketToken(serverKey(), bookingId));
  });

  it('shows a micro-tour ticket with its own meeting point and time zone', async () => {
    const walk = await createTicketMicroTour();
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, walk.id, inDays(10), {
      micro: true,
      travelers: 1,
      price: 30,
    });
    const answer = await callFunction(
      'ticket',
      { reference: reference(bookingId) },
      { token: owner.token },
    );
    expect(answer.status).toBe(200);
    expect(ticketViewSchema.parse(answer.body)).toMatchObject({
      kind: 'micro_tour',
      title: walk.title,
      meetingPoint: 'Praça do Comércio, by the arch',
      meetingAt: { lat: 38.7075, lng: -9.1364 },
      route: [],
      timeZone: 'Europe/Lisbon',
      meetingTime: '09:00',
      travelers: 1,
      addons: [],
      totalEur: 30,
      holderName: null,
    });
  });

  it('gives the title in each language it is written in, for the page in that language', async () => {
    const tour = await createTicketTour();
    const walk = await createTicketMicroTour();
    await servicePool().query(`update public.tours set translations = $2 where id = $1`, [
      tour.id,
      { de: { title: 'Wiener Radtour', short_description: 'Kurz' }, fr: { country: 'Autriche' } },
    ]);
    const owner = await createSessionMember();
    const tourBooking = await insertBooking(owner.id, tour.id, inDays(20));
    const walkBooking = await insertBooking(owner.id, walk.id, inDays(10), {
      micro: true,
      price: 30,
    });
    const tourTicket = await callFunction(
      'ticket',
      { reference: reference(tourBooking) },
      { token: owner.token },
    );
    expect(ticketViewSchema.parse(tourTicket.body)).toMatchObject({
      title: tour.title,
      titleTranslations: { de: 'Wiener Radtour' },
    });
    // Only titles: a language without one, and a row without translations, give none.
    const walkTicket = await callFunction(
      'ticket',
      { reference: reference(walkBooking) },
      { token: owner.token },
    );
    expect(ticketViewSchema.parse(walkTicket.body).titleTranslations).toEqual({});
  });

  it('answers 404 for another member’s booking, an unknown reference and a pending one', async () => {
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const other = await createSessionMember();
    const admin = await createSessionMember({ admin: true });
    const bookingId = await insertBooking(owner.id, tour.id, inDays(20));
    for (const caller of [other, admin]) {
      const answer = await callFunction(
        'ticket',
        { reference: reference(bookingId) },
        { token: caller.token },
      );
      expect(answer).toMatchObject({ status: 404, body: { code: 'ticket_not_found' } });
    }
    const unknown = await callFunction('ticket', { reference: 'FFFFFFF0' }, { token: owner.token });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'ticket_not_found' } });
    const pending = await insertBooking(owner.id, tour.id, inDays(20));
    await servicePool().query(`update public.bookings set status = 'pending' where id = $1`, [
      pending,
    ]);
    const unpaid = await callFunction(
      'ticket',
      { reference: reference(pending) },
      { token: owner.token },
    );
    expect(unpaid).toMatchObject({ status: 404, body: { code: 'ticket_not_found' } });
  });

  it('refuses malformed references and callers without a member token', async () => {
    const owner = await createSessionMember();
    for (const body of [
      { reference: 'ABC' },
      { reference: 'GGGGGGGG' },
      { reference: "1234567'" },
      { reference: '12345678-0000' },
      { reference: 12345678 },
      {},
      { reference: 'A'.repeat(100_000) },
    ]) {
      const answer = await callFunction('ticket', body, { token: owner.token });
      expect([400, 413]).toContain(answer.status);
    }
    const anon = await callFunction('ticket', { reference: 'ABCDEF12' });
    expect(anon).toMatchObject({ status: 403, body: { code: 'not_authenticated' } });
    const none = await callFunction('ticket', { reference: 'ABCDEF12' }, { token: null });
    expect(none).toMatchObject({ status: 403, body: { code: 'not_authenticated' } });
  });
});

/** POSTs to ticket-file as the page does, keeping the answer's bytes and headers. */
async function ticketFile(body: unknown, token: string | null) {
  const response = await fetch(`${inject('gatewayUrl')}/functions/v1/ticket-file`, {
    method: 'POST',
    headers: {
      apikey: inject('anonKey'),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('ticket-file', () => {
  it('gives its owner the e-ticket as a PDF whose code scans, and the calendar entry', async () => {
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, tour.id, inDays(30), { travelers: 2 });
    const ref = reference(bookingId);

    const pdf = await ticketFile({ reference: ref, format: 'pdf' }, owner.token);
    expect(pdf).toMatchObject({
      status: 200,
      type: 'application/pdf',
      disposition: `attachment; filename="ticket-${ref}.pdf"`,
      cache: 'no-store',
    });
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfPagesAsPng(pdf.bytes);
    expect(await decodeQr(page!)).toBe(signTicketToken(serverKey(), bookingId));

    const calendar = await ticketFile({ reference: ref.toLowerCase(), format: 'ics' }, owner.token);
    expect(calendar).toMatchObject({
      status: 200,
      type: 'text/calendar; charset=utf-8; method=PUBLISH',
      disposition: `attachment; filename="booking-${ref}.ics"`,
    });
    const text = calendar.bytes.toString('utf8');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`UID:${bookingId}@`);
    expect(text).toContain(`SUMMARY:${tour.title}`);
  });

  it("follows the page's language: its words and the tour's title in it", async () => {
    const tour = await createTicketTour();
    await servicePool().query(`update public.tours set translations = $2 where id = $1`, [
      tour.id,
      { de: { title: 'Wiener Radtour am Donaukanal' } },
    ]);
    // The account is English: the page's language wins.
    const owner = await createSessionMember();
    const ref = reference(await insertBooking(owner.id, tour.id, inDays(30), { travelers: 2 }));

    const pdf = await ticketFile({ reference: ref, format: 'pdf', locale: 'de' }, owner.token);
    expect(pdf.status).toBe(200);
    const printed = await pdfText(pdf.bytes);
    expect(printed).toContain('Wiener Radtour am Donaukanal');
    expect(printed).toContain('Buchungsnummer');
    expect(printed).not.toContain(tour.title);
    expect(printed).not.toContain('Reference');

    const calendar = await ticketFile({ reference: ref, format: 'ics', locale: 'de' }, owner.token);
    const text = calendar.bytes.toString('utf8').replace(/\r?\n[ \t]/g, '');
    expect(text).toContain('SUMMARY:Wiener Radtour am Donaukanal');
    expect(text).toContain(`/de/tickets/${ref}`);

    // A language the tour has no title in: the English title, the words in that language.
    const french = await ticketFile({ reference: ref, format: 'pdf', locale: 'fr' }, owner.token);
    const frenchText = await pdfText(french.bytes);
    expect(frenchText).toContain(tour.title);
    expect(frenchText).not.toContain('Reference');
    // No language named: the account's (English), as before.
    const english = await ticketFile({ reference: ref, format: 'ics' }, owner.token);
    expect(english.bytes.toString('utf8')).toContain(`SUMMARY:${tour.title}`);
  });

  it('refuses a language that is not one of the five with 400, never a 5xx', async () => {
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const ref = reference(await insertBooking(owner.id, tour.id, inDays(30)));
    for (const locale of ['pt', 'DE', 'de-AT', '', 'x'.repeat(36), 7, null]) {
      const answer = await ticketFile({ reference: ref, format: 'pdf', locale }, owner.token);
      expect(answer.status, JSON.stringify(locale)).toBe(400);
      expect(JSON.parse(answer.bytes.toString()), JSON.stringify(locale)).toMatchObject({
        code:
          typeof locale === 'string' && locale.length <= 35
            ? 'unsupported_locale'
            : 'validation_failed',
      });
    }
    // Another member's booking stays unknown whatever the language.
    const other = await createSessionMember();
    const foreign = await ticketFile({ reference: ref, format: 'pdf', locale: 'de' }, other.token);
    expect(foreign.status).toBe(404);
  });

  it('refuses another member, a cancelled booking, bad formats and callers without a token', async () => {
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const other = await createSessionMember();
    const bookingId = await insertBooking(owner.id, tour.id, inDays(30));
    const ref = reference(bookingId);
    for (const format of ['pdf', 'ics']) {
      const foreign = await ticketFile({ reference: ref, format }, other.token);
      expect(foreign.status).toBe(404);
      expect(JSON.parse(foreign.bytes.toString())).toMatchObject({ code: 'ticket_not_found' });
    }
    const cancelled = await insertBooking(owner.id, tour.id, inDays(30), { cancelled: true });
    const refused = await ticketFile(
      { reference: reference(cancelled), format: 'pdf' },
      owner.token,
    );
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: 'ticket_cancelled' });
    for (const body of [
      { reference: ref },
      { reference: ref, format: 'docx' },
      { reference: ref, format: 'PDF' },
      { reference: 'nope', format: 'pdf' },
    ]) {
      const answer = await ticketFile(body, owner.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(answer.bytes.toString())).toMatchObject({ code: 'validation_failed' });
    }
    expect((await ticketFile({ reference: ref, format: 'pdf' }, null)).status).toBe(403);
    expect((await ticketFile({ reference: ref, format: 'pdf' }, inject('anonKey'))).status).toBe(
      403,
    );
  });
});

describe('check-in', () => {
  it('checks a scanned ticket in once; the next scan says when it was', async () => {
    const { guide } = await guideAndAdmin();
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, tour.id, inDays(1), { travelers: 4 });
    const token = signTicketToken(serverKey(), bookingId);

    const first = await callFunction('check-in', { token }, { token: guide.token });
    expect(first.status).toBe(200);
    const checked = checkInResultSchema.parse(first.body);
    expect(checked).toMatchObject({
      outcome: 'checked_in',
      reference: reference(bookingId),
      title: tour.title,
      titleTranslations: {},
      travelers: 4,
    });
    expect(checked.checkedInAt).not.toBeNull();

    const second = await callFunction('check-in', { token }, { token: guide.token });
    expect(second).toEqual({
      status: 200,
      body: { ...checked, outcome: 'already_checked_in' },
    });
    const { rows } = await servicePool().query(
      `select checked_in_by from public.bookings where id = $1`,
      [bookingId],
    );
    expect(rows[0]).toEqual({ checked_in_by: guide.id });
  });

  it('says a cancelled booking is cancelled and does not check it in', async () => {
    const { admin } = await guideAndAdmin();
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, tour.id, inDays(1), { cancelled: true });
    const answer = await callFunction(
      'check-in',
      { token: signTicketToken(serverKey(), bookingId) },
      { token: admin.token },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { outcome: 'cancelled', checkedInAt: null },
    });
  });

  it("gives the tour's title in each language, for the guide's page in its own", async () => {
    const { guide } = await guideAndAdmin();
    const walk = await createTicketMicroTour();
    await servicePool().query(`update public.micro_tours set translations = $2 where id = $1`, [
      walk.id,
      { de: { title: 'Altstadtrundgang' }, it: { title: 'Passeggiata nel centro' } },
    ]);
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, walk.id, inDays(1), { micro: true, price: 30 });
    const answer = await callFunction(
      'check-in',
      { token: signTicketToken(serverKey(), bookingId) },
      { token: guide.token },
    );
    expect(answer.status).toBe(200);
    expect(checkInResultSchema.parse(answer.body)).toMatchObject({
      outcome: 'checked_in',
      title: walk.title,
      titleTranslations: { de: 'Altstadtrundgang', it: 'Passeggiata nel centro' },
    });
  });

  it('refuses forged, altered and foreign codes with 422, changing nothing', async () => {
    const { guide } = await guideAndAdmin();
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, tour.id, inDays(1));
    const good = signTicketToken(serverKey(), bookingId);
    const flipped = `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`;
    const otherKey = signTicketToken(Buffer.alloc(32, 7), bookingId);
    // The booking id alone, with a tag made some other way.
    const forged = `ET1.${Buffer.concat([
      Buffer.from(bookingId.replaceAll('-', ''), 'hex'),
      createHmac('sha256', 'guess').update(bookingId).digest().subarray(0, 16),
    ]).toString('base64url')}`;
    for (const token of [flipped, otherKey, forged, good.slice(0, -1), bookingId, 'x']) {
      const answer = await callFunction('check-in', { token }, { token: guide.token });
      expect(answer).toMatchObject({ status: 422, body: { code: 'invalid_ticket' } });
    }
    const { rows } = await servicePool().query(
      `select checked_in_at from public.bookings where id = $1`,
      [bookingId],
    );
    expect(rows[0]).toEqual({ checked_in_at: null });
  });

  it('refuses members, the anon key and missing tokens', async () => {
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, tour.id, inDays(1));
    const token = signTicketToken(serverKey(), bookingId);
    const asOwner = await callFunction('check-in', { token }, { token: owner.token });
    expect(asOwner).toMatchObject({ status: 403, body: { code: 'staff_required' } });
    const anon = await callFunction('check-in', { token });
    expect(anon).toMatchObject({ status: 403, body: { code: 'not_authenticated' } });
    const none = await callFunction('check-in', { token }, { token: null });
    expect(none).toMatchObject({ status: 403, body: { code: 'not_authenticated' } });
    // A token that says guide for an account that is none (the server never signs one; SQL
    // still asks auth.users, so a leaked or stale claim is not enough).
    const claimed = await signToken({
      sub: owner.id,
      email: owner.email,
      app_metadata: { provider: 'email', role: 'guide' },
      session_id: owner.sessionId,
      aal: 'aal2',
    });
    const asClaimed = await callFunction('check-in', { token }, { token: claimed });
    expect(asClaimed).toMatchObject({ status: 403, body: { code: 'staff_required' } });
    const { rows } = await servicePool().query(
      `select checked_in_at from public.bookings where id = $1`,
      [bookingId],
    );
    expect(rows[0]).toEqual({ checked_in_at: null });
  });

  it('gives exactly one checked_in to 20 concurrent scans of one ticket', async () => {
    const { guide } = await guideAndAdmin();
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const bookingId = await insertBooking(owner.id, tour.id, inDays(1));
    const token = signTicketToken(serverKey(), bookingId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callFunction('check-in', { token }, { token: guide.token })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const outcomes = answers.map((answer) => checkInResultSchema.parse(answer.body));
    expect(outcomes.filter((result) => result.outcome === 'checked_in')).toHaveLength(1);
    expect(new Set(outcomes.map((result) => result.checkedInAt)).size).toBe(1);
  });

  it('finds a typed reference departing around today; none, or several, are refused', async () => {
    const { guide } = await guideAndAdmin();
    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const soon = await insertBooking(owner.id, tour.id, inDays(1));
    const answer = await callFunction(
      'check-in',
      { reference: reference(soon) },
      { token: guide.token },
    );
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'checked_in' } });

    const later = await insertBooking(owner.id, tour.id, inDays(30));
    const farOff = await callFunction(
      'check-in',
      { reference: reference(later) },
      { token: guide.token },
    );
    expect(farOff).toMatchObject({ status: 404, body: { code: 'ticket_not_found' } });

    const prefix = later.slice(0, 8);
    const twin = await insertBooking(owner.id, tour.id, inDays(1), { id: idWithPrefix(prefix) });
    await insertBooking(owner.id, tour.id, inDays(1), { id: idWithPrefix(prefix) });
    const ambiguous = await callFunction(
      'check-in',
      { reference: reference(twin) },
      { token: guide.token },
    );
    expect(ambiguous).toMatchObject({ status: 409, body: { code: 'ambiguous_reference' } });

    for (const body of [
      { reference: 'nope' },
      { token: 'x', reference: reference(soon) },
      {},
      { token: 'x'.repeat(1000) },
    ]) {
      const refused = await callFunction('check-in', body, { token: guide.token });
      expect(refused).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    }
  });
});

describe('staff-role', () => {
  it('is for admins only; an unknown e-mail is 404; an admin cannot be made a guide', async () => {
    const member = await createSessionMember();
    const admin = await createSessionMember({ admin: true });
    const target = await createSessionMember();
    const asMember = await callFunction(
      'staff-role',
      { email: target.email, role: 'guide' },
      { token: member.token },
    );
    expect(asMember).toMatchObject({ status: 403, body: { code: 'admin_required' } });
    const anon = await callFunction('staff-role', { email: target.email, role: 'guide' });
    expect(anon).toMatchObject({ status: 403, body: { code: 'not_authenticated' } });

    const unknown = await callFunction(
      'staff-role',
      { email: 'nobody-here@example.test', role: 'guide' },
      { token: admin.token },
    );
    expect(unknown).toMatchObject({ status: 404, body: { code: 'member_not_found' } });

    const otherAdmin = await createSessionMember({ admin: true });
    const adminAsGuide = await callFunction(
      'staff-role',
      { email: otherAdmin.email, role: 'guide' },
      { token: admin.token },
    );
    // validation_failed is always 400 (a code keeps one status).
    expect(adminAsGuide).toMatchObject({ status: 400, body: { code: 'validation_failed' } });

    for (const body of [
      { email: target.email, role: 'admin' },
      { email: 'not an email', role: 'guide' },
      { email: target.email },
      { email: target.email, role: 'guide', extra: true },
    ]) {
      const refused = await callFunction('staff-role', body, { token: admin.token });
      expect(refused).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    }
    const { rows } = await servicePool().query(
      `select raw_app_meta_data ->> 'role' as role from auth.users where id = any ($1)`,
      [[target.id, otherAdmin.id]],
    );
    expect(rows.map((row) => row.role).sort()).toEqual(['admin', null]);
  });

  it('grants the guide role into the token; revoking refuses the still-valid token at once', async () => {
    const admin = await createSessionMember({ admin: true });
    const guide = await signedInGuide(admin);
    expect(decodeJwt(guide.token).app_metadata).toMatchObject({ role: 'guide' });

    const { data: listed, error } = await tokenClient(admin.token).rpc('staff_members');
    expect(error).toBeNull();
    expect(listed).toContainEqual({ user_id: guide.id, email: guide.email, role: 'guide' });

    const tour = await createTicketTour();
    const owner = await createSessionMember();
    const first = await insertBooking(owner.id, tour.id, inDays(1));
    const second = await insertBooking(owner.id, tour.id, inDays(1));
    const scan = (bookingId: string) =>
      callFunction(
        'check-in',
        { token: signTicketToken(serverKey(), bookingId) },
        { token: guide.token },
      );
    expect((await scan(first)).status).toBe(200);

    const revoked = await callFunction(
      'staff-role',
      { email: guide.email.toUpperCase(), role: null },
      { token: admin.token },
    );
    expect(revoked).toEqual({ status: 200, body: { email: guide.email, role: null } });
    expect(await scan(second)).toMatchObject({ status: 403, body: { code: 'staff_required' } });
    const { rows } = await servicePool().query(
      `select checked_in_at from public.bookings where id = $1`,
      [second],
    );
    expect(rows[0]).toEqual({ checked_in_at: null });
  });

  it('answers the granted member in the staff member shape', async () => {
    const admin = await createSessionMember({ admin: true });
    const target = await createSessionMember();
    const answer = await callFunction(
      'staff-role',
      { email: target.email, role: 'guide' },
      { token: admin.token },
    );
    expect(staffMemberSchema.parse(answer.body)).toEqual({
      userId: target.id,
      email: target.email,
      role: 'guide',
    });
  });
});
