import { expect, type Page, test } from '@playwright/test';
import { loginAt, logout, openUserMenuItem, userMenu } from './support/login.ts';

// 화면 설정 (the header's user menu → a drawer): density, theme colour and the folded side menu
// apply at once, stay for that user after a reload, and are not another user's.

const root = (page: Page) => ({
  density: () => page.evaluate(() => document.documentElement.dataset.density),
  primary: () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue('--c-primary').trim().toLowerCase()),
});
const drawer = (page: Page) => page.getByRole('dialog', { name: '화면 설정' });

test('화면 설정 changes density, colour and the side menu for this user only, and 기본값으로 undoes them', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAt(page, 'operator', '/ops/members');
  const { density, primary } = root(page);
  expect(await density()).toBe('compact');
  const configured = await primary();

  await openUserMenuItem(page, '화면 설정');
  const panel = drawer(page);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('이 브라우저에 이운영님의 설정으로 저장됩니다.');
  await panel.getByRole('radio', { name: '넓게' }).click();
  await expect.poll(density).toBe('comfortable');
  await panel.getByText('청록', { exact: true }).click();
  await expect.poll(primary).toBe('#0f766e');
  await expect(panel.getByRole('radio', { name: '청록' })).toBeChecked();
  await panel.getByRole('switch', { name: '메뉴 접기' }).click();
  await expect(page.getByRole('tree')).toBeHidden();
  // Escape closes the drawer and gives focus back to the user menu.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(userMenu(page)).toBeFocused();

  // Kept for the user: a reload shows them again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '회원 관리' })).toBeVisible();
  await expect.poll(density).toBe('comfortable');
  await expect.poll(primary).toBe('#0f766e');
  await expect(page.getByRole('button', { name: '메뉴 펼치기' })).toBeVisible();
  await expect(page.getByRole('tree')).toBeHidden();

  // Another user in the same browser has the configuration's.
  await logout(page);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await loginAt(page, 'viewer', '/ops/members');
  await expect.poll(density).toBe('compact');
  await expect.poll(primary).toBe(configured);
  await expect(page.getByRole('tree')).toBeVisible();
  await logout(page);

  // Back as the operator: theirs again, until 기본값으로.
  await loginAt(page, 'operator', '/ops/members');
  await expect.poll(density).toBe('comfortable');
  await openUserMenuItem(page, '화면 설정');
  await drawer(page).getByRole('button', { name: '기본값으로' }).click();
  await expect.poll(density).toBe('compact');
  await expect.poll(primary).toBe(configured);
  await expect(page.getByRole('tree')).toBeVisible();
  await expect(drawer(page).getByRole('radio', { name: '기본' })).toBeChecked();
});
