import { expect, type Request, test } from '@playwright/test';
import { dialog, loginAs, toast, userMenu } from './support/login.ts';

// The event stream (README "Event stream"). The default profile has no duplicate-login polling,
// so only the push can end the first session before its next call.

test('a second login of the same user in another browser ends the first session at once', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const a = await first.newPage();
    const streamed = a.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200,
    );
    await loginAs(a, 'staff');
    await streamed;
    const b = await second.newPage();
    await loginAs(b, 'staff');
    // No click, no call, no polling on page A: the server's event ends it (within 3 s, allowing
    // for the browser; the server test holds it to 1 s).
    await expect(dialog(a)).toContainText('다른 곳에서 같은 아이디로 로그인하여 로그아웃되었습니다.', {
      timeout: 3_000,
    });
    await a.screenshot({ path: test.info().outputPath('duplicate-login.png') });
    await dialog(a).getByRole('button', { name: '확인' }).click();
    await expect(a).toHaveURL(/\/login/);
    await expect(userMenu(b)).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test('an administrator’s notice reaches every open console; the tabs of a session share one stream', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const staffContext = await browser.newContext();
  try {
    const streams: Request[] = [];
    staffContext.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/events') streams.push(r);
    });
    const staff = await staffContext.newPage();
    await loginAs(staff, 'staff');
    // A second tab of the same session (it takes the session over from the first).
    const staffTab = await staffContext.newPage();
    await staffTab.goto('/');
    await expect(userMenu(staffTab)).toBeVisible();

    const admin = await adminContext.newPage();
    await loginAs(admin, 'admin', '/pubs/MI/users');
    await expect(admin.getByRole('heading', { level: 1, name: '계정 잠금 관리' })).toBeVisible();
    await admin.getByLabel('공지 내용').fill('10분 후 시스템 점검을 시작합니다.');
    await admin.getByRole('button', { name: '공지 보내기' }).click();
    await expect(toast(admin)).toContainText('공지를 보냈습니다.');

    for (const page of [staff, staffTab]) {
      await expect(dialog(page)).toContainText('관리자 공지');
      await expect(dialog(page)).toContainText('10분 후 시스템 점검을 시작합니다.');
      await expect(dialog(page)).toContainText('보낸 사람: 관리자');
      await page.screenshot({
        path: test.info().outputPath(`notice-${page === staff ? 'tab1' : 'tab2'}.png`),
      });
      await page.getByRole('button', { name: '확인' }).click();
    }
    // One connection for the two tabs of the session (the Web Lock holder relays).
    expect(streams).toHaveLength(1);
  } finally {
    await adminContext.close();
    await staffContext.close();
  }
});
