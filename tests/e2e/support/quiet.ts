import type { Page, Request } from '@playwright/test';

/**
 * Waits until the page has had no request in flight for `quietMs`, not counting the event stream
 * (`/api/events` stays open as long as the session lives, so Playwright's `networkidle` never
 * comes on a logged-in page).
 */
export async function waitForQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<Request>();
  const counts = (r: Request) => new URL(r.url()).pathname !== '/api/events';
  const onStart = (r: Request) => {
    if (counts(r)) inFlight.add(r);
  };
  const onEnd = (r: Request) => inFlight.delete(r);
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(50);
    }
    throw new Error(
      `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
    );
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}
