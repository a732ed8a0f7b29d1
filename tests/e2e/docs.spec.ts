import { expect, test } from '@playwright/test';
import { untilInteractive } from './support/interactive.ts';
import { dialog } from './support/login.ts';

// The /docs pages render every kit component live, each above the YAML that produced it.

test('/docs: grid with paginator, cards, details, notice and the image fallback', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: '컴포넌트 문서' })).toBeVisible();
  await expect(page.getByRole('table', { name: '회원 목록' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '페이지' }).first()).toBeVisible();
  await expect(page.locator('.c-example__live').getByText('등록된 기념일이 없습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: /멤버십 혜택/ })).toHaveAttribute(
    'href',
    '/pubs/MI/ID/UI_FU_0012',
  );
  await expect(page.locator('.c-details').getByText('홍*동')).toBeVisible();
  await expect(page.locator('.c-details').getByText('1,000', { exact: true })).toBeVisible();
  const img = page.getByRole('img', { name: '불러올 수 없는 예시 이미지' });
  await expect(img).toHaveAttribute('src', /not-found|data:image/);
  // Every example shows its YAML.
  await expect(page.locator('.c-example__code').first()).toContainText('- type: search');
});

test('/docs/buttons: every variant, icons, a tooltip, a confirm', async ({ page }) => {
  await page.goto('/docs/buttons');
  for (const name of [
    '기본 버튼',
    '보조 버튼',
    '아이콘이 있는 보조 버튼',
    '세 번째 단계 버튼',
    '텍스트 버튼',
    '그 밖의 버튼',
  ])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.locator('.c-btn--primary').first()).toBeVisible();
  await expect(page.locator('.c-btn--tertiary').first()).toBeVisible();
  await expect(page.locator('.c-btn--text').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '사용 불가' }).first()).toBeDisabled();
  await untilInteractive(page);
  await page.getByRole('button', { name: '도움말' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('마우스를 올리거나 포커스하면 설명이 보입니다.');
  await page.getByRole('button', { name: '삭제' }).click();
  await expect(dialog(page)).toContainText('삭제하시겠습니까?');
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test('/docs/forms: switch and segmented select by keyboard, check-all, byte limit, number-only', async ({
  page,
}) => {
  await page.goto('/docs/forms');
  const sw = page.getByRole('switch', { name: '알림 받기' });
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await untilInteractive(page);
  await sw.focus();
  await page.keyboard.press('Space');
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('checkbox', { name: '전체동의' }).check();
  for (const name of ['이메일', '문자', '전화', '우편'])
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
  const phone = page.getByLabel('휴대폰번호').first();
  await phone.pressSequentially('010-12ab34');
  await expect(phone).toHaveValue('0101234');
  await page.getByLabel('별명').fill('가나다라마바사아자차카');
  await expect(page.getByLabel('별명')).toHaveValue('가나다라마바사아자차');
  const password = page.getByLabel('비밀번호', { exact: true });
  await password.fill('Secret1!');
  await password.locator('xpath=..').getByRole('button', { name: '비밀번호 보기' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('/docs/calendar: the calendar starts weeks on Sunday, moves by keyboard and respects min/max', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 10, 21, 10, 0, 0));
  await page.goto('/docs/calendar');
  await page.getByRole('button', { name: '달력 열기' }).first().click();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveText(['일', '월', '화', '수', '목', '금', '토']);
  await expect(page.getByRole('grid', { name: '2026년 11월' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '연도' })).toHaveValue('2026');
  await expect(page.getByRole('combobox', { name: '월' })).toHaveValue('10');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('생년월일')).toHaveValue('2026-11-22');

  // 방문 예정일: today … today+30; yesterday is disabled.
  await page.getByRole('button', { name: '달력 열기' }).nth(1).click();
  await expect(page.getByRole('grid').getByRole('gridcell', { name: /20/ }).first()).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('/docs/loader, /docs/tab and /docs/popup', async ({ page }) => {
  await page.goto('/docs/loader');
  await expect(page.getByRole('status').filter({ hasText: '파일을 올리는 중입니다.' })).toBeVisible();
  await page.goto('/docs/tab');
  const tabs = page.getByRole('tablist').first();
  await untilInteractive(page);
  await tabs.getByRole('tab', { name: '멤버스 소개' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '멤버스 혜택' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByText('정보입력').locator('xpath=ancestor-or-self::*[@aria-current="step"]'),
  ).toHaveCount(1);
  await page.goto('/docs/popup');
  // A docs-popup page has no layout: no header, no menu.
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '팝업' })).toBeVisible();
  // A column's codes shown as words (labels); a row's popup starts from the row, and its result
  // takes the form's place (replace): closing it leaves no popup behind.
  await untilInteractive(page);
  const grid = page.getByRole('table', { name: '직원 목록' });
  await expect(grid.locator('tbody tr td:nth-child(3)')).toHaveText(['사용', '휴면', '차단']);
  await grid.locator('tbody tr', { hasText: 'lee02' }).getByRole('button', { name: '메모 남기기' }).click();
  const form = page.getByRole('dialog', { name: '메모 남기기' });
  await expect(form).toContainText('이휴면');
  await form.getByLabel('메모').fill('휴면 해제 문의');
  await form.getByRole('button', { name: '저장' }).click();
  const done = page.getByRole('dialog', { name: '메모를 남겼습니다' });
  await expect(done).toContainText('휴면 해제 문의');
  await expect(form).toHaveCount(0);
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('leaving a form with unsaved edits asks first; 취소 stays with the text, 확인 leaves', async ({
  page,
}) => {
  await page.goto('/docs/forms');
  const name = page.getByRole('textbox', { name: '이름' });
  await name.fill('홍길동');
  const home = page.getByRole('banner').getByRole('link', { name: '관리 콘솔' });
  await home.click();
  await expect(dialog(page)).toContainText('저장하지 않은 변경 사항이 있습니다. 이 화면을 떠나시겠습니까?');
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/docs\/forms$/);
  await expect(name).toHaveValue('홍길동');
  // Closing or reloading the window gets the browser's own question.
  const asked = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  await home.click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).not.toHaveURL(/\/docs\/forms$/);
  // A form back at its starting values asks nothing.
  await page.goto('/docs/forms');
  await name.fill('홍');
  await name.fill('');
  await home.click();
  await expect(page).not.toHaveURL(/\/docs\/forms$/);
  await expect(dialog(page)).toHaveCount(0);
});

test('a newer build makes the open console load the page at its next navigation', async ({ page }) => {
  await page.clock.install();
  // latest.json as the server has it (the build the page runs), until a newer build is published.
  let published: string | undefined;
  await page.route('**/latest.json', (route) =>
    published ? route.fulfill({ json: { buildId: published } }) : route.continue(),
  );
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: '컴포넌트 문서' })).toBeVisible();
  // The page knows the build it runs (the build wrote it into the page) and compares it with
  // latest.json about 1 s after it is ready.
  expect(await page.locator('meta[name="console-build"]').getAttribute('content')).toMatch(/^[0-9a-f]{12}$/);
  await page.clock.runFor(2000);
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  // Without a new build, following a link stays in the page.
  await page.getByRole('link', { name: /버튼/ }).first().click();
  await expect(page).toHaveURL(/\/docs\/buttons$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs$/);
  // A new build is published; an hour later the page notices, and its next navigation is a page load.
  published = 'build-after';
  // The hourly check asks for latest.json; its answer (over the network, however slow the machine)
  // must be in before the click, or the click races it.
  const checked = page.waitForResponse('**/latest.json');
  await page.clock.runFor(60 * 60 * 1000);
  await checked;
  await page.waitForTimeout(200);
  await page
    .getByRole('link', { name: /입력 폼/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/forms$/);
  await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBeUndefined();
});

test('a rolling deploy: a page older than latest.json reloads once at its next navigation, not again', async ({
  page,
}) => {
  // Every instance answers latest.json with the new build, but this one still serves the old pages:
  // the reloaded page is old again, and must not reload for the same build a second time.
  await page.route('**/latest.json', (route) => route.fulfill({ json: { buildId: 'rolled000000' } }));
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(new URL(r.url()).pathname);
  });
  const checked = page.waitForResponse('**/latest.json');
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: '컴포넌트 문서' })).toBeVisible();
  await checked;
  await page.waitForTimeout(200);
  await page.getByRole('link', { name: /버튼/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '버튼' })).toBeVisible();
  expect(loads).toEqual(['/docs', '/docs/buttons']);
  // The reloaded page checks again, hears the same build, and stays a page.
  await page.waitForResponse('**/latest.json');
  await page.waitForTimeout(200);
  // An in-app navigation (what a link does), to another screen: no page load this time.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/forms');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
  expect(loads).toEqual(['/docs', '/docs/buttons']);
});

test('tabs wider than a phone scroll sideways while ‹ › is held (the scroll helper)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/tab');
  const strip = page.locator('.c-scroll-strip', { has: page.getByRole('tab', { name: '자주 묻는 질문' }) });
  const viewport = strip.locator('.c-scroll-strip__viewport');
  const forward = strip.getByTitle('뒤쪽 탭 보기');
  const back = strip.getByTitle('앞쪽 탭 보기');
  await expect(forward).toBeEnabled();
  await expect(back).toBeDisabled();
  await forward.hover();
  await page.mouse.down();
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(30);
  await page.mouse.up();
  await expect(back).toBeEnabled();
  // Released, it stays where it is.
  const left = await viewport.evaluate((el) => el.scrollLeft);
  await page.waitForTimeout(200);
  expect(await viewport.evaluate((el) => el.scrollLeft)).toBe(left);
  // At 1440 px the same tabs fit: no buttons.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(forward).toHaveCount(0);
});
