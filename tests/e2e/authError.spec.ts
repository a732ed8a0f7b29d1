import { expect, test } from '@playwright/test';
import { STAGING_BASE_URL } from './support/baseUrl.ts';
import { dialog, loginAs } from './support/login.ts';

// `auth.failProcessType: error` and `auth.expiredProcessType: error` (the staging profile): a
// refused or ended session shows the 401 page at `auth.errorUrl` instead of the login page. The
// default profile's redirects are covered by navigation.spec.ts and session.spec.ts.
test.use({ baseURL: STAGING_BASE_URL });
test.describe.configure({ mode: 'serial' });

test('failProcessType error: a menu the user holds no authority for shows the 401 page', async ({ page }) => {
  await loginAs(page, 'staff');
  // 메뉴 관리 is the administrators' (authority check before direct-connect prevention).
  await page.goto('/pubs/MI/UI_FU_0088');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.locator('.c-error__status')).toHaveText('401');
  await expect(page.getByRole('alert')).toHaveText('권한이 없습니다.');
  await expect(page).toHaveTitle(/권한 없음/);
  await page.screenshot({ path: test.info().outputPath('auth-error.png') });
  await page.getByRole('link', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
});

test('expiredProcessType error: a session ended by a newer login shows the 401 page after the alert', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'staff');
  const other = await browser.newContext({ baseURL: STAGING_BASE_URL, locale: 'ko-KR' });
  try {
    await loginAs(await other.newPage(), 'staff');
    await expect(dialog(page)).toContainText('다른 곳에서 같은 아이디로 로그인하여 로그아웃되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.locator('.c-error__status')).toHaveText('401');
    await expect(page.getByRole('alert')).toHaveText('권한이 없습니다.');
  } finally {
    await other.close();
  }
});
