import type { Browser, Page } from '@playwright/test';

/**
 * A page in a browser context of its own, at 1440 px: another person at another computer. A login
 * there replaces the same user's other sessions (one session per user), not another user's.
 */
export async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}
