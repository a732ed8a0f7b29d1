import { expect, test } from '@playwright/test';
import { dialog, loginAt, submitLogin, toast, userMenu } from './support/login.ts';
import { menuTree } from './support/menus.ts';
import { otherBrowser } from './support/otherBrowser.ts';
import { moreAction } from './support/rowActions.ts';

// 메뉴 관리 as the administration sees it: what a menu added, removed and added again does to
// where everyone's login lands. A file of its own so it runs beside administration.spec.ts. It
// logs in as admin, staff, viewer and operator on its worker's own server, one after another, and
// leaves the menus as it found them.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const tree = menuTree;

// A login without a return URL must never land on a menu the user lacks: the guard would end the
// session at once ("권한이 없습니다." and back to the login page, for everyone). A new menu goes last
// among its siblings, and a login goes to the first menu the user holds.
test('adding a menu never sends anyone to a menu they lack: it goes last, a URL in use is refused, logins land on a page the user holds', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAt(page, 'admin', '/pubs/MI/UI_FU_0088');
  const grid = page.getByRole('table', { name: '메뉴 목록' });
  const addMenu = async (name: string, url: string, roles: string[]) => {
    await page.getByRole('button', { name: '메뉴 추가' }).click();
    const popup = page.getByRole('dialog', { name: '메뉴 추가' });
    await popup.getByLabel('메뉴명').fill(name);
    await popup.getByLabel('메뉴 URL').fill(url);
    // 홈 is the first folder: what sorts first there is where a login without a return URL goes.
    await popup.getByLabel('상위 메뉴').selectOption({ label: '홈' });
    for (const role of roles) await popup.getByRole('checkbox', { name: role, exact: true }).check();
    await popup.getByRole('button', { name: '저장' }).click();
    return popup;
  };
  const removeMenu = async (name: string) => {
    await page.getByLabel('메뉴명').fill(name);
    await page.getByRole('button', { name: '조회' }).click();
    await expect(grid.locator('tbody tr')).toHaveCount(1);
    await moreAction(grid.locator('tbody tr'), '삭제');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(toast(page)).toContainText('메뉴가 삭제되었습니다.');
  };
  /** Logs `userId` in from /login (no return URL) in a browser of its own; the page it lands on. */
  const landing = async (userId: string) => {
    const other = await otherBrowser(browser);
    await other.goto('/login');
    await submitLogin(other, userId);
    await expect(userMenu(other)).toBeVisible();
    await expect(other).not.toHaveURL(/\/login/);
    // Still in the console a moment later: no refusal ended the session.
    await other.waitForTimeout(500);
    await expect(userMenu(other)).toBeVisible();
    await expect(dialog(other)).toHaveCount(0);
    const path = new URL(other.url()).pathname;
    const menus = await tree(other).getByRole('link').allTextContents();
    await other.context().close();
    return { path, menus };
  };

  // Every screen has its menu, and a menu's URL must be a screen's: 홈 (사본) is removed and added
  // again, granted to 관리자 only. 홈 is the first folder, so what sorts first there is where a
  // login without a return URL goes.
  await removeMenu('홈 (사본)');
  await addMenu('홈 (사본)', '/index%20copy', ['관리자']);
  await expect(toast(page)).toContainText('메뉴가 추가되었습니다.');
  // Last among 홈's pages: the administrator, who holds it, still lands on 홈.
  const admin = await landing('admin');
  expect(admin.path).toBe('/');
  expect(admin.menus.slice(0, 3)).toEqual(['대시보드', '환경설정', '홈 (사본)']);
  // That login ended this page's session (one session per user): log in here again.
  await loginAt(page, 'admin', '/pubs/MI/UI_FU_0088');
  // Nobody else holds it now: a login without a return URL lands where they may be.
  for (const user of ['staff', 'viewer', 'operator']) {
    const { path, menus } = await landing(user);
    expect(path, user).toBe('/');
    expect(menus, user).not.toContain('홈 (사본)');
  }

  // Removed and added again, granted to nobody; a second menu at that URL is refused with a Korean
  // message naming the menu that uses it, and nothing is added.
  await removeMenu('홈 (사본)');
  await addMenu('홈 (사본)', '/index%20copy', []);
  await expect(toast(page)).toContainText('메뉴가 추가되었습니다.');
  const refused = await addMenu('두 번째 홈', '/index%20copy', ['관리자']);
  await expect(dialog(page)).toContainText(
    /이미 다른 메뉴\(홈 \(사본\), \d+\)가 사용하는 URL입니다: \/index%20copy/,
  );
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await refused.press('Escape');
  await expect(refused).toHaveCount(0);
  await page.getByLabel('메뉴명').fill('홈');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(grid.locator('tbody tr', { hasText: '/index%20copy' })).toHaveCount(1);
  for (const user of ['staff', 'admin']) {
    const { path, menus } = await landing(user);
    expect(path, user).toBe('/');
    expect(menus, user).not.toContain('홈 (사본)');
  }
  await loginAt(page, 'admin', '/pubs/MI/UI_FU_0088');
  // The worker's server goes on as it was (every role holds the menu) for the files after this one.
  await removeMenu('홈 (사본)');
  await addMenu('홈 (사본)', '/index%20copy', ['관리자', '운영자', '조회자', '직원']);
  await expect(toast(page)).toContainText('메뉴가 추가되었습니다.');
});
