import { expect, test } from '@playwright/test';
import { QA_BASE_URL } from './support/baseUrl.ts';
import { dialog, loginAs, submitLogin, userMenu } from './support/login.ts';

// Against the `qa` profile (console.config.qa.yaml): idle logout after 6 s with the warning 3 s
// before, duplicate-login polling every 1.5 s.
test.use({ baseURL: QA_BASE_URL });

test('idle auto-logout: a warning counts down first, then the user is logged out and told why', async ({
  page,
}) => {
  await loginAs(page, 'staff');
  const warning = page.getByRole('dialog', { name: '자동 로그아웃 안내' });
  await expect(warning).toBeVisible({ timeout: 10_000 });
  await expect(warning).toContainText(/[123]초 후 자동으로 로그아웃됩니다\./);
  await expect(dialog(page)).toContainText('오랫동안 사용하지 않아 자동으로 로그아웃되었습니다.', {
    timeout: 10_000,
  });
  await expect(warning).toBeHidden();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toContainText('오랫동안 사용하지 않아 자동으로 로그아웃되었습니다.');
});

test('연장 keeps the session, and so does typing', async ({ page }) => {
  await loginAs(page, 'admin');
  const warning = page.getByRole('dialog', { name: '자동 로그아웃 안내' });
  await expect(warning).toBeVisible({ timeout: 10_000 });
  await warning.getByRole('button', { name: '연장' }).click();
  await expect(warning).toBeHidden();
  // A clerk typing for longer than the 6 s limit stays logged in, without a warning.
  await page.goto('/docs/forms');
  const field = page.getByRole('textbox').first();
  await field.click();
  for (let i = 0; i < 9; i++) {
    // Hangul goes in as text without key events, as an IME's composition does; Latin as keys.
    await page.keyboard.type(i % 2 ? 'a' : '가');
    await page.waitForTimeout(1000);
    await expect(warning).toBeHidden();
  }
  await expect(userMenu(page)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('a second login elsewhere logs the first browser out with a message', async ({ page, browser }) => {
  // The second browser waits on its login page first: the first one's 6 s idle logout must not
  // win the race while the second page loads on a busy machine.
  const second = await browser.newContext({ baseURL: QA_BASE_URL, locale: 'ko-KR' });
  try {
    const other = await second.newPage();
    await other.goto('/login');
    await expect(other.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await loginAs(page, 'admin');
    await submitLogin(other, 'admin');
    await expect(dialog(page)).toContainText('다른 곳에서 같은 아이디로 로그인하여 로그아웃되었습니다.', {
      timeout: 10_000,
    });
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(userMenu(other)).toBeVisible();
  } finally {
    await second.close();
  }
});
