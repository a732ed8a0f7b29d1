import { expect, test } from '@playwright/test';
import { rewriteInitialData } from './support/initialData.ts';
import {
  dialog,
  hydrated,
  lastAuthKey,
  loginAs,
  logout,
  PASSWORD,
  submitLogin,
  userMenu,
} from './support/login.ts';

// Every demo account's outcome on the login screen, with the exact messages of spec section 5.
test.describe('login outcomes', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  });

  test('admin logs in and sees the console with name and 로그아웃', async ({ page }) => {
    await submitLogin(page, 'admin');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(userMenu(page)).toBeVisible();
  });

  for (const [user, message] of [
    ['blocked', '시스템을 사용할 수 없는 사용자입니다.'],
    ['pending', '관리자 승인 대기 중 입니다. 승인 완료 후 이용 가능합니다.'],
    ['abroad', '허용되지 않은 접속 지역입니다.'],
    ['nobody', '아이디 또는 비밀번호가 일치하지 않습니다.'],
  ] as const) {
    test(`${user}: ${message}`, async ({ page }) => {
      await submitLogin(page, user);
      await expect(dialog(page)).toContainText(message);
      await dialog(page).getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/login/);
    });
  }

  test('a wrong password shows the attempt count out of the maximum', async ({ page }) => {
    await submitLogin(page, 'staff', 'Wrong-pass1');
    await expect(dialog(page)).toHaveText(
      /아이디 또는 비밀번호가 일치하지 않습니다\. \(로그인 실패 \d\/5회\)/,
    );
  });

  test('locked (FS09) offers an unlock request that reaches the server', async ({ page }) => {
    await submitLogin(page, 'locked');
    await expect(dialog(page)).toContainText('계정이 잠겨 있습니다. 계정 잠금 해제를 요청하시겠습니까?');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('요청');
  });

  test('expired (FS07) offers a dormancy-release request', async ({ page }) => {
    await submitLogin(page, 'expired');
    await expect(dialog(page)).toContainText(
      '계정 사용 기간이 만료되었습니다. 계정 사용 연장(휴면 해제)을 요청하시겠습니까?',
    );
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('mustchange (FS08) changes the password first, then logs in with the new one', async ({ page }) => {
    await submitLogin(page, 'mustchange');
    await expect(dialog(page)).toContainText('비밀번호 변경 후, 이용 가능합니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByLabel('현재 비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Chang3d!pw');
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill('Chang3d!pw');
    await expect(page.getByText('비밀번호가 일치합니다.')).toBeVisible();
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(dialog(page)).toContainText('비밀번호가 변경되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await submitLogin(page, 'mustchange', 'Chang3d!pw');
    await expect(userMenu(page)).toBeVisible();
  });

  test('oldpw gets the password-age recommendation and may change later', async ({ page }) => {
    await submitLogin(page, 'oldpw');
    await expect(dialog(page)).toContainText(/비밀번호를 변경한 지 \d+일이 지났습니다/);
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(userMenu(page)).toBeVisible();
  });

  test('otp needs the second step: wrong keys, a voided key, then the key the server sent', async ({
    page,
  }) => {
    await submitLogin(page, 'otp');
    await expect(
      page.getByText('등록된 연락처로 인증번호를 보냈습니다. 인증번호를 입력해주세요.'),
    ).toBeVisible();
    const first = await lastAuthKey('otp');
    const wrong = first === '000000' ? '111111' : '000000';
    // Five wrong keys void the key; the sixth try is told the key is no longer valid.
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('인증번호').fill(wrong);
      await page.getByRole('button', { name: '확인', exact: true }).click();
      await expect(dialog(page)).toContainText('정확한 인증번호를 입력하세요.');
      await dialog(page).getByRole('button', { name: '확인' }).click();
    }
    await page.getByLabel('인증번호').fill(first);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(dialog(page)).toContainText('유효하지 않은 인증 키 입니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    // A new login sends a new key, which completes it.
    await page.getByRole('button', { name: '취소' }).click();
    await submitLogin(page, 'otp');
    await expect.poll(() => lastAuthKey('otp')).not.toBe(first);
    await page.getByLabel('인증번호').fill(await lastAuthKey('otp'));
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(userMenu(page)).toBeVisible();
  });
});

test('a failed initial-data load shows the fatal 500 screen with the exact message', async ({ page }) => {
  // The server writes the initial data into the page: take it out, so the page calls for it.
  await rewriteInitialData(page, '**/login', null);
  await page.route('**/api/system/initial-data', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/login');
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      '초기 데이터 조회 중 오류가 발생하였습니다. 브라우저를 리로드하여 재 기동해주시기 바랍니다. 오류가 계속될 경우 관리자에게 문의 해주세요.',
    ),
  ).toBeVisible();
});

test.describe('return URL', () => {
  test('a deep link while logged out goes to /login?rtnUrl=… and returns there after login', async ({
    page,
  }) => {
    await page.goto('/pubs/MP/CI/UI_FU_0018');
    await expect(page).toHaveURL(/\/login\?rtnUrl=%2Fpubs%2FMP%2FCI%2FUI_FU_0018$/);
    await submitLogin(page, 'staff');
    await expect(page).toHaveURL(/\/pubs\/MP\/CI\/UI_FU_0018$/);
    await expect(page.getByRole('heading', { level: 1, name: '쿠폰 조회' })).toBeVisible();
  });

  test('rtnUrl=https://evil.example is ignored', async ({ page }) => {
    await page.goto('/login?rtnUrl=https://evil.example');
    await submitLogin(page, 'admin');
    await expect(userMenu(page)).toBeVisible();
    expect(page.url()).not.toContain('evil.example');
    expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:/);
  });
});

test.describe('logout', () => {
  test('logout in one tab logs out the other', async ({ page, context }) => {
    await loginAs(page, 'admin');
    const [other] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => window.open('/pubs/MP/UI_FU_0016', '_blank')),
    ]);
    await expect(userMenu(other)).toBeVisible();
    await logout(page);
    await expect(page).toHaveURL(/\/login/);
    await expect(other).toHaveURL(/\/login/);
  });
});

test.describe('the light login page', () => {
  test('/login loads no router code; signing in loads the console at the return URL', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    await page.goto('/login?rtnUrl=%2Fpubs%2FMP%2FCI%2FUI_FU_0018');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(page).toHaveTitle(/^로그인 \| /);
    // The page paints from its HTML and then starts its scripts: the form is theirs once hydrated.
    await hydrated(page);
    expect(scripts.filter((s) => /\/assets\/login-[\w-]+\.js$/.test(s))).toHaveLength(1);
    expect(scripts.filter((s) => /\/assets\/index-[\w-]+\.js$/.test(s))).toEqual([]);
    for (const s of scripts) {
      const text = await (await page.request.get(s)).text();
      expect(text, `${s} carries TanStack Router code`).not.toMatch(/tsr-scroll-restoration|__TSR/);
    }
    await submitLogin(page, 'staff');
    await expect(page).toHaveURL(/\/pubs\/MP\/CI\/UI_FU_0018$/);
    await expect(page.getByRole('heading', { level: 1, name: '쿠폰 조회' })).toBeVisible();
    // The console is a page load of its own, and it kept the session the login page started.
    expect(scripts.filter((s) => /\/assets\/index-[\w-]+\.js$/.test(s))).toHaveLength(1);
    await page.reload();
    await expect(userMenu(page)).toBeVisible();
  });

  test('logging out of the console shows its login screen without a page load', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await logout(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await submitLogin(page, 'admin');
    await expect(userMenu(page)).toBeVisible();
  });
});
