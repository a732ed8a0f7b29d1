import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page takes input: a screen the server rendered is `inert` until the page's
 * scripts have taken it over. Clicks and typing wait for that by themselves; a bare `focus()` and
 * keys sent after it do not.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await expect(page.locator('#app')).not.toHaveAttribute('inert');
}

/**
 * Holds every script of the page's build (`/assets/*.js`) until `release` is called: what the page
 * shows and does from its HTML alone, before its scripts run.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Errors and warnings the page logs (a hydration mismatch is one), and its uncaught errors. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}
