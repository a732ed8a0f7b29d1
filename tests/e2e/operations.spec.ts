import { expect, type Page, test } from '@playwright/test';
import { loginAs, loginAt, toast } from './support/login.ts';

// The operations console over the example backend: the dashboard shows what the backend answers
// (figures, the 30-day chart's rows, the open approvals), an operator's write reaches it, and a
// viewer has nothing to press.

const won = (n: number) => n.toLocaleString('ko-KR');
const answerOf = async (page: Page, part: string) =>
  (await (await page.waitForResponse((r) => r.url().includes(part) && r.ok())).json()).body;
const cards = (page: Page) => page.getByRole('region', { name: '오늘의 현황' }).getByRole('listitem');

test('the dashboard shows the backend’s figures, its 30 days of points and the open approvals', async ({
  page,
}) => {
  const summary = answerOf(page, '/api/ext/shop.dashboard.summary');
  const daily = answerOf(page, '/api/ext/shop.dashboard.pointsDaily');
  const grades = answerOf(page, '/api/ext/shop.dashboard.grades');
  const pending = answerOf(page, '/api/system/approval/pending');
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  const s = await summary;
  await expect(cards(page)).toHaveText([
    `신규 회원${won(s.newMembers)}명`,
    `지급 포인트${won(s.pointsIssued)}P`,
    `사용 포인트${won(s.pointsUsed)}P`,
    `오늘 등록된 공지${won(s.notices)}건`,
    `승인 대기${won((await pending).count)}건`,
  ]);
  expect(s.newMembers).toBeGreaterThan(0);

  // The charts' rows, as their tables give them (what a screen reader reads, and 표로 보기 shows).
  const days = (await daily).list as Array<{ day: string; issued: number; used: number }>;
  expect(days).toHaveLength(30);
  const pointsTable = page.getByRole('table', { name: '최근 30일 포인트 지급·사용' });
  await expect(pointsTable.getByRole('row')).toHaveCount(31);
  await expect(pointsTable.getByRole('row').last()).toHaveText(
    `${days.at(-1)!.day}${won(days.at(-1)!.issued)}P${won(days.at(-1)!.used)}P`,
  );
  expect(days.at(-1)!.issued).toBe(s.pointsIssued);
  const byGrade = (await grades).list as Array<{ gradeNm: string; count: number }>;
  await expect(page.getByRole('table', { name: '등급별 회원' }).getByRole('row')).toHaveText([
    '등급회원 수',
    ...byGrade.map((g) => `${g.gradeNm}${won(g.count)}명`),
  ]);
  const chart = page.locator('.c-chart').first();
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.getByRole('button', { name: '표로 보기' }).click();
  await expect(chart.locator('canvas')).toHaveCount(0);
  await expect(pointsTable).toBeVisible();
});

test('an operator issues points and cancels them with a reason; the dashboard follows; a viewer has nothing to press', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'operator');
  const issuedToday = async () => {
    const card = cards(page).filter({ hasText: '지급 포인트' });
    await expect(card).toHaveText(/지급 포인트[\d,]+P/);
    return Number((await card.innerText()).replace(/\D/g, ''));
  };
  const before = await issuedToday();
  // No 승인 대기 for an operator: the figure is left out, not shown as an error.
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/ops/points');
  await page.getByRole('button', { name: '포인트 지급' }).click();
  const issue = page.getByRole('dialog', { name: '포인트 지급' });
  await issue.getByLabel('회원번호').fill('M100010');
  await issue.getByLabel('지급 포인트').fill('4321');
  await issue.getByLabel('지급 사유').fill('배송 지연 보상');
  await issue.getByRole('button', { name: '지급', exact: true }).click();
  await expect(toast(page)).toContainText('포인트를 지급했습니다.');
  const table = page.getByRole('table', { name: '포인트 내역' });
  const row = table.getByRole('row', { name: /배송 지연 보상/ });
  await expect(row).toContainText('4,321');
  await expect(row).toContainText('완료');

  await page.goto('/');
  await expect.poll(issuedToday).toBe(before + 4321);
  // 최근 메뉴: the menu just used, from the access history.
  const recent = page.locator('.c-links', { has: page.getByRole('heading', { name: '최근 메뉴' }) });
  await expect(recent.getByRole('link').first()).toHaveAttribute('href', '/ops/points');
  await expect(recent.getByRole('link').first()).toContainText('포인트 관리');

  await page.goto('/ops/points');
  await row.getByRole('button', { name: '취소' }).click();
  const cancel = page.getByRole('dialog', { name: '포인트 취소' });
  await cancel.getByRole('button', { name: '취소 처리' }).click();
  await expect(cancel.getByText('필수 입력 항목입니다.')).toBeVisible();
  await cancel.getByLabel('취소 사유').fill('잘못 지급');
  await cancel.getByRole('button', { name: '취소 처리' }).click();
  await expect(toast(page)).toContainText('포인트 내역을 취소했습니다.');
  await expect(row).toContainText('잘못 지급');
  await expect(row.getByRole('button', { name: '취소' })).toHaveCount(0);
  await page.goto('/');
  await expect.poll(issuedToday).toBe(before);

  // A viewer: the same screen with nothing that writes, and no empty 관리 column.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await loginAt(viewer, 'viewer', '/ops/points');
  const viewed = viewer.getByRole('table', { name: '포인트 내역' });
  await expect(viewed.getByRole('row').nth(1)).toBeVisible();
  await expect(viewer.getByRole('button', { name: '포인트 지급' })).toHaveCount(0);
  await expect(viewed.getByRole('columnheader', { name: '관리' })).toHaveCount(0);
  await expect(viewed.getByRole('button', { name: '취소' })).toHaveCount(0);
  await context.close();
});

test('a staff member’s figure cards link only where they may go', async ({ page }) => {
  // STAFF holds no 운영 관리 menu: its cards are figures, not links to screens that would refuse them.
  await loginAt(page, 'staff', '/');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  const region = page.getByRole('region', { name: '오늘의 현황' });
  await expect(region.getByRole('listitem').first()).not.toContainText('…');
  await expect(region.getByRole('link')).toHaveCount(0);
});

test('회원 관리 on a 600 px window: 회원번호 and 이름 stay at the left and 관리 at the right while the rest scrolls', async ({
  page,
}) => {
  // Above the phone breakpoint (a table, not cards), narrower than the table.
  await page.setViewportSize({ width: 600, height: 900 });
  await loginAt(page, 'admin', '/ops/members');
  const grid = page.getByRole('table', { name: /회원/ });
  await expect(grid.getByRole('cell', { name: 'M100001', exact: true })).toBeVisible();
  const head = (name: string) => grid.locator('thead th').filter({ hasText: name });
  const xOf = async (name: string) => (await head(name).boundingBox())?.x ?? Number.NaN;
  const before = {
    no: await xOf('회원번호'),
    name: await xOf('이름'),
    actions: await xOf('관리'),
    mobile: await xOf('휴대폰번호'),
  };
  const scroller = page.locator('.c-grid__scroll').filter({ has: grid });
  const scrolled = await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return el.scrollLeft;
  });
  // The table is wider than the window here: there was something to scroll.
  expect(scrolled).toBeGreaterThan(30);
  await expect.poll(() => xOf('휴대폰번호')).toBeLessThan(before.mobile - 20);
  expect(await xOf('회원번호')).toBeCloseTo(before.no, 0);
  expect(await xOf('이름')).toBeCloseTo(before.name, 0);
  expect(await xOf('관리')).toBeCloseTo(before.actions, 0);
  // The first row's pinned cells stay over the scrolled ones: 이름 is what is seen at its place.
  const nameCell = grid.locator('tbody tr').first().locator('td').nth(1);
  const box = (await nameCell.boundingBox())!;
  const seen = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('td')?.cellIndex,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(seen).toBe(1);
  await page.screenshot({ path: test.info().outputPath('members-pinned-600.png') });
});

test('매장 관리 moves cell by cell with the keyboard, and a screen reader hears the grid’s counts', async ({
  page,
}) => {
  await loginAt(page, 'admin', '/ops/stores');
  const grid = page.getByRole('grid', { name: '매장 목록' });
  await expect(grid.getByRole('gridcell').first()).toBeVisible();
  // The whole count (every page, and the header row), and each row's place in it.
  const total = Number((await page.getByText(/^총 [\d,]+건$/).innerText()).replace(/\D/g, ''));
  expect(await grid.getAttribute('aria-rowcount')).toBe(String(total + 1));
  expect(await grid.getAttribute('aria-colcount')).toBe('7');
  const rows = (await grid.locator('tbody tr').count()) + 1;
  expect(rows).toBeGreaterThan(2);
  await expect(grid.locator('tbody tr').first()).toHaveAttribute('aria-rowindex', '2');
  // One cell in the tab order (roving tabindex), the first until another is chosen.
  await expect(grid.locator('td[tabindex="0"]')).toHaveCount(1);
  const first = grid.locator('td[data-row="0"][data-col="0"]');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('td[data-row="1"][data-col="1"]')).toBeFocused();
  await page.keyboard.press('End');
  await expect(grid.locator('td[data-row="1"][data-col="6"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText('수정');
  await page.keyboard.press('Escape');
  await expect(grid.locator('td[data-row="1"][data-col="6"]')).toBeFocused();
  await page.keyboard.press('Control+End');
  await expect(grid.locator(`td[data-row="${rows - 2}"][data-col="6"]`)).toBeFocused();
  await page.keyboard.press('Control+Home');
  await expect(first).toBeFocused();
});
