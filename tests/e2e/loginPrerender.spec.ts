import { expect, test } from '@playwright/test';
import { holdScripts, problemsOf } from './support/interactive.ts';
import { PASSWORD, userMenu } from './support/login.ts';

// /login paints from HTML. The build renders the login screen into login.html, the server
// inlines the initial data, and the page's scripts hydrate what is already there.

test('the form is in the HTML: it shows with JavaScript disabled, with the notice to turn it on', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  await expect(page.getByLabel('비밀번호', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  // (Playwright turns scripts off without the parser knowing, so <noscript> stays unrendered here; a browser
  // with JavaScript off shows it above the form.)
  expect(await page.locator('noscript').evaluate((e) => e.textContent)).toBe(
    '이 콘솔을 사용하려면 자바스크립트를 켜 주세요.',
  );
  // Submitting goes nowhere (method="dialog"): never a GET with the password in the URL.
  await page.getByLabel('아이디', { exact: true }).fill('staff');
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('typed and submitted before the scripts load: signed in once they do', async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('아이디', { exact: true }).fill('staff');
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-console-held-submit', '');
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(userMenu(page)).toBeVisible();
});

test('no call precedes the form: the initial data comes in the page, hydration finds the same markup', async ({
  page,
}) => {
  const calls: string[] = [];
  const scripts: string[] = [];
  const problems = problemsOf(page);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-console-hydrated', '');
  expect(calls).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(5);
  // A hydration mismatch or a CSP refusal (of the inline script) would be logged.
  expect(problems).toEqual([]);
  // The title is the page's from the HTML on.
  await expect(page).toHaveTitle(/^로그인/);
});

test('the console page gets the initial data inlined too: no initial-data call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/initial-data')) calls.push(r.url());
  });
  await page.goto('/docs/forms');
  await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
  expect(calls).toEqual([]);
});
