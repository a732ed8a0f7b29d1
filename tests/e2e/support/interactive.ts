import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page takes input: a screen the server rendered is `inert` until the page's
 * scripts have taken it over. Clicks and typing wait for that by themselves; a bare `focus()` and
 * keys sent after it do not.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await expect(page.locator('#app')).not.toHaveAttribute('inert');
}
