import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Types into an admin form's gazetteer box and picks the first place it offers. */
export async function pickPlace(page: Page, box: string, typed: string, option: string) {
  const combobox = page.getByRole('combobox', { name: box });
  await combobox.fill(typed);
  await expect(
    page.getByRole('listbox', { name: 'Places' }).getByRole('option').first(),
  ).toHaveText(option);
  await combobox.press('Enter');
  await expect(combobox).toHaveValue('');
}
