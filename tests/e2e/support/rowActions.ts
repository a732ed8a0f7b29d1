import type { Locator } from '@playwright/test';

/**
 * Runs a row action kept in the row's ⋯ 더보기 menu: a row with more than two actions shows its first
 * as a link and the others in that menu.
 */
export async function moreAction(row: Locator, name: string): Promise<void> {
  await row.getByRole('button', { name: /더보기$/ }).click();
  await row.page().getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
}
