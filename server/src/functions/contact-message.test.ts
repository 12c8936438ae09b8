import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { contactMessages } from '@app/domain';
import { servicePool, uniqueTag } from '@app/testing/clients';
import {
  inOneWindow,
  secondsLeftInWindow,
  WINDOW_WAIT_TIMEOUT_MS,
} from '@app/testing/rate-limit-windows';
import { waitText } from './public-form-limits.js';

const gateway = () => inject('gatewayUrl');

/** A fresh client address per test: the gateway trusts X-Forwarded-For from loopback. */
const newIp = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const newEmail = () => `visitor-${uniqueTag()}@example.test`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function send(body: unknown, ip: string, raw?: string): Promise<Answer> {
  const response = await fetch(`${gateway()}/functions/v1/contact-message`, {
    method: 'POST',
    headers: {
      apikey: inject('anonKey'),
      authorization: `Bearer ${inject('anonKey')}`,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const message = (email = newEmail(), extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  inquiryType: 'group',
  groupSize: '3-5',
  message: 'We are five friends and would like a rail trip in May.',
  ...extra,
});

async function storedFor(email: string) {
  const { rows } = await servicePool().query<{
    first_name: string;
    inquiry_type: string;
    group_size: string | null;
    message: string;
  }>(
    `select first_name, inquiry_type, group_size, message from public.contact_messages
      where email = $1 order by created_at`,
    [email],
  );
  return rows;
}

async function operatorMail(marker: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await servicePool().query<{
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
    }>(
      `select to_address, subject, text_body, html_body from auth.mail_outbox
        where kind = 'contact' and text_body like $1`,
      [`%${marker}%`],
    );
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no operator mail');
}

describe('POST /functions/v1/contact-message', () => {
  it('stores the message and mails the operator, the visitor’s words escaped', async () => {
    const email = newEmail();
    const marker = uniqueTag();
    const text = `Hello <script>alert("x")</script> & welcome ${marker}`;
    const answer = await send(
      message(email, { firstName: '  Ada  ', message: text, groupSize: '' }),
      newIp(),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, id: expect.any(String) });
    expect(await storedFor(email)).toEqual([
      { first_name: 'Ada', inquiry_type: 'group', group_size: null, message: text },
    ]);

    const mail = await operatorMail(marker);
    expect(mail.to_address).toBe('info@ecotours.eu');
    expect(mail.subject).toBe('Contact form: Group travel from Ada Lovelace');
    expect(mail.text_body).toContain(`From: Ada Lovelace <${email}>`);
    expect(mail.html_body).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html_body).not.toContain('<script>');
    expect(mail.html_body).toContain('/admin?tab=messages');
  });

  it.each([
    ['no first name', { firstName: '' }, `firstName: ${contactMessages.firstNameRequired}`],
    ['a bad address', { email: 'ada@' }, `email: ${contactMessages.emailInvalid}`],
    [
      'an unknown topic',
      { inquiryType: 'spam' },
      `inquiryType: ${contactMessages.inquiryTypeRequired}`,
    ],
    [
      'an unknown group size',
      { groupSize: '99' },
      `groupSize: ${contactMessages.groupSizeInvalid}`,
    ],
    ['a one-word message', { message: 'hi' }, `message: ${contactMessages.messageTooShort}`],
    ['a long message', { message: 'x'.repeat(5001) }, `message: ${contactMessages.messageTooLong}`],
    [
      'a name with a line break',
      { lastName: 'Love\r\nBcc: x@example.test' },
      `lastName: ${contactMessages.nameOneLine}`,
    ],
    ['an extra field', { handled_at: '2020-01-01' }, 'Unrecognized key'],
    ['a number for a name', { firstName: 42 }, `firstName: ${contactMessages.firstNameRequired}`],
  ])('refuses %s with a clear 400 and stores nothing', async (_label, change, error) => {
    const email = newEmail();
    const answer = await send(message(email, change), newIp());
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toContain(error);
    expect(answer.body.code).toBe('validation_failed');
    expect(await storedFor(email)).toEqual([]);
  });

  it('refuses malformed JSON and a body over 64 KiB, storing nothing', async () => {
    const email = newEmail();
    const broken = await send(undefined, newIp(), `{"email":"${email}",`);
    expect(broken.status).toBe(400);
    const huge = await send(message(email, { message: 'x'.repeat(70 * 1024) }), newIp());
    expect(huge.status).toBe(413);
    expect(await storedFor(email)).toEqual([]);
  });

  it(
    'takes at most 5 messages per address an hour, from any client address',
    () =>
      inOneWindow(3600, async () => {
        const email = newEmail();
        for (let i = 0; i < 5; i += 1) {
          expect((await send(message(email), newIp())).status).toBe(200);
        }
        const refusals = await Promise.all([1, 2, 3].map(() => send(message(email), newIp())));
        for (const refusal of refusals) {
          expect(refusal.status).toBe(429);
          expect(refusal.body.retryAfterSeconds).toBeGreaterThan(0);
          // The window the burst ran in is the one the database counts in.
          const left = secondsLeftInWindow(3600, Date.now());
          expect(Math.abs(Number(refusal.body.retryAfterSeconds) - left)).toBeLessThanOrEqual(2);
          expect(refusal.body.error).toMatch(
            new RegExp(
              `several messages .* Please try again ${waitText(Number(refusal.body.retryAfterSeconds))}\\.$`,
            ),
          );
          expect(refusal.body.code).toBe('rate_limited');
        }
        expect(await storedFor(email)).toHaveLength(5);
      }),
    WINDOW_WAIT_TIMEOUT_MS,
  );

  it(
    'takes at most 20 messages per client address an hour, whatever the address',
    () =>
      inOneWindow(3600, async () => {
        const ip = newIp();
        for (let i = 0; i < 20; i += 1) {
          expect((await send(message(), ip)).status).toBe(200);
        }
        const email = newEmail();
        expect((await send(message(email), ip)).status).toBe(429);
        expect(await storedFor(email)).toEqual([]);
        // Another client is not held back by it.
        expect((await send(message(), newIp())).status).toBe(200);
      }),
    WINDOW_WAIT_TIMEOUT_MS,
  );

  it('answers only POST', async () => {
    const response = await fetch(`${gateway()}/functions/v1/contact-message`, {
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${inject('anonKey')}` },
    });
    expect(response.status).toBe(405);
  });

  it('refuses a forged key', async () => {
    const response = await fetch(`${gateway()}/functions/v1/contact-message`, {
      method: 'POST',
      headers: {
        apikey: 'forged',
        authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.forged',
        'content-type': 'application/json',
      },
      body: JSON.stringify(message()),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'invalid_jwt' });
  });
});
