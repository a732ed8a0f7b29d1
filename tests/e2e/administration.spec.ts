import { expect, type Locator, type Page, test } from '@playwright/test';
import { PUBLIC_MENU_ID } from '../../runtime/server/db/index.ts';
import { expectAccessible, settle } from './support/axe.ts';
import { dialog, loginAt, submitLogin, toast, userMenu } from './support/login.ts';
import { menuTree } from './support/menus.ts';
import { otherBrowser } from './support/otherBrowser.ts';

// The console administers itself (시스템 관리): an administrator onboards a user, changes a role's
// grants and blocks the user while the user's console is open; the history screens show it all.
// These journeys log in as admin and as new users of their own, on their worker's own server, one
// after another.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const tree = menuTree;
const treeItem = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });

test('onboarding kim01: a one-time password, a forced change, the operator’s menus; grants and a block reach the open console at once', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAt(page, 'admin', '/pubs/SY/users');
  await page.getByRole('button', { name: '사용자 추가' }).click();
  const add = page.getByRole('dialog', { name: '사용자 추가' });
  await add.getByRole('textbox', { name: '아이디' }).fill('kim01');
  await add.getByRole('textbox', { name: '이름' }).fill('김신입');
  await add.getByLabel('역할').selectOption({ label: '운영자' });
  await add.getByRole('button', { name: '저장' }).click();
  // The one-time password, shown once, in place of the form.
  const secret = page.getByRole('dialog', { name: '임시 비밀번호' });
  await expect(secret).toContainText('이 비밀번호는 지금 한 번만 표시됩니다.');
  await expect(add).toBeHidden();
  const temporary = (
    await secret
      .locator('.c-details__item', { hasText: '임시 비밀번호' })
      .locator('dd')
      .evaluate((dd) => dd.firstChild?.textContent ?? '')
  ).trim();
  expect(temporary).toHaveLength(16);
  await secret.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('table', { name: '사용자 목록' })).toContainText('kim01');

  // kim01 logs in with it, must change it first, then sees the operator's menus and no more.
  const kim = await otherBrowser(browser);
  await kim.goto('/login');
  await submitLogin(kim, 'kim01', temporary);
  await expect(dialog(kim)).toContainText('비밀번호 변경 후, 이용 가능합니다.');
  await dialog(kim).getByRole('button', { name: '확인' }).click();
  await kim.getByLabel('현재 비밀번호', { exact: true }).fill(temporary);
  await kim.getByLabel('새 비밀번호', { exact: true }).fill('Sinip#2026');
  await kim.getByLabel('새 비밀번호 확인', { exact: true }).fill('Sinip#2026');
  await kim.getByRole('button', { name: '확인', exact: true }).click();
  await expect(dialog(kim)).toContainText('비밀번호가 변경되었습니다.');
  await dialog(kim).getByRole('button', { name: '확인' }).click();
  await submitLogin(kim, 'kim01', 'Sinip#2026');
  await expect(userMenu(kim)).toBeVisible();
  await expect(treeItem(kim, '운영 관리')).toBeVisible();
  await expect(treeItem(kim, '회원 사이트')).toBeVisible();
  await expect(treeItem(kim, '시스템 관리')).toHaveCount(0);
  await expect(treeItem(kim, '개발 문서')).toHaveCount(0);
  // The notice board's own read (the dashboard kim01 landed on reads notices too, under its menu).
  const list = kim.waitForRequest(
    (r) => r.url().includes('/api/ext/shop.notices?') && r.headers()['menu-id'] === PUBLIC_MENU_ID,
  );
  await kim.goto('/pubs/CS/NT/UI_FU_0013');
  const register = kim.getByRole('button', { name: '공지 등록' });
  await expect(register).toBeVisible();
  // kim01's own credentials and menu, as the console sends them, for a call made by hand below.
  const sent = (await list).headers();
  const byHand = () =>
    kim.request.post('/api/ext/shop.notices.create', {
      headers: Object.fromEntries(
        ['x-access-token', 'x-refresh-token', 'x-console-profile', 'menu-id', 'program-id'].map((h) => [
          h,
          sent[h]!,
        ]),
      ),
      data: { title: '손으로 보낸 공지', content: '권한 없이 보낸 요청' },
    });

  // 권한 관리: SAVE on 공지사항 taken from 운영자; kim01's open page loses 공지 등록 without a new login.
  await page.goto('/pubs/SY/roles');
  await page
    .getByRole('row', { name: /OPERATOR/ })
    .getByRole('button', { name: '권한 설정' })
    .click();
  const grants = page.getByRole('dialog', { name: '권한 설정' });
  await grants.getByRole('checkbox', { name: '공지사항 저장' }).uncheck();
  await grants.getByRole('button', { name: '저장' }).click();
  await expect(toast(page)).toContainText('권한을 저장했습니다.');
  await expect(register).toHaveCount(0, { timeout: 5000 });
  // The server refuses the write made by hand too, in Korean, and writes nothing.
  const refused = await byHand();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).resultMessage).toBe(
    '해당 기능을 사용할 권한이 없습니다. 관리자에게 권한을 요청하세요.',
  );
  // Given back, it comes back the same way.
  await page
    .getByRole('row', { name: /OPERATOR/ })
    .getByRole('button', { name: '권한 설정' })
    .click();
  await grants.getByRole('checkbox', { name: '공지사항 저장' }).check();
  await grants.getByRole('button', { name: '저장' }).click();
  await expect(register).toBeVisible({ timeout: 5000 });

  // 사용자 관리: kim01 blocked; the open console ends at once and says why.
  await page.goto('/pubs/SY/users');
  await page.getByLabel('아이디').fill('kim01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  const row = page.getByRole('table', { name: '사용자 목록' }).getByRole('row', { name: /kim01/ });
  await row.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '사용자 수정' });
  await edit.getByRole('radio', { name: '차단' }).check();
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(toast(page)).toContainText('사용자 정보를 수정했습니다.');
  await expect(dialog(kim)).toContainText('관리자가 계정 상태를 변경하여 로그아웃되었습니다.', {
    timeout: 5000,
  });
  await dialog(kim).getByRole('button', { name: '확인' }).click();
  await expect(kim).toHaveURL(/\/login/);
  await kim.context().close();

  // 로그인 이력: kim01's attempts, with their results; 접속 이력: kim01's visit to 공지사항.
  await page.goto('/pubs/SY/loginHistory');
  await page.getByLabel('아이디').fill('kim01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  const logins = page.getByRole('table', { name: '로그인 기록' });
  await expect(logins.getByRole('row', { name: /kim01.*성공.*0000/ })).toHaveCount(1);
  await expect(logins.getByRole('row', { name: /kim01.*실패.*FS08/ })).toHaveCount(1);
  await expect(logins).toContainText('127.0.0.1');
  await page.goto('/pubs/SY/accessHistory');
  await page.getByLabel('아이디').fill('kim01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByRole('table', { name: '접속 기록' })).toContainText('공지사항');
});

/** On a phone, the card of a grid (its list, named after the grid) holding `text`. */
const cardOf = (scope: Page | Locator, grid: string, text: string) =>
  scope.getByRole('list', { name: grid }).getByRole('listitem').filter({ hasText: text });

test('a code added on 공통코드 관리 is offered at once by a select bound to its group (on a phone)', async ({
  page,
}) => {
  // At 390 px: the groups are cards (the grid has row actions), the popup fills the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAt(page, 'admin', '/pubs/SY/codes');
  await cardOf(page, '코드 그룹', 'PHONE_PREFIX').getByRole('button', { name: '코드 관리' }).click();
  const codes = page.getByRole('dialog', { name: '코드 관리' });
  await codes.getByRole('textbox', { name: '코드', exact: true }).fill('070');
  await codes.getByRole('textbox', { name: '코드 이름' }).fill('070');
  await codes.getByRole('button', { name: '추가' }).click();
  await expect(toast(page)).toContainText('코드를 추가했습니다.');
  await expect(codes.getByRole('list', { name: '코드 목록' })).toContainText('070');
  await codes.getByRole('button', { name: '닫기' }).click();
  // 아이디 찾기 (휴대폰 앞자리, codeGroup PHONE_PREFIX): no rebuild, no new login.
  await page.goto('/pubs/MS/IS/UI_FU_0002');
  await expect(page.getByLabel('휴대폰 앞자리').locator('option', { hasText: '070' })).toHaveCount(1);
  // Removed again, for the journeys that count the prefixes.
  await page.goto('/pubs/SY/codes');
  await cardOf(page, '코드 그룹', 'PHONE_PREFIX').getByRole('button', { name: '코드 관리' }).click();
  await cardOf(codes, '코드 목록', '070').getByRole('button', { name: '삭제' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('코드를 삭제했습니다.');
});

test('the administration screens have no serious or critical accessibility violation', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAt(page, 'admin', '/pubs/SY/users');
  for (const [path, heading] of [
    ['/pubs/SY/users', '사용자 관리'],
    ['/pubs/SY/roles', '권한 관리'],
    ['/pubs/SY/codes', '공통코드 관리'],
    ['/pubs/SY/approvals', '승인 관리'],
    ['/pubs/SY/config', '시스템 설정'],
    ['/pubs/SY/loginHistory', '로그인 이력'],
    ['/pubs/SY/accessHistory', '접속 이력'],
  ] as const) {
    await page.goto(path);
    await settle(page, heading);
    await expectAccessible(page, path);
  }
  // The grants tree, open.
  await page.goto('/pubs/SY/roles');
  await settle(page, '권한 관리');
  await page
    .getByRole('row', { name: /VIEWER/ })
    .getByRole('button', { name: '권한 설정' })
    .click();
  await expect(
    page.getByRole('dialog', { name: '권한 설정' }).getByRole('checkbox', { name: '공지사항 조회' }),
  ).toBeChecked();
  await expectAccessible(page, '/pubs/SY/roles (권한 설정)');
  // On a phone, the screens with the widest content: the user grid and the grants tree.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await expectAccessible(page, '/pubs/SY/roles at 390 px');
  await page.goto('/pubs/SY/users');
  await settle(page, '사용자 관리');
  await expectAccessible(page, '/pubs/SY/users at 390 px');
});

test('an unlock request: filed from the login page, rejected with a reason the user reads, then approved', async ({
  page,
  browser,
}) => {
  // A user of this journey's own, locked by five wrong passwords.
  await loginAt(page, 'admin', '/pubs/SY/users');
  await page.getByRole('button', { name: '사용자 추가' }).click();
  const add = page.getByRole('dialog', { name: '사용자 추가' });
  await add.getByRole('textbox', { name: '아이디' }).fill('lock01');
  await add.getByRole('textbox', { name: '이름' }).fill('나잠금');
  await add.getByLabel('역할').selectOption({ label: '직원' });
  await add.getByLabel('초기 비밀번호', { exact: true }).fill('Unl0ck!me');
  await add.getByRole('button', { name: '저장' }).click();
  await page.getByRole('dialog', { name: '임시 비밀번호' }).getByRole('button', { name: '확인' }).click();

  // 시스템 설정: one wrong password locks (the default five would spend this address's login budget).
  const lockAfter = async (times: string) => {
    await page.goto('/pubs/SY/config');
    // The form starts from the saved properties: typed before they arrive, a value would be replaced.
    const field = page.getByLabel('로그인 실패 허용 횟수');
    await expect(field).toHaveValue(/^\d+$/);
    await field.fill(times);
    await page.getByRole('button', { name: '저장' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(toast(page)).toContainText('시스템 설정을 저장했습니다.');
  };
  await lockAfter('1');
  // The locked user is on a phone (390 px).
  const user = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await user.goto('/login');
  await submitLogin(user, 'lock01', 'Wrong-pass1');
  // Locked by the failure: a password-reset request (02) is offered; not this time.
  await dialog(user).getByRole('button', { name: '취소' }).click();
  // The locked account, whatever the password, offers the unlock request (approval MANAGER).
  const ask = async () => {
    await submitLogin(user, 'lock01', 'Unl0ck!me');
    await dialog(user).getByRole('button', { name: '확인' }).click();
    await expect(dialog(user)).toContainText('계정 잠금 해제 요청이 접수되었습니다.');
    await dialog(user).getByRole('button', { name: '확인' }).click();
  };
  await ask();

  // 승인 관리: the request is there; 반려 with a reason.
  await page.goto('/pubs/SY/approvals');
  const requests = page.getByRole('table', { name: '승인 요청' });
  // lock01's open request (its status cell says 요청).
  const open = () =>
    requests
      .getByRole('row', { name: /lock01/ })
      .filter({ has: page.getByRole('cell', { name: '요청', exact: true }) });
  await open().getByRole('button', { name: '반려' }).click();
  const reject = page.getByRole('dialog', { name: '반려' });
  await reject.getByLabel('반려 사유').fill('본인 확인 후 다시 요청해주세요.');
  await reject.getByRole('button', { name: '반려' }).click();
  await expect(toast(page)).toContainText('요청을 반려했습니다.');

  // The locked login tells nothing (it checks no password); filing the request again, with the
  // right password, says why the last one was refused, once.
  await submitLogin(user, 'lock01', 'Unl0ck!me');
  await expect(dialog(user)).toContainText('계정 잠금 해제를 요청하시겠습니까?');
  await dialog(user).getByRole('button', { name: '확인' }).click();
  await expect(dialog(user)).toContainText(
    '계정 잠금 해제 요청이 반려되었습니다. 사유: 본인 확인 후 다시 요청해주세요.',
  );
  await dialog(user).getByRole('button', { name: '확인' }).click();
  await expect(dialog(user)).toContainText('계정 잠금 해제 요청이 접수되었습니다.');
  await dialog(user).getByRole('button', { name: '확인' }).click();

  // 승인: the account is unlocked; the user is told, then (a new account) must change the password.
  await page.reload();
  await open().getByRole('button', { name: '승인' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await page.getByRole('dialog', { name: '승인 완료' }).getByRole('button', { name: '확인' }).click();
  await submitLogin(user, 'lock01', 'Unl0ck!me');
  await expect(dialog(user)).toContainText('계정 잠금 해제 요청이 승인되었습니다.');
  await dialog(user).getByRole('button', { name: '확인' }).click();
  await expect(dialog(user)).toContainText('비밀번호 변경 후, 이용 가능합니다.');
  await user.context().close();
  await lockAfter('5');
});
