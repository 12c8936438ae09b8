import type { Page } from '@playwright/test';
import { signIn } from './account-helpers.js';
import { expect, signInNewMember, test, topUpOnWallet } from './card-server.js';

// Deleting an account that holds card money (issue 51, decision 044), on the card server
// (card-server.ts): refused while the wallet holds money, the way to the withdrawal offered;
// once the money went back to the card, the account goes, the mail is sent and the member's
// ledger still balances. On both projects: the desktop one skips @phone titles.
test.describe.configure({ timeout: 90_000 });

async function askToDelete(page: Page, password: string) {
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Delete my account', exact: true })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(password);
  await dialog
    .getByLabel('I understand that my account and my personal data will be deleted for good.')
    .check();
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  return dialog;
}

for (const tag of ['', ' @phone']) {
  test(`money in the wallet: withdrawn to the card first, then the account goes${tag}`, async ({
    page,
    server,
    stripe,
  }) => {
    const member = await signInNewMember(page, server);
    await page.goto('/wallet');
    await topUpOnWallet(page, stripe, '€50.00');
    await page.getByRole('button', { name: 'Pay €50.00' }).click();
    await page.waitForURL(/\/wallet(\?|$)/);
    await expect(page.getByTestId('wallet-balance')).toHaveText('€50.00');

    const refused = await askToDelete(page, member.password);
    await expect(refused.getByTestId('deletion-refusal')).toContainText(
      'Your wallet still holds money. Withdraw it to your card first',
    );
    await refused.getByRole('link', { name: 'Withdraw to my card' }).click();
    await expect(page).toHaveURL('/wallet');

    const withdrawCard = page.getByRole('region', { name: 'Withdraw to card' });
    await withdrawCard.getByLabel('Amount to withdraw (€)').fill('50');
    await withdrawCard.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
    await expect
      .poll(async () => {
        const { rows } = await server.servicePool.query<{ status: string }>(
          'select status from public.wallet_withdrawals where user_id = $1',
          [member.id],
        );
        return rows.map((row) => row.status);
      })
      .toEqual(['succeeded']);

    const dialog = await askToDelete(page, member.password);
    await expect(
      page.getByText('Your account was deleted. We sent a confirmation to your e-mail address.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await signIn(page, member);
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    const { rows } = await server.servicePool.query<Record<string, unknown>>(
      `select (select count(*)::int from auth.users where id = $1) as users,
              (select array_agg(type order by type) from public.wallet_transactions
                where user_id = $1) as ledger,
              (select sum(signed_amount_eur) from public.wallet_transactions
                where user_id = $1)::text as ledger_sum,
              (select balance_eur from public.wallets where user_id = $1)::text as balance`,
      [member.id],
    );
    expect(rows[0]).toEqual({
      users: 0,
      // The withdrawal held the money, then released the hold as it debited it.
      ledger: ['hold', 'release', 'topup', 'withdrawal'],
      ledger_sum: '0.00',
      balance: '0.00',
    });
    await expect
      .poll(async () => {
        const mails = await server.servicePool.query(
          `select subject from auth.mail_outbox where to_address = $1 and kind = 'account_deleted'`,
          [member.email],
        );
        return mails.rows;
      })
      .toEqual([{ subject: 'Your EcoTours account has been deleted' }]);
  });
}
