import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');

  const message = page.getByText('Page not found: /no/such/page');
  await expect(message).toBeVisible();
  await expect(page.getByText(/(^|\D)404(\D|$)/).first()).toBeVisible();

  const home = page.getByRole('link', { name: 'Go back home' });
  await expect(home).toBeVisible();
  expect(new URL((await home.getAttribute('href')) ?? '', page.url()).pathname).toBe('/');

  await home.click();
  // `/` may need a login, in which case the guard moves on to /login?rtnUrl=/ — either way we left the error.
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname === '/' || (url.pathname === '/login' && url.searchParams.get('rtnUrl') === '/');
    })
    .toBe(true);
  await expect(page.getByText('Page not found', { exact: false })).toHaveCount(0);
});

test('a screen’s declared search parameter with a value it does not allow is the validation 404', async ({
  page,
}) => {
  // /docs/bridge declares `native: { enum: [ios, android] }`.
  await page.goto('/docs/bridge?native=windows');
  await expect(page.getByText('Page Not Found: /docs/bridge?native=windows')).toBeVisible();
  await expect(page.getByText(/(^|\D)404(\D|$)/).first()).toBeVisible();
  // An allowed value, or none, shows the screen.
  await page.goto('/docs/bridge');
  await expect(page.getByRole('heading', { level: 1, name: '앱 브리지' })).toBeVisible();
});
