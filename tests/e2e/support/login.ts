import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { authKeyFileOf } from './baseUrl.ts';

export const PASSWORD = 'Passw0rd!';

/** Fills the login form and presses 로그인 (the page must be on the login screen). */
export async function submitLogin(page: Page, userId: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

/** Opens /login (or `path`, which redirects there) and logs in; waits until the login page is left. */
export async function loginAs(page: Page, userId: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await submitLogin(page, userId);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(userMenu(page)).toBeVisible();
}

/** The header's user menu button (`{name} 사용자 메뉴`): there once a user is logged in. */
export function userMenu(page: Page) {
  return page.getByRole('button', { name: /사용자 메뉴$/ });
}

/** Logs out through the header's user menu (사용자 메뉴 → 로그아웃). */
export async function logout(page: Page): Promise<void> {
  await openUserMenuItem(page, '로그아웃');
}

/**
 * Logs in from `/login?rtnUrl=<path>` and waits on `path` (public or not): the console loads once, at
 * `path`, instead of at the landing page and then again at `path` (a page load is about a second of
 * CPU on a 2-core machine).
 */
export async function loginAt(page: Page, userId: string, path: string): Promise<void> {
  await loginAs(page, userId, `/login?rtnUrl=${encodeURIComponent(path)}`);
  const where = (u: URL) => decodeURIComponent(u.pathname + u.search);
  await expect.poll(() => where(new URL(page.url()))).toBe(where(new URL(path, page.url())));
  await hydrated(page);
}

/**
 * Until the page's scripts have taken it over: a screen the server rendered is `inert` before (a
 * person cannot click or type into it; Playwright's setInputFiles and fill could).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-console-hydrated]').waitFor({ state: 'attached' });
}

/** The text of the open dialog (alert or confirm). */
export function dialog(page: Page) {
  return page.getByRole('alertdialog');
}

/** The newest second-step key the server sent to a user (written to CONSOLE_AUTH_KEY_FILE). */
export async function lastAuthKey(userId: string, profile: 'local' | 'qa' = 'local'): Promise<string> {
  let key: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(authKeyFileOf(profile), 'utf8').trim().split('\n');
      key = lines
        .map((l) => JSON.parse(l) as { usrId: string; key: string })
        .filter((e) => e.usrId === userId)
        .pop()?.key;
      return key;
    })
    .toMatch(/^\d{6}$/);
  return key!;
}

/** The toast in the dialog host's status region (successes: announced, not blocking). */
export function toast(page: Page) {
  return page.locator('.c-toast-region');
}

/** Chooses `item` (내 정보, 비밀번호 변경, 화면 설정, 로그아웃) in the header's user menu. */
export async function openUserMenuItem(page: Page, item: string): Promise<void> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}
