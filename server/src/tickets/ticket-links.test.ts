import { simpleParser } from 'mailparser';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient } from '@app/testing/clients';
import { createSessionMember } from '@app/testing/member-sessions';
import { createTicketTour, inDays, insertBooking } from '@app/testing/ticket-fixtures';
import { signedUrlKey } from '../storage/signed-urls.js';
import { type BookingTasksKit, startBookingTasks, TEST_SITE } from './booking-tasks-test-kit.js';

// E-tickets are private objects of their member, reached by signed links that expire: the one
// in a booking mail (a week) and the ticket page's fresh one (minutes).

let kit: BookingTasksKit;

beforeAll(async () => {
  kit = await startBookingTasks();
});
afterAll(async () => {
  await kit.close();
});

/** A paid booking whose confirmation was mailed; the e-ticket link from the mail's text. */
async function mailedBooking() {
  const tour = await createTicketTour();
  const member = await createSessionMember();
  const bookingId = await insertBooking(member.id, tour.id, inDays(20));
  const reference = bookingId.slice(0, 8).toUpperCase();
  await kit.tasks.booking_confirmation({ bookingId });
  const mail = await simpleParser((await kit.smtp.nextMailTo(member.email)).raw);
  const text = mail.text ?? '';
  expect(text).toContain('This link works for 7 days');
  const link = /https?:\/\/\S+\/storage\/v1\/object\/sign\/e-tickets\/\S+/.exec(text)?.[0];
  expect(link).toBeDefined();
  // The kit's site is not the test gateway: the same path and token, asked of the gateway.
  const onGateway = link!.replace(TEST_SITE, inject('gatewayUrl'));
  return { member, reference, link: onGateway, key: `${member.id}/${reference}.pdf` };
}

describe('e-ticket links', () => {
  it('a mailed link opens the PDF as a download before it expires, for whoever holds it', async () => {
    const { reference, link } = await mailedBooking();
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=ticket-${reference}.pdf`,
    );
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const expires = Date.parse(response.headers.get('expires')!);
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
  });

  it('an expired link and one changed to another ticket are refused', async () => {
    const { key, link } = await mailedBooking();
    const other = await mailedBooking();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ url: `e-tickets/${key}`, scope: 'download' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 8 * 24 * 3600)
      .setExpirationTime(now - 24 * 3600)
      .sign(signedUrlKey(inject('jwtSecret')));
    const url = new URL(link);
    url.searchParams.set('token', expired);
    const refused = await fetch(url);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
    // This booking's token on the other member's ticket.
    const swapped = new URL(other.link);
    swapped.searchParams.set('token', new URL(link).searchParams.get('token')!);
    expect(await (await fetch(swapped)).json()).toMatchObject({ code: 'InvalidSignature' });
  });

  it('only the member may sign their ticket; nobody may list or read the bucket', async () => {
    const { member, key } = await mailedBooking();
    const stranger = await createSessionMember();
    const own = await member.client.storage.from('e-tickets').createSignedUrl(key, 60);
    expect(own.error).toBeNull();
    for (const client of [stranger.client, anonClient()]) {
      const { data, error } = await client.storage.from('e-tickets').createSignedUrl(key, 60);
      expect(data).toBeNull();
      expect(error?.message).toBe('Object not found');
      expect((await client.storage.from('e-tickets').download(key)).error).not.toBeNull();
    }
    expect((await stranger.client.storage.from('e-tickets').list(member.id)).error).toMatchObject({
      statusCode: '403',
    });
  });

  it('the ticket page gets a fresh short-lived link for its member only', async () => {
    const { member, reference } = await mailedBooking();
    const { data, error } = await member.client.functions.invoke('ticket-link', {
      body: { reference, locale: 'de' },
    });
    expect(error).toBeNull();
    const url = new URL((data as { url: string }).url);
    expect(url.pathname).toBe(`/storage/v1/object/sign/e-tickets/${member.id}/${reference}.pdf`);
    const response = await fetch(`${inject('gatewayUrl')}${url.pathname}${url.search}`);
    expect(response.status).toBe(200);
    expect(Date.parse(response.headers.get('expires')!) - Date.now()).toBeLessThanOrEqual(
      5 * 60 * 1000,
    );
    const stranger = await createSessionMember();
    const refused = await stranger.client.functions.invoke('ticket-link', {
      body: { reference },
    });
    expect(refused.error).not.toBeNull();
  });
});
