import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';

const gateway = () => inject('gatewayUrl');

async function mailboxPage(url = gateway()) {
  const response = await fetch(`${url}/dev/mailbox`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    html: await response.text(),
  };
}

async function waitForPage(contains: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { html } = await mailboxPage();
    if (html.includes(contains) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the dev mailbox (no SMTP_URL, not production)', () => {
  it('lists the outbox newest first with each link clickable', async () => {
    const email = `mailbox-${uniqueTag()}@example.test`;
    const response = await fetch(`${gateway()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret1', data: { name: 'Mia' } }),
    });
    expect(response.status).toBe(200);

    const html = await waitForPage(email);
    expect(html).toContain(`to ${email}`);
    const { rows } = await servicePool().query<{ link: string }>(
      'select link from auth.mail_outbox where to_address = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    const link = rows[0]!.link;
    expect(link).toMatch(/\/auth\/v1\/verify\?token=[\w-]{43}&type=signup&redirect_to=/);
    expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);

    const page = await mailboxPage();
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    const mine = page.html.indexOf(`to ${email}`);
    const later = `later-${uniqueTag()}@example.test`;
    await servicePool().query(
      `insert into auth.mail_outbox (kind, to_address, subject, text_body, html_body)
       values ('test', $1, '<script>alert(1)</script>', 'x', 'x')`,
      [later],
    );
    const after = await mailboxPage();
    expect(after.html.indexOf(`to ${later}`)).toBeLessThan(after.html.indexOf(`to ${email}`));
    expect(mine).toBeGreaterThan(0);
    expect(after.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(after.html).not.toContain('<script>');
  });
});

describe('the demo admin', () => {
  it('is created confirmed, its password hashed with argon2id (19 MiB, 2 passes)', async () => {
    const { rows } = await servicePool().query<{ confirmed: boolean; hash: string }>(
      `select email_confirmed_at is not null as confirmed, encrypted_password as hash
         from auth.users where email = 'admin@ecotours.local'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmed).toBe(true);
    expect(rows[0]!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('in production', () => {
  let production: TestServer;

  beforeAll(async () => {
    production = await startTestServer({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'Boss@Example.test',
      ADMIN_PASSWORD: 'boss-password-1',
    });
  });

  afterAll(async () => {
    await production?.dispose();
  });

  it('there is no dev mailbox', async () => {
    const page = await mailboxPage(production.url);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Dev mailbox');
  });

  it('the demo admin from ADMIN_EMAIL and ADMIN_PASSWORD signs in as admin', async () => {
    const response = await fetch(`${production.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: production.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.test', password: 'boss-password-1' }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { user: { app_metadata: unknown } };
    expect(session.user.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'admin',
    });
  });
});
