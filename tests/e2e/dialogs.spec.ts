import { expect, test } from '@playwright/test';
import { untilInteractive } from './support/interactive.ts';
import { dialog } from './support/login.ts';

// The global dialog queue (spec section 4): three dialogs asked for at once open one at a time, in
// the order they were asked for.

test('three dialogs queued at once open one after another, in order', async ({ page }) => {
  await page.goto('/docs/buttons');
  await expect(page.getByRole('heading', { level: 1, name: '버튼' })).toBeVisible();
  // The server drew the screen; its buttons answer once the page's scripts have taken it over
  // (a script's click does not wait for that as Playwright's does).
  await untilInteractive(page);
  // Three buttons pressed in one go (as a script would; a person could not reach the second
  // behind the first dialog): an alert, another alert, a confirm.
  await page.evaluate(() => {
    const button = (name: string) =>
      [...document.querySelectorAll('main button')].find(
        (b) => b.textContent?.trim() === name,
      ) as HTMLButtonElement;
    for (const name of ['확인', '저장', '삭제']) button(name).click();
  });
  await expect(dialog(page)).toHaveCount(1);
  await expect(dialog(page)).toContainText('확인 버튼을 눌렀습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toHaveCount(1);
  await expect(dialog(page)).toContainText('저장했습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText('삭제하시겠습니까?');
  await expect(dialog(page).getByRole('button', { name: '취소' })).toBeVisible();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  // The confirm's `then`: queued after it, shown after it.
  await expect(dialog(page)).toContainText('삭제했습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toHaveCount(0);
});
