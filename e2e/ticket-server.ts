import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createMoneyCatalogue, type MoneyCatalogue } from '@app/testing/money-fixtures';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { expect, test as base } from './fixtures.js';

/**
 * A server of its own that sends its mail over SMTP to a real listener (the catcher), with the
 * job queue's worker running inside it as `npm start` runs it, and an admin account. One per
 * worker: it and its PostgreSQL take a while to start. Its catalogue is the money run's (a tour
 * and a micro-tour).
 */
export interface TicketServer {
  server: TestServer;
  smtp: SmtpCatcher;
  catalogue: MoneyCatalogue;
  admin: { email: string; password: string };
}

export const test = base.extend<
  { server: TestServer; smtp: SmtpCatcher },
  { tickets: TicketServer }
>({
  tickets: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const smtp = await startSmtpCatcher();
      const admin = { email: 'admin@ecotours.local', password: `admin-${randomUUID()}` };
      const server = await startTestServer({
        SMTP_URL: smtp.url,
        JOB_WORKER: 'on',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      });
      const catalogue = await createMoneyCatalogue(server.servicePool);
      await use({ server, smtp, catalogue, admin });
      await server.dispose();
      await smtp.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  server: async ({ tickets }, use) => use(tickets.server),
  smtp: async ({ tickets }, use) => use(tickets.smtp),
  // The journeys run against this server, not the demo one of global setup.
  baseURL: async ({ tickets }, use) => use(tickets.server.url),
});

export { expect };

/** A confirmed account of the ticket server (not signed in anywhere yet). */
export const newAccount = (server: TestServer): Promise<PasswordAccount> =>
  createPasswordAccount(server.servicePool);

/** Signs in through a sign-in form already on the page (/login, or a staff page's gate). */
export async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
