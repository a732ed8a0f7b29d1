import { expect, test } from '@playwright/test';
import { dialog, loginAt, logout, toast } from './support/login.ts';
import { addMenus } from './support/menus.ts';
import { moreAction } from './support/rowActions.ts';

// Manifest screens in the browser: forms, grids, dialogs and function authority.

test('a form shows the Korean message of every invalid value and accepts valid ones', async ({ page }) => {
  await page.goto('/docs/forms');
  const form = page.locator('form').filter({ has: page.getByLabel('사업자등록번호') });
  await form.getByLabel('사업자등록번호').fill('314-81-23993');
  await form.getByLabel('휴대폰번호').fill('02-123-4567');
  await form.getByLabel('이메일').fill('hong@');
  await form.getByLabel('서버 IP').fill('256.1.1.1');
  await form.getByLabel('제목').fill('한글로 열한 글자 제목');
  await form.locator('input[name="newPwd"]').fill('Hanbit#2026');
  await form.locator('input[name="newPwdConfirm"]').fill('Hanbit#2027');
  // Leaving the field shows its message (and moves the buttons down) before the click.
  await form.locator('input[name="newPwdConfirm"]').blur();
  await form.getByRole('button', { name: '확인', exact: true }).click();
  const messages = form.getByRole('alert');
  await expect(messages).toHaveText([
    '올바른 사업자등록번호가 아닙니다.',
    '올바른 휴대폰번호가 아닙니다.',
    '올바른 이메일 주소가 아닙니다.',
    '올바른 IP 주소가 아닙니다.',
    '20바이트 이하로 입력해주세요.',
    '비밀번호가 일치하지 않습니다.',
    '필수 입력 항목입니다.',
  ]);
  await expect(form.getByLabel('사업자등록번호')).toBeFocused();
  await expect(dialog(page)).toHaveCount(0);

  await form.getByLabel('사업자등록번호').fill('314-81-23992');
  await form.getByLabel('휴대폰번호').fill('01012345678');
  await form.getByLabel('이메일').fill('hong@example.com');
  await form.getByLabel('서버 IP').fill('10.0.0.1');
  await form.getByLabel('제목').fill('공지');
  await form.locator('input[name="newPwdConfirm"]').fill('Hanbit#2026');
  await form.getByLabel('개인정보 수집 및 이용 동의').check();
  await expect(messages).toHaveCount(0);
  await form.getByRole('button', { name: '확인', exact: true }).click();
  await expect(dialog(page)).toContainText('입력한 값이 모두 올바릅니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
});

test('a grid pages and sorts, and a search narrows it', async ({ page }) => {
  await page.goto('/docs');
  const grid = page.getByRole('table', { name: '회원 목록' });
  const firstCells = grid.locator('tbody tr td:first-child');
  await expect(page.getByText('총 23건')).toBeVisible();
  await expect(firstCells).toHaveCount(10);
  await expect(firstCells.first()).toHaveText('M0021'); // sort: -joinedAt
  await page.getByRole('navigation', { name: '페이지' }).first().getByRole('button', { name: '3' }).click();
  await expect(firstCells).toHaveCount(3);

  await grid.getByRole('button', { name: /포인트/ }).click();
  await expect(grid.getByRole('columnheader', { name: /포인트/ })).toHaveAttribute('aria-sort', 'ascending');
  const points = await grid.locator('tbody tr td:nth-child(4)').allTextContents();
  const values = points.map((p) => Number(p.replace(/,/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));

  await page.getByLabel('등급').selectOption('로얄골드');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByText('총 4건')).toBeVisible();
  await expect(grid.locator('tbody tr td:nth-child(3)')).toHaveText([
    '로얄골드',
    '로얄골드',
    '로얄골드',
    '로얄골드',
  ]);
});

test('buttons open alerts, confirms and popups', async ({ page }) => {
  await page.goto('/docs/popup');
  await page.getByRole('button', { name: '탈퇴 회원 안내' }).click();
  await expect(dialog(page)).toContainText('해당 아이디는 현재 회원탈퇴 처리된 회원입니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();

  await page.getByRole('button', { name: '통합ID 전환 안내' }).click();
  await expect(dialog(page)).toContainText('이미 가입한 회원입니다. 통합ID 전환 하시겠습니까?');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText('통합ID 전환을 시작합니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();

  await page.getByRole('button', { name: '약관 보기' }).click();
  const popup = page.getByRole('dialog', { name: '약관' });
  await expect(popup.getByText('제1조(목적)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('button', { name: '약관 보기' })).toBeFocused();
});

test('a button with a function id shows only to users holding that function', async ({ page }) => {
  await loginAt(page, 'staff', '/pubs/CS/NT/UI_FU_0013');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expect(page.getByRole('button', { name: '검색' })).toBeVisible();
  await expect(page.getByRole('button', { name: '공지 등록' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '엑셀 다운로드' })).toHaveCount(0);
  await logout(page);

  await loginAt(page, 'admin', '/pubs/CS/NT/UI_FU_0013');
  const access = page.waitForRequest((r) => r.url().endsWith('/api/system/menu/access/function'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  expect((await access).postDataJSON()).toMatchObject({ fncId: 'EXCEL' });
  expect((await download).suggestedFilename()).toMatch(/^공지사항_\d{8}\.xlsx$/);
});

test('a YAML-only screen searches the menu list API and deletes through it', async ({ page }) => {
  await loginAt(page, 'admin', '/pubs/MI/UI_FU_0088');
  const grid = page.getByRole('table', { name: '메뉴 목록' });
  await expect(grid.locator('tbody tr')).toHaveCount(10);
  await page.getByLabel('메뉴명').fill('공지');
  await page.getByRole('button', { name: '조회' }).click();
  // 공지사항 of the member site and 공지 관리 of 운영 관리. The first cell is the row's selection
  // checkbox (bulk actions).
  await expect(grid.locator('tbody tr')).toHaveCount(2);
  await expect(grid.locator('tbody tr td:nth-child(3)')).toHaveText(['공지사항', '공지 관리']);

  await page.getByRole('button', { name: '메뉴 추가' }).click();
  const popup = page.getByRole('dialog', { name: '메뉴 추가' });
  await popup.getByRole('button', { name: '저장' }).click();
  await expect(popup.getByRole('alert')).toHaveText('필수 입력 항목입니다.');
  await popup.getByLabel('메뉴명').fill('공지 보관함');
  // The parent is picked from the menus (the menu list API), not typed as an id.
  await expect(popup.getByLabel('상위 메뉴').locator('option', { hasText: '고객센터' })).toHaveCount(1);
  await popup.getByLabel('상위 메뉴').selectOption({ label: '고객센터' });
  await popup.getByRole('button', { name: '저장' }).click();
  await expect(toast(page)).toContainText('메뉴가 추가되었습니다.');
  await expect(popup).toHaveCount(0);
  await expect(grid.locator('tbody tr')).toHaveCount(3);
  const added = grid.locator('tbody tr', { hasText: '공지 보관함' });
  const parentId = await added.locator('td').nth(4).textContent();
  expect(parentId).toMatch(/^\d+$/);

  // 수정 reads the record (menu.get) and opens the edit form filled from it.
  await moreAction(added, '수정');
  const edit = page.getByRole('dialog', { name: '메뉴 수정' });
  await expect(edit.getByLabel('메뉴명')).toHaveValue('공지 보관함');
  await expect(edit.getByLabel('상위 메뉴')).toHaveValue(parentId ?? '');
  await edit.getByLabel('메뉴명').fill('공지 보관');
  await edit.getByRole('radio', { name: '미표시' }).check();
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(toast(page)).toContainText('메뉴가 수정되었습니다.');
  await expect(edit).toHaveCount(0);
  const edited = grid.locator('tbody tr', { hasText: '공지 보관' });
  await expect(edited.locator('td').nth(5)).toHaveText('미표시');

  // By keyboard: Enter on ⋯ opens its menu with focus on the first item, Escape gives focus back;
  // an item's confirm, answered, leaves focus on ⋯ too.
  const more = edited.getByRole('button', { name: /더보기$/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await moreAction(edited, '삭제');
  await expect(dialog(page)).toContainText("메뉴 '공지 보관'을(를) 삭제하시겠습니까?");
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(more).toBeFocused();
  await moreAction(edited, '삭제');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('메뉴가 삭제되었습니다.');
  await expect(grid.locator('tbody tr')).toHaveCount(2);
});

test('grid: 열 설정 kept per user, page size 전체, 새로고침, and a bulk delete of the selected rows', async ({
  page,
}) => {
  // A whole errand (columns, page sizes, a reload, menus added and deleted): it ran past 30 s on a
  // busy 2-core machine.
  test.slow();
  await loginAt(page, 'admin', '/pubs/MI/UI_FU_0088');
  const grid = page.getByRole('table', { name: '메뉴 목록' });
  await expect(grid.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: '열 설정' }).click();
  await page.getByRole('group', { name: '열 설정' }).getByRole('checkbox', { name: '메뉴 URL' }).uncheck();
  await expect(grid.getByRole('columnheader', { name: /메뉴 URL/ })).toHaveCount(0);
  await page.reload();
  await expect(grid.locator('tbody tr')).toHaveCount(10);
  await expect(grid.getByRole('columnheader', { name: /메뉴 URL/ })).toHaveCount(0);
  await page.getByRole('button', { name: '열 설정' }).click();
  await page.getByRole('group', { name: '열 설정' }).getByRole('button', { name: '초기화' }).click();
  await expect(grid.getByRole('columnheader', { name: /메뉴 URL/ })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.getByLabel('페이지당 행 수').selectOption({ label: '전체' });
  expect(await grid.locator('tbody tr').count()).toBeGreaterThan(10);
  await expect(page.getByRole('navigation', { name: '페이지' })).toHaveCount(0);
  const reread = page.waitForRequest((r) => r.url().endsWith('/api/system/menu/list'));
  await page.getByRole('button', { name: '새로고침' }).click();
  await reread;

  await addMenus(page, ['일괄 삭제 가', '일괄 삭제 나']);
  await page.getByLabel('메뉴명').fill('일괄 삭제');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(grid.locator('tbody tr')).toHaveCount(2);
  const bulk = page.getByRole('button', { name: '선택 삭제' });
  await expect(bulk).toBeDisabled();
  await grid.getByRole('checkbox', { name: '전체 선택' }).check();
  await expect(page.getByText('2건 선택')).toBeVisible();
  await bulk.click();
  await expect(dialog(page)).toContainText('선택한 메뉴 2개를 삭제하시겠습니까?');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('선택 삭제: 2건을 처리했습니다.');
  await expect(grid.locator('tbody tr')).toHaveCount(1);
  await expect(grid).toContainText('조회된 메뉴가 없습니다.');
});
