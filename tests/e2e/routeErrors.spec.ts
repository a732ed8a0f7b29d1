import { expect, test } from '@playwright/test';

// A new build replaced the screen chunks while a page was open (spec section 2): the navigation's
// chunk answers 404. The page reloads once at the target route; when the chunk is still missing
// within 10 s (the marker), it shows the error screen instead of reloading again.

test('a missing screen chunk reloads the page once at the target route, then shows the error', async ({
  page,
}) => {
  let chunkRequests = 0;
  // The chunk of /docs/calendar is gone from the server.
  await page.route(/\/assets\/calendar\.screen-[^/]+\.js$/, (route) => {
    chunkRequests++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: '컴포넌트 문서' })).toBeVisible();
  await page.getByRole('link', { name: '달력' }).first().click();
  // One reload, at the target route.
  await expect.poll(() => loads).toEqual(['/docs', '/docs/calendar']);
  // Still missing after the reload: no loop, the error screen.
  await expect(page.getByRole('alert')).toContainText('시스템 오류가 발생하였습니다.');
  await expect(page.locator('.c-error__status')).toHaveText('500');
  await page.waitForTimeout(1500);
  expect(loads).toEqual(['/docs', '/docs/calendar']);
  expect(chunkRequests).toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(/\/docs\/calendar$/);
});

test('a screen that throws while rendering shows the error in the shell; the rest keeps working', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The calendar screen's chunk is replaced by one whose component throws.
  await page.route(/\/assets\/calendar\.screen-[^/]+\.js$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'export default function Broken() { throw new Error("screen bug"); }',
    }),
  );
  await page.goto('/docs');
  await page.getByRole('link', { name: '달력' }).first().click();
  await expect(page.getByRole('alert')).toContainText('시스템 오류가 발생하였습니다.');
  // The shell is alive (its header and footer stay), and so is the app: back, and on to another screen.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '컴포넌트 문서' })).toBeVisible();
  await page.getByRole('link', { name: '버튼' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '버튼' })).toBeVisible();
  // The details went to the console (spec section 8), with the transaction id of the report.
  expect(errors.some((e) => e.includes('시스템 오류가 발생하였습니다.') && e.includes('tranId'))).toBe(true);
});
