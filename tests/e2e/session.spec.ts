import { expect, test } from '@playwright/test';
import { QA_BASE_URL } from './support/baseUrl.ts';
import { dialog, loginAs, submitLogin } from './support/login.ts';

// Against the `qa` profile (console.config.qa.yaml): idle logout after 6 s, duplicate-login polling
// every 1.5 s.
test.use({ baseURL: QA_BASE_URL });

test('idle auto-logout: after autoLogoutSeconds without activity the user is logged out', async ({
  page,
}) => {
  await loginAs(page, 'staff');
  await expect(dialog(page)).toContainText(
    '로그인 세션이 만료되어 로그아웃되었습니다. 다시 로그인해주세요.',
    {
      timeout: 15_000,
    },
  );
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login/);
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
    await expect(other.getByRole('button', { name: '로그아웃' })).toBeVisible();
  } finally {
    await second.close();
  }
});
