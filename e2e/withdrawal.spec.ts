import { expectNoSeriousAxeViolations } from './axe.js';
import { expect, signInNewMember, test, toast, topUpOnWallet } from './card-server.js';
import { reviewScreenshot } from './review-screenshots.js';

// A member who topped up by card sends part of it back to the card (decision 037), on the card
// server (card-server.ts): pending while the fake Stripe has not confirmed the refund, then one
// debit in the history. On both projects: the desktop one skips @phone titles.
test.describe.configure({ timeout: 60_000 });

for (const tag of ['', ' @phone']) {
  test(`a member withdraws part of a card top-up: pending, then debited${tag}`, async ({
    page,
    server,
    stripe,
  }) => {
    await signInNewMember(page, server);
    await page.goto('/wallet');
    const balance = page.getByTestId('wallet-balance');
    const withdrawCard = page.getByRole('region', { name: 'Withdraw to card' });
    // Nothing paid by card yet: nothing can go back, and the form says so by being closed.
    await expect(withdrawCard.getByTestId('withdrawable')).toHaveText(
      '€0.00 of your €0.00 balance can go back to your card.',
    );
    await expect(
      withdrawCard.getByRole('button', { name: 'Withdraw', exact: true }),
    ).toBeDisabled();

    const session = await topUpOnWallet(page, stripe, '€50.00');
    await page.getByRole('button', { name: 'Pay €50.00' }).click();
    // Back on the wallet, which follows the payment and then drops the return from the address
    // (a webhook as quick as the fake's may do both before an address check): the balance says
    // the payment arrived.
    await page.waitForURL(/\/wallet(\?|$)/);
    await expect(balance).toHaveText('€50.00');
    await expect(withdrawCard.getByTestId('withdrawable')).toHaveText(
      '€50.00 of your €50.00 balance can go back to your card.',
    );

    // Stripe takes its time to confirm the refund.
    stripe.setRefundOutcome('pending');
    try {
      // By keyboard: type the amount, Enter sends it.
      const amount = withdrawCard.getByLabel('Amount to withdraw (€)');
      await amount.focus();
      await page.keyboard.type('20');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Withdrawal requested')).toContainText(
        '€20.00 is reserved until the refund to your card is confirmed.',
      );
    } finally {
      stripe.setRefundOutcome('succeeded');
    }
    const pending = page.getByRole('region', { name: 'Withdrawal pending' });
    await expect(pending.getByTestId('pending-withdrawal')).toContainText('€20.00');
    await expect(balance).toHaveText('€30.00');
    await expect(page.getByTestId('wallet-withdrawing')).toHaveText(
      '€20.00 on its way back to your card',
    );
    await expect(withdrawCard.getByTestId('withdrawable')).toHaveText(
      '€30.00 of your €30.00 balance can go back to your card.',
    );
    await expectNoSeriousAxeViolations(page);
    await pending.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'withdrawal-pending');

    // Stripe confirms: its webhook settles the withdrawal, which the page reads again.
    const refund = stripe
      .refunds()
      .find((candidate) => candidate.payment_intent === stripe.session(session.id).payment_intent);
    expect(refund).toMatchObject({ amount: 2000, status: 'pending' });
    stripe.settleRefund(refund!.id, 'succeeded');
    await expect(toast(page, 'Withdrawal sent')).toContainText(
      '€20.00 is on its way to your card.',
    );
    await expect(pending).toBeHidden();
    await expect(balance).toHaveText('€30.00');
    await expect(page.getByTestId('wallet-withdrawing')).toBeHidden();
    const history = page.getByRole('list', { name: 'Transaction history' });
    const debit = history.getByRole('listitem').filter({ hasText: 'Withdrawal to card' });
    await expect(debit).toHaveCount(1);
    await expect(debit).toContainText('Refunded to the card you paid with');
    await expect(debit).toContainText('−€20.00');
    await history.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'withdrawal-debited');
  });
}
