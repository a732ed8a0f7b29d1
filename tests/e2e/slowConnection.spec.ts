import { expect, test } from '@playwright/test';

// A slow or metered connection (Network Information API: data saver, 2G) gets no preloading: links
// do not fetch their screens on hover and the early build check is skipped. The connection is
// emulated in the page, and the switch follows it when it changes.

test('on a metered connection links do not preload their screens; the switch follows the connection', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    (window as unknown as { __connection: typeof connection }).__connection = connection;
  });
  const screens: string[] = [];
  let buildChecks = 0;
  page.on('request', (r) => {
    const chunk = /\/assets\/([\w-]+)\.screen-/.exec(r.url());
    if (chunk) screens.push(chunk[1]!);
    if (new URL(r.url()).pathname === '/latest.json') buildChecks += 1;
  });
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: '컴포넌트 문서' })).toBeVisible();
  await page.getByRole('link', { name: /버튼/ }).first().hover();
  // Well past the preload delay (100 ms) and the early build check (1 s after ready).
  await page.waitForTimeout(1500);
  expect(screens).not.toContain('buttons');
  expect(buildChecks).toBe(0);

  // Data saver turned off while the console is open: hovering preloads again.
  await page.evaluate(() => {
    const c = (window as unknown as { __connection: EventTarget & { saveData: boolean } }).__connection;
    c.saveData = false;
    c.dispatchEvent(new Event('change'));
  });
  await page.mouse.move(0, 0);
  await page
    .getByRole('link', { name: /입력 폼/ })
    .first()
    .hover();
  await expect.poll(() => screens).toContain('forms');
  // Not clicked: the page is still the index.
  await expect(page).toHaveURL(/\/docs$/);
});
