import type { Locator, Page } from '@playwright/test';

/** A number the guide can call, as a member types it. */
export const LEAD_PHONE = '+33 6 12 34 56 78';

/**
 * Fills the lead traveler's phone, which the booking forms ask before they book, and the name
 * when it did not start as the member's own (an account made without one). The labels are the
 * fields' names in the page's language.
 */
export async function fillLeadPhone(
  scope: Page | Locator,
  {
    phone = LEAD_PHONE,
    label = 'Mobile phone',
    nameLabel = 'Full name',
  }: { phone?: string; label?: string; nameLabel?: string } = {},
) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(phone);
  const name = scope.getByRole('textbox', { name: nameLabel, exact: true });
  if ((await name.inputValue()) === '') await name.fill('Ada Lovelace');
}
