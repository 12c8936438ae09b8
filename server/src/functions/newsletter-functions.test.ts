import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { newsletterMessages } from '@app/domain';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { inOneWindow, WINDOW_WAIT_TIMEOUT_MS } from '@app/testing/rate-limit-windows';
import { waitText } from './public-form-limits.js';

const gateway = () => inject('gatewayUrl');
const newIp = () => `198.19.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const newEmail = () => `reader-${uniqueTag()}@example.test`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(name: string, body: unknown, ip = newIp()): Promise<Answer> {
  const response = await fetch(`${gateway()}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: inject('anonKey'),
      authorization: `Bearer ${inject('anonKey')}`,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
  link: string | null;
}

/** The mails to this address, oldest first, once there are `count` of them (sent after the answer). */
async function mailsTo(email: string, count: number): Promise<Mail[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await servicePool().query<Mail>(
      `select kind, subject, text_body, link from auth.mail_outbox
        where to_address = $1 order by created_at, id`,
      [email],
    );
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const unsubscribeLinkIn = (text: string) =>
  /(http\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(text)![1]!;

async function subscription(email: string) {
  const { rows } = await servicePool().query<{
    status: string;
    confirm_token_hash: Buffer | null;
  }>(`select status, confirm_token_hash from public.newsletter_subscriptions where email = $1`, [
    email,
  ]);
  return rows[0];
}

async function subscribeAndReadMail(email: string, typed = email) {
  const answer = await call('newsletter-subscribe', { email: typed });
  expect(answer).toEqual({
    status: 200,
    body: { success: true, message: newsletterMessages.checkInbox },
  });
  const [mail] = await mailsTo(email, 1);
  return mail!;
}

describe('newsletter double opt-in', () => {
  it('stores a pending sign-up with a hashed token and mails a single-use link', async () => {
    const email = newEmail();
    const mail = await subscribeAndReadMail(email, `  ${email.toUpperCase()} `);
    expect(mail.kind).toBe('newsletter-confirm');
    expect(mail.subject).toBe('Confirm your EcoTours newsletter subscription');
    expect(mail.link).toMatch(/\/newsletter\/confirm\?token=[\w-]{43}$/);
    expect(mail.text_body).toContain('expires in 48 hours');
    expect(mail.text_body).toMatch(/\/newsletter\/unsubscribe\?token=/);
    const token = tokenOf(mail.link!);
    const row = await subscription(email);
    expect(row?.status).toBe('pending');
    // Only a digest is kept, never the token.
    expect(row?.confirm_token_hash?.length).toBe(32);
    expect(row?.confirm_token_hash?.toString('base64url')).not.toBe(token);

    expect(await call('newsletter-confirm', { token })).toEqual({
      status: 200,
      body: { success: true, status: 'confirmed' },
    });
    expect((await subscription(email))?.status).toBe('confirmed');
  });

  it('tells whoever opens a used link of a confirmed address that it is subscribed already', async () => {
    const email = newEmail();
    const token = tokenOf((await subscribeAndReadMail(email)).link!);
    expect((await call('newsletter-confirm', { token })).body.status).toBe('confirmed');
    const { rows: before } = await servicePool().query<{ confirmed_at: Date }>(
      `select confirmed_at from public.newsletter_subscriptions where email = $1`,
      [email],
    );

    // Opened again, also after it would have expired: the address is confirmed, nothing changes.
    await servicePool().query(
      `update public.newsletter_subscriptions set confirm_expires_at = now() - interval '1 day'
        where email = $1`,
      [email],
    );
    for (let i = 0; i < 2; i += 1) {
      expect(await call('newsletter-confirm', { token })).toEqual({
        status: 200,
        body: { success: true, status: 'already-confirmed' },
      });
    }
    const { rows: after } = await servicePool().query<{ confirmed_at: Date; status: string }>(
      `select confirmed_at, status from public.newsletter_subscriptions where email = $1`,
      [email],
    );
    expect(after).toEqual([{ confirmed_at: before[0]!.confirmed_at, status: 'confirmed' }]);

    // A stranger's made-up token learns nothing.
    const forged = await call('newsletter-confirm', { token: 'B'.repeat(43) });
    expect(forged.status).toBe(410);
    expect(forged.body.error).toBe(newsletterMessages.confirmLinkUsedOrExpired);
    expect(forged.body.code).toBe('link_expired_or_used');
  });

  it('refuses an expired link and a forged or malformed one', async () => {
    const email = newEmail();
    const token = tokenOf((await subscribeAndReadMail(email)).link!);
    await servicePool().query(
      `update public.newsletter_subscriptions set confirm_expires_at = now() - interval '1 second'
        where email = $1`,
      [email],
    );
    expect((await call('newsletter-confirm', { token })).status).toBe(410);
    expect((await subscription(email))?.status).toBe('pending');

    const forged = await call('newsletter-confirm', { token: 'A'.repeat(43) });
    expect(forged.status).toBe(410);
    for (const body of [
      {},
      { token: 'short' },
      { token: 'x'.repeat(500) },
      { token: '<a>'.repeat(10) },
      { token: token, extra: 1 },
    ]) {
      const refused = await call('newsletter-confirm', body);
      expect(refused.status).toBe(400);
    }
  });

  it('a new sign-up makes the earlier link stop working', async () => {
    const email = newEmail();
    const first = tokenOf((await subscribeAndReadMail(email)).link!);
    await call('newsletter-subscribe', { email });
    const [, second] = await mailsTo(email, 2);
    expect((await call('newsletter-confirm', { token: first })).status).toBe(410);
    expect((await call('newsletter-confirm', { token: tokenOf(second!.link!) })).status).toBe(200);
  });

  it('answers a confirmed address exactly as a new one, and tells only its inbox', async () => {
    const email = newEmail();
    const token = tokenOf((await subscribeAndReadMail(email)).link!);
    await call('newsletter-confirm', { token });

    const again = await call('newsletter-subscribe', { email });
    const fresh = await call('newsletter-subscribe', { email: newEmail() });
    expect(again).toEqual(fresh);
    const [, second] = await mailsTo(email, 2);
    expect(second!.kind).toBe('newsletter-already-subscribed');
    expect((await subscription(email))?.status).toBe('confirmed');
  });

  it('unsubscribes with one signed link, again and again, and refuses forged ones', async () => {
    const email = newEmail();
    const mail = await subscribeAndReadMail(email);
    await call('newsletter-confirm', { token: tokenOf(mail.link!) });
    const token = tokenOf(unsubscribeLinkIn(mail.text_body));

    for (let i = 0; i < 2; i += 1) {
      expect(await call('newsletter-unsubscribe', { token })).toEqual({
        status: 200,
        body: { success: true, status: 'unsubscribed' },
      });
      expect((await subscription(email))?.status).toBe('unsubscribed');
    }
    // Not subscribed any more: the used confirmation link says to subscribe again.
    expect((await call('newsletter-confirm', { token: tokenOf(mail.link!) })).status).toBe(410);

    const [id, signature] = token.split('.') as [string, string];
    const otherId = id.replace(/^./, id.startsWith('a') ? 'b' : 'a');
    for (const forged of [
      `${otherId}.${signature}`,
      `${id}.${'A'.repeat(43)}`,
      `${id}.${signature}.x`,
      `not-a-uuid-at-all.${signature}`,
    ]) {
      const refused = await call('newsletter-unsubscribe', { token: forged });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(newsletterMessages.linkInvalid);
      expect(refused.body.code).toBe('invalid_link');
    }

    // Subscribing again needs a new confirmation; the old confirmation link stays used up.
    await call('newsletter-subscribe', { email });
    const [, second] = await mailsTo(email, 2);
    expect(second!.kind).toBe('newsletter-confirm');
    expect((await subscription(email))?.status).toBe('pending');
    expect((await call('newsletter-confirm', { token: tokenOf(second!.link!) })).status).toBe(200);
  });

  it('an unsubscribe before confirming makes the confirmation link stop working', async () => {
    const email = newEmail();
    const mail = await subscribeAndReadMail(email);
    await call('newsletter-unsubscribe', { token: tokenOf(unsubscribeLinkIn(mail.text_body)) });
    expect((await call('newsletter-confirm', { token: tokenOf(mail.link!) })).status).toBe(410);
    expect((await subscription(email))?.status).toBe('unsubscribed');
  });

  it('refuses a bad address with a clear 400 and stores nothing', async () => {
    for (const email of ['', 'not-an-address', `${'x'.repeat(320)}@example.test`]) {
      const answer = await call('newsletter-subscribe', { email });
      expect(answer.status).toBe(400);
      expect(String(answer.body.error)).toMatch(
        /Please enter your email address|does not look right/,
      );
    }
    const { rows } = await servicePool().query(
      `select 1 from public.newsletter_subscriptions where email = 'not-an-address'`,
    );
    expect(rows).toEqual([]);
  });

  it(
    'mails one address at most 3 times an hour and one client at most 20 times',
    () =>
      inOneWindow(3600, async () => {
        const email = newEmail();
        for (let i = 0; i < 3; i += 1) {
          expect((await call('newsletter-subscribe', { email })).status).toBe(200);
        }
        const refused = await call('newsletter-subscribe', { email });
        expect(refused.status).toBe(429);
        expect(refused.body.error).toMatch(
          new RegExp(` Please try again ${waitText(Number(refused.body.retryAfterSeconds))}\\.$`),
        );
        expect(refused.body.code).toBe('rate_limited');
        await mailsTo(email, 3);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await mailsTo(email, 3)).toHaveLength(3);

        const ip = newIp();
        for (let i = 0; i < 20; i += 1) {
          expect((await call('newsletter-subscribe', { email: newEmail() }, ip)).status).toBe(200);
        }
        expect((await call('newsletter-subscribe', { email: newEmail() }, ip)).status).toBe(429);
      }),
    WINDOW_WAIT_TIMEOUT_MS,
  );

  it(
    'bounds the links one client may try',
    () =>
      inOneWindow(300, async () => {
        const ip = newIp();
        const answers = [];
        for (let i = 0; i < 61; i += 1) {
          answers.push((await call('newsletter-confirm', { token: 'B'.repeat(43) }, ip)).status);
        }
        expect(answers.slice(0, 60).every((status) => status === 410)).toBe(true);
        expect(answers[60]).toBe(429);
      }),
    WINDOW_WAIT_TIMEOUT_MS,
  );
});
