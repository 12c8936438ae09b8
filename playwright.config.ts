import { defineConfig, devices } from '@playwright/test';
import { ADMIN_STATE_PATH } from './e2e/admin-api.js';
import { CHROMIUM_PATH } from './e2e/browser-path.js';

const SEATS_JOURNEYS = /seats-and-waitlist\.spec/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A journey passes the first time or fails: a retry would hide a flaky one.
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Cold page loads on a busy shared CI machine can take several seconds.
  expect: { timeout: 15_000 },
  use: {
    // The journeys count days as the pages do; a machine in another zone must not shift them.
    timezoneId: 'UTC',
    // Recording a trace of every journey to keep only the failures' costs a quarter of the run's
    // time (tours and micro-tours journeys: 166 s against 124 s); a failure keeps its screenshot,
    // and `npx playwright test <file> --trace on` traces it when run again.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: /@phone/,
      testIgnore: [/admin(-[a-z-]+)?\.(spec|setup)/, SEATS_JOURNEYS],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      grep: /@phone/,
      testIgnore: [/admin(-[a-z-]+)?\.(spec|setup)/, SEATS_JOURNEYS],
    },
    // Playwright starts a project once every project one step before it in the dependencies is
    // done. The seat and admin journeys are both one step after the public ones, so they run
    // side by side once those are done, neither waiting for the other's last journey.
    // Seat journeys sell out tours of their own, so they run once the journeys that count the
    // public catalogue are done.
    {
      name: 'seats',
      use: { ...devices['Desktop Chrome'] },
      testMatch: SEATS_JOURNEYS,
      dependencies: ['desktop', 'phone'],
    },
    // The admin's sign-in changes nothing the public journeys read: it runs beside them.
    { name: 'admin-setup', testMatch: /admin\.setup/ },
    // Admin journeys add tours for a while, so they run once the journeys that count the
    // public catalogue are done.
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], storageState: ADMIN_STATE_PATH },
      testMatch: /admin(-[a-z-]+)?\.spec/,
      dependencies: ['admin-setup', 'desktop', 'phone'],
    },
  ],
});
