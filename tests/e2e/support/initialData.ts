import type { Page } from '@playwright/test';

const INLINE = /(<script type="application\/json" id="console-initial-data"[^>]*>)([\s\S]*?)(<\/script>)/;

/**
 * Rewrites the initial data the server writes into the pages at `url` (the pages carry
 * it, so there is no call to intercept). `change` edits the answer's body in place; `null` takes the
 * data out of the page, so the page calls for it.
 */
export async function rewriteInitialData(
  page: Page,
  url: string,
  change: ((body: Record<string, unknown>) => void) | null,
): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(INLINE, (_, open: string, json: string, close: string) => {
      if (change === null) return '';
      const answer = JSON.parse(json) as { body: Record<string, unknown> };
      change(answer.body);
      return `${open}${JSON.stringify(answer).replace(/</g, '\\u003c')}${close}`;
    });
    await route.fulfill({ response, body: html });
  });
}
