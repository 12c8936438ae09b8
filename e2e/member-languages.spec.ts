import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import type { Page } from '@playwright/test';
import { followMailLink, newMember, useOwnClientAddress } from './account-helpers.js';
import { expectNoEnglishMessages } from './english-texts.js';
import { expect, test } from './fixtures.js';
import { fillLeadPhone } from './lead-traveler.js';

// Each journey signs up a member of its own through the dev mailbox and books a micro-tour.
test.describe.configure({ timeout: 120_000 });

type Language = 'de' | 'fr' | 'es' | 'it';
/** The sign-up mail's subject in each language (server/src/locales/<lang>/mail.po). */
const signUpSubjects: Record<Language, string> = {
  de: 'Bestätige dein EcoTours-Konto',
  fr: 'Confirmez votre compte EcoTours',
  es: 'Confirma tu cuenta de EcoTours',
  it: 'Conferma il tuo account EcoTours',
};

type Area = 'auth' | 'wallet' | 'dashboard' | 'contact' | 'shell' | 'errors';

const localesDir = path.resolve(import.meta.dirname, '../web/src/locales');
const catalogues = new Map<string, Map<string, string>>();

/** A message of an area's catalogue in a language, as the page must show it. */
function tr(locale: Language, area: Area, english: string): string {
  const file = `${locale}/${area}.po`;
  let messages = catalogues.get(file);
  if (!messages) {
    const { items } = parsePoFile(readFileSync(path.join(localesDir, file), 'utf8'));
    messages = new Map(items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    catalogues.set(file, messages);
  }
  const text = messages.get(english);
  if (!text) throw new Error(`no ${file} translation of "${english}"`);
  return text;
}

/** A message with placeholders as a pattern: each `{name}` stands for any text. */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]', { hasText: title }).first();

/** A calendar day a month ahead: a booking then is cancelled with a full refund. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function memberJourney(page: Page, lang: Language) {
  const member = newMember();
  await useOwnClientAddress(page);

  // Sign-up, in the page's language, with its validation.
  await page.goto(`/${lang}/signup`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'auth', 'Sign Up') }),
  ).toBeVisible();
  await page.getByLabel(tr(lang, 'auth', 'Full Name')).fill(member.name);
  await page.getByLabel(tr(lang, 'auth', 'Email')).fill(member.email);
  const password = page.getByLabel(tr(lang, 'auth', 'Password'), { exact: true });
  await password.fill('short');
  await password.blur();
  await expect(
    page.getByText(
      pattern(
        tr(lang, 'errors', 'Password must be at least {PASSWORD_MIN_LENGTH} characters long'),
      ),
    ),
  ).toBeVisible();
  await expectNoEnglishMessages(page, lang);
  await password.fill(member.password);
  await page.getByLabel(tr(lang, 'auth', 'Confirm Password')).fill(member.password);
  await page.getByRole('button', { name: tr(lang, 'auth', 'Sign Up') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'auth', 'Check your email') }),
  ).toBeVisible();
  await expect(
    toast(page, tr(lang, 'auth', 'Please check your email to confirm your account')),
  ).toBeVisible();
  await expectNoEnglishMessages(page, lang);

  // The confirmation link leads back to the site in the member's language.
  await followMailLink(page, member.email, new RegExp(signUpSubjects[lang]));
  await expect(page).toHaveURL(new RegExp(`/${lang}(/|\\?|#|$)`));
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('auth'))))
    .toBe(true);

  // A micro-tour on a day a month ahead, paid from the wallet after a top-up.
  await page.goto(`/${lang}/micro-tours`);
  const bookLink = page.locator('a[href*="/wallet?tourId="]').first();
  const tourId = new URL(
    (await bookLink.getAttribute('href'))!,
    'http://site.test',
  ).searchParams.get('tourId');
  await page.goto(`/${lang}/wallet?tourId=${tourId}&travelers=1&startDate=${dayAhead(30)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'wallet', 'Wallet') }),
  ).toBeVisible();
  const pending = page.getByRole('region', { name: tr(lang, 'wallet', 'Pending booking') });
  const shortage = pending.getByText(tr(lang, 'wallet', 'Insufficient funds for pending booking'));
  await expect(shortage).toBeVisible();
  await expectNoEnglishMessages(page, lang);
  await pending
    .getByRole('button', { name: pattern(tr(lang, 'wallet', 'Top up {topUpText}')) })
    .click();
  await expect(toast(page, tr(lang, 'wallet', 'Top-up Successful'))).toBeVisible();
  await expect(shortage).toBeHidden();
  await fillLeadPhone(pending, {
    label: tr(lang, 'shell', 'Mobile phone'),
    nameLabel: tr(lang, 'shell', 'Full name'),
  });
  await pending.getByRole('button', { name: tr(lang, 'wallet', 'Confirm Booking') }).click();
  await expect(toast(page, tr(lang, 'wallet', 'Booking Confirmed!'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard\\?tab=bookings$`));

  // The dashboard, then the booking cancelled with its refund.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: tr(lang, 'dashboard', 'Welcome, {name}').replace('{name}', member.name),
    }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: tr(lang, 'dashboard', 'Bookings') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const upcoming = page.getByRole('region', { name: tr(lang, 'dashboard', 'Upcoming') });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expectNoEnglishMessages(page, lang);
  await upcoming.getByRole('button', { name: tr(lang, 'dashboard', 'Cancel booking') }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'dashboard', 'Cancel this booking?') });
  await expect(dialog.getByText(tr(lang, 'dashboard', 'Keep booking'))).toBeVisible();
  await expectNoEnglishMessages(page, lang);
  await dialog.getByRole('button', { name: tr(lang, 'dashboard', 'Cancel booking') }).click();
  await expect(toast(page, tr(lang, 'dashboard', 'Booking cancelled'))).toBeVisible();
  await expect(
    page.getByRole('region', { name: tr(lang, 'dashboard', 'Cancelled') }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectNoEnglishMessages(page, lang);

  // The contact page, its form's checks and its FAQ.
  await page.goto(`/${lang}/contact`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'contact', 'Contact Us') }),
  ).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'contact', 'Send Message') }).click();
  await expect(
    page.getByText(tr(lang, 'contact', 'Please tell us your first name.')),
  ).toBeVisible();
  await page
    .getByRole('button', { name: tr(lang, 'contact', 'Can I get a refund if my plans change?') })
    .click();
  const yes = tr(
    lang,
    'contact',
    'Yes. {policy} A refund goes back to your EcoTours wallet the moment the booking is cancelled. See our Delivery & Refund Policy for the details.',
  ).split(' ')[0]!;
  await expect(page.getByText(new RegExp(`^${yes.replace('.', '\\.')} `))).toBeVisible();
  await expectNoEnglishMessages(page, lang);
}

for (const lang of ['de', 'fr', 'es', 'it'] as const) {
  test(`${lang}: a member signs up, tops up, books, cancels and writes to us in their language`, async ({
    page,
  }) => {
    await memberJourney(page, lang);
  });
}

for (const lang of ['de', 'fr', 'es', 'it'] as const) {
  test(`${lang}: the member pages fit a phone in their language @phone`, async ({ page }) => {
    await memberJourney(page, lang);
    // Long words wrap instead of pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
}
