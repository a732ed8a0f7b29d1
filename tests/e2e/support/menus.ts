import { expect, type Page } from '@playwright/test';
import { toast } from './login.ts';

/** On 메뉴 관리: adds one menu per name through 메뉴 추가, waiting for each to be saved. */
export async function addMenus(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByRole('button', { name: '메뉴 추가' }).click();
    const popup = page.getByRole('dialog', { name: '메뉴 추가' });
    await popup.getByLabel('메뉴명').fill(name);
    await popup.getByRole('button', { name: '저장' }).click();
    await expect(toast(page)).toContainText('메뉴가 추가되었습니다.');
    await expect(popup).toHaveCount(0);
  }
}

/** The side menu (the navigation landmark 메뉴). */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: '메뉴', exact: true });

/** The side menu's tree. */
export const menuTree = (page: Page) => sideMenu(page).getByRole('tree');
